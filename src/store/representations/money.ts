/** Money as the Import API gives it: `fractionDigits` may be left out. */
export interface ImportMoney {
  readonly type: 'centPrecision' | 'highPrecision';
  readonly centAmount: number;
  readonly currencyCode: string;
  readonly fractionDigits?: number | undefined;
  readonly preciseAmount?: number | undefined;
}

// ISO 4217's minor units where they are not 2 (the platform's fractionDigits for cent precision),
// and the platform's zero-decimal variants of a currency.
const MINOR_UNITS: Readonly<Record<string, number>> = {
  CZK0: 0,
  HUF0: 0,
  ILS0: 0,
  KZT0: 0,
  TRY0: 0,
  TWD0: 0,
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/**
 * The fraction digits of a currency in cent precision: ISO 4217's minor units (2 for EUR, 0 for JPY),
 * and 0 for the platform's zero-decimal variants of a currency (`HUF0`).
 *
 * @example
 * fractionDigitsOf('JPY'); // 0
 * fractionDigitsOf('HUF0'); // 0
 */
export function fractionDigitsOf(currencyCode: string): number {
  return MINOR_UNITS[currencyCode] ?? 2;
}

/**
 * Money as the platform shows it (`TypedMoney`): cent precision with its currency's fraction
 * digits, high precision with the digits it was given.
 *
 * @example
 * typedMoney({ type: 'centPrecision', centAmount: 1999, currencyCode: 'EUR' });
 * // { type: 'centPrecision', currencyCode: 'EUR', centAmount: 1999, fractionDigits: 2 }
 */
export function typedMoney(money: ImportMoney): Record<string, unknown> {
  const { type, currencyCode, centAmount } = money;
  if (type === 'highPrecision') {
    return { type, currencyCode, centAmount, fractionDigits: money.fractionDigits ?? fractionDigitsOf(currencyCode), preciseAmount: money.preciseAmount };
  }
  return { type, currencyCode, centAmount, fractionDigits: fractionDigitsOf(currencyCode) };
}
