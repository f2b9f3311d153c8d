import type { MockEvent } from '../store/events/event-log.js';
import type { AdminContext } from './admin-context.js';
import { onlyParameters } from './admin-input.js';
import { AdminInputError, jsonResponse, type AdminRequest, type AdminResponse } from './admin-types.js';

/** Every event type `ct.events` may hold. */
const EVENT_TYPES = [
  'ImportContainerCreated',
  'ImportContainerDeleted',
  'ImportUnresolved',
  'ImportValidationFailed',
  'ImportWaitForMasterVariant',
  'ImportOperationRejected',
  'SubscriptionDelivery',
] as const satisfies readonly MockEvent['type'][];

// Fails to compile when an event type is added to MockEvent but not listed here.
type Missing = Exclude<MockEvent['type'], (typeof EVENT_TYPES)[number]>;
const complete: [Missing] extends [never] ? true : Missing = true;
void complete;

/**
 * `GET /__admin/events?type`: the events the mock recorded, oldest first, after what the clock
 * reached, as `{ events, dropped }`.
 *
 * @example
 * listEvents(context, { ...request, query: new URLSearchParams('type=ImportContainerCreated') });
 */
export function listEvents({ mock }: AdminContext, request: AdminRequest): AdminResponse {
  onlyParameters(request.query, ['type']);
  const type = request.query.get('type');
  if (type !== null && !EVENT_TYPES.some((known) => known === type)) {
    throw new AdminInputError(`'type' must be one of ${EVENT_TYPES.join(', ')}, not '${type}'.`);
  }
  const events = mock.events;
  return jsonResponse(200, { events: type === null ? events : events.filter((event) => event.type === type), dropped: mock.journal.droppedEvents });
}
