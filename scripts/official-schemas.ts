// The official schemas the tests validate bodies against (test/support/schemas.ts), generated from
// the type declarations of the official SDKs installed as devDependencies, with
// ts-json-schema-generator, both pinned by the lockfile. `npm run schemas` writes them to
// test/support/official-schemas/; test/official-schemas.test.ts fails when the files there differ
// from what this generates from the installed packages. test/support/official-schemas/README.md
// says what each step below restores and what the SDKs' types cannot carry.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFormatter, createParser, createProgram, DEFAULT_CONFIG, SchemaGenerator, type CompletedConfig } from 'ts-json-schema-generator';

export type OfficialSchemaFile = 'project-api' | 'import-api' | 'platform-resources';
type Node = Record<string, unknown>;
export interface OfficialSchema {
  readonly $comment: string;
  readonly definitions: Record<string, Node>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const OFFICIAL_SCHEMAS_DIR = resolve(ROOT, 'test/support/official-schemas');
const require = createRequire(import.meta.url);

interface Source {
  readonly sdk: string;
  /** The types the tests validate against; the files hold these and what they reach. */
  readonly roots: readonly string[];
  /**
   * The RAML's `datetime`, `date-only` and `time-only` fields, which the SDKs declare as plain
   * strings: `Definition.property`, `[]` for the elements of an array. Where ../shared/spec is
   * present, test/official-schemas.test.ts checks this list against the official OpenAPI schemas.
   */
  readonly formats: Readonly<Record<string, 'datetime' | 'date-only' | 'time-only'>>;
  /**
   * What the API reference still states, deprecated, and the installed SDK no longer declares,
   * while the mock still takes it: properties (`Definition.property`), and members of a union by
   * name. Checked against ../shared/spec where present.
   */
  readonly deprecated: {
    readonly properties?: Readonly<Record<string, Node>>;
    readonly members?: Readonly<Record<string, { readonly union: string; readonly value: string; readonly member: Node }>>;
  };
  /**
   * What the platform added after the installed SDK (the newest published) was generated, which
   * the mock answers with: values of an enum, by its definition's name, and properties
   * (`Definition.property`), each with its source. The script fails once the SDK declares one, so
   * that it goes from here; test/official-schemas.test.ts checks that ../shared/spec's OpenAPI
   * schemas, as old as the SDK, lack them too.
   */
  readonly newer?: {
    readonly enumValues?: Readonly<Record<string, readonly string[]>>;
    readonly properties?: Readonly<Record<string, Node>>;
  };
}

const SOURCES: Readonly<Record<OfficialSchemaFile, Source>> = {
  'project-api': {
    sdk: '@commercetools/platform-sdk',
    roots: ['Project', 'ProjectUpdate', 'ProjectUpdateAction', 'ShippingRateInputType', 'ErrorResponse', 'AuthErrorResponse', 'ErrorObject'],
    formats: {
      'DiscountCodeNonApplicableError.validFrom': 'datetime',
      'DiscountCodeNonApplicableError.validUntil': 'datetime',
      'DiscountCodeNonApplicableError.validityCheckTime': 'datetime',
      'DuplicateStandalonePriceScopeError.validFrom': 'datetime',
      'DuplicateStandalonePriceScopeError.validUntil': 'datetime',
      'ExactLockConflictError.validFrom': 'datetime',
      'ExactLockConflictError.validUntil': 'datetime',
      'OverlappingPriceValidityError.conflictingValidFrom': 'datetime',
      'OverlappingPriceValidityError.conflictingValidUntil': 'datetime',
      'OverlappingPriceValidityError.validFrom': 'datetime',
      'OverlappingPriceValidityError.validUntil': 'datetime',
      'OverlappingStandalonePriceValidityError.conflictingValidFrom': 'datetime',
      'OverlappingStandalonePriceValidityError.conflictingValidUntil': 'datetime',
      'OverlappingStandalonePriceValidityError.validFrom': 'datetime',
      'OverlappingStandalonePriceValidityError.validUntil': 'datetime',
      'Project.createdAt': 'datetime',
      'SearchIndexingConfigurationValues.lastModifiedAt': 'datetime',
    },
    deprecated: {
      members: {
        ProjectChangeMessagesEnabledAction: {
          union: 'ProjectUpdateAction',
          value: 'changeMessagesEnabled',
          member: {
            type: 'object',
            required: ['action', 'messagesEnabled'],
            properties: { action: { type: 'string', enum: ['changeMessagesEnabled'] }, messagesEnabled: { type: 'boolean' } },
          },
        },
      },
    },
    newer: {
      // Release note 2026-09-18: InMigration, in public beta.
      enumValues: { ProductCatalogModel: ['InMigration'] },
      // ../shared/spec/README.md ("lastModifiedBy"): a search index change records {clientId, isPlatformClient: false}.
      properties: { 'LastModifiedBy.isPlatformClient': { type: 'boolean' } },
    },
  },
  'import-api': {
    sdk: '@commercetools/importapi-sdk',
    roots: [
      'ImportContainer',
      'ImportContainerDraft',
      'ImportContainerUpdateDraft',
      'ImportContainerPagedResponse',
      'ImportRequest',
      'ImportResponse',
      'ImportOperation',
      'ImportOperationStatus',
      'ImportOperationPagedResponse',
      'ImportSummary',
      'ProcessingState',
      'ErrorResponse',
      'ErrorObject',
    ],
    formats: {
      'CustomerImport.dateOfBirth': 'date-only',
      'DateAttribute.value': 'date-only',
      'DateField.value': 'date-only',
      'DateSetAttribute.value[]': 'date-only',
      'DateSetField.value[]': 'date-only',
      'DateTimeAttribute.value': 'datetime',
      'DateTimeField.value': 'datetime',
      'DateTimeSetAttribute.value[]': 'datetime',
      'DateTimeSetField.value[]': 'datetime',
      'Delivery.createdAt': 'datetime',
      'DiscountCodeImport.validFrom': 'datetime',
      'DiscountCodeImport.validUntil': 'datetime',
      'ImportContainer.createdAt': 'datetime',
      'ImportContainer.expiresAt': 'datetime',
      'ImportContainer.lastModifiedAt': 'datetime',
      'ImportOperation.createdAt': 'datetime',
      'ImportOperation.expiresAt': 'datetime',
      'ImportOperation.lastModifiedAt': 'datetime',
      'InventoryImport.expectedDelivery': 'datetime',
      'LineItemPrice.validFrom': 'datetime',
      'LineItemPrice.validUntil': 'datetime',
      'OrderImport.completedAt': 'datetime',
      'Parcel.createdAt': 'datetime',
      'PriceDraftImport.validFrom': 'datetime',
      'PriceDraftImport.validUntil': 'datetime',
      'PriceImport.validFrom': 'datetime',
      'PriceImport.validUntil': 'datetime',
      'ReturnInfo.returnDate': 'datetime',
      'StandalonePriceImport.validFrom': 'datetime',
      'StandalonePriceImport.validUntil': 'datetime',
      'TimeAttribute.value': 'time-only',
      'TimeField.value': 'time-only',
      'TimeSetAttribute.value[]': 'time-only',
      'TimeSetField.value[]': 'time-only',
    },
    deprecated: {
      properties: {
        'PriceImport.publish': { type: 'boolean' },
        'ProductVariantImport.publish': { type: 'boolean' },
      },
    },
  },
  'platform-resources': {
    sdk: '@commercetools/platform-sdk',
    // What the mock reads back of imported resources (issue 25), and the pages of their queries.
    roots: [
      'ProductType',
      'ProductTypePagedQueryResponse',
      'Type',
      'TypePagedQueryResponse',
      'Category',
      'CategoryPagedQueryResponse',
      'Product',
      'ProductPagedQueryResponse',
      'ProductProjection',
      'ProductProjectionPagedQueryResponse',
      'Customer',
      'CustomerPagedQueryResponse',
      'InventoryEntry',
      'InventoryPagedQueryResponse',
      'StandalonePrice',
      'StandalonePricePagedQueryResponse',
      'DiscountCode',
      'DiscountCodePagedQueryResponse',
      'Order',
      'OrderPagedQueryResponse',
    ],
    formats: {
      'Category.createdAt': 'datetime',
      'Category.lastModifiedAt': 'datetime',
      'CustomLineItemReturnItem.createdAt': 'datetime',
      'CustomLineItemReturnItem.lastModifiedAt': 'datetime',
      'Customer.createdAt': 'datetime',
      'Customer.dateOfBirth': 'date-only',
      'Customer.lastModifiedAt': 'datetime',
      'Delivery.createdAt': 'datetime',
      'DiscountCode.createdAt': 'datetime',
      'DiscountCode.lastModifiedAt': 'datetime',
      'DiscountCode.validFrom': 'datetime',
      'DiscountCode.validUntil': 'datetime',
      'EstimatedDelivery.from': 'datetime',
      'EstimatedDelivery.until': 'datetime',
      'InventoryEntry.createdAt': 'datetime',
      'InventoryEntry.expectedDelivery': 'datetime',
      'InventoryEntry.lastModifiedAt': 'datetime',
      'LineItem.addedAt': 'datetime',
      'LineItem.lastModifiedAt': 'datetime',
      'LineItemReturnItem.createdAt': 'datetime',
      'LineItemReturnItem.lastModifiedAt': 'datetime',
      'Order.completedAt': 'datetime',
      'Order.createdAt': 'datetime',
      'Order.lastModifiedAt': 'datetime',
      'Parcel.createdAt': 'datetime',
      'Price.validFrom': 'datetime',
      'Price.validUntil': 'datetime',
      'Product.createdAt': 'datetime',
      'Product.lastModifiedAt': 'datetime',
      'ProductProjection.createdAt': 'datetime',
      'ProductProjection.lastModifiedAt': 'datetime',
      'ProductType.createdAt': 'datetime',
      'ProductType.lastModifiedAt': 'datetime',
      'ReturnInfo.returnDate': 'datetime',
      'ReturnItem.createdAt': 'datetime',
      'ReturnItem.lastModifiedAt': 'datetime',
      'ScopedPrice.validFrom': 'datetime',
      'ScopedPrice.validUntil': 'datetime',
      'StandalonePrice.createdAt': 'datetime',
      'StandalonePrice.lastModifiedAt': 'datetime',
      'StandalonePrice.validFrom': 'datetime',
      'StandalonePrice.validUntil': 'datetime',
      'SyncInfo.syncedAt': 'datetime',
      'Type.createdAt': 'datetime',
      'Type.lastModifiedAt': 'datetime',
    },
    deprecated: {},
  },
};

/** What each file adds to the SDKs' types, for the check against ../shared/spec. */
export const OFFICIAL_ADDITIONS: Readonly<Record<OfficialSchemaFile, Pick<Source, 'formats' | 'deprecated' | 'newer'>>> = SOURCES;

const versionOf = (name: string): string => (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const nameOf = (ref: string): string => decodeURIComponent(ref.replace('#/definitions/', ''));

/**
 * The SDKs widen each enum with `(string & {})` so that values added later still compile; the
 * API's enums are closed, and the generator would make any string of the widened type. The
 * models are copied without the widening, and generated from the copy.
 */
function closedEnumModels(sdk: string): string {
  const models = resolve(dirname(require.resolve(`${sdk}/package.json`)), 'dist/declarations/src/generated/models');
  const copy = mkdtempSync(join(tmpdir(), 'official-schemas-'));
  let widened = 0;
  for (const file of readdirSync(models).filter((name) => name.endsWith('.d.ts'))) {
    const text = readFileSync(join(models, file), 'utf8');
    const closed = text.replaceAll(' | (string & {})', '');
    widened += (text.length - closed.length) / ' | (string & {})'.length;
    if (closed.includes('(string & {})')) throw new Error(`${sdk} ${file}: a widened type this script does not know`);
    writeFileSync(join(copy, file), closed);
  }
  if (widened === 0) throw new Error(`${sdk}: no enum widened with (string & {}); check what the SDK declares now`);
  return copy;
}

/** Every definition reached from the roots, by `$ref` or by a discriminator's mapping. */
function reachable(definitions: Record<string, Node>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isNode(value)) {
      for (const [key, child] of Object.entries(value)) {
        if (key === '$ref' && typeof child === 'string') stack.push(nameOf(child));
        else if (key === 'mapping' && isNode(child)) stack.push(...Object.values(child).map((ref) => nameOf(String(ref))));
        else visit(child);
      }
    }
  };
  for (let name = stack.pop(); name !== undefined; name = stack.pop()) {
    if (seen.has(name)) continue;
    const definition = definitions[name];
    if (definition === undefined) throw new Error(`No definition ${name}`);
    seen.add(name);
    visit(definition);
  }
  return seen;
}

