// Reference Expansion (`expand`) on the read routes of the platform resources (issue 32), on plain
// values: it never mutates what it is given, since a representation may be shared (an expanded
// `obj` is reused for every reference to the same resource within one answer).

/** The representation of a referenced resource as its own read shows it, or undefined for one the mock does not hold. */
export type ResolveReference = (typeId: string, id: string) => Readonly<Record<string, unknown>> | undefined;

type Json = Readonly<Record<string, unknown>>;

/** An object or an array: a path goes only into the fields it names, which no array has. */
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A Reference by id (`{typeId, id}`); a Store's KeyReference (`{typeId, key}`) is none, and never expands. */
const isReference = (value: unknown): value is Json & { readonly typeId: string; readonly id: string } =>
  isObject(value) && typeof value['typeId'] === 'string' && typeof value['id'] === 'string';

/** One step of an expansion path: a field, and whether it goes into every element of an array (`[*]`). */
interface Step {
  readonly field: string;
  readonly everyElement: boolean;
}

/**
 * The steps of an expansion path (`masterData.current.categories[*]`). A step the mock cannot
 * follow (an empty field, an index such as `[0]`) names no field a representation has: the path
 * reaches nothing.
 */
function stepsOf(path: string): readonly Step[] {
  return path.split('.').map((part) => {
    const everyElement = part.endsWith('[*]');
    return { field: everyElement ? part.slice(0, -'[*]'.length) : part, everyElement };
  });
}

/**
 * A value with the rest of a path followed through it: a reference reached gains `obj` (kept where
 * an earlier path gave it one) and the rest continues inside that `obj`; anything else the rest
 * continues into. The same value where the path reaches nothing, so that unchanged parts stay shared.
 */
function follow(value: unknown, steps: readonly Step[], resolve: ResolveReference): unknown {
  if (isReference(value)) {
    // A reference to a resource the mock does not hold stays as it is, as the platform leaves it:
    // no obj, and the rest of the path walks through nothing.
    const obj = value['obj'] ?? resolve(value.typeId, value.id);
    const expanded = walk(obj, steps, resolve);
    return expanded === value['obj'] ? value : { ...value, obj: expanded };
  }
  return walk(value, steps, resolve);
}

/** A value with a path followed from its first step; the value itself where there is none, or where it finds no field to go into. */
function walk(value: unknown, steps: readonly Step[], resolve: ResolveReference): unknown {
  const [step, ...rest] = steps;
  if (!step || !isObject(value) || !Object.hasOwn(value, step.field)) return value;
  const field = value[step.field];
  let next: unknown;
  if (step.everyElement) {
    if (!Array.isArray(field)) return value;
    next = field.map((element: unknown) => follow(element, rest, resolve));
  } else {
    // An array needs `[*]`: without it the path names the array, which is no reference.
    if (Array.isArray(field)) return value;
    next = follow(field, rest, resolve);
  }
  return next === value[step.field] ? value : { ...value, [step.field]: next };
}

/**
 * A representation with the references its expansion paths reach expanded: each gains `obj`, the
 * referenced resource as its own read shows it (`resolve`). Dots separate fields, `[*]` goes into
 * every element of an array, and steps after a reference continue inside its `obj`
 * (`parent.parent`). A reference to a resource the mock does not hold stays bare, and a path that
 * reaches no reference is ignored. Returns a new object; the representation is left as it was.
 *
 * @example
 * expandReferences(category, ['ancestors[*]', 'parent.parent'], resolve);
 * // { ...category, ancestors: [{ typeId: 'category', id, obj: {...} }], parent: { typeId: 'category', id, obj: { ..., parent: { ..., obj } } } }
 */
export function expandReferences(representation: Json, paths: readonly string[], resolve: ResolveReference): Json {
  let expanded: Json = representation;
  for (const path of paths) expanded = walk(expanded, stepsOf(path), resolve) as Json;
  return expanded;
}
