// The import operation as the Import API returns it (schema `ImportOperation`), and its states.
// Mutable, as the SDK's types are, so that what the mock hands out fits wherever they are expected.
import type { ErrorObject } from '../../errors/error-response.js';

/** Every `ProcessingState`, in the order summaries list them. */
export const PROCESSING_STATES = [
  'processing',
  'validationFailed',
  'unresolved',
  'waitForMasterVariant',
  'imported',
  'rejected',
  'canceled',
  'partiallyImported',
] as const;

export type ProcessingState = (typeof PROCESSING_STATES)[number];

/**
 * The states processing may still leave: an operation in one keeps its item (a snapshot, its
 * draft), which processing lets go of in every other.
 *
 * @example
 * LIVE_STATES.has('unresolved'); // true
 */
export const LIVE_STATES: ReadonlySet<ProcessingState> = new Set<ProcessingState>(['processing', 'unresolved', 'waitForMasterVariant']);

/** A KeyReference an operation waits for. */
export interface UnresolvedReference {
  typeId: string;
  key: string;
}

export interface ImportOperation {
  version: number;
  importContainerKey: string;
  resourceKey: string;
  id: string;
  state: ProcessingState;
  resourceVersion?: number;
  errors?: ErrorObject[];
  unresolvedReferences?: UnresolvedReference[];
  createdAt: string;
  lastModifiedAt: string;
  expiresAt: string;
}

/** What an import request is answered with: one `processing` status per item, in order. */
export interface ImportResponse {
  operationStatus: { operationId: string; state: 'processing' }[];
}

/** `ImportSummary`: how many of a container's live operations are in each state. */
export interface ImportSummary {
  states: Record<ProcessingState, number>;
  total: number;
}

export interface ImportOperationPagedResponse {
  limit: number;
  offset: number;
  count: number;
  total: number;
  results: ImportOperation[];
}
