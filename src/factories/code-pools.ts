// Common codes the factories pick from. Every one is accepted by the mock's own rules (a test
// checks them against isCountryCode, isCurrencyCode and isLocale); a short curated list keeps
// the data recognisable, and is not coupled to the mock's full ISO tables.

/** ISO 3166-1 alpha-2 country codes. */
export const COUNTRY_POOL: readonly string[] = [
  'AE', 'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CN', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB',
  'IE', 'IN', 'IT', 'JP', 'KR', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'SE', 'SG', 'TR', 'US', 'ZA',
];

/** ISO 4217 currency codes. */
export const CURRENCY_POOL: readonly string[] = [
  'AED', 'AUD', 'BRL', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'INR', 'JPY', 'KRW', 'MXN',
  'NOK', 'NZD', 'PLN', 'SEK', 'SGD', 'TRY', 'USD', 'ZAR',
];

/** BCP 47 language tags in canonical form. */
export const LOCALE_POOL: readonly string[] = [
  'da', 'de', 'de-AT', 'de-CH', 'de-DE', 'en', 'en-AU', 'en-GB', 'en-US', 'es', 'es-419', 'es-ES',
  'es-MX', 'fi', 'fr', 'fr-CA', 'fr-FR', 'it', 'it-IT', 'ja', 'ko', 'nb', 'nl', 'nl-NL', 'pl', 'pt',
  'pt-BR', 'sv', 'zh-CN', 'zh-Hans-CN',
];

/** Keys for the values of a CartClassification shipping rate input type. */
export const CLASSIFICATION_KEY_POOL: readonly string[] = [
  'small', 'medium', 'large', 'light', 'heavy', 'bulky', 'fragile', 'express', 'standard',
  'oversized', 'refrigerated', 'hazardous',
];
