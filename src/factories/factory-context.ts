import type { Faker } from '@faker-js/faker';
import { createSeededFaker } from './seeded-faker.js';

/** What every builder of one factory instance shares: its Faker and its key counters. */
export interface FactoryContext {
  readonly seed: number;
  readonly faker: Faker;
  /** A whole number from min to max, both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(pool: readonly T[]): T;
  /** Between min and max distinct elements of the pool, in random order. */
  pickSome<T>(pool: readonly T[], min: number, max: number): T[];
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
    seed,
    faker,
    int: (min, max) => faker.number.int({ min, max }),
    chance: (probability) => faker.datatype.boolean(probability),
    pick: (pool) => faker.helpers.arrayElement(pool),
    pickSome: (pool, min, max) => faker.helpers.arrayElements(pool, { min: Math.min(min, pool.length), max: Math.min(max, pool.length) }),
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
