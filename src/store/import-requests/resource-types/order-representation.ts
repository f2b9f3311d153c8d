import type { ProductContent } from '../../import-rules/product-content.js';
import type { StoredResource } from '../../import-rules/resource-rules.js';
import { typedMoney, type ImportMoney } from '../../representations/money.js';
import { attributes, customFields, priceFields, productTypeDefinitions, type ImportCustom, type ImportPrice } from '../../representations/platform-values.js';
import { baseFields, defined, innerId, reference, shownId, withReferences, type ReadContext } from '../../representations/read-context.js';
import { readableResource } from '../../representations/readable-resource.js';
import { customLineItemId, lineItemId, type OrderContent } from './order-content.js';
import { lineItemTarget, type LineItemImportItem } from './order-line-items.js';
import { shownVariant } from './product-representation.js';

type CustomLineItemContent = NonNullable<OrderContent['customLineItems']>[number];

/** Money as an import keeps it (`TypedMoney`), told by its amount, currency and type from the objects around it (a shipping rate tier has a type and no amount). */
function isMoney(value: object): value is ImportMoney {
  // Stryker disable next-line LogicalOperator: an import keeps an amount only with its currency (the request schema drops what it does not name)
  const amount = 'centAmount' in value && 'currencyCode' in value;
  return amount && 'type' in value;
}

/**
 * A value with money shown as TypedMoney, KeyReferences by id and custom fields as `CustomFields`
 * (the `custom` of an address, a delivery or a parcel), as the platform shows an order's parts.
 */
function platformValue(context: ReadContext, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((element) => platformValue(context, element));
  if (typeof value !== 'object') return value;
  // Stryker disable next-line ConditionalExpression: an order's parts hold no null (the request schema takes none there)
  if (value === null) return value;
  if (isMoney(value)) return typedMoney(value);
  const fields = Object.fromEntries(
    Object.entries(value).map(([name, field]) => [name, name === 'custom' ? customFields(context, field as ImportCustom) : platformValue(context, field)]),
  );
  return withReferences(context, fields);
}

const times = (money: ImportMoney, quantity: number): ImportMoney => ({ ...money, centAmount: Math.round(money.centAmount * quantity) });

/** An item's states as the platform shows them (`ItemState`): the State by id. */
function itemStates(context: ReadContext, states: LineItemImportItem['state']) {
  return (states ?? []).map(({ quantity, state }) => ({ quantity, state: reference(context, state) }));
}

/**
 * The variant a line item sells, as its product shows it (`LineItem.variant`): what the line item
 * gives of prices, attributes and images replaces the variant's own
 * (`ProductVariantImportDraft`: "If not set, the `attributes` from the referenced ProductVariant
 * are copied"). A variant the mock knows no content of shows what the line item gives.
 */
function soldVariant(context: ReadContext, serial: number, item: LineItemImportItem, position: number, product: ProductContent | undefined, shown: Record<string, unknown> | undefined) {
  const given = item.variant;
  const definitions = product && productTypeDefinitions(context, product.productType.key);
  const own = shown ?? { id: 1, ...defined({ sku: given.sku, key: given.productVariant?.key }), prices: [], images: [], attributes: [] };
  return {
    ...own,
    ...defined({
      prices: given.prices?.map((each, index) => ({ id: innerId(serial, position + 1, index, 'e'), ...priceFields(context, each as ImportPrice) })),
      attributes: given.attributes && attributes(context, given.attributes, definitions),
      images: given.images,
    }),
  };
}

/**
 * A line item as the platform shows it (`LineItem`): its product, product type and slug, the
 * variant as the product shows it, its price with an id, the total at its quantity.
 */
