import { custom, given, isShown, keyReference, money, price, type Shown, type ShownReader } from './shown-values.js';

// An Order as the platform shows it, read back into the OrderImport the store keeps (issue 33):
// line items by their product's and variant's keys, money typed, references by key. What a read
// makes of the import (defaults, ids, the variant as its product shows it) is left to the read.

/** A part of an order (an address, shipping info, a taxed price): references by key, money typed, custom fields typed; its ids left to the read. */
function part(reader: ShownReader, value: unknown, path: string): unknown {
  if (Array.isArray(value)) return value.map((element: unknown, index) => part(reader, element, `${path}.${index}`));
  if (!isShown(value)) return value;
  if (typeof value['typeId'] === 'string') return keyReference(reader, value, path);
  if ('currencyCode' in value && 'centAmount' in value) return money(value);
  const fields = Object.entries(value).map(([name, field]) => [name, name === 'custom' ? custom(reader, field, `${path}.custom`) : part(reader, field, `${path}.${name}`)]);
  return Object.fromEntries(fields);
}

/** An item's states (`ItemState`), the State by key. */
const itemStates = (reader: ShownReader, states: unknown, path: string) =>
  Array.isArray(states) ? states.map((each: unknown, index) => (isShown(each) ? { quantity: each['quantity'], state: keyReference(reader, each['state'], `${path}.${index}.state`) } : each)) : undefined;

/** A price of a line item (`LineItemPrice`): a price's scope, without the key and id the draft has no place for. */
function lineItemPrice(reader: ShownReader, value: unknown, path: string): unknown {
  const scoped = price(reader, value, path, 'line-item-price');
  if (!isShown(scoped)) return scoped;
  const { key: _key, ...fields } = scoped;
  return fields;
}

/** A line item: its product by key (its `productKey`, or the product its id names), its variant by key or SKU. */
function lineItem(reader: ShownReader, item: unknown, path: string): unknown {
  if (!isShown(item)) return item;
  const product =
    typeof item['productKey'] === 'string'
      ? { typeId: 'product', key: item['productKey'] }
      : item['productId'] === undefined
        ? undefined
        : keyReference(reader, { typeId: 'product', id: item['productId'] }, `${path}.productId`);
  const variant = isShown(item['variant']) ? item['variant'] : {};
  // Where the Project holds the product, a read shows the variant as the product does; its prices
  // come from there, with their keys, which a line item's own prices have no place for.
  const held = product !== undefined && reader.resources.get('product', product.key)?.content !== undefined;
  return given({
    product,
    name: item['name'],
    variant: given({
      productVariant: typeof variant['key'] === 'string' ? { typeId: 'product-variant', key: variant['key'] } : undefined,
      sku: variant['sku'],
      prices: held || !Array.isArray(variant['prices']) ? undefined : variant['prices'].map((each: unknown, index) => lineItemPrice(reader, each, `${path}.variant.prices.${index}`)),
      images: held ? undefined : variant['images'],
    }),
    price: lineItemPrice(reader, item['price'], `${path}.price`),
    quantity: item['quantity'],
    state: itemStates(reader, item['state'], `${path}.state`),
    supplyChannel: item['supplyChannel'] === undefined ? undefined : keyReference(reader, item['supplyChannel'], `${path}.supplyChannel`),
    distributionChannel: item['distributionChannel'] === undefined ? undefined : keyReference(reader, item['distributionChannel'], `${path}.distributionChannel`),
    taxRate: item['taxRate'],
    shippingDetails: item['shippingDetails'],
    custom: custom(reader, item['custom'], `${path}.custom`),
  });
}

/** A custom line item: money typed, its taxed price without the tax portions the Import API has no place for. */
function customLineItem(reader: ShownReader, item: unknown, path: string): unknown {
  if (!isShown(item)) return item;
  const taxed = isShown(item['taxedPrice']) ? (part(reader, item['taxedPrice'], `${path}.taxedPrice`) as Shown) : undefined;
  return given({
    name: item['name'],
    money: money(item['money']),
    taxedPrice: taxed && given({ totalNet: taxed['totalNet'], totalGross: taxed['totalGross'] }),
    totalPrice: money(item['totalPrice']),
    slug: item['slug'],
    quantity: item['quantity'],
    state: itemStates(reader, item['state'], `${path}.state`),
    taxCategory: item['taxCategory'] === undefined ? undefined : keyReference(reader, item['taxCategory'], `${path}.taxCategory`),
    taxRate: item['taxRate'],
    shippingDetails: item['shippingDetails'],
  });
}

/**
 * An Order as the platform shows it, as the OrderImport draft the store keeps: the customer by key
 * (the one its `customerId` names, which the Project must hold), line items by product and variant
 * key. An `inventoryMode` of `None`, which the Import API cannot name, is what a read shows of none.
 *
 * @example
 * shownOrder(reader, { orderNumber: 'b-1', totalPrice, lineItems: [], customLineItems: [], orderState: 'Open', ... });
 */
