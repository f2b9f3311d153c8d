import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateOfficialSchema, OFFICIAL_ADDITIONS, officialSchemaText, type OfficialSchemaFile } from '../scripts/official-schemas.js';
import { IMPORT_RESOURCE_TYPES } from '../src/store/import-container/import-container.js';
import { EXAMPLE_REQUESTS, SCHEMA_DEFINITIONS } from './support/resource-kinds.js';
import { OFFICIAL_EXAMPLES_DIR, OFFICIAL_SCHEMAS_DIR, officialDefinitions, SPEC_DIR, sharedSpecAvailable, validators } from './support/schemas.js';

// The official schemas the suite validates against are generated from the installed SDKs
// (scripts/official-schemas.ts). The files in test/support/official-schemas/ must be what the
// installed packages generate, so that an SDK upgrade shows up as a diff to review (`npm run
// schemas`). Where ../shared/spec is beside the checkout, the reference the project decides by,
// they are also compared with its OpenAPI schemas, and the copied examples with its examples.

const FILES: readonly OfficialSchemaFile[] = ['project-api', 'import-api', 'platform-resources'];

type Node = Record<string, unknown>;

describe('the official schemas in test/support/official-schemas/', () => {
  // ts-json-schema-generator reads the SDK's declarations: 5 to 15 s for the platform's.
  it.each(FILES)('%s.schema.json is what `npm run schemas` generates from the installed SDK', { timeout: 120_000 }, (file) => {
    const text = readFileSync(resolve(OFFICIAL_SCHEMAS_DIR, `${file}.schema.json`), 'utf8');
    const generated = generateOfficialSchema(file);
    const stored = JSON.parse(text) as typeof generated;
    const names = [...new Set([...Object.keys(stored.definitions), ...Object.keys(generated.definitions)])];
    const differing = names.filter((name) => JSON.stringify(stored.definitions[name]) !== JSON.stringify(generated.definitions[name]));
    expect(differing, 'definitions that differ: run `npm run schemas` and review the diff').toEqual([]);
    expect(stored.$comment).toBe(generated.$comment);
    expect(text === officialSchemaText(generated), 'the file as `npm run schemas` writes it').toBe(true);
  });
});

