import { lazyCodeSet } from './lazy-code-set.js';

// ISO 4217 codes, generated from Debian's iso-codes package (181 codes), and the platform's
// non-standard currencies (RAML `NonStandardCurrency`: a code and a 0, for amounts without
// fraction digits). Kept as data rather than read from Intl, whose lists differ between engines.
const CURRENCY_CODES_LIST =
  'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND ' +
  'BOB BOV BRL BSD BTN BWP BYN BZD CAD CDF CHE CHF CHW CLF CLP CNY COP COU ' +
  'CRC CUC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS ' +
  'GIP GMD GNF GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IQD IRR ISK JMD JOD ' +
  'JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL ' +
  'MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO NOK NPR ' +
  'NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG ' +
  'SEK SGD SHP SLE SLL SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY ' +
  'TTD TWD TZS UAH UGX USD USN UYI UYU UYW UZS VED VES VND VUV WST XAF XAG ' +
  'XAU XBA XBB XBC XBD XCD XDR XOF XPD XPF XPT XSU XTS XUA XXX YER ZAR ZMW ' +
  'ZWL CZK0 HUF0 ILS0 KZT0 TRY0 TWD0';

/**
 * Tells whether a value is a currency code the platform accepts in `currencies`: ISO 4217, or one
 * of the non-standard `CZK0`, `HUF0`, `ILS0`, `KZT0`, `TRY0` and `TWD0`.
 *
 * @example
 * isCurrencyCode('EUR'); // true
 * isCurrencyCode('HUF0'); // true
 * isCurrencyCode('EURO'); // false
 */
export const isCurrencyCode: (value: string) => boolean = lazyCodeSet(CURRENCY_CODES_LIST);
