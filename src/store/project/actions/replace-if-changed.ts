import { dequal } from 'dequal';
import { current, isDraft } from 'immer';

/**
 * Writes a value only when it differs from the current one, so that an action which changes
 * nothing leaves the Immer draft unmodified and the Project's version where it was.
 *
 * @example
 * replaceIfChanged(record.project, 'countries', ['DE']);
 */
export function replaceIfChanged<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (!dequal(peek(target, key), value)) target[key] = value;
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
export function peek<T extends object, K extends keyof T>(target: T, key: K): T[K] | undefined {
  const value: unknown = Object.getOwnPropertyDescriptor(target, key)?.value;
  // A descriptor's value is untyped; it holds the field's value, or that value's draft.
  return (isDraft(value) ? current(value) : value) as T[K] | undefined;
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
