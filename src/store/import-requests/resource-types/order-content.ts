import { innerId } from '../../representations/read-context.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { order } from './order.js';

/** An order import as its schema checks it. */
export type OrderImportItem = ItemOf<typeof order>;

/** A return item as the platform keeps it (`LineItemReturnItem`, `CustomLineItemReturnItem`). */
export interface ReturnItemContent {
  readonly id: string;
  readonly type: 'LineItemReturnItem' | 'CustomLineItemReturnItem';
  readonly quantity: number;
  readonly lineItemId?: string;
  readonly customLineItemId?: string;
  readonly comment?: string;
  readonly shipmentState: 'Advised' | 'Returned' | 'BackInStock' | 'Unusable';
  readonly paymentState: 'NonRefundable' | 'Initial';
  readonly createdAt: string;
  readonly lastModifiedAt: string;
}

/** A return an order patch added (`ReturnInfo`). */
export interface ReturnInfoContent {
  readonly items: readonly ReturnItemContent[];
  readonly returnTrackingId?: string;
  readonly returnDate: string;
}

/**
 * An order as the store keeps it: its import, and what order patches added since: returns, and
 * (in `shippingInfo.deliveries`, in the import's own `Delivery` shape) deliveries and parcels, each
 * with an id made of a number the order counts.
 */
export interface OrderContent extends OrderImportItem {
  readonly returnInfo?: readonly ReturnInfoContent[];
  /** How many ids patches have made in the order: the next takes the number after it. */
  readonly madeIds?: number;
}

/**
 * A line item's id: made of its order's serial and its position, so that it is the same on every
 * read (an order's line items never change after its import).
 *
 * @example
 * lineItemId(4, 0); // '00000001-0000-4000-bd00-000000000004'
 */
export function lineItemId(orderSerial: number, position: number): string {
  return innerId(orderSerial, 1, position, 'd');
}

/**
 * A custom line item's id, made as a line item's is.
 *
 * @example
 * customLineItemId(4, 0); // '00000003-0000-4000-bd00-000000000004'
 */
export function customLineItemId(orderSerial: number, position: number): string {
  return innerId(orderSerial, 3, position, 'd');
}

/**
 * The id of a delivery, parcel or return item an order patch adds: made of its order's serial and
 * the order's count of such ids, so that none is given twice in an order, even after a removal.
 *
 * @example
 * patchMadeId(4, 1); // '00000001-0000-4000-b100-000000000004'
 */
export function patchMadeId(orderSerial: number, number: number): string {
  return innerId(orderSerial, number, 0, '1');
}

/**
 * The highest number among the ids an order holds that patches of this order would make
 * (`patchMadeId`), 0 where it holds none: an order declared as another mock showed it may hold ids
 * that mock's patches made, which those of this one then count on from.
 *
 * @example
 * lastPatchMadeIn(4, { shippingInfo: { deliveries: [{ id: '00000002-0000-4000-b100-000000000004' }] } }); // 2
 */
export function lastPatchMadeIn(orderSerial: number, order: unknown): number {
  const suffix = patchMadeId(orderSerial, 0).slice(8);
  let last = 0;
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      for (const [name, field] of Object.entries(value)) {
        if (name === 'id' && typeof field === 'string' && field.endsWith(suffix) && /^[0-9a-f]{8}$/.test(field.slice(0, 8))) last = Math.max(last, Number.parseInt(field.slice(0, 8), 16));
        else walk(field);
      }
    }
  };
  walk(order);
  return last;
}
