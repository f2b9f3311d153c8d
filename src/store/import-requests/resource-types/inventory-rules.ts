import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { inventory } from './inventory.js';

/**
 * Inventory entries: one per SKU and supply channel (an entry without a channel is one of its
 * own); custom fields follow their Type.
 *
 * @example
 * inventoryRules.plan({ key: 'sku-1-stock', sku: 'SKU-1', quantityOnStock: 5 }, project);
 */
export const inventoryRules = resourceRules<ItemOf<typeof inventory>>({
  plan(item, project) {
    const identity = { typeId: 'inventory', key: item.key };
    const claims = [
      {
        index: 'inventory-sku-channel',
        // An entry without a channel has the empty scope, which no channel key is.
        // Stryker disable next-line StringLiteral: any text no channel key can be (keys have no spaces) keeps the entries without one apart alike
        scope: item.supplyChannel?.key ?? '',
        value: item.sku,
        field: 'sku',
        shown: item.sku,
      } as const,
    ];
    return storeAs(identity, item, customFieldErrors(item.custom, 'inventory-entry', project, 'custom'), [{ owner: identity, claims }]);
  },
});
