import { describe, expect, it } from 'vitest';
import { isCountryCode } from './country-codes.js';
import { isCurrencyCode } from './currency-codes.js';
import { isLocale } from './is-locale.js';

describe('value rules', () => {
  it('knows ISO 3166-1 alpha-2 countries', () => {
    for (const code of ['DE', 'US', 'GB', 'AQ', 'ZW']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['XX', 'de', 'EU', 'UK', 'DEU', '']) expect(isCountryCode(code)).toBe(false);
  });

  it('knows ISO 4217 currencies', () => {
    for (const code of ['EUR', 'USD', 'JPY', 'CHF']) expect(isCurrencyCode(code)).toBe(true);
    for (const code of ['eur', 'EURO', 'XYZ', 'toString', '']) expect(isCurrencyCode(code)).toBe(false);
  });

  it('accepts canonical BCP 47 tags only', () => {
    for (const tag of ['en', 'de-DE', 'zh-Hans-CN', 'es-419']) expect(isLocale(tag)).toBe(true);
    for (const tag of ['de_DE', 'de-de', 'EN', '', 'x', 'en--US']) expect(isLocale(tag)).toBe(false);
  });
});