// Registered only where ../shared/spec is present: nothing is skipped without it.
if (sharedSpecAvailable) {
  const openApi = (file: OfficialSchemaFile): Record<string, Node> =>
    (JSON.parse(readFileSync(resolve(SPEC_DIR, `schemas/${file}.schema.json`), 'utf8')) as { definitions: Record<string, Node> }).definitions;
  const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
  const nameOf = (ref: unknown): string => String(ref).replace('#/definitions/', '');
  const DATE_FORMATS = new Set(['datetime', 'date-only', 'time-only']);

  // The definitions compared: what the tests validate against and what it reaches, except an
  // expanded reference's `obj` (which reaches every resource and which the mock never sends);
  // the Project API's error objects are compared but not followed into the resources they name.
  const SCOPE: Readonly<Record<OfficialSchemaFile, { roots: readonly string[]; shallow?: string }>> = {
    'project-api': { roots: ['Project', 'ProjectUpdate', 'ProjectUpdateAction', 'ShippingRateInputType', 'ErrorResponse', 'AuthErrorResponse'], shallow: 'ErrorObject' },
    'import-api': {
      roots: ['ImportContainer', 'ImportContainerDraft', 'ImportContainerUpdateDraft', 'ImportContainerPagedResponse', 'ImportRequest', 'ImportResponse', 'ImportOperation', 'ImportOperationStatus', 'ImportOperationPagedResponse', 'ImportSummary', 'ErrorResponse', 'ErrorObject'],
    },
    'platform-resources': {
      roots: ['ProductType', 'Type', 'Category', 'Product', 'ProductProjection', 'Customer', 'InventoryEntry', 'StandalonePrice', 'DiscountCode', 'Order'].flatMap((name) => [
        name,
        `${name === 'InventoryEntry' ? 'Inventory' : name}PagedQueryResponse`,
      ]),
    },
  };

  function scope(definitions: Record<string, Node>, file: OfficialSchemaFile): string[] {
    const { roots, shallow } = SCOPE[file];
    const shallowMembers = new Set(Object.values((definitions[shallow ?? ''] as { discriminator?: { mapping: Record<string, string> } } | undefined)?.discriminator?.mapping ?? {}).map(nameOf));
    const seen = new Set<string>(shallowMembers);
    const stack = [...roots];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (isNode(value)) {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref') stack.push(nameOf(child));
          else if (key === 'mapping' && isNode(child)) stack.push(...Object.values(child).map(nameOf));
          else if (key === 'properties' && isNode(child)) Object.entries(child).forEach(([property, schema]) => property !== 'obj' && visit(schema));
          else visit(child);
        }
      }
    };
    for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
      if (seen.has(name) || definitions[name] === undefined) continue;
      seen.add(name);
      visit(definitions[name]);
    }
    return [...seen].filter((name) => definitions[name] !== undefined).sort();
  }

  /** A definition's own properties and required keys, its `allOf` parts and aliases merged. */
  function fieldsOf(definitions: Record<string, Node>, name: string): { properties: Record<string, Node>; required: Set<string> } {
    const node = definitions[name] ?? {};
    if (typeof node.$ref === 'string') return fieldsOf(definitions, nameOf(node.$ref));
    const properties: Record<string, Node> = { ...((node.properties as Record<string, Node> | undefined) ?? {}) };
    const required = new Set((node.required as string[] | undefined) ?? []);
    for (const part of (node.allOf as Node[] | undefined) ?? []) {
      const inner = typeof part.$ref === 'string' ? fieldsOf(definitions, nameOf(part.$ref)) : fieldsOf({ part }, 'part');
      Object.assign(properties, inner.properties);
      inner.required.forEach((key) => required.add(key));
    }
    return { properties, required };
  }

  const formatOf = (schema: Node | undefined): unknown => {
    const format = schema?.format ?? (isNode(schema?.items) ? schema.items.format : undefined);
    return DATE_FORMATS.has(String(format)) ? format : undefined;
  };
  function enumOf(definitions: Record<string, Node>, schema: Node | undefined): unknown[] | undefined {
    if (schema === undefined) return undefined;
    if (typeof schema.$ref === 'string') return enumOf(definitions, definitions[nameOf(schema.$ref)]);
    if (isNode(schema.items)) return enumOf(definitions, schema.items);
    return schema.enum as unknown[] | undefined;
  }
  // The values a discriminated definition maps; an alias of a union's only member maps its value.
  function mappingOf(definitions: Record<string, Node>, name: string, property: string): string[] {
    const node = definitions[name] ?? {};
    if (typeof node.$ref === 'string') return (enumOf(definitions, fieldsOf(definitions, name).properties[property]) ?? []).map(String);
    return Object.keys((node.discriminator as { mapping?: Record<string, string> } | undefined)?.mapping ?? {});
  }

  describe('compared with the OpenAPI schemas of ../shared/spec', () => {
    it.each(FILES)('%s: every field, required key, date format, enum value and union member the OpenAPI states', (file) => {
      const reference = openApi(file);
      const generated = officialDefinitions(file);
      const differences: string[] = [];
      for (const name of scope(reference, file)) {
        if (generated[name] === undefined) continue; // an alias the SDK inlines (CountryCode) or a base it flattens
        const ours = fieldsOf(generated, name);
        const theirs = fieldsOf(reference, name);
        // A discriminator may sit in one of the definition's allOf parts (TypedMoney's, in the platform's resources).
        const parts = [reference[name], ...((reference[name]?.allOf as Node[] | undefined) ?? [])];
        const discriminator = parts.map((part) => (part?.discriminator as { propertyName?: string } | undefined)?.propertyName).find((found) => found !== undefined);
        for (const [property, schema] of Object.entries(theirs.properties)) {
          if (property === 'obj' && name.endsWith('Reference')) continue; // left unchecked (README.md there)
          const field = `${name}.${property}`;
          const own = ours.properties[property];
          if (own === undefined) {
            differences.push(`${field}: missing`);
            continue;
          }
          if (theirs.required.has(property) !== ours.required.has(property)) differences.push(`${field}: required ${theirs.required.has(property)}`);
          if (formatOf(schema) !== formatOf(own)) differences.push(`${field}: format ${String(formatOf(schema))}, not ${String(formatOf(own))}`);
          const values = enumOf(generated, own);
          // A member fixes its discriminator to its own value, where the OpenAPI names the whole enum.
          if (property === discriminator || values?.length === 1) continue;
          const missing = (enumOf(reference, schema) ?? []).filter((value) => !values?.includes(value));
          if (missing.length > 0) differences.push(`${field}: enum lacks ${missing.join(', ')}`);
        }
        if (discriminator !== undefined) {
          const members = mappingOf(generated, name, discriminator);
          const missing = mappingOf(reference, name, discriminator).filter((value) => !members.includes(value));
          if (missing.length > 0) differences.push(`${name}: no member for ${missing.join(', ')}`);
        }
      }
      expect(differences).toEqual([]);
    });

    it.each(FILES)('%s: the formats and deprecated parts the generator adds are the OpenAPI ones', (file) => {
      const reference = openApi(file);
      const { formats, deprecated } = OFFICIAL_ADDITIONS[file];
      for (const [field, format] of Object.entries(formats)) {
        const [name = '', property = ''] = field.replace('[]', '').split('.');
        expect(formatOf(fieldsOf(reference, name).properties[property]), field).toBe(format);
      }
      for (const [field, schema] of Object.entries(deprecated.properties ?? {})) {
        const [name = '', property = ''] = field.split('.');
        expect(fieldsOf(reference, name).properties[property], field).toEqual(schema);
      }
      for (const [name, { union, value, member }] of Object.entries(deprecated.members ?? {})) {
        expect((reference[union]?.discriminator as { mapping: Record<string, string> }).mapping[value]).toBe(`#/definitions/${name}`);
        const { properties, required } = fieldsOf(reference, name);
        expect(Object.keys(properties).sort(), name).toEqual(Object.keys(member.properties as Node).sort());
        expect([...required].sort(), name).toEqual([...(member.required as string[])].sort());
      }
    });

    // What the platform added after the SDK: the OpenAPI schemas, as old as the SDK, lack it too,
    // else it belongs to them and the generator's list should shrink.
    it.each(FILES)('%s: what the generator adds as newer than the SDK, the OpenAPI lacks as well', (file) => {
      const reference = openApi(file);
      const { newer } = OFFICIAL_ADDITIONS[file];
      for (const [name, values] of Object.entries(newer?.enumValues ?? {})) {
        expect(enumOf(reference, reference[name]), name).toBeDefined();
        for (const value of values) expect(enumOf(reference, reference[name]), name).not.toContain(value);
      }
      for (const field of Object.keys(newer?.properties ?? {})) {
        const [name = '', property = ''] = field.split('.');
        expect(fieldsOf(reference, name).properties, field).not.toHaveProperty(property);
      }
    });

    // test/schemas.test.ts shows the generated schemas accept them too.
    it('the copied examples are those of ../shared/spec/examples, and its schemas accept them', { timeout: 30_000 }, () => {
      const referenceValidator = validators(openApi, true);
      const requests = Object.fromEntries(
        IMPORT_RESOURCE_TYPES.map((type) => [EXAMPLE_REQUESTS[type] ?? `${type}-import-request.json`, SCHEMA_DEFINITIONS[type][1]]),
      );
      const checks: Record<string, readonly [file: OfficialSchemaFile, definition: (name: string) => string | undefined]> = {
        project: [
          'project-api',
          (name) =>
            name.endsWith('Action.json')
              ? 'ProjectUpdateAction'
              : { 'Project.json': 'Project', 'ProjectUpdate.json': 'ProjectUpdate', 'ProjectShippingRateInputTypeCartClassification.json': 'ShippingRateInputType' }[name],
        ],
        'import-requests': ['import-api', (name) => requests[name]],
      };
      for (const [folder, [file, definitionOf]] of Object.entries(checks)) {
        for (const name of readdirSync(resolve(OFFICIAL_EXAMPLES_DIR, folder))) {
          const copy = readFileSync(resolve(OFFICIAL_EXAMPLES_DIR, folder, name), 'utf8');
          expect(copy, `${folder}/${name}`).toBe(readFileSync(resolve(SPEC_DIR, 'examples', folder, name), 'utf8'));
          const definition = definitionOf(name);
          if (definition !== undefined) expect(referenceValidator(file, definition)(JSON.parse(copy)), `${folder}/${name}`).toBe(true);
        }
      }
    });
  });
}
