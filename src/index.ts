export { createCommercetoolsMock } from './create-commercetools-mock.js';
export type { AuthOptions, CommercetoolsMock, CommercetoolsMockOptions, IssueTokenOptions, JournalState, ResetOptions } from './create-commercetools-mock.js';
export type { MockState } from './store/snapshot/mock-state.js';
export type { ClientDefinition, TokenResponse } from './auth/grant-token.js';
export type { IntrospectionResponse } from './auth/introspect-token.js';
export type { Customer, CustomerDraft } from './store/customers/customer-store.js';
export type { MockClock, TimeInput } from './clock/create-clock.js';
export type { FaultOptions, InjectedFault } from './controls/fault-registry.js';
export type { JournalEntry } from './controls/request-journal.js';
export { OPERATIONS, type JournalOperation, type OperationName } from './vocabulary/operations.js';
export type { CartSeed, SubscriptionSeed } from './store/carts/cart-store.js';
export type { ErrorObject, ErrorResponse } from './errors/error-response.js';
export { REGIONS, type HostOptions } from './hosts/resolve-hosts.js';
export type * from './store/project/project.js';
export type { ProjectUpdate, ProjectUpdateAction } from './store/project/update-schema.js';
export type {
  ImportApiEvent,
  ImportApiEventData,
  ImportApiEventOf,
  ImportApiEventType,
  ImportOperationEventData,
  MockEvent,
  ResourceDeletedDeliveryPayload,
  SubscriptionDelivery,
} from './store/events/event-log.js';
export { IMPORT_RESOURCE_TYPES } from './store/import-container/import-container.js';
export type { ImportContainer, ImportContainerSeed, ImportResourceType, RetentionPolicy } from './store/import-container/import-container.js';
export type { ImportContainerPagedResponse } from './store/import-container/query-import-containers.js';
export type { ImportContainerDraft, ImportContainerUpdateDraft } from './store/import-container/request-schemas.js';
export type { ResourceIdentity } from './store/import-requests/import-resource-kind.js';
export type { ResourceDeclaration } from './store/import-operations/import-operation-engine.js';
export { IMPORT_REQUEST_SEGMENTS } from './store/import-requests/segments.js';
export { PROCESSING_STATES } from './store/import-operations/import-operation.js';
export type {
  ImportOperation,
  ImportOperationPagedResponse,
  ImportResponse,
  ImportSummary,
  ProcessingState,
  UnresolvedReference,
} from './store/import-operations/import-operation.js';
export type { ForcedState, ImportOutcomeOptions, InjectedImportOutcome } from './store/import-operations/import-outcomes.js';
export type { Stub, StubHandle, StubOptions } from './controls/stub-list.js';
export type { ListedTypeId } from './http/read-resources.js';
