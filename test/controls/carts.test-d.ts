import type {
  CartReference as SdkCartReference,
  ResourceDeletedDeliveryPayload as SdkResourceDeletedDeliveryPayload,
} from '@commercetools/platform-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { MockEvent, ResourceDeletedDeliveryPayload, SubscriptionDelivery } from '../../src/index.js';

describe('subscription deliveries against the official SDK', () => {
  it('records payloads that fit wherever the SDK expects a ResourceDeletedDeliveryPayload', () => {
    expectTypeOf<ResourceDeletedDeliveryPayload>().toExtend<SdkResourceDeletedDeliveryPayload>();
  });

  it('names the deleted cart with a reference the SDK accepts', () => {
    expectTypeOf<ResourceDeletedDeliveryPayload['resource']>().toExtend<SdkCartReference>();
  });

  it('lets ct.events be narrowed to deliveries by their type', () => {
    expectTypeOf<Extract<MockEvent, { type: 'SubscriptionDelivery' }>>().toEqualTypeOf<SubscriptionDelivery>();
    expectTypeOf<SubscriptionDelivery['payload']['notificationType']>().toEqualTypeOf<'ResourceDeleted'>();
  });
});
