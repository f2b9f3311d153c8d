import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

// The official schemas, generated from the official SDKs' type declarations by
// scripts/official-schemas.ts (`npm run schemas`) and kept in test/support/official-schemas/:
// every check runs on a fresh clone, with nothing beside the checkout. README.md there names
// the sources, and test/official-schemas.test.ts keeps the files equal to what the installed
// packages generate.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const OFFICIAL_SCHEMAS_DIR = resolve(ROOT, 'test/support/official-schemas');
// The official example bodies the tests send and validate (project/, import-requests/), copied
// with their source named in README.md there.
export const OFFICIAL_EXAMPLES_DIR = resolve(ROOT, 'test/support/official-examples');
// ../shared/spec, where a developer's checkout and CI have it beside the checkout, stays the
// reference the project decides by: test/official-schemas.test.ts also compares the generated
// schemas with its OpenAPI ones there. SPEC_DIR points a copy of the checkout (the msw 2 run,
// Stryker's sandbox) at the original's.
export const SPEC_DIR = process.env.SPEC_DIR ?? resolve(ROOT, '../shared/spec');
export const sharedSpecAvailable = existsSync(resolve(SPEC_DIR, 'schemas/project-api.schema.json'));

export type SchemaFile = 'project-api' | 'import-api' | 'platform-resources';

