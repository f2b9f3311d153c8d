import * as v from 'valibot';
import { address } from './address.js';
import { custom } from './custom.js';
import { dateTime } from './date-time.js';

/**
 * `DeliveryItem`: how many of a line item (by its id) a delivery or parcel holds.
 *
 * @example
 * v.object({ items: v.array(deliveryItem) });
 */
export const deliveryItem = v.object({
  id: v.string(),
  quantity: v.number(),
});

/**
 * `ParcelMeasurements`: a parcel's size and weight, each optional.
 *
 * @example
 * v.object({ measurements: v.optional(parcelMeasurements) });
 */
export const parcelMeasurements = v.object({
  heightInMillimeter: v.optional(v.number()),
  lengthInMillimeter: v.optional(v.number()),
  widthInMillimeter: v.optional(v.number()),
  weightInGram: v.optional(v.number()),
});

/**
 * `TrackingData`: how a parcel's carrier tracks it.
 *
 * @example
 * v.object({ trackingData: v.optional(trackingData) });
 */
export const trackingData = v.object({
  trackingId: v.optional(v.string()),
  carrier: v.optional(v.string()),
  provider: v.optional(v.string()),
  providerTransaction: v.optional(v.string()),
  isReturn: v.optional(v.boolean()),
});

/**
 * `Parcel`: a parcel of an order's existing delivery, with its id and creation time.
 *
 * @example
 * v.object({ parcels: v.array(parcel) });
 */
export const parcel = v.object({
  id: v.string(),
  createdAt: dateTime,
  measurements: v.optional(parcelMeasurements),
  trackingData: v.optional(trackingData),
  items: v.optional(v.array(deliveryItem)),
  custom: v.optional(custom),
});

/**
 * `Delivery`: a delivery an imported order's shipping already made, with its id and creation time.
 *
 * @example
 * v.object({ deliveries: v.optional(v.array(delivery)) });
 */
export const delivery = v.object({
  id: v.string(),
  createdAt: dateTime,
  items: v.array(deliveryItem),
  parcels: v.array(parcel),
  address: v.optional(address),
});

/**
 * `DeliveryParcelDraft`: a parcel of a delivery an order patch adds; the platform gives it its id.
 *
 * @example
 * v.object({ parcels: v.array(deliveryParcelDraft) });
 */
export const deliveryParcelDraft = v.object({
  measurements: v.optional(parcelMeasurements),
  trackingData: v.optional(trackingData),
  items: v.optional(v.array(deliveryItem)),
});

/**
 * `DeliveryDraft`: a delivery an order patch adds.
 *
 * @example
 * v.object({ addDeliveries: v.optional(v.array(deliveryDraft)) });
 */
export const deliveryDraft = v.object({
  items: v.array(deliveryItem),
  address: v.optional(address),
  parcels: v.array(deliveryParcelDraft),
});

/**
 * `DeliveryParcel`: a parcel an order patch adds to an existing delivery, named by `deliveryId`.
 *
 * @example
 * v.object({ addParcelToDelivery: v.optional(deliveryParcel) });
 */
export const deliveryParcel = v.object({
  deliveryId: v.string(),
  measurements: v.optional(parcelMeasurements),
  trackingData: v.optional(trackingData),
  items: v.optional(v.array(deliveryItem)),
});
