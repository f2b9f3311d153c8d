import * as v from 'valibot';
import { currencyCode } from './codes.js';

const amount = v.number();

/** `Money` (`type: "centPrecision"`). */
export const centPrecisionMoney = v.object({
  type: v.literal('centPrecision'),
  centAmount: amount,
  currencyCode,
  fractionDigits: v.optional(amount),
});

/** `HighPrecisionMoney` (`type: "highPrecision"`), which also needs `preciseAmount`. */
export const highPrecisionMoney = v.object({
  type: v.literal('highPrecision'),
  centAmount: amount,
  currencyCode,
  fractionDigits: v.optional(amount),
  preciseAmount: amount,
});

/**
 * `TypedMoney`: cent or high precision, told apart by `type`.
 *
 * @example
 * v.object({ value: typedMoney });
 */
export const typedMoney = v.variant('type', [centPrecisionMoney, highPrecisionMoney]);
