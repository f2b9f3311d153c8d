import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { problemOf } from './problem-of.js';
import { date } from './schemas/date-time.js';
import { objectRecord } from './schemas/object-record.js';

const firstProblem = (schema: v.GenericSchema, input: unknown): string => {
  const result = v.safeParse(schema, input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
  const [issue] = result.issues;
  return problemOf(issue);
};

describe('problemOf', () => {
  it('says a required value is missing', () => {
    expect(firstProblem(v.object({ key: v.string() }), {})).toBe('a required value is missing');
  });

  it('names the values a literal, an enum or a variant takes', () => {
    expect(firstProblem(v.literal('category'), 'product')).toBe('expected "category"');
    expect(firstProblem(v.picklist(['Open', 'Complete']), 'Closed')).toBe('expected ("Open" | "Complete")');
    expect(firstProblem(v.variant('type', [v.object({ type: v.literal('a') }), v.object({ type: v.literal('b') })]), { type: 'c' })).toBe(
      'expected ("a" | "b")',
    );
  });

  it("gives a check's own words", () => {
    expect(firstProblem(date, '2026-13-01')).toBe('expected a date such as 2026-01-02');
  });

  it('gives the type expected and the value received', () => {
    expect(firstProblem(v.string(), 5)).toBe('expected string, got 5');
  });

  it('keeps the words of an issue raised inside a record of values', () => {
    const record = objectRecord(v.object({ value: date }));
    expect(firstProblem(record, { opens: { value: 'soon' } })).toBe('expected a date such as 2026-01-02');
    expect(firstProblem(record, { opens: { value: 5 } })).toBe('expected string, got 5');
    expect(firstProblem(record, { opens: {} })).toBe('a required value is missing');
    expect(firstProblem(objectRecord(v.picklist(['a'])), { x: 'b' })).toBe('expected "a"');
  });
});
