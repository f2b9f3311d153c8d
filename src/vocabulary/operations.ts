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

const BASE_OPERATIONS = ['token', 'introspectToken', 'revokeToken', 'getProject', 'headProject', 'updateProject', 'graphql', ...IMPORT_API] as const;

/**
 * The platform resources the mock reads back (issue 25), by the noun that names their operations
 * (`getProduct`, `headProduct`, `queryProducts`; `queryCategories`). Their path segments load with
 * the read routes (read-resources.ts), so that the main entry carries only these names.
 */
export const READ_NOUNS = [
  'ProductType',
  'Type',
  'Category',
  'Product',
  'ProductProjection',
  'Customer',
  'InventoryEntry',
  'StandalonePrice',
  'DiscountCode',
  'Order',
] as const;

/** The noun of a resource the mock reads back. */
export type ReadNoun = (typeof READ_NOUNS)[number];
/** A noun's plural, as the operations name queries: `Categories`, `InventoryEntries`, `Products`. */
type Plural<One extends string> = One extends `${infer Stem}y` ? `${Stem}ies` : `${One}s`;
/** Get (by key, id or order number), HEAD (one, or whether a query finds any) and query, per resource. */
export type ReadOperation = `get${ReadNoun}` | `head${ReadNoun}` | `query${Plural<ReadNoun>}`;

/**
 * The names of a resource's read operations: get, HEAD and query.
 *
 * @example
 * readOperations('Category'); // ['getCategory', 'headCategory', 'queryCategories']
 */
export const readOperations = <One extends ReadNoun>(one: One): [`get${One}`, `head${One}`, `query${Plural<One>}`] => [
  `get${one}`,
  `head${one}`,
  `query${one.replace(/y$/, 'ie')}s` as `query${Plural<One>}`,
];

/**
 * The resources the platform keeps in Stores that the mock reads back, which it also reads through
 * a Store's endpoints (`/in-store/key={storeKey}/...`, issue 31): there a Store-bound scope grants them.
 */
export const IN_STORE_NOUNS = ['Customer', 'Order'] as const satisfies readonly ReadNoun[];

/** The noun of a resource the mock also reads in a Store. */
export type InStoreNoun = (typeof IN_STORE_NOUNS)[number];
/** Get, HEAD and query in a Store: the global read's name and `InStore` (`getOrderInStore`, `queryCustomersInStore`). */
export type InStoreReadOperation = `get${InStoreNoun}InStore` | `head${InStoreNoun}InStore` | `query${Plural<InStoreNoun>}InStore`;

/**
 * The names of a resource's read operations in a Store: get, HEAD and query.
 *
 * @example
 * inStoreReadOperations('Order'); // ['getOrderInStore', 'headOrderInStore', 'queryOrdersInStore']
 */
export const inStoreReadOperations = <One extends InStoreNoun>(one: One) =>
  readOperations(one).map((name) => `${name}InStore`) as [`get${One}InStore`, `head${One}InStore`, `query${Plural<One>}InStore`];

/** The operations the mock answers, as faults and the request journal name them. */
export const OPERATIONS: readonly ((typeof BASE_OPERATIONS)[number] | ReadOperation | InStoreReadOperation)[] = [
  ...BASE_OPERATIONS,
  ...READ_NOUNS.flatMap((one) => readOperations(one)),
  ...IN_STORE_NOUNS.flatMap((one) => inStoreReadOperations(one)),
];

export type OperationName = (typeof OPERATIONS)[number];

/**
 * What the journal names a request by: the operation of the route that answered it, `stub` for a
 * canned answer (`ct.stub`), or `unmodelled` for the 501 the mock gives a path it does not model.
 */
export type JournalOperation = OperationName | 'stub' | 'unmodelled';

/** The operations of the Import API, whose errors take its shapes (a container's 404, its 409). */
export const IMPORT_API_OPERATIONS: ReadonlySet<OperationName> = new Set(IMPORT_API);

/** The operations of the auth host, whose errors take the OAuth shape (`error`, `error_description`). */
export const AUTH_OPERATIONS: ReadonlySet<string> = new Set<OperationName>(['token', 'introspectToken', 'revokeToken']);