type JsonObject = Record<string, unknown>;
interface Discriminator {
  propertyName: string;
  mapping: Record<string, string>;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Ajv ignores OpenAPI's `discriminator` without `oneOf`, which would leave error objects, update
 * actions and shipping rate input types checked only by their base. This rewrites each
 * discriminated base B into `allOf: [B__base, if <prop> = value then <subtype>...]`, pointing
 * the subtypes' own `allOf: [B]` at B__base so that nothing recurses. It also drops the RAML
 * artefact that turns a pattern property (`/^[a-z]{2}(-[A-Z]{2})?$/`) into a required key.
 */
export function prepareDefinitions(source: Record<string, JsonObject>): Record<string, JsonObject> {
  const definitions: Record<string, JsonObject> = structuredClone(source);
  for (const definition of Object.values(definitions)) {
    const { required } = definition;
    if (Array.isArray(required)) {
      definition.required = required.filter((key) => !(typeof key === 'string' && key.startsWith('/') && key.endsWith('/')));
    }
  }
  for (const [name, definition] of Object.entries(source)) {
    const discriminator = definition.discriminator as Discriminator | undefined;
    if (!discriminator?.mapping) continue;
    const baseName = `${name}__base`;
    const { discriminator: _omitted, ...base } = definitions[name] as JsonObject;
    definitions[baseName] = base;
    const ownRef = `#/definitions/${name}`;
    for (const target of Object.values(discriminator.mapping)) {
      const subtype = definitions[target.replace('#/definitions/', '')];
      if (subtype && Array.isArray(subtype.allOf)) {
        subtype.allOf = subtype.allOf.map((part: unknown) =>
          isObject(part) && part.$ref === ownRef ? { $ref: `#/definitions/${baseName}` } : part,
        );
      }
    }
    const property = discriminator.propertyName;
    definitions[name] = {
      allOf: [
        { $ref: `#/definitions/${baseName}` },
        ...Object.entries(discriminator.mapping).map(([value, target]) => ({
          if: { properties: { [property]: { const: value } }, required: [property] },
          then: { $ref: target },
        })),
      ],
    };
  }
  return definitions;
}

/**
 * The definitions of one of the official schemas, as generated from the SDKs.
 *
 * @example
 * officialDefinitions('import-api').CategoryImport; // { type: 'object', required: ['key', 'name', 'slug'], ... }
 */
export function officialDefinitions(file: SchemaFile): Record<string, JsonObject> {
  const schema = JSON.parse(readFileSync(resolve(OFFICIAL_SCHEMAS_DIR, `${file}.schema.json`), 'utf8')) as {
    definitions: Record<string, JsonObject>;
  };
  return schema.definitions;
}

function createAjv(definitionsOf: (file: SchemaFile) => Record<string, JsonObject>, allErrors: boolean): Ajv {
  const instance = new Ajv({ strict: false, allErrors });
  instance.addFormat('datetime', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
  instance.addFormat('date-only', /^\d{4}-\d\d-\d\d$/);
  instance.addFormat('time-only', /^\d\d:\d\d:\d\d(?:\.\d+)?$/);
  // The OpenAPI documents' number formats, for the comparison with ../shared/spec.
  instance.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  instance.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  instance.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  for (const file of ['project-api', 'import-api', 'platform-resources'] as const) {
    instance.addSchema({ $id: file, definitions: prepareDefinitions(definitionsOf(file)) });
  }
  return instance;
}

/**
 * A validator of each definition of the schemas `definitionsOf` gives, compiled once. With
 * `allErrors`, a refused body's errors name every problem; without, validation stops at the first,
 * which is what the walks that break thousands of fields need.
 *
 * @example
 * const validatorFor = validators(officialDefinitions, true);
 * validatorFor('project-api', 'Project')(body); // true
 */
export function validators(
  definitionsOf: (file: SchemaFile) => Record<string, JsonObject>,
  allErrors: boolean,
): (file: SchemaFile, definition: string) => ValidateFunction {
  let ajv: Ajv | undefined;
  const compiled = new Map<string, ValidateFunction>();
  return (file, definition) => {
    const id = `${file}#/definitions/${definition}`;
    let validate = compiled.get(id);
    if (!validate) {
      ajv ??= createAjv(definitionsOf, allErrors);
      validate = ajv.getSchema(id);
      if (!validate) throw new Error(`No definition ${definition} in ${file}.schema.json.`);
      compiled.set(id, validate);
    }
    return validate;
  };
}

const validatorFor = validators(officialDefinitions, true);
const firstErrorValidatorFor = validators(officialDefinitions, false);

/**
 * The instance paths at which a body breaks a definition of the official schemas (`[]` when it
 * validates).
 *
 * @example
 * schemaErrorPaths(item, 'import-api', 'CategoryImport'); // ['/slug']
 */
export function schemaErrorPaths(body: unknown, file: SchemaFile, definition: string): string[] {
  const validate = validatorFor(file, definition);
  return validate(body) ? [] : (validate.errors ?? []).map((error) => error.instancePath);
}

/**
 * Whether a body validates against a definition of the official schemas: schemaErrorPaths's
 * `length === 0`, stopping at the first problem.
 *
 * @example
 * if (!schemaAccepts(item, 'import-api', 'CategoryImport')) ... // the platform refuses it
 */
export function schemaAccepts(body: unknown, file: SchemaFile, definition: string): boolean {
  return firstErrorValidatorFor(file, definition)(body);
}

/**
 * Asserts that a body validates against a definition of the official schemas.
 *
 * @example
 * expectSchemaValid(response.body, 'project-api', 'Project');
 */
export function expectSchemaValid(body: unknown, file: SchemaFile, definition: string): void {
  const validate = validatorFor(file, definition);
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`);
    throw new Error(`Body does not validate as ${file}#${definition}:\n  ${problems.join('\n  ')}\n${JSON.stringify(body, null, 2)}`);
  }
}

/**
 * Validates an error body: AuthErrorResponse for 401 and 403, ErrorResponse otherwise.
 *
 * @example
 * expectErrorSchemaValid(error.body, error.statusCode);
 */
export function expectErrorSchemaValid(body: unknown, statusCode: number, file: SchemaFile = 'project-api'): void {
  const isAuth = statusCode === 401 || statusCode === 403;
  expectSchemaValid(body, file, isAuth && file === 'project-api' ? 'AuthErrorResponse' : 'ErrorResponse');
}
