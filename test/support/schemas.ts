import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';

// The official schemas live in ../shared/spec beside a developer checkout and CI's clone, but not
// beside a user's fresh clone. Without them, schema assertions are skipped with a warning in each
// test file that makes them, and test/schemas.test.ts shows skipped tests that say so.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// SPEC_DIR lets a copy of the checkout (the msw 2 run) point at the original's ../shared/spec.
export const SPEC_DIR = process.env.SPEC_DIR ?? resolve(ROOT, '../shared/spec');
export const schemasAvailable = existsSync(resolve(SPEC_DIR, 'schemas/project-api.schema.json'));

export type SchemaFile = 'project-api' | 'import-api';

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

let ajv: Ajv | undefined;
const validators = new Map<string, ValidateFunction>();

function createAjv(): Ajv {
  const instance = new Ajv({ strict: false, allErrors: true });
  instance.addFormat('datetime', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?(?:Z|[+-]\d\d:\d\d)$/);
  instance.addFormat('date-only', /^\d{4}-\d\d-\d\d$/);
  instance.addFormat('time-only', /^\d\d:\d\d:\d\d(?:\.\d+)?$/);
  instance.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  instance.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  instance.addFormat('double', { type: 'number', validate: (n: number) => Number.isFinite(n) });
  for (const file of ['project-api', 'import-api'] as const) {
    const schema = JSON.parse(readFileSync(resolve(SPEC_DIR, `schemas/${file}.schema.json`), 'utf8')) as {
      definitions: Record<string, JsonObject>;
    };
    instance.addSchema({ $id: file, definitions: prepareDefinitions(schema.definitions) });
  }
  return instance;
}

function validatorFor(file: SchemaFile, definition: string): ValidateFunction {
  const id = `${file}#/definitions/${definition}`;
  let validate = validators.get(id);
  if (!validate) {
    ajv ??= createAjv();
    validate = ajv.getSchema(id);
    if (!validate) throw new Error(`No definition ${definition} in ${file}.schema.json.`);
    validators.set(id, validate);
  }
  return validate;
}

/**
 * The instance paths at which a body breaks a definition of the official schemas (`[]` when it
 * validates), or `undefined` when the schemas are not beside the checkout.
 *
 * @example
 * if (schemaErrorPaths(item, 'import-api', 'CategoryImport')?.length) ... // the platform refuses it
 */
export function schemaErrorPaths(body: unknown, file: SchemaFile, definition: string): string[] | undefined {
  if (!schemasAvailable) return undefined;
  const validate = validatorFor(file, definition);
  return validate(body) ? [] : (validate.errors ?? []).map((error) => error.instancePath);
}

let warned = false;

/**
 * Asserts that a body validates against a definition of the official schemas, or counts a skipped
 * assertion when the schemas are not beside the checkout.
 *
 * @example
 * expectSchemaValid(response.body, 'project-api', 'Project');
 */
export function expectSchemaValid(body: unknown, file: SchemaFile, definition: string): void {
  if (!schemasAvailable) {
    if (!warned) console.warn(`⚠ ${SPEC_DIR} is missing: this file's schema assertions are skipped.`);
    warned = true;
    return;
  }
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
