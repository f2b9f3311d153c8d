import type { Faker } from '@faker-js/faker';
import { createSeededFaker } from './seeded-faker.js';

/** What every builder of one factory instance shares: its Faker and its key counters. */
export interface FactoryContext {
  readonly faker: Faker;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(pool: readonly T[]): T;
  /** Between min and max distinct elements of the pool, in random order. */
  pickSome<T>(pool: readonly T[], min: number, max: number): T[];
  /**
   * Between min and max consecutive elements of the pool from a random start, wrapping round.
   * It always draws twice, whatever the pool's size, so a pool that overrides chose (such as a
   * Project's languages) does not shift the rest of the sequence.
   */
  pickRun<T>(pool: readonly T[], min: number, max: number): T[];
  /** 1, 2, 3, … per sequence name: keys that must not repeat within one factory instance end in it. */
  next(sequence: string): number;
  /** Lower-case letters and digits joined by hyphens, cut to at most maxLength characters. */
  slug(text: string, maxLength: number): string;
}

/**
 * Creates the shared state of one factory instance.
 *
 * @example
 * const context = createFactoryContext(42);
 * context.pickSome(['DE', 'US', 'FR'], 1, 2); // e.g. ['FR', 'DE']
 */
export function createFactoryContext(seed: number): FactoryContext {
  const faker = createSeededFaker(seed);
  const counters = new Map<string, number>();
  return {
    faker,
    int: (min, max) => faker.number.int({ min, max }),
    chance: (probability) => faker.datatype.boolean(probability),
    pick: (pool) => faker.helpers.arrayElement(pool),
    pickSome: (pool, min, max) => faker.helpers.arrayElements(pool, { min: Math.min(min, pool.length), max: Math.min(max, pool.length) }),
    pickRun(pool, min, max) {
      const count = Math.min(faker.number.int({ min, max }), pool.length);
      const start = faker.number.int({ min: 0, max: 2 ** 31 - 1 });
      const cut = pool.length === 0 ? 0 : start % pool.length;
      return [...pool.slice(cut), ...pool.slice(0, cut)].slice(0, count);
    },
    next(sequence) {
      const value = (counters.get(sequence) ?? 0) + 1;
      counters.set(sequence, value);
      return value;
    },
    slug: (text, maxLength) =>
      // toLowerCase, not toLocaleLowerCase: the result must not depend on the machine's locale.
      text
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, maxLength)
        .replace(/^-+|-+$/g, '') || 'x',
  };
}
