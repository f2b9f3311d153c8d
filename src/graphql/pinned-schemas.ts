import { BREAK, buildASTSchema, Kind, validate, visit, type DocumentNode, type GraphQLError, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { typeCustomScalars } from './custom-scalars.js';
import { fragmentsOf, ROOT_TYPES, rootFields } from './root-fields.js';
import { KEPT_ROOT_FIELDS } from './generated/pinned-schema-roots.js';
import { PROJECT_SCHEMA } from './generated/project-schema.js';

// Built once per process: building the whole cut (about 1 100 types) is most of what a first
// GraphQL request costs, and the part project and updateProject reach (under a hundred) an
// eighth of it. Both are printed whole from the official file, so they validate and answer a
// document alike wherever the smaller one has every type and root field the document names.
let projectSchema: GraphQLSchema | undefined;
let pinnedSchema: Promise<GraphQLSchema> | undefined;
let readsSchema: Promise<GraphQLSchema> | undefined;

const BUILD_OPTIONS = { assumeValidSDL: true, assumeValid: true } as const;

/** The root fields the small schema has. */
const PROJECT_ROOT_FIELDS: ReadonlySet<string> = new Set(['project', 'updateProject', '__typename']);

/** The root fields the reads' schema has: all the whole cut keeps but those that reach nearly all of it. */
const READ_ROOT_FIELDS: ReadonlySet<string> = new Set([
  ...KEPT_ROOT_FIELDS.Query.filter((name) => !['me', 'inStore', 'productProjectionSearch', 'limits'].includes(name)),
  ...KEPT_ROOT_FIELDS.Mutation,
  '__typename',
]);

/** The reads' schema (323 types), built with its first use: a first read pays for a third of the whole cut. */
function loadReadsSchema(): Promise<GraphQLSchema> {
  return (readsSchema ??= import('./generated/reads-schema.js').then(({ READS_SCHEMA }) => typeCustomScalars(buildASTSchema(READS_SCHEMA, BUILD_OPTIONS))));
}

/**
 * The whole pinned schema, built with its first use; its module (a 1.5 MB document) loads then too.
 *
 * @example
 * const schema = await loadPinnedSchema();
 */
export function loadPinnedSchema(): Promise<GraphQLSchema> {
  return (pinnedSchema ??= import('./generated/pinned-schema.js').then(({ PINNED_SCHEMA }) => typeCustomScalars(buildASTSchema(PINNED_SCHEMA, BUILD_OPTIONS))));
}

/**
 * The schema to validate and execute a document against: the small one when every type the
 * document names is in it and every root field it selects is `project`, `updateProject` or
 * `__typename` (introspection needs the whole schema); else the reads' one where every type the
 * document names is in it and its root fields are those and the 18 reads; else the whole pinned
 * schema. Each answers such a document as the whole one does; a smaller one only costs less to
 * build. The reads' one leaves out implementations of two interfaces no field reaches, so
 * `validatedSchema` checks a document it refuses on the whole one.
 *
 * @example
 * const schema = await schemaFor(parse('{ project { key } }')); // the small one
 */
export async function schemaFor(document: DocumentNode): Promise<GraphQLSchema> {
  projectSchema ??= typeCustomScalars(buildASTSchema(PROJECT_SCHEMA, BUILD_OPTIONS));
  if (fitsSchema(document, projectSchema, PROJECT_ROOT_FIELDS)) return projectSchema;
  if (rootFieldsFit(document, READ_ROOT_FIELDS)) {
    const reads = await loadReadsSchema();
    if (everyNamedType(document, reads)) return reads;
  }
  return loadPinnedSchema();
}

/**
 * The schema a document runs on and its validation errors there, as the whole pinned schema
 * gives them: a document a smaller schema refuses is validated again on the whole one, which has
 * the same types whole and may name more implementations of an interface in its messages.
 *
 * @example
 * const { schema, errors } = await validatedSchema(parse('{ product(key: "a") { id } }'));
 */
export async function validatedSchema(document: DocumentNode): Promise<{ readonly schema: GraphQLSchema; readonly errors: readonly GraphQLError[] }> {
  const schema = await schemaFor(document);
  const errors = validate(schema, document);
  if (errors.length === 0 || schema === projectSchema) return { schema, errors };
  const whole = await loadPinnedSchema();
  return schema === whole ? { schema, errors } : { schema: whole, errors: validate(whole, document) };
}

/** Whether a document selects only `rootFields` at its root and names only types the schema has. */
function fitsSchema(document: DocumentNode, schema: GraphQLSchema, rootFields: ReadonlySet<string>): boolean {
  return rootFieldsFit(document, rootFields) && everyNamedType(document, schema);
}

/** Whether every root field a document selects (through fragments too) is one of `rootFields`. */
function rootFieldsFit(document: DocumentNode, names: ReadonlySet<string>): boolean {
  const fragments = fragmentsOf(document);
  const fit = (selectionSet: SelectionSetNode, typeName: string) => rootFields(selectionSet, typeName, fragments).every(({ name }) => names.has(name.value));
  // A fragment on a root type counts as root fields even where it is spread nowhere: validation
  // reads it, and its suggestions for an unknown field come from the root type's fields.
  return document.definitions.every((definition) => {
    if (definition.kind === Kind.OPERATION_DEFINITION) return fit(definition.selectionSet, ROOT_TYPES[definition.operation]);
    if (definition.kind !== Kind.FRAGMENT_DEFINITION) return true;
    const typeName = definition.typeCondition.name.value;
    return !Object.values(ROOT_TYPES).some((root) => root === typeName) || fit(definition.selectionSet, typeName);
  });
}

/** Whether the schema has every type the document names (variable types, type conditions). */
function everyNamedType(document: DocumentNode, schema: GraphQLSchema): boolean {
  let found = true;
  visit(document, {
    NamedType(node) {
      if (schema.getType(node.name.value)) return undefined;
      found = false;
      return BREAK;
    },
  });
  return found;
}