/**
 * A union of object types that each fix one property to their own string (`code`, `action`,
 * `type`, `typeId`) becomes what the OpenAPI documents state: a base with the properties all the
 * members share, and a `discriminator` mapping each value to its member. test/support/schemas.ts
 * makes Ajv check the member a value names, and test/support/fullest-item.ts takes each member.
 */
function discriminated(definition: Node, definitions: Record<string, Node>): Node | undefined {
  const anyOf = definition.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length < 2) return undefined;
  const members: [ref: string, node: Node][] = [];
  // A member that is itself a union (an order's messages among all messages) adds its members.
  const add = (member: unknown): boolean => {
    const ref = isNode(member) ? member.$ref : undefined;
    const node = typeof ref === 'string' ? definitions[nameOf(ref)] : undefined;
    if (typeof ref !== 'string' || node === undefined) return false;
    if (Array.isArray(node.anyOf)) return node.anyOf.every(add);
    if (node.type !== 'object' || !isNode(node.properties)) return false;
    members.push([ref, node]);
    return true;
  };
  if (!anyOf.every(add)) return undefined;
  const propertiesOf = (node: Node): Record<string, Node> => node.properties as Record<string, Node>;
  const requiredOf = (node: Node): string[] => (Array.isArray(node.required) ? (node.required as string[]) : []);
  const [first] = members;
  if (first === undefined) return undefined;
  const propertyName = Object.keys(propertiesOf(first[1])).find((key) => {
    const values = members.map(([, node]) => propertiesOf(node)[key]?.const);
    return (
      values.every((value) => typeof value === 'string') &&
      new Set(values).size === values.length &&
      members.every(([, node]) => requiredOf(node).includes(key))
    );
  });
  if (propertyName === undefined) return undefined;
  const properties: Record<string, Node> = { [propertyName]: { type: 'string' } };
  for (const [key, schema] of Object.entries(propertiesOf(first[1]))) {
    if (key === propertyName) continue;
    const json = JSON.stringify(schema);
    if (members.every(([, node]) => JSON.stringify(propertiesOf(node)[key]) === json)) properties[key] = schema;
  }
  const required = requiredOf(first[1]).filter((key) => key in properties && members.every(([, node]) => requiredOf(node).includes(key)));
  const mapping = Object.fromEntries(members.map(([ref, node]) => [propertiesOf(node)[propertyName]?.const as string, ref]));
  return { type: 'object', required, properties, discriminator: { propertyName, mapping } };
}

