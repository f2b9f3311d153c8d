import type {
  Attribute,
  BusinessUnitImport,
  CategoryImport,
  CustomerImport,
  DiscountCodeImport,
  ImportOperation,
  ImportResponse,
  InventoryImport,
  OrderImport,
  OrderPatchImport,
  PriceImport,
  ProductDraftImport,
  ProductImport,
  ProductSelectionImport,
  ProductTypeImport,
  ProductVariantImport,
  ProductVariantPatch,
  StandalonePriceImport,
  TypeImport,
  VariantImport,
} from '@commercetools/importapi-sdk';
import { expect } from 'vitest';
import { expectSchemaValid } from '../support/schemas.js';
import { createImportApiRoot } from '../support/sdk.js';
import { PROCESSING_MS } from './helpers.js';

// What the processing-rule suites share: one import request per resource type into the
// `catalog` container of Project `shop`, the clock moved to its processing time, the operations
// read back and checked against the official schema, and the platform's error objects.

const api = () => createImportApiRoot({ projectKey: 'shop' });
const catalog = { importContainerKey: 'catalog' };

export type Sent = Promise<{ body: ImportResponse; statusCode?: number }>;

/**
 * The requests and checks of a processing-rule suite, on the mock whose clock they move.
 *
 * @example
 * const { send, imported, refused } = processingRequests(ct);
 */
export function processingRequests(ct: { readonly clock: { advance(ms: number): unknown } }) {
  /** One import request per resource type, through the SDK, into the `catalog` container. */
  const send = {
    productTypes: (resources: ProductTypeImport[]): Sent =>
      api().productTypes().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'product-type', resources } }).execute(),
    types: (resources: TypeImport[]): Sent => api().types().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'type', resources } }).execute(),
    productDrafts: (resources: ProductDraftImport[]): Sent =>
      api().productDrafts().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'product-draft', resources } }).execute(),
    products: (resources: ProductImport[]): Sent =>
      api().products().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'product', resources } }).execute(),
    productVariants: (resources: ProductVariantImport[]): Sent =>
      api().productVariants().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'product-variant', resources } }).execute(),
    variants: (resources: VariantImport[]): Sent =>
      api().variants().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'variant', resources } }).execute(),
    productVariantPatches: (patches: ProductVariantPatch[]): Sent =>
      api().productVariantPatches().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'product-variant-patch', patches } }).execute(),
    categories: (resources: CategoryImport[]): Sent =>
      api().categories().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'category', resources } }).execute(),
    customers: (resources: CustomerImport[]): Sent =>
      api().customers().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'customer', resources } }).execute(),
    orders: (resources: OrderImport[]): Sent => api().orders().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'order', resources } }).execute(),
    orderPatches: (patches: OrderPatchImport[]): Sent =>
      api().orderPatches().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'order-patch', patches } }).execute(),
    inventories: (resources: InventoryImport[]): Sent =>
      api().inventories().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'inventory', resources } }).execute(),
    discountCodes: (resources: DiscountCodeImport[]): Sent =>
      api().discountCodes().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'discount-code', resources } }).execute(),
    prices: (resources: PriceImport[]): Sent => api().prices().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'price', resources } }).execute(),
    standalonePrices: (resources: StandalonePriceImport[]): Sent =>
      api().standalonePrices().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'standalone-price', resources } }).execute(),
    productSelections: (resources: ProductSelectionImport[]): Sent =>
      api().productSelections().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'product-selection', resources } }).execute(),
    businessUnits: (resources: BusinessUnitImport[]): Sent =>
      api().businessUnits().importContainers().withImportContainerKeyValue(catalog).post({ body: { type: 'business-unit', resources } }).execute(),
  };

  async function getOperation(id: string): Promise<ImportOperation> {
    const { body } = await api().importOperations().withIdValue({ id }).get().execute();
    expectSchemaValid(body, 'import-api', 'ImportOperation');
    for (const error of body.errors ?? []) expectSchemaValid(error, 'import-api', 'ErrorObject');
    return body;
  }

  /** Sends a request, lets the clock reach its processing time, and reads its operations. */
  async function processed(request: Sent): Promise<ImportOperation[]> {
    const { body, statusCode } = await request;
    expect(statusCode).toBe(201);
    expectSchemaValid(body, 'import-api', 'ImportResponse');
    ct.clock.advance(PROCESSING_MS);
    return Promise.all(body.operationStatus.map((status) => getOperation(status.operationId ?? '')));
  }

  /** Asserts that every item of the request is imported; returns the operations. */
  async function imported(request: Sent): Promise<ImportOperation[]> {
    const operations = await processed(request);
    for (const operation of operations) expect({ state: operation.state, errors: operation.errors }).toEqual({ state: 'imported', errors: undefined });
    return operations;
  }

  /** Asserts that the request's one item ends validationFailed with exactly these errors; returns the operation. */
  async function refused(request: Sent, errors: readonly object[]): Promise<ImportOperation> {
    const [operation, ...more] = await processed(request);
    expect(more).toEqual([]);
    expect({ state: operation?.state, errors: operation?.errors }).toEqual({ state: 'validationFailed', errors });
    expect(operation?.resourceVersion).toBeUndefined();
    return operation!;
  }
  return { send, getOperation, processed, imported, refused };
}

// The errors as the platform documents them (https://docs.commercetools.com/api/errors).
const json = (value: unknown) => JSON.stringify(value);
export const invalidField = (field: string, invalidValue: unknown, allowedValues?: unknown[]) => ({
  code: 'InvalidField',
  message: `The value '${json(invalidValue)}' is not valid for field '${field}'.`,
  field,
  invalidValue,
  ...(allowedValues === undefined ? {} : { allowedValues }),
});
export const requiredField = (field: string) => ({ code: 'RequiredField', message: `A value is required for field '${field}'.`, field });
export const duplicateField = (field: string, duplicateValue: string) => ({
  code: 'DuplicateField',
  message: `A duplicate value '${json(duplicateValue)}' exists for field '${field}'.`,
  field,
  duplicateValue,
});
export const duplicateAttributeValue = (attribute: Attribute) => ({
  code: 'DuplicateAttributeValue',
  message: "Attribute can't have the same value in a different variant.",
  attribute,
});
export const duplicateAttributeValues = (attributes: Attribute[]) => ({
  code: 'DuplicateAttributeValues',
  message: 'The set of attributes must be unique across all variants.',
  attributes,
});
export const duplicateVariantValues = (variantValues: object) => ({
  code: 'DuplicateVariantValues',
  message: 'A duplicate combination of the variant values (sku, key, images, prices, attributes) exists.',
  variantValues,
});

