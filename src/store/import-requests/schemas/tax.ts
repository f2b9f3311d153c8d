import * as v from 'valibot';
import { countryCode } from './codes.js';
import { centPrecisionMoney, typedMoney } from './money.js';

/**
 * `SubRate`: a named part of a tax rate.
 *
 * @example
 * v.object({ subRates: v.optional(v.array(subRate)) });
 */
export const subRate = v.object({
  name: v.string(),
  amount: v.number(),
});

/**
 * `TaxRate`: the rate an order's line item, custom line item or shipping was taxed at.
 *
 * @example
 * v.object({ taxRate: v.optional(taxRate) });
 */
export const taxRate = v.object({
  id: v.optional(v.string()),
  name: v.string(),
  amount: v.number(),
  includedInPrice: v.boolean(),
  country: countryCode,
  state: v.optional(v.string()),
  subRates: v.optional(v.array(subRate)),
});

/**
 * `ExternalTaxRateDraft`: a tax rate set from outside the platform. Unlike `TaxRate`, only `name`
 * and `country` are required.
 *
 * @example
 * v.object({ externalTaxRate: v.optional(externalTaxRateDraft) });
 */
export const externalTaxRateDraft = v.object({
  name: v.string(),
  amount: v.optional(v.number()),
  country: countryCode,
  state: v.optional(v.string()),
  subRates: v.optional(v.array(subRate)),
  includedInPrice: v.optional(v.boolean()),
});

/**
 * `TaxPortion`: the tax one rate adds to an order's total.
 *
 * @example
 * v.array(taxPortion);
 */
export const taxPortion = v.object({
  name: v.optional(v.string()),
  rate: v.number(),
  amount: typedMoney,
});

/**
 * `TaxedPrice`: an order's total before and after tax. Its totals are `Money`, so cent precision
 * only, where a custom line item's taxed price takes any `TypedMoney`.
 *
 * @example
 * v.object({ taxedPrice: v.optional(taxedPrice) });
 */
export const taxedPrice = v.object({
  totalNet: centPrecisionMoney,
  totalGross: centPrecisionMoney,
  taxPortions: v.array(taxPortion),
});

/**
 * `CustomLineItemTaxedPrice`: a custom line item's total before and after tax.
 *
 * @example
 * v.object({ taxedPrice: v.optional(customLineItemTaxedPrice) });
 */
export const customLineItemTaxedPrice = v.object({
  totalNet: typedMoney,
  totalGross: typedMoney,
});