export function shownOrder(reader: ShownReader, order: Shown): Record<string, unknown> {
  const items = (list: unknown, path: string, each: (reader: ShownReader, item: unknown, at: string) => unknown) =>
    Array.isArray(list) ? list.map((item: unknown, index) => each(reader, item, `${path}.${index}`)) : undefined;
  return given({
    orderNumber: order['orderNumber'],
    customer: order['customerId'] === undefined ? undefined : keyReference(reader, { typeId: 'customer', id: order['customerId'] }, 'customerId'),
    customerEmail: order['customerEmail'],
    lineItems: items(order['lineItems'], 'lineItems', lineItem),
    customLineItems: items(order['customLineItems'], 'customLineItems', customLineItem),
    totalPrice: money(order['totalPrice']),
    taxedPrice: order['taxedPrice'] === undefined ? undefined : part(reader, order['taxedPrice'], 'taxedPrice'),
    shippingAddress: order['shippingAddress'] === undefined ? undefined : part(reader, order['shippingAddress'], 'shippingAddress'),
    billingAddress: order['billingAddress'] === undefined ? undefined : part(reader, order['billingAddress'], 'billingAddress'),
    customerGroup: order['customerGroup'] === undefined ? undefined : keyReference(reader, order['customerGroup'], 'customerGroup'),
    country: order['country'],
    orderState: order['orderState'],
    shipmentState: order['shipmentState'],
    paymentState: order['paymentState'],
    shippingInfo: order['shippingInfo'] === undefined ? undefined : part(reader, order['shippingInfo'], 'shippingInfo'),
    completedAt: order['completedAt'],
    custom: custom(reader, order['custom'], 'custom'),
    inventoryMode: order['inventoryMode'] === 'None' ? undefined : order['inventoryMode'],
    taxRoundingMode: order['taxRoundingMode'],
    taxCalculationMode: order['taxCalculationMode'],
    origin: order['origin'],
    itemShippingAddresses: order['itemShippingAddresses'] === undefined ? undefined : part(reader, order['itemShippingAddresses'], 'itemShippingAddresses'),
    store: order['store'] === undefined ? undefined : keyReference(reader, order['store'], 'store'),
    state: order['state'] === undefined ? undefined : keyReference(reader, order['state'], 'state'),
  });
}

const RETURN_SHIPMENT_STATES: readonly unknown[] = ['Advised', 'Returned', 'BackInStock', 'Unusable'];
const RETURN_PAYMENT_STATES: readonly unknown[] = ['NonRefundable', 'Initial', 'Refunded', 'NotRefunded'];

/** The first problem of a return item as the platform shows it (`ReturnItem`), if any. */
function returnItemProblem(item: unknown): string | undefined {
  if (!isShown(item)) return 'expected a return item';
  const { id, type, quantity, shipmentState, paymentState, createdAt, lastModifiedAt } = item;
  const names = type === 'LineItemReturnItem' ? 'lineItemId' : type === 'CustomLineItemReturnItem' ? 'customLineItemId' : undefined;
  if (names === undefined) return 'type: expected LineItemReturnItem or CustomLineItemReturnItem';
  for (const [name, value] of [['id', id], [names, item[names]]] as const) if (typeof value !== 'string' || value === '') return `${name}: expected a non-empty string`;
  if (!(Number.isSafeInteger(quantity) && (quantity as number) >= 1)) return 'quantity: expected a whole number from 1';
  if (!RETURN_SHIPMENT_STATES.includes(shipmentState)) return `shipmentState: expected one of ${RETURN_SHIPMENT_STATES.join(', ')}`;
  if (!RETURN_PAYMENT_STATES.includes(paymentState)) return `paymentState: expected one of ${RETURN_PAYMENT_STATES.join(', ')}`;
  for (const [name, time] of [['createdAt', createdAt], ['lastModifiedAt', lastModifiedAt]] as const) {
    if (typeof time !== 'string' || Number.isNaN(Date.parse(time))) return `${name}: expected an ISO date-time`;
  }
  return undefined;
}

/**
 * An order's returns as the platform shows them (`returnInfo`), which order patches add and the
 * OrderImport has no place for: kept as shown once checked, since later patches add to them and
 * reads show them. `undefined` where the order shows none.
 *
 * @example
 * shownReturns(reader, [{ items: [{ id, type: 'LineItemReturnItem', lineItemId, quantity: 1, shipmentState: 'Returned', paymentState: 'Initial', createdAt, lastModifiedAt }], returnDate }]);
 */
export function shownReturns(reader: ShownReader, returnInfo: unknown): readonly Shown[] | undefined {
  if (returnInfo === undefined || (Array.isArray(returnInfo) && returnInfo.length === 0)) return undefined;
  if (!Array.isArray(returnInfo)) {
    reader.problems.push('returnInfo: expected a list of returns');
    return undefined;
  }
  returnInfo.forEach((info: unknown, index) => {
    const at = `returnInfo.${index}`;
    if (!isShown(info) || !Array.isArray(info['items'])) return reader.problems.push(`${at}: expected a return with its items`);
    const { returnDate } = info;
    if (returnDate !== undefined && (typeof returnDate !== 'string' || Number.isNaN(Date.parse(returnDate)))) return reader.problems.push(`${at}.returnDate: expected an ISO date-time`);
    if (info['returnTrackingId'] !== undefined && typeof info['returnTrackingId'] !== 'string') return reader.problems.push(`${at}.returnTrackingId: expected a string`);
    info['items'].forEach((item: unknown, position) => {
      const problem = returnItemProblem(item);
      if (problem !== undefined) reader.problems.push(`${at}.items.${position}${problem.startsWith('expected') ? `: ${problem}` : `.${problem}`}`);
    });
    return undefined;
  });
  return returnInfo as readonly Shown[];
}
