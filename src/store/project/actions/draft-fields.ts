import { dequal } from 'dequal/lite';
import { freeze, type Draft } from 'immer';

// Actions replace a draft's fields whole, through `replaceField` and `removeField`, and read them
// through `peek`. Reading through the proxy would cost a trap per read, and reading an object
// field would make Immer copy the parent and wrap the field in a child draft; comparing each new
// value with the old one before writing it would cost the same again. So a draft that
// updateProject tracks keeps a log of what the request set: `peek` reads from it, and whether
// the request changed anything at all is settled once, at the end, by `changedAnything`.

/** What a tracked draft held before the request, and every write since, in order. */
export interface FieldLog {
  readonly before: object;
  readonly writes: { readonly key: PropertyKey; readonly value: unknown }[];
  readonly latest: Map<PropertyKey, unknown>;
}

const logs = new WeakMap<object, FieldLog>();

/**
 * Starts logging a draft's field writes, and returns the log.
 *
 * @example
 * const draft = createDraft(record);
 * const log = trackFields(draft.project, record.project);
 */
export function trackFields<T extends object>(draft: Draft<T>, before: T): FieldLog {
  // Stryker disable next-line ArrayDeclaration: a stray entry names no field, and its absent value equals the field's absent one
  const log: FieldLog = { before, writes: [], latest: new Map() };
  logs.set(draft, log);
  return log;
}

function logOf(target: object): FieldLog {
  const log = logs.get(target);
  // Stryker disable next-line all: unreachable, every draft an action gets is tracked by updateProject
  if (!log) throw new TypeError('commercetools-msw: an update action touched a draft that updateProject does not track.');
  return log;
}

/**
 * The current value of a tracked draft's field, for reading, without drafting it: what the
 * request set, else what was there before.
 *
 * @example
 * const languages = peek(record.project, 'languages');
 */
export function peek<T extends object, K extends keyof T>(target: T, key: K): T[K] {
  const log = logOf(target);
  // A log holds untyped values: the field's value, or undefined when an optional field is absent.
  return (log.latest.has(key) ? log.latest.get(key) : Reflect.get(log.before, key)) as T[K];
}

function logWrite(target: object, key: PropertyKey, value: unknown): void {
  const log = logOf(target);
  log.writes.push({ key, value });
  log.latest.set(key, value);
}

/**
 * Replaces a field whole with a value from the request, frozen on the way in: Immer walks a new
 * plain value for drafts before freezing it, and skips what is frozen already. Since the value
 * is frozen, no action writes inside a field: it replaces it, as
 * `{ ...peek(project, 'carts'), taxRoundingMode }`.
 *
 * @example
 * replaceField(record.project, 'countries', ['DE']);
 */
export function replaceField<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  // Stryker disable next-line BooleanLiteral: the value is the request's own copy, which no action writes inside
  const frozen = freeze(value, true);
  target[key] = frozen;
  logWrite(target, key, frozen);
}

/**
 * Removes an optional field if it is present.
 *
 * @example
 * removeField(record.project, 'externalOAuth');
 */
export function removeField<T extends object>(target: T, key: keyof T): void {
  // Stryker disable next-line ConditionalExpression: removing an absent field logs a write that changes nothing
  if (peek(target, key) === undefined) return;
  delete target[key];
  logWrite(target, key, undefined);
}

/**
 * Whether any write in the log changed its field from the value it held just before, so whether
 * any action of the request changed something, even if a later one changed it back.
 *
 * @example
 * if (changedAnything(log)) version += 1;
 */
export function changedAnything(log: FieldLog): boolean {
  // Up to the first change every write kept its field's value, so the value before a write is
  // the one the field held before the request.
  return log.writes.some(({ key, value }) => !dequal(Reflect.get(log.before, key), value));
}
