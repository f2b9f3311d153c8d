// The names of what the mock answers. They live below both http/ (which routes them) and controls/
// (faults and the journal select and record by them), so that neither imports the other.

// Listed apart so that IMPORT_API_OPERATIONS and OPERATIONS cannot disagree.
const IMPORT_API = [
  'queryImportContainers',
  'getImportContainer',
  'createImportContainer',
  'updateImportContainer',
  'deleteImportContainer',
  'importResources',
  'getImportSummary',
  'queryImportOperations',
  'getImportOperation',
] as const;

/** The operations the mock answers, as faults and the request journal name them. */
export const OPERATIONS = ['token', 'introspectToken', 'getProject', 'headProject', 'updateProject', ...IMPORT_API] as const;

export type OperationName = (typeof OPERATIONS)[number];

/**
 * What the journal names a request by: the operation of the route that answered it, `stub` for a
 * canned answer (`ct.stub`), or `unmodelled` for the 501 the mock gives a path it does not model.
 */
export type JournalOperation = OperationName | 'stub' | 'unmodelled';

/** The operations of the Import API, whose errors take its shapes (a container's 404, its 409). */
export const IMPORT_API_OPERATIONS: ReadonlySet<OperationName> = new Set(IMPORT_API);

/** The operations of the auth host, whose errors take the OAuth shape (`error`, `error_description`). */
export const AUTH_OPERATIONS: ReadonlySet<string> = new Set<OperationName>(['token', 'introspectToken']);
