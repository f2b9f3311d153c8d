import { faker as globalFaker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFactories } from '../../src/factories/index.js';
import { buildSamples, SAMPLE_SEEDS } from './fixtures/samples.js';

// Same seed, same values: within one process, whatever else draws from faker meanwhile, and
// whatever the real time is. (Fresh processes are compared in cross-process.test.ts.)

const json = (seed: number) => JSON.stringify(buildSamples(createFactories, seed));

afterEach(() => {
  vi.useRealTimers();
});

describe('factories in one process', () => {
  it.each(SAMPLE_SEEDS)('gives two instances with seed %i byte-identical values', (seed) => {
    expect(json(seed)).toBe(json(seed));
  });

  it('gives different values for different seeds', () => {
    const outputs = SAMPLE_SEEDS.map(json);
    expect(new Set(outputs).size).toBe(SAMPLE_SEEDS.length);
    expect(createFactories({ seed: 1 }).project()).not.toEqual(createFactories({ seed: 2 }).project());
  });

  it('moves on with every call, so consecutive values differ', () => {
    const f = createFactories({ seed: 7 });
    expect(f.project()).not.toEqual(f.project());
    expect(f.importContainerDraft().key).not.toBe(f.importContainerDraft().key);
  });

  it('keeps its sequence when another instance and the global faker are used in between', () => {
    const alone = createFactories({ seed: 42 });
    const expected = [alone.project(), alone.actions.changeName(), alone.importContainer(), alone.project()];

    const interleaved = createFactories({ seed: 42 });
    const other = createFactories({ seed: 42 });
    const actual = [];
    globalFaker.seed(42);
    globalFaker.setDefaultRefDate('1999-01-01T00:00:00.000Z');
    actual.push(interleaved.project());
    other.project();
    globalFaker.person.fullName();
    actual.push(interleaved.actions.changeName());
    globalFaker.seed(1);
    other.importContainer();
    actual.push(interleaved.importContainer());
    createFactories({ seed: 42 }).project();
    globalFaker.date.past();
    actual.push(interleaved.project());

    expect(actual).toEqual(expected);
  });

  it.each([
    ['the global faker', globalFaker],
    ["the English locale's shared faker", englishFaker],
  ])('does not move %s', (_name, shared) => {
    shared.seed(5);
    const expected = [shared.number.int(), shared.word.noun()];
    shared.seed(5);
    const first = shared.number.int();
    const f = createFactories({ seed: 5 });
    f.project();
    f.faker.number.int();
    expect([first, shared.word.noun()]).toEqual(expected);
  });

  it('does not depend on the real time', () => {
    const now = json(42);
    vi.useFakeTimers({ now: new Date('1987-06-05T04:03:02.001Z') });
    const past = json(42);
    vi.setSystemTime(new Date('2101-01-01T00:00:00.000Z'));
    const future = json(42);
    expect(past).toBe(now);
    expect(future).toBe(now);
  });

  it('refuses seeds that faker would silently fold onto others', () => {
    for (const seed of [-1, 1.5, 2 ** 32, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createFactories({ seed })).toThrow(RangeError);
    }
    expect(() => createFactories({ seed: 0 })).not.toThrow();
    expect(() => createFactories({ seed: 2 ** 32 - 1 })).not.toThrow();
  });
});
