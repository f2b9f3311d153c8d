import * as v from 'valibot';
import { address } from './address.js';
import { dateTime } from './date-time.js';
import { deliveryDraft, deliveryItem, deliveryParcel, parcelMeasurements, trackingData } from './delivery.js';

/**
 * `ReturnInfo`: items of an order that come back, as an order patch adds them.
 *
 * @example
 * v.object({ addReturnInfo: v.optional(returnInfo) });
 */
export const returnInfo = v.object({
  items: v.array(
    // `ReturnItemDraft`
    v.object({
      quantity: v.number(),
      lineItemId: v.optional(v.string()),
      customLineItemId: v.optional(v.string()),
      comment: v.optional(v.string()),
      shipmentState: v.picklist(['Advised', 'Returned', 'BackInStock', 'Unusable']),
    }),
  ),
  returnTrackingId: v.optional(v.string()),
  returnDate: v.optional(dateTime),
});

/**
 * `OrderField`: the changes one order patch makes. Every change is optional, and the schema does
 * not ask for at least one, so neither does the mock.
 *
 * @example
 * v.object({ orderNumber: v.string(), fields: orderField });
 */
export const orderField = v.object({
  addReturnInfo: v.optional(returnInfo),
  addParcelToDelivery: v.optional(deliveryParcel),
  addDeliveries: v.optional(v.array(deliveryDraft)),
  // `RemoveDeliveryDraft`
  removeDelivery: v.optional(v.object({ id: v.string() })),
  // `RemoveParcelFromDeliveryDraft`
  removeParcelFromDelivery: v.optional(v.object({ parcelId: v.string() })),
  // `DeliveryAddressDraft`
  setDeliveryAddress: v.optional(v.object({ deliveryId: v.string(), address: v.optional(address) })),
  // `ParcelMeasurementDraft`
  setParcelMeasurements: v.optional(v.object({ parcelId: v.string(), measurements: v.optional(parcelMeasurements) })),
  // `ParcelTrackingData`
  setParcelTrackingData: v.optional(v.object({ parcelId: v.string(), trackingData: v.optional(trackingData) })),
  // `ParcelItems`
  setParcelItems: v.optional(v.array(v.object({ parcelId: v.string(), items: v.optional(v.array(deliveryItem)) }))),
});