/** `const` as the single-valued enum the OpenAPI documents write; `{}` for "any value" dropped. */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (!isNode(value)) return value;
  const result: Node = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'const') result.enum = [child];
    else if (key === 'additionalProperties' && isNode(child) && Object.keys(child).length === 0) continue;
    else result[key] = normalized(child);
  }
  return result;
}

function withDeprecated(definitions: Record<string, Node>, deprecated: Source['deprecated']): void {
  for (const [name, { union, value, member }] of Object.entries(deprecated.members ?? {})) {
    const discriminator = definitions[union]?.discriminator;
    if (!isNode(discriminator) || !isNode(discriminator.mapping)) throw new Error(`${union} is no discriminated union`);
    if (value in discriminator.mapping || name in definitions) throw new Error(`${name}: the SDK declares it now`);
    discriminator.mapping[value] = `#/definitions/${name}`;
    definitions[name] = structuredClone(member);
  }
  for (const [field, schema] of Object.entries(deprecated.properties ?? {})) {
    const [name = '', property = ''] = field.split('.');
    const properties = definitions[name]?.properties;
    if (!isNode(properties) || property in properties) throw new Error(`${field}: the SDK declares it now, or no longer ${name}`);
    properties[property] = structuredClone(schema);
  }
}

function withNewer(definitions: Record<string, Node>, newer: Source['newer']): void {
  for (const [name, values] of Object.entries(newer?.enumValues ?? {})) {
    const known = definitions[name]?.enum;
    if (!Array.isArray(known)) throw new Error(`${name} is no enum of the SDK's`);
    if (values.some((value) => known.includes(value))) throw new Error(`${name}: the SDK declares ${values.join(', ')} now`);
    known.push(...values);
  }
  for (const [field, schema] of Object.entries(newer?.properties ?? {})) {
    const [name = '', property = ''] = field.split('.');
    const properties = definitions[name]?.properties;
    if (!isNode(properties) || property in properties) throw new Error(`${field}: the SDK declares it now, or no longer ${name}`);
    properties[property] = structuredClone(schema);
  }
}

