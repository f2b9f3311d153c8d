import * as v from 'valibot';

/**
 * `DateTime`: an ISO 8601 date and time, such as `2026-01-02T03:04:05.000Z`. The official schema
 * gives these fields the `datetime` format, so a free string is refused where the platform would.
 *
 * @example
 * v.object({ validFrom: v.optional(dateTime) });
 */
export const dateTime = v.pipe(v.string(), v.isoTimestamp('expected a date and time such as 2026-01-02T03:04:05.000Z'));

/**
 * `Date`: a calendar date, such as `2026-01-02` (the schema's `date-only`).
 *
 * @example
 * v.object({ dateOfBirth: v.optional(date) });
 */
export const date = v.pipe(v.string(), v.isoDate('expected a date such as 2026-01-02'));

/**
 * `Time`: a time of day with seconds and up to milliseconds, such as `03:04:05.000` (the schema's
 * `time-only`).
 *
 * @example
 * v.object({ value: time });
 */
export const time = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?$/u, 'expected a time such as 03:04:05.000'));
