import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { custom } from '../schemas/custom.js';
import { dateTime } from '../schemas/date-time.js';
import { keyReference } from '../schemas/key-reference.js';
import { key } from '../schemas/keys.js';

/**
 * `InventoryImport`. The schema types the quantities and days as doubles, not integers, so the
 * mock takes any number there.
 */
const inventoryImport = v.object({
  key,
  sku: v.string(),
  quantityOnStock: v.number(),
  restockableInDays: v.optional(v.number()),
  expectedDelivery: v.optional(dateTime),
  reservationExpirationInMinutes: v.optional(v.number()),
  supplyChannel: v.optional(keyReference('channel')),
  custom: v.optional(custom),
});

/**
 * Inventory entries: imported by key. The SKU is a plain string, not a reference; the supply
 * channel must exist.
 *
 * @example
 * inventory.parse({ key: 'sku-1-stock', sku: 'SKU-1', quantityOnStock: 5 });
 * // { success: true, item: { target: { typeId: 'inventory', key: 'sku-1-stock' }, references: [], ... } }
 */
export const inventory = importResourceKind({
  type: 'inventory',
  itemsKey: 'resources',
  schema: inventoryImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'inventory', key: item.key }),
  createsTarget: true,
});
