import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isCountryCode } from './country-codes.js';
import { isCurrencyCode } from './currency-codes.js';
import { isLocale } from './is-locale.js';

describe('value rules', () => {
  it('knows ISO 3166-1 alpha-2 countries', () => {
    for (const code of ['DE', 'US', 'GB', 'AQ', 'ZW']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['XX', 'de', 'EU', 'UK', 'DEU', '']) expect(isCountryCode(code)).toBe(false);
  });

  it('knows ISO 4217 currencies, and the platform\'s non-standard ones (a code and 0)', () => {
    for (const code of ['EUR', 'USD', 'JPY', 'CHF', 'CZK0', 'HUF0', 'ILS0', 'KZT0', 'TRY0', 'TWD0']) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ['eur', 'EURO', 'XYZ', 'toString', '', 'EUR0', 'huf0', 'HUF00', '0']) expect(isCurrencyCode(code)).toBe(false);
  });

  it('accepts canonical BCP 47 tags only', () => {
    for (const tag of ['en', 'de-DE', 'zh-Hans-CN', 'es-419']) expect(isLocale(tag)).toBe(true);
    for (const tag of ['de_DE', 'de-de', 'EN', '', 'x', 'en--US']) expect(isLocale(tag)).toBe(false);
  });
});

// The code lists were generated from Debian's iso-codes package; where it is installed (as on the
// development and CI machines), every code it lists is known, and no other code of that shape.
const ISO_CODES = '/usr/share/iso-codes/json';
const hasIsoCodes = existsSync(`${ISO_CODES}/iso_3166-1.json`) && existsSync(`${ISO_CODES}/iso_4217.json`);
const isoCodes = (file: string, table: string, field: string): Set<string> =>
  new Set((JSON.parse(readFileSync(`${ISO_CODES}/${file}`, 'utf8')) as Record<string, Record<string, string>[]>)[table]?.map((entry) => entry[field] ?? '') ?? []);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const allCodes = (length: number): string[] =>
  length === 0 ? [''] : allCodes(length - 1).flatMap((prefix) => [...LETTERS].map((letter) => prefix + letter));

describe.skipIf(!hasIsoCodes)("the code lists against Debian's iso-codes", () => {
  it('knows exactly the ISO 3166-1 alpha-2 codes among all two-letter codes', () => {
    const countries = isoCodes('iso_3166-1.json', '3166-1', 'alpha_2');
    expect(countries.size).toBe(249);
    expect(allCodes(2).filter(isCountryCode)).toStrictEqual(allCodes(2).filter((code) => countries.has(code)));
  });

  it('knows exactly the ISO 4217 codes among all three-letter codes', () => {
    const currencies = isoCodes('iso_4217.json', '4217', 'alpha_3');
    expect(currencies.size).toBe(181);
    expect(allCodes(3).filter(isCurrencyCode)).toStrictEqual(allCodes(3).filter((code) => currencies.has(code)));
  });
});
