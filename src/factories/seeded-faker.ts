import type { Faker } from '@faker-js/faker';
import { faker as englishFaker } from '@faker-js/faker/locale/en';

/**
 * The fixed "now" of every factory: relative dates are computed from it, never from the real
 * time, so the same seed gives the same dates on any day. It is also where the tests start the
 * mock's clock, so built Import Containers are still alive there.
 */
export const FACTORY_REFERENCE_DATE = '2030-01-01T00:00:00.000Z';

const MAX_SEED = 2 ** 32 - 1;

/**
 * Creates a Faker instance of its own, English only, seeded and with a fixed reference date.
 * Its own instance means that neither the global `faker` nor another factory moves its sequence.
 *
 * @example
 * const faker = createSeededFaker(42);
 * faker.company.name(); // the same name on every run
 */
export function createSeededFaker(seed: number): Faker {
  // Faker reduces seeds to 32 bits, so 1.5 would silently repeat 1 and -1 repeat 4294967295.
  if (!Number.isInteger(seed) || seed < 0 || seed > MAX_SEED) {
    throw new RangeError(`commercetools-msw/factories: the seed must be a whole number from 0 to ${MAX_SEED}, not ${seed}.`);
  }
  // The locale module's instance is shared by every importer; its class, reached through the
  // instance, builds a private one without loading the index module and its sixty locales.
  const EnglishFaker = englishFaker.constructor as typeof Faker;
  const faker = new EnglishFaker({ locale: englishFaker.rawDefinitions });
  faker.seed(seed);
  faker.setDefaultRefDate(FACTORY_REFERENCE_DATE);
  return faker;
}