function lineItem(context: ReadContext, serial: number, item: LineItemImportItem, position: number): Record<string, unknown> {
  const target = lineItemTarget({ get: (typeId, key) => context.resources.get(typeId, key), holder: (index, value) => context.unique.holder(index, value) }, item);
  // Stryker disable next-line ConditionalExpression: a shortcut; no key is no product's
  const product = target.product === undefined ? undefined : context.resources.get('product', target.product);
  const content = product?.content as ProductContent | undefined;
  // Stryker disable next-line LogicalOperator: a shortcut; a product has no variant without a key
  const shown = product && target.variant !== undefined ? shownVariant(context, product, target.variant) : undefined;
  const price = item.price as ImportPrice;
  return defined({
    id: lineItemId(serial, position),
    productId: shownId(product),
    productKey: target.product,
    name: item.name,
    productType: content ? reference(context, content.productType) : { typeId: 'product-type', id: shownId(undefined) },
    productSlug: shown?.slug,
    variant: soldVariant(context, serial, item, position, content, shown?.variant),
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
    id: customLineItemId(serial, position),
    name: item.name,
    money: typedMoney(item.money),
    // The Import API's taxed price of a custom line item has no tax portions; the platform's (`TaxedItemPrice`) always has them.
    taxedPrice: item.taxedPrice && { ...(platformValue(context, item.taxedPrice) as object), taxPortions: [] },
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
 * What an order import leaves as the platform's defaults where the import gives nothing
 * (`OrderImportDraft`'s defaults and the official `order.example.json`): no inventory tracking,
 * half-even rounding (the Import API has no `priceRoundingMode`), taxes per line item; the returns
 * that order patches added, and no discount codes (the Import API brings none).
 */
function importDefaults(content: OrderContent) {
  return {
    priceRoundingMode: 'HalfEven',
    taxRoundingMode: content.taxRoundingMode ?? 'HalfEven',
    taxCalculationMode: content.taxCalculationMode ?? 'LineItemLevel',
    inventoryMode: content.inventoryMode ?? 'None',
    returnInfo: content.returnInfo ?? [],
    discountCodes: [],
  };
}

/**
 * Shipping info with the defaults of `ShippingInfoImportDraft`: no deliveries, a method that
 * matches the cart, and a rate without tiers (`ShippingRate.tiers` is always there).
 */
function shippingInfo(info: NonNullable<OrderContent['shippingInfo']>) {
  return { deliveries: [], shippingMethodState: 'MatchesCart', ...info, shippingRate: { tiers: [], ...info.shippingRate } };
}

/** The order of an order number: orders are kept by order number, their key in the store. */
function ordersByNumber(context: ReadContext, orderNumber: string): StoredResource[] {
  return [context.resources.get('order', orderNumber)].filter((stored) => stored !== undefined);
}

/** Whether an order is in a Store: its `store` names it; an order of no Store is in none. */
function orderInStore(stored: StoredResource, storeKey: string): boolean {
  return (stored.content as OrderContent).store?.key === storeKey;
}

/**
 * Orders as the platform shows them (`Order`): line items with ids and their products by id,
 * money with fraction digits, the customer as `customerId`, the Store by key; an order imported
 * without a state is `Open`, from the `Customer` origin, shipped to one address, with the
 * defaults of an order import.
 *
 * @example
 * orderReading.represent(stored, context, { staged: false }); // { id, orderNumber, lineItems, totalPrice, orderState: 'Open', ... }
 */
export const orderReading = readableResource({
  typeId: 'order',
  represent(stored, context) {
    const content = stored.content as OrderContent;
    const { serial } = stored;
    return {
      ...baseFields(stored),
      orderNumber: content.orderNumber,
      ...defined({
        customerId: content.customer && shownId(context.resources.get('customer', content.customer.key)),
        customerEmail: content.customerEmail,
        customerGroup: content.customerGroup && reference(context, content.customerGroup),
        store: content.store && reference(context, content.store),
      }),
      lineItems: (content.lineItems ?? []).map((item, position) => lineItem(context, serial, item, position)),
      customLineItems: (content.customLineItems ?? []).map((item, position) => customLineItem(context, serial, item, position)),
      totalPrice: typedMoney(content.totalPrice),
      ...importDefaults(content),
      ...defined({
        taxedPrice: content.taxedPrice && platformValue(context, content.taxedPrice),
        billingAddress: content.billingAddress && platformValue(context, content.billingAddress),
        shippingAddress: content.shippingAddress && platformValue(context, content.shippingAddress),
        shippingInfo: content.shippingInfo && platformValue(context, shippingInfo(content.shippingInfo)),
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
  finders: { orderNumber: ordersByNumber },
  inStore: orderInStore,
});