/**
 * A reference's `obj`, the resource it names when the request asks to expand it, is left
 * unchecked: the mock expands no reference, and following it reaches every resource of the
 * platform (a thousand definitions instead of two hundred, which took each test file that checks an
 * error body seconds to compile).
 */
function unexpanded(definitions: Record<string, Node>): void {
  for (const [name, definition] of Object.entries(definitions)) {
    const properties = definition.properties;
    if (!name.endsWith('Reference') || !isNode(properties) || !('obj' in properties)) continue;
    if (Array.isArray(definition.required) && definition.required.includes('obj')) throw new Error(`${name}.obj is required`);
    delete properties.obj;
  }
}

function withFormats(definitions: Record<string, Node>, formats: Source['formats']): void {
  for (const [field, format] of Object.entries(formats)) {
    const [name = '', property = ''] = field.replace('[]', '').split('.');
    const definition = definitions[name];
    if (definition === undefined) throw new Error(`${field}: the SDK's ${name} is not reached from the roots`);
    const properties = definition.properties;
    let target = isNode(properties) ? properties[property] : undefined;
    if (isNode(target) && field.endsWith('[]')) target = target.items;
    if (!isNode(target) || target.type !== 'string') throw new Error(`${field} is not a string field of the SDK's ${name}`);
    target.format = format;
  }
}

