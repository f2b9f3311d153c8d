import * as v from 'valibot';

// Codes whose shape the Import API's RAML fixes with a `pattern` (`common.raml`'s CountryCode and
// CurrencyCode). The platform checks a request body against its RAML, so a code of another shape
// refuses the whole request; whether ISO 3166 or ISO 4217 knows the code is not checked here.

/**
 * `CountryCode`: two capital letters, `^[A-Z]{2}$`, such as `DE`.
 *
 * @example
 * v.object({ country: countryCode });
 */
export const countryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/u, 'expected a country code of two capital letters, such as DE'));

/**
 * `CurrencyCode`: three capital letters, such as `EUR`, or one of the platform's non-standard
 * currencies, which add a `0` (`HUF0`). The Import API's `common.raml` still gives `^[A-Z]{3}$`;
 * the platform API's `CurrencyCode.raml` gives `^[A-Z]{3}0?$` since it named the non-standard
 * currencies (`NonStandardCurrency.raml`), and a Project may hold them, so the mock takes them.
 *
 * @example
 * v.object({ currencyCode, centAmount: v.number() });
 */
export const currencyCode = v.pipe(v.string(), v.regex(/^[A-Z]{3}0?$/u, 'expected a currency code such as EUR, or HUF0'));
