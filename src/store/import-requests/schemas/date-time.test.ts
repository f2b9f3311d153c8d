import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { date, dateTime, time } from './date-time.js';

const takes = (schema: v.GenericSchema, input: string): boolean => v.safeParse(schema, input).success;

describe('dateTime', () => {
  it.each(['2026-01-02T03:04:05.000Z', '2026-01-02T03:04:05Z', '2026-01-02T03:04:05.123+01:00', '2026-12-31T23:59:59.999-05:30'])('takes %s', (input) => {
    expect(takes(dateTime, input)).toBe(true);
  });

  it.each(['tomorrow', '2026-01-02', '2026-13-02T03:04:05Z', 'x2026-01-02T03:04:05Z', '2026-01-02T03:04:05Zx', ''])('refuses %s', (input) => {
    expect(takes(dateTime, input)).toBe(false);
  });
});

describe('date', () => {
  it.each(['2026-01-02', '1990-12-31'])('takes %s', (input) => {
    expect(takes(date, input)).toBe(true);
  });

  it.each(['2026-01-02T03:04:05Z', '1990-13-01', '2026-1-2', 'x2026-01-02', '2026-01-02x'])('refuses %s', (input) => {
    expect(takes(date, input)).toBe(false);
  });
});

describe('time', () => {
  it.each(['03:04:05', '03:04:05.000', '23:59:59.9', '00:00:00.12'])('takes %s', (input) => {
    expect(takes(time, input)).toBe(true);
  });

  it.each(['25:00:00', '03:04', '03:04:05.1234', 'x03:04:05', '03:04:05x', '03:04:05.'])('refuses %s', (input) => {
    expect(takes(time, input)).toBe(false);
  });
});
