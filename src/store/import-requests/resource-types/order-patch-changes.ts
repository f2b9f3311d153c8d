import { defined } from '../../representations/read-context.js';
import type { ItemOf } from '../import-resource-kind.js';
import { patchMadeId, type OrderContent, type ReturnInfoContent, type ReturnItemContent } from './order-content.js';
import type { orderPatch } from './order-patch.js';

/** An order patch as its schema checks it. */
export type OrderPatchItem = ItemOf<typeof orderPatch>;
type Fields = OrderPatchItem['fields'];
type Delivery = NonNullable<NonNullable<OrderContent['shippingInfo']>['deliveries']>[number];
type Parcel = Delivery['parcels'][number];
type DeliveryDraft = NonNullable<Fields['addDeliveries']>[number];
type ParcelDraft = DeliveryDraft['parcels'][number];
type ReturnItemDraft = NonNullable<Fields['addReturnInfo']>['items'][number];

/** What one patch makes: its processing time, and ids counted on from the order's last one. */
interface Making {
  readonly now: string;
  id(): string;
}

/** The order's deliveries (`shippingInfo.deliveries`), which the changes below read and write. */
function deliveriesOf(order: OrderContent): readonly Delivery[] {
  // Stryker disable next-line ArrayDeclaration: an order without deliveries has no shipping info to keep a stray one in, or else shows its own
  return order.shippingInfo?.deliveries ?? [];
}

/**
 * The order holding these deliveries. They live in its shipping info: an order without one holds
 * none (a patch that adds some to it fails, but a forced import applies what it can).
 */
function withDeliveries(order: OrderContent, deliveries: readonly Delivery[]): OrderContent {
  return order.shippingInfo ? { ...order, shippingInfo: { ...order.shippingInfo, deliveries: [...deliveries] } } : order;
}

/** A value set, or the field removed where the patch leaves it out (the platform's "if omitted, any existing value is removed"). */
function replaced<Holder extends object, Field extends keyof Holder>(holder: Holder, field: Field, value: Holder[Field] | undefined): Holder {
  const { [field]: _old, ...rest } = holder;
  return (value === undefined ? rest : { ...rest, [field]: value }) as Holder;
}

function parcelMade(draft: ParcelDraft, making: Making): Parcel {
  return { id: making.id(), createdAt: making.now, ...draft };
}

function deliveryMade(draft: DeliveryDraft, making: Making): Delivery {
  const id = making.id();
  return { id, createdAt: making.now, items: draft.items, parcels: draft.parcels.map((parcel) => parcelMade(parcel, making)), ...defined({ address: draft.address }) };
}

/** A return item as the platform makes it: its payment state follows its shipment state (`ReturnItem.paymentState`). */
function returnItemMade(draft: ReturnItemDraft, making: Making): ReturnItemContent {
  const { lineItemId, customLineItemId, comment, quantity, shipmentState } = draft;
  return {
    id: making.id(),
    ...(lineItemId === undefined ? { type: 'CustomLineItemReturnItem', ...defined({ customLineItemId }) } : { type: 'LineItemReturnItem', lineItemId }),
    quantity,
    ...defined({ comment }),
    shipmentState,
    paymentState: shipmentState === 'Advised' ? 'NonRefundable' : 'Initial',
    createdAt: making.now,
    lastModifiedAt: making.now,
  };
}

/** A return, dated now where the patch gives no date (`OrderAddReturnInfoAction.returnDate`). */
function returnMade(draft: NonNullable<Fields['addReturnInfo']>, making: Making): ReturnInfoContent {
  return { items: draft.items.map((item) => returnItemMade(item, making)), ...defined({ returnTrackingId: draft.returnTrackingId }), returnDate: draft.returnDate ?? making.now };
}

/** The parcels of every delivery, changed where one has the id. */
function changeParcel(deliveries: readonly Delivery[], parcelId: string, change: (parcel: Parcel) => Parcel): Delivery[] {
  return deliveries.map((delivery) => ({ ...delivery, parcels: delivery.parcels.map((parcel) => (parcel.id === parcelId ? change(parcel) : parcel)) }));
}

/**
 * The delivery fields of `OrderField`, applied in the order the RAML lists them. A change whose
 * delivery or parcel an earlier change of the same patch removed changes nothing: the patch was
 * checked against the order as it was.
 */
function changedDeliveries(before: readonly Delivery[], fields: Fields, making: Making): readonly Delivery[] {
  const { addParcelToDelivery, addDeliveries, removeDelivery, removeParcelFromDelivery, setDeliveryAddress, setParcelMeasurements, setParcelTrackingData, setParcelItems } = fields;
  let deliveries = before;
  if (addParcelToDelivery) {
    const { deliveryId, ...draft } = addParcelToDelivery;
    deliveries = deliveries.map((delivery) => (delivery.id === deliveryId ? { ...delivery, parcels: [...delivery.parcels, parcelMade(draft, making)] } : delivery));
  }
  if (addDeliveries) deliveries = [...deliveries, ...addDeliveries.map((draft) => deliveryMade(draft, making))];
  if (removeDelivery) deliveries = deliveries.filter((delivery) => delivery.id !== removeDelivery.id);
  if (removeParcelFromDelivery) deliveries = deliveries.map((delivery) => ({ ...delivery, parcels: delivery.parcels.filter((parcel) => parcel.id !== removeParcelFromDelivery.parcelId) }));
  if (setDeliveryAddress) deliveries = deliveries.map((delivery) => (delivery.id === setDeliveryAddress.deliveryId ? replaced(delivery, 'address', setDeliveryAddress.address) : delivery));
  if (setParcelMeasurements) deliveries = changeParcel(deliveries, setParcelMeasurements.parcelId, (parcel) => replaced(parcel, 'measurements', setParcelMeasurements.measurements));
  if (setParcelTrackingData) deliveries = changeParcel(deliveries, setParcelTrackingData.parcelId, (parcel) => replaced(parcel, 'trackingData', setParcelTrackingData.trackingData));
  if (setParcelItems) for (const { parcelId, items } of setParcelItems) deliveries = changeParcel(deliveries, parcelId, (parcel) => replaced(parcel, 'items', items));
  return deliveries;
}

/** The order with a patch's return (`addReturnInfo`, first in the RAML) and its delivery changes. */
function applied(order: OrderContent, fields: Fields, making: Making): OrderContent {
  const returned = fields.addReturnInfo ? { ...order, returnInfo: [...(order.returnInfo ?? []), returnMade(fields.addReturnInfo, making)] } : order;
  const before = deliveriesOf(order);
  const deliveries = changedDeliveries(before, fields, making);
  // Stryker disable next-line ConditionalExpression: a shortcut; writing the same deliveries back shows the same order
  return deliveries === before ? returned : withDeliveries(returned, deliveries);
}

/**
 * An order as a patch leaves it: returns, deliveries and parcels added, changed or removed, what
 * it adds made now, with ids counted on in the order (`patchMadeId`).
 *
 * @example
 * patchedOrder(order, 4, { removeDelivery: { id: 'd-1' } }, '2030-01-01T00:00:05.000Z');
 */
export function patchedOrder(order: OrderContent, orderSerial: number, fields: Fields, now: string): OrderContent {
  let made = order.madeIds ?? 0;
  const making: Making = { now, id: () => patchMadeId(orderSerial, (made += 1)) };
  const result = applied(order, fields, making);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: storing an unchanged count shows nothing; only the next id made reads it
  return made === (order.madeIds ?? 0) ? result : { ...result, madeIds: made };
}
