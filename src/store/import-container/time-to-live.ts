import { invalidInput } from '../../errors/http-api-errors.js';
import type { ErrorObject } from '../../errors/error-response.js';

const HOUR = 3_600_000;
const UNIT_MS: Readonly<Record<string, number>> = { m: 60_000, h: HOUR, d: 24 * HOUR };

/** How long a container lives without a retention policy: 72 hours. */
export const DEFAULT_TIME_TO_LIVE_MS = 72 * HOUR;
const MIN_MS = HOUR;
const MAX_MS = 30 * 24 * HOUR;

/**
 * Reads a retention time to live (`90m`, `12h`, `30d`) as milliseconds, between 1h and 30d.
 *
 * @example
 * parseTimeToLive('12h'); // { ms: 43200000 }
 * parseTimeToLive('31d'); // { error: InvalidInput }
 */
export function parseTimeToLive(text: string): { ms: number } | { error: ErrorObject } {
  const match = /^(\d+)(d|h|m)$/.exec(text);
  const ms = match?.[1] && match[2] ? Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN) : Number.NaN;
  if (!(ms >= MIN_MS && ms <= MAX_MS)) {
    return {
      error: invalidInput(
        `'${text}' is not a valid value for 'timeToLive'. Give a number and a unit (m, h or d) between 1h and 30d, such as '12h' or '7d'.`,
      ),
    };
  }
  return { ms };
}
