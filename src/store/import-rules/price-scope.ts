import type { ErrorObject } from '../../errors/error-response.js';
import { invalidValue, type NamedPriceScope, type ShownPriceScope } from '../../errors/import-processing-errors.js';
import { reference, type KeyReference, type ResourceLookup } from '../representations/read-context.js';

/** A price as the scope rules compare it: embedded (a draft's, a price import) or standalone. */
export interface ScopedPrice {
  readonly value: { readonly currencyCode: string };
  readonly country?: string | undefined;
  readonly customerGroup?: KeyReference | undefined;
  readonly channel?: KeyReference | undefined;
  readonly validFrom?: string | undefined;
  readonly validUntil?: string | undefined;
}

/**
 * How two prices of one variant or SKU clash: the same scope, validity included (`same`), or the
 * same currency, country, customer group and channel with validity periods that overlap.
 */
export type ScopeClash = 'same' | 'overlapping';

// A period runs from validFrom (or ever) up to validUntil (or for ever), which is no longer in it:
// validFrom must be at least 1 ms earlier, so the shortest period holds one millisecond, and one
// period may start as another ends.
// Date.parse reads every form the schema takes but an offset of hours alone (`+01`), which it
// would make NaN, unequal even to itself.
const instant = (iso: string) => Date.parse(/[+-]\d{2}$/u.test(iso) ? `${iso}:00` : iso);
const start = (price: ScopedPrice) => (price.validFrom === undefined ? -Infinity : instant(price.validFrom));
const end = (price: ScopedPrice) => (price.validUntil === undefined ? Infinity : instant(price.validUntil));
const hasPeriod = (price: ScopedPrice) => price.validFrom !== undefined || price.validUntil !== undefined;

/**
 * How a price clashes with another (`ProductVariantDraft.prices`, `ProductAddPriceAction.raml`,
 * `standalone-prices.raml`), or undefined when they may stand side by side: another currency,
 * country, customer group or channel, validity periods apart, or one price without a validity
 * period beside one defined for a time period. Dates compare as instants.
 *
 * @example
 * scopeClash({ value: { currencyCode: 'EUR' } }, { value: { currencyCode: 'EUR' } }); // 'same'
 * scopeClash({ value: { currencyCode: 'EUR' } }, { value: { currencyCode: 'EUR' }, validUntil: '2030-01-01T00:00:00.000Z' }); // undefined
 */
export function scopeClash(price: ScopedPrice, other: ScopedPrice): ScopeClash | undefined {
  if (
    price.value.currencyCode !== other.value.currencyCode ||
    price.country !== other.country ||
    price.customerGroup?.key !== other.customerGroup?.key ||
    price.channel?.key !== other.channel?.key
  ) {
    return undefined;
  }
  if (start(price) === start(other) && end(price) === end(other)) return 'same';
  if (!hasPeriod(price) || !hasPeriod(other)) return undefined;
  // Stryker disable next-line StringLiteral: callers tell the two clashes apart by 'same' alone
  return start(price) < end(other) && start(other) < end(price) ? 'overlapping' : undefined;
}

/**
 * An InvalidField at `field` (the price's `validUntil`) when the price's validFrom is not at
 * least 1 ms before its validUntil (`PriceDraft.raml`, `StandalonePriceDraft.raml`; the platform
 * names no error for it).
 *
 * @example
 * validityErrors({ value, validFrom: '2030-01-01T00:00:00.000Z', validUntil: '2030-01-01T00:00:00.000Z' }, 'masterVariant.prices.0.validUntil');
 * // [InvalidField at masterVariant.prices.0.validUntil]
 */
export function validityErrors(price: ScopedPrice, field: string): ErrorObject[] {
  // A period open at either end is endless, so only a price with both dates can be too short.
  return end(price) - start(price) < 1 ? [invalidValue(field, price.validUntil)] : [];
}

/**
 * A price's scope as the messages name it: its currency, and its country, customer group and
 * channel keys and validity where it has them.
 *
 * @example
 * namedScope({ value: { currencyCode: 'EUR' }, channel: { typeId: 'channel', key: 'web' } }); // { currency: 'EUR', channel: 'web' }
 */
export function namedScope(price: ScopedPrice): NamedPriceScope {
  return {
    currency: price.value.currencyCode,
    country: price.country,
    customerGroup: price.customerGroup?.key,
    channel: price.channel?.key,
    validFrom: price.validFrom,
    validUntil: price.validUntil,
  };
}

/**
 * A price's scope as the validity errors show it: customer group and channel by id, as reads show
 * references.
 *
 * @example
 * shownScope({ resources: project }, price); // { currency: 'EUR', channel: { typeId: 'channel', id: '…' } }
 */
export function shownScope(lookup: ResourceLookup, price: ScopedPrice): ShownPriceScope {
  return {
    currency: price.value.currencyCode,
    country: price.country,
    customerGroup: price.customerGroup && reference(lookup, price.customerGroup),
    channel: price.channel && reference(lookup, price.channel),
    validFrom: price.validFrom,
    validUntil: price.validUntil,
  };
}
