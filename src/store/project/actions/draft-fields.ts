import { dequal } from 'dequal';
import { current, freeze, isDraft } from 'immer';

/**
 * Sets a field to a value from the request, unless it already holds an equal one, so that an
 * action which changes nothing leaves the draft unmodified and the Project's version where it
 * was. The value goes in frozen: Immer walks a new plain value for drafts before freezing it, and
 * skips what is frozen already. So an action never writes inside a field; it replaces the field
 * whole, as `{ ...peek(project, 'carts'), taxRoundingMode }`.
 *
 * @example
 * replaceIfChanged(record.project, 'countries', ['DE']);
 */
export function replaceIfChanged<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (!dequal(peek(target, key), value)) target[key] = freeze(value, true);
}

/**
 * The current value of a draft's field, for reading, without drafting it. Reading `target[key]`
 * makes Immer copy the parent and wrap an object value in a child draft, whose every read then
 * goes through proxy traps; the property descriptor gives the value as it stands. Only a field
 * an earlier action of the same request has drafted already comes back as a draft, and is read
 * with `current`.
 *
 * @example
 * const languages = peek(record.project, 'languages');
 */
export function peek<T extends object, K extends keyof T>(target: T, key: K): T[K] {
  const value: unknown = Object.getOwnPropertyDescriptor(target, key)?.value;
  // A descriptor's value is untyped; it holds the field's value or its draft, or is absent when
  // an optional field is.
  return (isDraft(value) ? current(value) : value) as T[K];
}

/**
 * Removes an optional field if it is present.
 *
 * @example
 * removeIfPresent(record.project, 'externalOAuth');
 */
export function removeIfPresent<T extends object>(target: T, key: keyof T): void {
  if (key in target) delete target[key];
}
