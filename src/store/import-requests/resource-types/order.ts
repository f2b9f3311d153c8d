import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { address } from '../schemas/address.js';
import { custom } from '../schemas/custom.js';
import { dateTime } from '../schemas/date-time.js';
import { keyReference } from '../schemas/key-reference.js';
import { customLineItemDraft, lineItemImportDraft } from '../schemas/line-item.js';
import { typedMoney } from '../schemas/money.js';
import { shippingInfoImportDraft } from '../schemas/shipping-info.js';
import { taxedPrice } from '../schemas/tax.js';

/** `OrderImport`: an order has no `key`; its `orderNumber` names it. */
const orderImport = v.object({
  orderNumber: v.string(),
  customer: v.optional(keyReference('customer')),
  customerEmail: v.optional(v.string()),
  lineItems: v.optional(v.array(lineItemImportDraft)),
  customLineItems: v.optional(v.array(customLineItemDraft)),
  totalPrice: typedMoney,
  taxedPrice: v.optional(taxedPrice),
  shippingAddress: v.optional(address),
  billingAddress: v.optional(address),
  customerGroup: v.optional(keyReference('customer-group')),
  country: v.optional(v.string()),
  orderState: v.optional(v.picklist(['Open', 'Confirmed', 'Complete', 'Cancelled'])),
  shipmentState: v.optional(v.picklist(['Shipped', 'Ready', 'Pending', 'Delayed', 'Partial', 'Backorder'])),
  paymentState: v.optional(v.picklist(['BalanceDue', 'Failed', 'Pending', 'CreditOwed', 'Paid'])),
  shippingInfo: v.optional(shippingInfoImportDraft),
  completedAt: v.optional(dateTime),
  custom: v.optional(custom),
  inventoryMode: v.optional(v.picklist(['TrackOnly', 'ReserveOnOrder'])),
  taxRoundingMode: v.optional(v.picklist(['HalfEven', 'HalfUp', 'HalfDown'])),
  taxCalculationMode: v.optional(v.picklist(['LineItemLevel', 'UnitPriceLevel'])),
  origin: v.optional(v.picklist(['Customer', 'Merchant'])),
  itemShippingAddresses: v.optional(v.array(address)),
  store: v.optional(keyReference('store')),
  state: v.optional(keyReference('state')),
});

/**
 * Orders: imported by `orderNumber`, the operation's `resourceKey`. Everything they name must
 * exist: customer, customer group, store, state, line items' products and variants, channels,
 * tax categories, shipping method, cart discounts and custom Types.
 *
 * @example
 * order.parse({ orderNumber: 'o-1', totalPrice: { type: 'centPrecision', centAmount: 100, currencyCode: 'EUR' } });
 * // { success: true, item: { resourceKey: 'o-1', target: { typeId: 'order', key: 'o-1' }, ... } }
 */
export const order = importResourceKind({
  type: 'order',
  itemsKey: 'resources',
  schema: orderImport,
  resourceKey: (item) => item.orderNumber,
  target: (item) => ({ typeId: 'order', key: item.orderNumber }),
  createsTarget: true,
});
