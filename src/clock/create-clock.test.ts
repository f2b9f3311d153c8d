import { describe, expect, it } from 'vitest';
import { createClock, toEpochMs } from './create-clock.js';

describe('createClock', () => {
  it('stands still until advanced or set', () => {
    const clock = createClock('2030-01-01T00:00:00.000Z');
    expect(clock.isoNow()).toBe('2030-01-01T00:00:00.000Z');
    clock.advance(90_000);
    expect(clock.isoNow()).toBe('2030-01-01T00:01:30.000Z');
    clock.set(new Date('2031-06-01T12:00:00.000Z'));
    expect(clock.now()).toBe(Date.parse('2031-06-01T12:00:00.000Z'));
  });

  it('refuses to run backwards or by a non-number', () => {
    const clock = createClock(0);
    expect(() => clock.advance(-1)).toThrow(RangeError);
    expect(() => clock.advance(Number.NaN)).toThrow(RangeError);
    expect(clock.now()).toBe(0);
  });

  it('accepts Dates, ISO strings and epoch milliseconds, and nothing else', () => {
    expect(toEpochMs(new Date(5))).toBe(5);
    expect(toEpochMs('1970-01-01T00:00:01.000Z')).toBe(1000);
    expect(toEpochMs(7)).toBe(7);
    expect(() => toEpochMs('soon')).toThrow(/not a valid time/);
  });
});

describe('the clock range', () => {
  it('stays within four-digit years, so every stamp is a valid ISO date', () => {
    expect(() => createClock(8.64e15)).toThrow(/outside the clock's range/);
    expect(() => toEpochMs('+010000-01-01T00:00:00.000Z')).toThrow(RangeError);
    const clock = createClock('9999-11-30T00:00:00.000Z');
    expect(() => clock.advance(1e300)).toThrow(/outside the clock's range/);
    expect(clock.isoNow()).toBe('9999-11-30T00:00:00.000Z');
  });
});
