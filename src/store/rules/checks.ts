import { invalidInput } from '../../errors/http-api-errors.js';
import type { ErrorObject } from '../../errors/error-response.js';
import { isCountryCode } from './country-codes.js';
import { isCurrencyCode } from './currency-codes.js';
import { isLocale } from './is-locale.js';

// Small rule checks shared by the update actions. Each returns the InvalidInput errors it finds,
// so that one request can report every broken rule at once.

/**
 * @example
 * checkNotEmpty('name', ''); // [InvalidInput]
 */
export function checkNotEmpty(field: string, value: string | readonly unknown[]): ErrorObject[] {
  return value.length === 0 ? [invalidInput(`'${field}' must not be empty.`)] : [];
}

/**
 * @example
 * checkCountries(['DE', 'XX']); // one InvalidInput, for 'XX'
 */
export function checkCountries(countries: readonly string[]): ErrorObject[] {
  return countries
    .filter((country) => !isCountryCode(country))
    .map((country) => invalidInput(`'${country}' is not a valid country code. Use an ISO 3166-1 alpha-2 code such as 'DE'.`));
}

/**
 * @example
 * checkCurrencies(['EUR', 'EURO']); // one InvalidInput, for 'EURO'
 */
export function checkCurrencies(currencies: readonly string[]): ErrorObject[] {
  return currencies
    .filter((currency) => !isCurrencyCode(currency))
    .map((currency) => invalidInput(`'${currency}' is not a valid currency code. Use an ISO 4217 code such as 'EUR'.`));
}

/**
 * @example
 * checkLocales(['en', 'de_DE']); // one InvalidInput, for 'de_DE'
 */
export function checkLocales(locales: readonly string[]): ErrorObject[] {
  return locales
    .filter((locale) => !isLocale(locale))
    .map((locale) => invalidInput(`'${locale}' is not a valid language tag. Use a BCP 47 tag such as 'en' or 'de-DE'.`));
}

/**
 * @example
 * checkRange('deleteDaysAfterCreation', 0, 1, 90); // [InvalidInput]
 */
export function checkRange(field: string, value: number, min: number, max: number): ErrorObject[] {
  return value < min || value > max
    ? [invalidInput(`'${field}' must be between ${min} and ${max}, but was ${value}.`)]
    : [];
}

/**
 * Returns the value as one of an enumeration's values, or records an InvalidInput and returns undefined.
 *
 * @example
 * const errors: ErrorObject[] = [];
 * pickOneOf('status', 'On', ['Activated', 'Deactivated'], errors); // undefined, and errors has one entry
 */
export function pickOneOf<const T extends string>(
  field: string,
  value: string,
  allowed: readonly T[],
  errors: ErrorObject[],
): T | undefined {
  const match = allowed.find((candidate) => candidate === value);
  if (match === undefined) {
    errors.push(invalidInput(`'${value}' is not a valid value for '${field}'. Valid values: ${allowed.join(', ')}.`));
  }
  return match;
}
