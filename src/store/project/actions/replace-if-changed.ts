import { dequal } from 'dequal';

/**
 * Writes a value only when it differs from the current one, so that an action which changes
 * nothing leaves the Immer draft unmodified and the Project's version where it was.
 *
 * @example
 * replaceIfChanged(record.project, 'countries', ['DE']);
 */
export function replaceIfChanged<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
  if (!dequal(target[key], value)) target[key] = value;
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
