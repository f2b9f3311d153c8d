import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IMPORT_RESOURCE_TYPES } from '../src/store/import-container/import-container.js';
import { EXAMPLE_REQUESTS, readExample, SCHEMA_DEFINITIONS } from './support/resource-kinds.js';
import { expectSchemaValid, OFFICIAL_EXAMPLES_DIR, schemaAccepts, schemaErrorPaths } from './support/schemas.js';

// The validator every body of this suite goes through (test/support/schemas.ts), over the official
// schemas generated from the SDKs (test/support/official-schemas/, test/official-schemas.test.ts).

const read = (name: string): unknown => JSON.parse(readFileSync(resolve(OFFICIAL_EXAMPLES_DIR, 'project', name), 'utf8'));

describe('the official schemas', () => {
  it('accept the official Project examples, so the validator itself is sound', () => {
    const actions = readdirSync(resolve(OFFICIAL_EXAMPLES_DIR, 'project')).filter((name) => name.endsWith('Action.json'));
    expect(actions.length).toBeGreaterThan(20);
    for (const name of actions) expectSchemaValid(read(name), 'project-api', 'ProjectUpdateAction');
    expectSchemaValid(read('Project.json'), 'project-api', 'Project');
    expectSchemaValid(read('ProjectUpdate.json'), 'project-api', 'ProjectUpdate');
    expectSchemaValid(read('ProjectShippingRateInputTypeCartClassification.json'), 'project-api', 'ShippingRateInputType');
  });

  it('accept the official example request of each import type', () => {
    for (const type of IMPORT_RESOURCE_TYPES.filter((type) => type !== 'product-variant-patch')) {
      const [, request] = SCHEMA_DEFINITIONS[type];
      expectSchemaValid(readExample(EXAMPLE_REQUESTS[type] ?? `${type}-import-request.json`), 'import-api', request);
    }
  });

  it("refuse the official patch example only where it removes a locale with null, which the SDK's LocalizedString does not declare", () => {
    // The mock takes the example as it is (test/import-operations/requests.test.ts); the OpenAPI
    // schema of ../shared/spec leaves a patch's attributes unchecked.
    const patch = readExample('product-variant-patch-request.json');
    const nulls = [
      '/patches/0/attributes/name-of-localized-attribute-to-update/value/es',
      '/patches/0/attributes/name-of-localized-attribute-set-to-update/value/0/es',
      '/patches/0/attributes/name-of-localized-attribute-set-to-update/value/1/es',
    ];
    const paths = schemaErrorPaths(patch, 'import-api', 'ProductVariantPatchRequest');
    expect(nulls.filter((path) => !paths.includes(path))).toEqual([]);
    expect(paths.filter((path) => !nulls.some((nullPath) => nullPath.startsWith(path)))).toEqual([]);
  });

  // Compiles the validators of a dozen definitions, two of them twice: seconds on a busy machine.
  it('reject bodies that break them, so a passing check means something', { timeout: 30_000 }, () => {
    expect(() => expectSchemaValid({ key: 'shop' }, 'project-api', 'Project')).toThrow(/does not validate/);
    // An error object is checked as the member its code names.
    expect(() =>
      expectSchemaValid({ statusCode: 409, message: 'm', errors: [{ code: 'DuplicateField', message: 'm' }] }, 'project-api', 'ErrorResponse'),
    ).toThrow(/field/);
    expect(() => expectSchemaValid({ action: 'changeName' }, 'project-api', 'ProjectUpdateAction')).toThrow(/name/);
    // Enums are closed, though the SDK widens its types with `string & {}`.
    expect(schemaErrorPaths({ action: 'changeTaxRoundingMode', taxRoundingMode: 'HalfAway' }, 'project-api', 'ProjectUpdateAction')).toContain(
      '/taxRoundingMode',
    );
    // The formats the SDK's strings lose, restored from the API reference.
    expect(schemaAccepts({ key: 'c', name: { en: 'C' }, slug: { en: 'c' } }, 'import-api', 'CategoryImport')).toBe(true);
    expect(schemaErrorPaths({ key: 'i', sku: 's', quantityOnStock: 1, expectedDelivery: 'soon' }, 'import-api', 'InventoryImport')).toContain('/expectedDelivery');
    // A reference is checked as the one its typeId names.
    expect(schemaAccepts({ key: 'c', name: { en: 'C' }, slug: { en: 'c' }, parent: { typeId: 'product', key: 'p' } }, 'import-api', 'CategoryImport')).toBe(false);
    // What the SDK no longer declares and the API reference still does.
    expect(schemaAccepts({ action: 'changeMessagesEnabled', messagesEnabled: 'yes' }, 'project-api', 'ProjectUpdateAction')).toBe(false);
  });
});