/**
 * The official schema of one API, as test/support/official-schemas/<file>.schema.json holds it.
 *
 * @example
 * generateOfficialSchema('import-api').definitions.CategoryImport; // { type: 'object', ... }
 */
export function generateOfficialSchema(file: OfficialSchemaFile): OfficialSchema {
  const { sdk, roots, formats, deprecated, newer } = SOURCES[file];
  const models = closedEnumModels(sdk);
  try {
    const config: CompletedConfig = {
      ...DEFAULT_CONFIG,
      path: join(models, '*.d.ts'),
      skipTypeCheck: true,
      expose: 'export',
      topRef: true,
      jsDoc: 'none',
      // The API adds fields over time; the OpenAPI documents do not close objects either.
      additionalProperties: true,
    };
    // One program for every root, and a parser of its own for each: a parser that has followed a
    // product's expanded references once loses definitions on the next root that reaches them
    // ("a reference to a missing definition"), which the platform's resources do.
    const program = createProgram(config);
    const formatter = createFormatter(config);
    const generated: Record<string, Node> = {};
    for (const root of roots) {
      const generator = new SchemaGenerator(program, createParser(program, config), formatter, config);
      Object.assign(generated, generator.createSchema(root).definitions as Record<string, Node>);
    }
    const definitions: Record<string, Node> = {};
    for (const [name, definition] of Object.entries(generated)) {
      definitions[name] = normalized(discriminated(definition, generated) ?? definition) as Node;
    }
    withDeprecated(definitions, deprecated);
    withNewer(definitions, newer);
    unexpanded(definitions);
    const kept = reachable(definitions, roots);
    withFormats(Object.fromEntries(Object.entries(definitions).filter(([name]) => kept.has(name))), formats);
    const sorted = Object.fromEntries(
      Object.entries(definitions)
        .filter(([name]) => kept.has(name))
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    );
    return {
      $comment: `Generated by scripts/official-schemas.ts (npm run schemas) from the type declarations of ${sdk}@${versionOf(sdk)} (MIT) with ts-json-schema-generator@${versionOf('ts-json-schema-generator')}. Do not edit.`,
      definitions: sorted,
    };
  } finally {
    rmSync(models, { recursive: true, force: true });
  }
}

/** The file's text as written: JSON indented by one space, and a final newline. */
export const officialSchemaText = (schema: OfficialSchema): string => `${JSON.stringify(schema, null, 1)}\n`;

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2) as OfficialSchemaFile[];
  for (const file of asked.length > 0 ? asked : (Object.keys(SOURCES) as OfficialSchemaFile[])) {
    const started = performance.now();
    const schema = generateOfficialSchema(file);
    writeFileSync(resolve(OFFICIAL_SCHEMAS_DIR, `${file}.schema.json`), officialSchemaText(schema));
    console.log(`${file}.schema.json: ${Object.keys(schema.definitions).length} definitions in ${Math.round(performance.now() - started)} ms`);
  }
}
