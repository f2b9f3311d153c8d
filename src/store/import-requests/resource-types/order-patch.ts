import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { orderField } from '../schemas/order-field.js';

/** `OrderPatchImport`: changes to an order that exists, named by its `orderNumber`. */
const orderPatchImport = v.object({
  orderNumber: v.string(),
  fields: orderField,
});

/**
 * Order patches: they change an existing order's deliveries, parcels and returns. The order (by
 * `orderNumber`) must exist already; a patch makes nothing exist.
 *
 * @example
 * orderPatch.parse({ orderNumber: 'o-1', fields: { removeDelivery: { id: 'd-1' } } });
 * // { success: true, item: { resourceKey: 'o-1', references: [{ typeId: 'order', key: 'o-1' }], creates: [], ... } }
 */
export const orderPatch = importResourceKind({
  type: 'order-patch',
  itemsKey: 'patches',
  schema: orderPatchImport,
  resourceKey: (item) => item.orderNumber,
  target: (item) => ({ typeId: 'order', key: item.orderNumber }),
  createsTarget: false,
});
