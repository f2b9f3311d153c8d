import type { ErrorObject } from '../../../errors/error-response.js';
import { deliveryWithoutShippingInfo, invalidValue, requiredField } from '../../../errors/import-processing-errors.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import { customLineItemId, lineItemId, type OrderContent } from './order-content.js';
import { patchedOrder, type OrderPatchItem } from './order-patch-changes.js';

type Fields = OrderPatchItem['fields'];

/** The ids an order has, which a patch may name: its line items', custom line items', deliveries' and parcels'. */
interface OrderIds {
  readonly lineItems: readonly string[];
  readonly customLineItems: readonly string[];
  /** Line items' and custom line items' together: what a delivery item may name. */
  readonly items: readonly string[];
  readonly deliveries: readonly string[];
  readonly parcels: readonly string[];
}

function idsOf(order: OrderContent, serial: number): OrderIds {
  const lineItems = (order.lineItems ?? []).map((_, position) => lineItemId(serial, position));
  const customLineItems = (order.customLineItems ?? []).map((_, position) => customLineItemId(serial, position));
  const deliveries = order.shippingInfo?.deliveries ?? [];
  return {
    lineItems,
    customLineItems,
    items: [...lineItems, ...customLineItems],
    deliveries: deliveries.map(({ id }) => id),
    parcels: deliveries.flatMap(({ parcels }) => parcels.map(({ id }) => id)),
  };
}

/** An InvalidField where an id is not one of the order's ids of its kind. */
function unknownId(id: string | undefined, known: readonly string[], field: string): ErrorObject[] {
  return id === undefined || known.includes(id) ? [] : [invalidValue(field, id, known)];
}

/** Delivery items (`DeliveryItem.id`) name line items or custom line items of the order. */
function itemErrors(items: readonly { readonly id: string }[] | undefined, ids: OrderIds, path: string): ErrorObject[] {
  return items?.flatMap(({ id }, index) => unknownId(id, ids.items, `${path}.${index}.id`)) ?? [];
}

/** A returned item names a line item or a custom line item of the order (`ReturnItemDraft`: one of them is required). */
function returnErrors(fields: Fields, ids: OrderIds): ErrorObject[] {
  const path = 'fields.addReturnInfo.items';
  return (fields.addReturnInfo?.items ?? []).flatMap(({ lineItemId: line, customLineItemId: custom }, index) => [
    ...(line === undefined && custom === undefined ? [requiredField(`${path}.${index}.lineItemId`)] : []),
    ...unknownId(line, ids.lineItems, `${path}.${index}.lineItemId`),
    ...unknownId(custom, ids.customLineItems, `${path}.${index}.customLineItemId`),
  ]);
}

/** Deliveries are added to an order that has shipping info (`OrderAddDeliveryAction`), for items it has. */
function addedDeliveryErrors(fields: Fields, order: OrderContent, ids: OrderIds): ErrorObject[] {
  const added = fields.addDeliveries ?? [];
  const path = 'fields.addDeliveries';
  return [
    ...(added.length > 0 && order.shippingInfo === undefined ? [deliveryWithoutShippingInfo(path)] : []),
    ...added.flatMap((delivery, index) => [
      ...itemErrors(delivery.items, ids, `${path}.${index}.items`),
      ...delivery.parcels.flatMap((parcel, at) => itemErrors(parcel.items, ids, `${path}.${index}.parcels.${at}.items`)),
    ]),
  ];
}

/** The deliveries and parcels a patch changes are the order's, and the items it puts in them too. */
function deliveryErrors(fields: Fields, ids: OrderIds): ErrorObject[] {
  const { addParcelToDelivery, removeDelivery, removeParcelFromDelivery, setDeliveryAddress, setParcelMeasurements, setParcelTrackingData, setParcelItems } = fields;
  return [
    ...unknownId(addParcelToDelivery?.deliveryId, ids.deliveries, 'fields.addParcelToDelivery.deliveryId'),
    ...itemErrors(addParcelToDelivery?.items, ids, 'fields.addParcelToDelivery.items'),
    ...unknownId(removeDelivery?.id, ids.deliveries, 'fields.removeDelivery.id'),
    ...unknownId(removeParcelFromDelivery?.parcelId, ids.parcels, 'fields.removeParcelFromDelivery.parcelId'),
    ...unknownId(setDeliveryAddress?.deliveryId, ids.deliveries, 'fields.setDeliveryAddress.deliveryId'),
    ...unknownId(setParcelMeasurements?.parcelId, ids.parcels, 'fields.setParcelMeasurements.parcelId'),
    ...unknownId(setParcelTrackingData?.parcelId, ids.parcels, 'fields.setParcelTrackingData.parcelId'),
    ...(setParcelItems?.flatMap(({ parcelId, items }, index) => [
      ...unknownId(parcelId, ids.parcels, `fields.setParcelItems.${index}.parcelId`),
      ...itemErrors(items, ids, `fields.setParcelItems.${index}.items`),
    ]) ?? []),
  ];
}

/**
 * Order patches: every line item, delivery and parcel a patch names is one the order has
 * (`OrderPatchImport.fields`: "Each field referenced must be defined in an existing Order or the
 * ImportOperationState is set to validationFailed"), checked against the order as it was before
 * the patch. The patched order keeps what the patch adds and changes; an order the Project knows
 * by its identity alone is checked for nothing and keeps no content.
 *
 * @example
 * orderPatchRules.plan({ orderNumber: 'o-1', fields: { removeDelivery: { id: 'd-1' } } }, project);
 */
export const orderPatchRules = resourceRules<OrderPatchItem>({
  plan(item, project) {
    const stored = project.get('order', item.orderNumber);
    const order = stored?.content as OrderContent | undefined;
    if (!stored || !order) return { errors: [], writes: [], claims: [] };
    const ids = idsOf(order, stored.serial);
    const errors = [...returnErrors(item.fields, ids), ...addedDeliveryErrors(item.fields, order, ids), ...deliveryErrors(item.fields, ids)];
    const content = patchedOrder(order, stored.serial, item.fields, project.now());
    return { errors, writes: [{ identity: { typeId: 'order', key: item.orderNumber }, content }], claims: [] };
  },
});
