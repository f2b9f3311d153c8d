import { priceFields } from '../../representations/platform-values.js';
import { baseFields } from '../../representations/read-context.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { standalonePrice } from './standalone-price.js';

type StandalonePriceContent = ItemOf<typeof standalonePrice>;

/**
 * Standalone prices as the platform shows them (`StandalonePrice`): active unless the import said
 * otherwise, as the platform's default.
 *
 * @example
 * standalonePriceReading.represent(stored, context, { staged: false }); // { id, key, sku, value: { ..., fractionDigits: 2 }, active: true, ... }
 */
export const standalonePriceReading = readableResource({
  typeId: 'standalone-price',
  represent(stored, context) {
    const content = stored.content as StandalonePriceContent;
    return { ...baseFields(stored), sku: content.sku, ...priceFields(context, content), active: content.active ?? true };
  },
  finders: { sku: (context, sku) => context.resources.standalonePricesOf(sku) },
});
