import { badRequest, invalidInput } from '../../../errors/http-api-errors.js';
import { unmodelledPredicate, whereTooDeep } from '../../../errors/resource-read-errors.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import { serialOf, type ReadContext } from '../../representations/read-context.js';
import type { ReadableResource, ReadOptions } from '../../representations/readable-resource.js';
import { fail, ok, type Result } from '../../result.js';
import type { Predicate, PredicateValue } from './predicate.js';

/** What a selection reads: the resource, its name for errors, and the query's input variables (`var.name`). */
export interface Selecting {
  readonly resource: ReadableResource;
  /** The path segment, which errors name (`products`). */
  readonly name: string;
  readonly context: ReadContext;
  readonly options: ReadOptions;
  readonly variables: URLSearchParams;
}

/** A predicate the mock does not model, with the field path it stands at (`masterData.current.name.en`). */
class Unmodelled extends Error {
  constructor(
    readonly predicate: string,
    readonly path: string,
  ) {
    super(predicate);
  }
}

/** The strings a value stands for: itself, or every value of its input variable. */
function stringsOf(value: PredicateValue, variables: URLSearchParams, leaf: Predicate): string[] {
  if (value.kind === 'string') return [value.value];
  if (value.kind === 'variable') {
    const values = variables.getAll(`var.${value.name}`);
    if (values.length === 0) throw new InvalidVariable(value.name);
    return values;
  }
  // A key, id, SKU or order number is a string; another value finds nothing the mock models.
  throw new Unmodelled(leaf.text, '');
}

class InvalidVariable extends Error {
  constructor(readonly variable: string) {
    super(variable);
  }
}

/** The resources holding one value of a field, through an index: never a scan. */
function find(selecting: Selecting, path: string, value: string, leaf: Predicate): readonly StoredResource[] {
  const { resource, context, options } = selecting;
  if (path === 'id') {
    const serial = serialOf(value);
    const found = serial === undefined ? undefined : context.resources.bySerial(resource.typeId, serial);
    return found ? [found] : [];
  }
  // Orders have no key: the store keeps them under their order number.
  if (path === 'key' && resource.typeId !== 'order') {
    const found = context.resources.get(resource.typeId, value);
    return found ? [found] : [];
  }
  const finder = Object.hasOwn(resource.finders, path) ? resource.finders[path] : undefined;
  if (!finder) throw new Unmodelled(leaf.text, path);
  return finder(context, value, options);
}

const bySerial = (a: StoredResource, b: StoredResource) => a.serial - b.serial;

function evaluate(selecting: Selecting, predicate: Predicate, prefix: string): Set<StoredResource> {
  switch (predicate.kind) {
    case 'and': {
      const left = evaluate(selecting, predicate.left, prefix);
      const right = evaluate(selecting, predicate.right, prefix);
      return new Set([...left].filter((stored) => right.has(stored)));
    }
    case 'or':
      return new Set([...evaluate(selecting, predicate.left, prefix), ...evaluate(selecting, predicate.right, prefix)]);
    case 'nested':
      return evaluate(selecting, predicate.inner, `${prefix}${predicate.field}.`);
    case 'compare':
      if (predicate.operator !== '=') break;
      return new Set(stringsOf(predicate.value, selecting.variables, predicate).flatMap((value) => find(selecting, prefix + predicate.field, value, predicate)));
    case 'in': {
      if (predicate.negated) break;
      const values = Array.isArray(predicate.values) ? predicate.values : [predicate.values];
      return new Set(
        values.flatMap((value: PredicateValue) => stringsOf(value, selecting.variables, predicate)).flatMap((value) => find(selecting, prefix + predicate.field, value, predicate)),
      );
    }
    default:
      break;
  }
  throw new Unmodelled(predicate.text, 'field' in predicate ? prefix + predicate.field : prefix.slice(0, -1));
}

/**
 * The resources a parsed `where` selects, in creation order, each found through an index (by id,
 * key, or the field's own index: a SKU, an order number). A predicate the mock does not model
 * (another field, another operator, `not`...) is an InvalidInput naming it, never ignored.
 *
 * @example
 * selectResources(parse('key in ("a", "b")'), selecting); // ok([a, b])
 */
export function selectResources(predicate: Predicate, selecting: Selecting): Result<StoredResource[]> {
  try {
    return ok([...evaluate(selecting, predicate, '')].sort(bySerial));
  } catch (error) {
    if (error instanceof InvalidVariable) {
      return fail(badRequest([invalidInput(`The query predicate names the input variable ':${error.variable}', but the request has no 'var.${error.variable}' parameter.`)]));
    }
    if (error instanceof Unmodelled) {
      const fields = ['id', ...(selecting.resource.typeId === 'order' ? [] : ['key']), ...Object.keys(selecting.resource.finders)];
      // A predicate inside others is named with where it stands.
      const at = error.path.includes('.') ? error.path : undefined;
      return fail(badRequest([unmodelledPredicate(error.predicate, at, selecting.name, fields)]));
    }
    // A chain of thousands of and/or parses, but its tree is deeper than the stack reaches.
    if (error instanceof RangeError) return fail(badRequest([whereTooDeep()]));
    throw error;
  }
}
