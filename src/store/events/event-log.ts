import { freeze } from 'immer';
import { createBoundedList } from '../../utils/bounded-list.js';
import type { ImportContainer } from '../import-container/import-container.js';
import { countedId } from '../../utils/counted-id.js';

/** What an event about one import operation carries. */
export interface ImportOperationEventData {
  readonly id: string;
  readonly version: number;
  readonly importContainerKey: string;
}

/** What each Import API event carries in `data`, by its `type`. */
export interface ImportApiEventData {
  readonly ImportContainerCreated: ImportContainer;
  readonly ImportContainerDeleted: { readonly version: number; readonly key: string };
  readonly ImportUnresolved: ImportOperationEventData;
  readonly ImportValidationFailed: ImportOperationEventData;
  readonly ImportWaitForMasterVariant: ImportOperationEventData;
  readonly ImportOperationRejected: { readonly id: string };
}

export type ImportApiEventType = keyof ImportApiEventData;

/** One kind of Import API event, in the shape of the platform's `Import*Event`s. */
export interface ImportApiEventOf<Type extends ImportApiEventType> {
  readonly id: string;
  readonly notificationType: 'Event';
  readonly resourceType: 'import-api';
  readonly type: Type;
  readonly data: ImportApiEventData[Type];
  readonly createdAt: string;
}

/** An Import API event: narrowing on `type` narrows `data`. */
export type ImportApiEvent = { [Type in ImportApiEventType]: ImportApiEventOf<Type> }[ImportApiEventType];

/** A ResourceDeleted delivery payload, as the platform sends it to a ChangeSubscription. */
export interface ResourceDeletedDeliveryPayload {
  readonly notificationType: 'ResourceDeleted';
  readonly projectKey: string;
  readonly resource: { readonly typeId: 'cart'; readonly id: string };
  readonly version: number;
  readonly modifiedAt: string;
}

/** A delivery to one subscription, recorded so that tests can read what the platform would have sent. */
export interface SubscriptionDelivery {
  readonly id: string;
  readonly type: 'SubscriptionDelivery';
  readonly subscriptionKey: string;
  readonly payload: ResourceDeletedDeliveryPayload;
  readonly createdAt: string;
}

/** Everything `ct.events` lists. */
export type MockEvent = ImportApiEvent | SubscriptionDelivery;

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** An event not yet in the log, which gives it its id. */
export type PendingEvent = WithoutId<MockEvent>;

export interface EventLog {
  record(event: PendingEvent): void;
  /** The events held, oldest first. */
  all(): readonly MockEvent[];
  /** The most events held; older ones are dropped. */
  readonly limit: number;
  /** How many events were dropped since the start or the last reset. */
  readonly dropped: number;
  /** Empties the log. Seeds record no events, so a fresh mock's log is empty too. */
  reset(): void;
}

const eventId = (n: number) => countedId('event', n);

/**
 * The events one mock has recorded, in order, up to a limit: the oldest are dropped and counted.
 * Ids count up in UUID form, so a test that runs the same steps sees the same ids every time.
 *
 * @example
 * const events = createEventLog(10_000);
 * events.record({ notificationType: 'Event', resourceType: 'import-api', type: 'ImportContainerCreated', data, createdAt });
 */
export function createEventLog(limit: number): EventLog {
  const events = createBoundedList<MockEvent>(limit);
  let recorded = 0;
  let snapshot: readonly MockEvent[] | undefined;
  return {
    record(event) {
      recorded += 1;
      // Frozen deeply: tests read these, and must not be able to rewrite what was recorded.
      events.push(freeze({ id: eventId(recorded), ...structuredClone(event) }, true));
      snapshot = undefined;
    },
    all: () => (snapshot ??= Object.freeze(events.items())),
    limit,
    get dropped() {
      return events.dropped;
    },
    reset() {
      events.replace([]);
      recorded = 0;
      snapshot = undefined;
    },
  };
}

/**
 * The Import API event for a container, stamped at a time.
 *
 * @example
 * events.record(importApiEvent('ImportContainerCreated', container, container.createdAt));
 */
export function importApiEvent<Type extends ImportApiEventType>(
  type: Type,
  data: ImportApiEventData[Type],
  createdAt: string,
): Omit<ImportApiEventOf<Type>, 'id'> {
  return { notificationType: 'Event', resourceType: 'import-api', type, data, createdAt };
}
