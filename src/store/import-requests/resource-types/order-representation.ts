import type { ProductContent } from '../../import-rules/product-content.js';
import { typedMoney, type ImportMoney } from '../../representations/money.js';
import { attributes, customFields, priceFields, productTypeDefinitions, type ImportPrice } from '../../representations/platform-values.js';
import { baseFields, defined, innerId, reference, resourceId, withReferences, type ReadContext } from '../../representations/read-context.js';
import { readableResource } from '../../representations/readable-resource.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { order } from './order.js';

type OrderContent = ItemOf<typeof order>;
type LineItemContent = NonNullable<OrderContent['lineItems']>[number];
type CustomLineItemContent = NonNullable<OrderContent['customLineItems']>[number];

const isMoney = (value: object): value is ImportMoney => 'centAmount' in value && 'currencyCode' in value && 'type' in value;

/** A value with money shown as TypedMoney and KeyReferences by id, as the platform shows an order's parts. */
function platformValue(context: ReadContext, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((element) => platformValue(context, element));
  if (typeof value !== 'object' || value === null) return value;
  if (isMoney(value)) return typedMoney(value);
  const fields = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, platformValue(context, field)]));
  return withReferences(context, fields);
}

const times = (money: ImportMoney, quantity: number): ImportMoney => ({ ...money, centAmount: Math.round(money.centAmount * quantity) });

const itemStates = (context: ReadContext, states: LineItemContent['state']) => (states ?? []).map(({ quantity, state }) => ({ quantity, state: reference(context, state) }));

/** A line item as the platform shows it (`LineItem`): its product and product type by id, its price with an id, the total at its quantity. */
function lineItem(context: ReadContext, serial: number, item: LineItemContent, position: number): Record<string, unknown> {
  const product = item.product && context.resources.get('product', item.product.key);
  const content = product?.content as ProductContent | undefined;
  const variants = [...(content?.masterVariant ? [content.masterVariant] : []), ...(content?.variants ?? [])];
  const variantKey = item.variant.productVariant?.key;
  const at = variants.findIndex((candidate) => (variantKey === undefined ? candidate.sku === item.variant.sku : candidate.key === variantKey));
  const definitions = content && productTypeDefinitions(context, content.productType.key);
  const price = item.price as ImportPrice;
  return defined({
    id: innerId(serial, 1, position, 'd'),
    productId: resourceId(product?.serial ?? 0),
    productKey: item.product?.key,
    name: item.name,
    productType: content ? reference(context, content.productType) : { typeId: 'product-type', id: resourceId(0) },
    variant: defined({
      id: at + 1 || 1,
      sku: item.variant.sku,
      key: variantKey,
      prices: (item.variant.prices ?? []).map((each, index) => ({ id: innerId(serial, position + 1, index, 'e'), ...priceFields(context, each as ImportPrice) })),
      attributes: attributes(context, item.variant.attributes, definitions),
      images: item.variant.images ?? [],
    }),
    price: { id: innerId(serial, 2, position, 'd'), ...priceFields(context, price) },
    quantity: item.quantity,
    totalPrice: typedMoney(times(price.value, item.quantity)),
    discountedPricePerQuantity: [],
    taxedPricePortions: [],
    state: itemStates(context, item.state),
    perMethodTaxRate: [],
    priceMode: 'ExternalPrice',
    lineItemMode: 'Standard',
    supplyChannel: item.supplyChannel && reference(context, item.supplyChannel),
    distributionChannel: item.distributionChannel && reference(context, item.distributionChannel),
    taxRate: item.taxRate,
    custom: customFields(context, item.custom),
  });
}

/** A custom line item as the platform shows it (`CustomLineItem`). */
function customLineItem(context: ReadContext, serial: number, item: CustomLineItemContent, position: number): Record<string, unknown> {
  return defined({
    id: innerId(serial, 3, position, 'd'),
    name: item.name,
    money: typedMoney(item.money),
    taxedPrice: item.taxedPrice && platformValue(context, item.taxedPrice),
    taxedPricePortions: [],
    totalPrice: typedMoney(item.totalPrice),
    slug: item.slug,
    quantity: item.quantity,
    state: itemStates(context, item.state),
    taxCategory: item.taxCategory && reference(context, item.taxCategory),
    taxRate: item.taxRate,
    perMethodTaxRate: [],
    discountedPricePerQuantity: [],
    priceMode: 'Standard',
  });
}

/**
 * Orders as the platform shows them (`Order`): line items with ids and their products by id,
 * money with fraction digits, the customer as `customerId`, the Store by key; an order imported
 * without a state is `Open`, from the `Customer` origin, shipped to one address.
 *
 * @example
 * orderReading.represent(stored, context, { staged: false }); // { id, orderNumber, lineItems, totalPrice, orderState: 'Open', ... }
 */
export const orderReading = readableResource({
  typeId: 'order',
  represent(stored, context) {
    const content = stored.content as OrderContent | undefined;
    if (!content) return undefined;
    const { serial } = stored;
    return {
      ...baseFields(stored),
      orderNumber: content.orderNumber,
      ...defined({
        customerId: content.customer && resourceId(context.resources.get('customer', content.customer.key)?.serial ?? 0),
        customerEmail: content.customerEmail,
        customerGroup: content.customerGroup && reference(context, content.customerGroup),
        store: content.store && reference(context, content.store),
      }),
      lineItems: (content.lineItems ?? []).map((item, position) => lineItem(context, serial, item, position)),
      customLineItems: (content.customLineItems ?? []).map((item, position) => customLineItem(context, serial, item, position)),
      totalPrice: typedMoney(content.totalPrice),
      ...defined({
        taxedPrice: content.taxedPrice && platformValue(context, content.taxedPrice),
        taxRoundingMode: content.taxRoundingMode,
        taxCalculationMode: content.taxCalculationMode,
        inventoryMode: content.inventoryMode,
        billingAddress: content.billingAddress && platformValue(context, content.billingAddress),
        shippingAddress: content.shippingAddress && platformValue(context, content.shippingAddress),
        shippingInfo: content.shippingInfo && platformValue(context, content.shippingInfo),
        itemShippingAddresses: content.itemShippingAddresses && platformValue(context, content.itemShippingAddresses),
        country: content.country,
        shipmentState: content.shipmentState,
        paymentState: content.paymentState,
        state: content.state && reference(context, content.state),
        custom: customFields(context, content.custom),
        completedAt: content.completedAt,
      }),
      shippingMode: 'Single',
      shipping: [],
      refusedGifts: [],
      syncInfo: [],
      origin: content.origin ?? 'Customer',
      orderState: content.orderState ?? 'Open',
    };
  },
  // Orders are kept by order number, their key in the store.
  finders: { orderNumber: (context, value) => [context.resources.get('order', value)].filter((stored) => stored !== undefined) },
  sorts: { orderNumber: (stored) => (stored.content as OrderContent | undefined)?.orderNumber },
});
