import { expect } from 'vitest';
import type { CommercetoolsMock } from '../../src/index.js';
import { expectSchemaValid } from '../support/schemas.js';
import { createApiRoot, createImportApiRoot } from '../support/sdk.js';

// Shared by the read-route tests (issue 25): importing through the official Import SDK, moving the
// clock past processing, and the platform SDK's client that reads the result back.

/** The default time from an operation's creation to its processing. */
export const PROCESSING_MS = 5000;

export const api = (scopes?: string[], projectKey = 'shop') => createApiRoot({ projectKey, ...(scopes ? { scopes } : {}) });
export const imports = (projectKey = 'shop') => createImportApiRoot({ projectKey });

/** The import segments the Import SDK reaches, with the `type` their requests carry. */
const SEGMENTS = {
  'product-types': ['productTypes', 'product-type'],
  types: ['types', 'type'],
  categories: ['categories', 'category'],
  'product-drafts': ['productDrafts', 'product-draft'],
  products: ['products', 'product'],
  'product-variants': ['productVariants', 'product-variant'],
  prices: ['prices', 'price'],
  customers: ['customers', 'customer'],
  inventories: ['inventories', 'inventory'],
  'standalone-prices': ['standalonePrices', 'standalone-price'],
  'discount-codes': ['discountCodes', 'discount-code'],
  orders: ['orders', 'order'],
  'order-patches': ['orderPatches', 'order-patch'],
} as const;

type Segment = keyof typeof SEGMENTS;

/**
 * Imports resources of one type through the official Import SDK into a container of its own, and
 * returns the operation ids. The clock is not moved: `settle` does that.
 */
export async function importThrough(ct: CommercetoolsMock, segment: Segment, resources: readonly object[], projectKey = 'shop'): Promise<string[]> {
  const [method, type] = SEGMENTS[segment];
  const containerKey = `c-${segment}-${Math.random().toString(36).slice(2, 8)}`;
  ct.addImportContainer(projectKey, { key: containerKey });
  const root = imports(projectKey);
  const builder = root[method]().importContainers().withImportContainerKeyValue({ importContainerKey: containerKey });
  // Patches go in `patches`, everything else in `resources`.
  const { body } = await builder.post({ body: { type, [type === 'order-patch' ? 'patches' : 'resources']: resources } as never }).execute();
  return body.operationStatus.flatMap((status) => status.operationId ?? []);
}

/** Moves the clock past processing. */
export const settle = (ct: CommercetoolsMock) => ct.clock.advance(PROCESSING_MS);

/** Asserts a body against the official schema of the platform's resources and returns it. */
export function valid<T>(body: T, definition: string): T {
  expectSchemaValid(body, 'platform-resources', definition);
  return body;
}

export const shirtType = {
  key: 'shirt',
  name: 'Shirt',
  description: 'Shirts',
  attributes: [
    {
      name: 'color',
      label: { en: 'Color' },
      isRequired: true,
      attributeConstraint: 'None',
      type: { name: 'enum', values: [{ key: 'red', label: 'Red' }, { key: 'blue', label: 'Blue' }] },
    },
    { name: 'size', label: { en: 'Size' }, isRequired: false, type: { name: 'lenum', values: [{ key: 'm', label: { en: 'Medium', de: 'Mittel' } }] } },
    { name: 'care', label: { en: 'Care' }, isRequired: false, type: { name: 'set', elementType: { name: 'text' } } },
    { name: 'msrp', label: { en: 'MSRP' }, isRequired: false, type: { name: 'money' } },
    { name: 'related', label: { en: 'Related' }, isRequired: false, type: { name: 'reference', referenceTypeId: 'category' } },
  ],
} as const;

export const shirtDraft = (key: string, overrides: Record<string, unknown> = {}) => ({
  key,
  name: { en: `Shirt ${key}` },
  slug: { en: key },
  productType: { typeId: 'product-type', key: 'shirt' },
  masterVariant: {
    key: `${key}-m`,
    sku: `${key.toUpperCase()}-M`,
    prices: [{ key: `${key}-eur`, value: { type: 'centPrecision', centAmount: 1999, currencyCode: 'EUR' } }],
    attributes: [{ name: 'color', type: 'enum', value: 'red' }],
  },
  ...overrides,
});

export { expect };
