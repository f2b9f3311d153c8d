import { describe, expect, it } from 'vitest';
import { IMPORT_RESOURCE_TYPES } from '../store/import-container/import-container.js';
import { isCountryCode } from '../store/rules/country-codes.js';
import { isCurrencyCode } from '../store/rules/currency-codes.js';
import { isLocale } from '../store/rules/is-locale.js';
import { CLASSIFICATION_KEY_POOL, COUNTRY_POOL, CURRENCY_POOL, LOCALE_POOL } from './code-pools.js';

// The factories pick from short curated lists; each code must pass the mock's own rules.

describe('code pools', () => {
  it.each([
    ['countries', COUNTRY_POOL, isCountryCode],
    ['currencies', CURRENCY_POOL, isCurrencyCode],
    ['locales', LOCALE_POOL, isLocale],
  ])('holds only %s the mock accepts, each once', (_name, pool, accepts) => {
    expect(pool.filter((code) => !accepts(code))).toEqual([]);
    expect(new Set(pool).size).toBe(pool.length);
  });

  it('holds classification keys and resource types the key patterns allow', () => {
    for (const key of [...CLASSIFICATION_KEY_POOL, ...IMPORT_RESOURCE_TYPES]) expect(key).toMatch(/^[a-zA-Z0-9_-]+$/);
    expect(new Set(CLASSIFICATION_KEY_POOL).size).toBe(CLASSIFICATION_KEY_POOL.length);
  });
});
