import { customFields } from '../../representations/platform-values.js';
import { baseFields, defined, reference } from '../../representations/read-context.js';
import { listed } from '../../representations/held-by.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { inventory } from './inventory.js';

type InventoryContent = ItemOf<typeof inventory>;

/**
 * Inventory entries as the platform shows them (`InventoryEntry`): nothing is reserved in the
 * mock, so the available quantity is the quantity on stock.
 *
 * @example
 * inventoryReading.represent(stored, context, { staged: false }); // { id, key, sku, quantityOnStock, availableQuantity, ... }
 */
export const inventoryReading = readableResource({
  typeId: 'inventory',
  represent(stored, context) {
    const content = stored.content as InventoryContent;
    return {
      ...baseFields(stored),
      key: content.key,
      sku: content.sku,
      ...defined({ supplyChannel: content.supplyChannel && reference(context, content.supplyChannel) }),
      quantityOnStock: content.quantityOnStock,
      availableQuantity: content.quantityOnStock,
      ...defined({
        restockableInDays: content.restockableInDays,
        expectedDelivery: content.expectedDelivery,
        reservationExpirationInMinutes: content.reservationExpirationInMinutes,
        custom: customFields(context, content.custom),
      }),
    };
  },
  finders: {
    // An entry per supply channel: the SKU's holders in every scope, unless one changed hands.
    sku: (context, sku) =>
      context.unique.handedOver('inventory-sku-channel', sku)
        ? undefined
        : context.unique.holdersInAnyScope('inventory-sku-channel', sku).flatMap((key) => listed(context.resources.get('inventory', key))),
  },
});
