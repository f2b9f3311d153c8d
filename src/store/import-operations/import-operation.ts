// The import operation as the Import API returns it (schema `ImportOperation`), and its states.
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

/** A KeyReference an operation waits for. */
export interface UnresolvedReference {
  readonly typeId: string;
  readonly key: string;
}

export interface ImportOperation {
  readonly version: number;
  readonly importContainerKey: string;
  readonly resourceKey: string;
  readonly id: string;
  readonly state: ProcessingState;
  readonly resourceVersion?: number;
  readonly errors?: readonly ErrorObject[];
  readonly unresolvedReferences?: readonly UnresolvedReference[];
  readonly createdAt: string;
  readonly lastModifiedAt: string;
  readonly expiresAt: string;
}

/** What an import request is answered with: one `processing` status per item, in order. */
export interface ImportResponse {
  readonly operationStatus: readonly { readonly operationId: string; readonly state: 'processing' }[];
}

/** `ImportSummary`: how many of a container's live operations are in each state. */
export interface ImportSummary {
  readonly states: Readonly<Record<ProcessingState, number>>;
  readonly total: number;
}

export interface ImportOperationPagedResponse {
  readonly limit: number;
  readonly offset: number;
  readonly count: number;
  readonly total: number;
  readonly results: readonly ImportOperation[];
}
