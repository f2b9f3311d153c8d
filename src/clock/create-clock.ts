/** A point in time as the mock's options accept it: a Date, an ISO 8601 string or epoch milliseconds. */
export type TimeInput = Date | string | number;

/**
 * The mock's own clock. It starts at the `now` option (or the real time when the mock is created)
 * and moves only when a test moves it, so every timestamp the mock writes is reproducible.
 */
export interface MockClock {
  /** The current time in epoch milliseconds. */
  now(): number;
  /** The current time as the ISO 8601 string the platform writes (`2030-01-01T00:00:00.000Z`). */
  isoNow(): string;
  /** Moves the clock forward; time-based changes (indexing completion) happen when their time has passed. */
  advance(ms: number): void;
  /** Sets the clock to a given time. */
  set(time: TimeInput): void;
  /**
   * Moves a real-time clock (`clock: 'real'`) on by the wall time passed since it last caught up
   * (`Date.now()`, which fake timers drive); a frozen clock stays where it is. The mock calls it
   * before every request and control call, so that one request reads one time.
   */
  catchUp(): void;
}

// The clock stays within four-digit years, with a month to spare at the end so that a 30-day
// retention still gives a valid `expiresAt`.
const EARLIEST_MS = -62_135_596_800_000; // 0001-01-01T00:00:00.000Z
const LATEST_MS = 253_399_622_399_999; // 9999-11-30T23:59:59.999Z

function checkRange(ms: number, what: string): number {
  if (!(ms >= EARLIEST_MS && ms <= LATEST_MS)) {
    throw new RangeError(`commercetools-msw: ${what} is outside the clock's range, 0001-01-01 to 9999-11-30.`);
  }
  return ms;
}

// Stamps come in runs of a few values (what one step of the clock wrote, a resource's two stamps
// after each other): those taken lately are taken again without parsing, the last one without
// even hashing it (a string fresh from JSON.parse has its hash computed on its first lookup).
const lately = new Set<string>();
let lastTaken: string | undefined;

/**
 * Whether a value is a time as the clock writes it (`Date#toISOString`, within the clock's
 * range). Any other form reads back otherwise: a day past the month's end moves on, an offset
 * sorts apart from the mock's own stamps.
 *
 * @example
 * isClockStamp('2030-01-01T00:00:00.000Z'); // true
 * isClockStamp('2030-02-31T00:00:00.000Z'); // false
 */
export function isClockStamp(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (value === lastTaken) return true;
  if (lately.has(value)) {
    lastTaken = value;
    return true;
  }
  const ms = Date.parse(value);
  const taken = ms >= EARLIEST_MS && ms <= LATEST_MS && new Date(ms).toISOString() === value;
  if (taken) {
    if (lately.size >= 64) lately.clear();
    lately.add(value);
    lastTaken = value;
  }
  return taken;
}

/**
 * Turns a time option into epoch milliseconds, refusing values that are not a valid time.
 *
 * @example
 * toEpochMs('2030-01-01T00:00:00.000Z'); // 1893456000000
 */
export function toEpochMs(time: TimeInput): number {
  const ms = time instanceof Date ? time.getTime() : typeof time === 'number' ? time : Date.parse(time);
  if (!Number.isFinite(ms)) {
    throw new TypeError(`commercetools-msw: ${String(time)} is not a valid time. Pass a Date, an ISO 8601 string or epoch milliseconds.`);
  }
  return checkRange(ms, String(time));
}

/**
 * Creates a clock that stands still until advanced or set; given a wall time to follow, one that
 * also moves on by the wall time passed whenever it catches up (backwards steps of the wall time,
 * such as a fake timer set to an earlier time, are not followed).
 *
 * @example
 * const clock = createClock('2030-01-01T00:00:00.000Z');
 * clock.advance(60_000);
 * clock.isoNow(); // '2030-01-01T00:01:00.000Z'
 * const real = createClock('2030-01-01T00:00:00.000Z', () => Date.now()); // real.catchUp() follows Date.now()
 */
export function createClock(start: TimeInput = Date.now(), wallTime?: () => number): MockClock {
  let current = toEpochMs(start);
  let wall = wallTime?.();
  // The clock stands still between steps, and every request stamps something: format once per step.
  let iso = { at: current, text: new Date(current).toISOString() };
  return {
    now: () => current,
    isoNow() {
      if (iso.at !== current) iso = { at: current, text: new Date(current).toISOString() };
      return iso.text;
    },
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) {
        throw new RangeError(`commercetools-msw: clock.advance(${ms}) needs a finite, non-negative number of milliseconds.`);
      }
      current = checkRange(current + ms, `clock.advance(${ms})`);
    },
    set(time) {
      current = toEpochMs(time);
      wall = wallTime?.();
    },
    catchUp() {
      if (!wallTime || wall === undefined) return;
      const at = wallTime();
      if (at > wall) current = checkRange(current + (at - wall), 'the wall time the clock follows');
      wall = at;
    },
  };
}
