// The mock's clock in the suites: where useMockServer starts it, and the units tests move it by.

/** Where useMockServer starts the clock. */
export const START = '2030-01-01T00:00:00.000Z';
export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** An ISO time plus some milliseconds. */
export const plus = (isoTime: string, ms: number): string => new Date(Date.parse(isoTime) + ms).toISOString();
