import { execute, GraphQLError, Kind, parse, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { ErrorObject } from '../errors/error-response.js';
import { invalidInput } from '../errors/http-api-errors.js';
import { notModelledField } from '../errors/unmodelled-errors.js';
import { KEPT_ROOT_FIELDS, OFFICIAL_ROOT_FIELDS } from './generated/pinned-schema-roots.js';
import type { GraphqlAnswer } from './graphql-answer.js';
import type { GraphqlContext } from './graphql-context.js';
import { graphqlError } from './graphql-error.js';
import type { GraphqlRequest } from './graphql-request.js';
import { validatedSchema } from './pinned-schemas.js';
import { keepProjectAnswer, keptProjectAnswer, readsProjectAlone } from './project-answers.js';
import { fragmentsOf, rootFields, ROOT_TYPES } from './root-fields.js';
import { rootValueOf } from './root-resolvers.js';

// The codes of input the platform refuses: since 29 January 2026 its GraphQL API answers them
// HTTP 400 with `data: null` (release note 2026-01-29); every other error keeps HTTP 200.
const INPUT_CODES: ReadonlySet<unknown> = new Set(['InvalidInput', 'InvalidJsonInput']);

// A document of more tokens than this is refused before parsing: it could only be an attack on
// the parser, and the platform limits query complexity far below it.
const MAX_TOKENS = 50_000;

/**
 * An error as the answer carries it: `locations` always (empty for an error of the whole request,
 * as the RAML's GraphQLError requires the field), `path` for a field's, and `extensions.code`
 * always: an error graphql-js raises during execution without one (a null for a non-null field,
 * a fault of the mock's own: where a seed leaves such a value out, the field says so) gets
 * `General`, the platform's code for its own failures.
 */
function formatted(error: GraphQLError, fallbackCode: string): GraphQLFormattedError {
  const { message, locations = [], path, extensions } = error.toJSON();
  return { message, locations, ...(path && { path }), extensions: { code: fallbackCode, ...extensions } };
}

/** The 400 for a document that does not parse or validate, or a request graphql-js cannot run: no `data`. */
const refused = (errors: readonly GraphQLError[]): GraphqlAnswer => ({ status: 400, body: { errors: errors.map((error) => formatted(error, 'InvalidInput')) } });

/** A request error that is none of graphql-js's own: `InvalidInput`, with no location. */
const refusedWith = (error: ErrorObject): GraphqlAnswer => refused([graphqlError(error)]);

/**
 * The root fields a document selects that the official schema has and the pinned cut leaves out
 * (`carts`, `createProduct`, ...): each answers NotModelledByMock, located at the field, with no
 * data, rather than the "Cannot query field" a schema without it would give. A field selected
 * through a fragment on the root type (`{ ...F } fragment F on Query { carts { total } }`, or an
 * inline `... on Query { carts { total } }`) counts as one selected directly, as graphql-js runs it
 * so; each response key is named once per operation, however many fragments select it.
 */
function unmodelledRootFields(document: DocumentNode, kept: { Query: ReadonlySet<string>; Mutation: ReadonlySet<string> }): GraphQLError[] {
  const fragments = fragmentsOf(document);
  const errors: GraphQLError[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION || definition.operation === 'subscription') continue;
    const typeName = ROOT_TYPES[definition.operation];
    const named = new Set<string>();
    for (const field of rootFields(definition.selectionSet, typeName, fragments)) {
      const name = field.name.value;
      const key = field.alias?.value ?? name;
      if (kept[typeName].has(name) || !OFFICIAL_ROOT_FIELDS[typeName].includes(name) || named.has(key)) continue;
      named.add(key);
      const { message, ...extensions } = notModelledField(`${typeName}.${name}`);
      errors.push(new GraphQLError(message, { nodes: field, path: [key], extensions }));
    }
  }
  return errors;
}

/**
 * An operation of a type the schema has no root type for (the platform's schema has no
 * `Subscription`): invalid, in the words of graphql-js 17's KnownOperationTypesRule, which 16
 * lacks; without it, graphql-js 16 would refuse it only while executing, as its own failure.
 */
function unsupportedOperations(document: DocumentNode, schema: GraphQLSchema): GraphQLError[] {
  return document.definitions
    .filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION)
    .filter(({ operation }) => !schema.getRootType(operation))
    .map((definition) => new GraphQLError(`The ${definition.operation} operation is not supported by the schema.`, { nodes: definition }));
}

let keptRootFields: { Query: ReadonlySet<string>; Mutation: ReadonlySet<string> } | undefined;

/**
 * Answers a GraphQL request on the pinned official schema, as the platform's GraphQL API answers:
 * a document that does not parse or validate, variables that do not fit, or no operation to run
 * get HTTP 400 with `InvalidInput` errors and no `data`; a field error with the code InvalidInput
 * (or REST's InvalidJsonInput, for an update of the wrong shape) gets HTTP 400 and `data: null`;
 * any other answer HTTP 200 with `data` and the errors beside it.
 *
 * @example
 * const { status, body } = await executeGraphql({ query: '{ project { key } }' }, context);
 */
export async function executeGraphql(request: GraphqlRequest, context: GraphqlContext): Promise<GraphqlAnswer> {
  // A document checked before is at hand without waiting: most requests of a test suite are.
  const checked = checkedDocuments.get(request.query) ?? (await checkedDocument(request.query));
  if ('status' in checked) return checked;
  const { schema, document, projectAlone } = checked;
  const kept = projectAlone ? await keptProjectAnswer(request, context) : undefined;
  if (kept?.answer) return kept.answer;
  let result;
  try {
    result = await execute({ schema, document, rootValue: rootValueOf(schema), contextValue: context, variableValues: request.variables, operationName: request.operationName });
  } catch (error) {
    if (error instanceof RangeError) return refusedWith(invalidInput('The GraphQL document is nested too deeply to run. Nest fields less deeply.'));
    throw error;
  }
  // No data at all: the variables did not fit, or no operation was chosen; nothing ran.
  if (result.data === undefined) return refused(result.errors ?? []);
  const errors = [...(result.errors ?? []), ...context.moreErrors].map((error) => formatted(error, 'General'));
  if (errors.length === 0) {
    const answer = { status: 200, body: { data: result.data } };
    if (kept) keepProjectAnswer(kept.project, request, answer);
    return answer;
  }
  const input = errors.some((error) => INPUT_CODES.has(error.extensions?.code));
  return { status: input ? 400 : 200, body: { data: input ? null : result.data, errors } };
}

/** A document that parsed and validated, and the schema it validated on. */
interface CheckedDocument {
  readonly schema: GraphQLSchema;
  readonly document: DocumentNode;
  /** Whether its answers can be kept with the Project (`readsProjectAlone`). */
  readonly projectAlone: boolean;
}

// Tests send the same few documents again and again: parsing and validating one costs ten times
// what running it does, and the answer to either depends on the text alone. Bounded, as a
// generated document per request (values written into the text) must not fill the memory.
const checkedDocuments = new Map<string, CheckedDocument | GraphqlAnswer>();
const CHECKED_DOCUMENTS = 200;

/** The parsed, validated document of a query text, or the answer that refuses it, kept by text. */
async function checkedDocument(query: string): Promise<CheckedDocument | GraphqlAnswer> {
  const checked = await checkDocument(query);
  if (checkedDocuments.size >= CHECKED_DOCUMENTS) checkedDocuments.clear();
  checkedDocuments.set(query, checked);
  return checked;
}

async function checkDocument(query: string): Promise<CheckedDocument | GraphqlAnswer> {
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch (error) {
    if (error instanceof GraphQLError) return refused([error]);
    if (error instanceof RangeError) return refusedWith(invalidInput('The GraphQL document is nested too deeply to parse. Nest fields less deeply.'));
    throw error;
  }
  keptRootFields ??= { Query: new Set(KEPT_ROOT_FIELDS.Query), Mutation: new Set(KEPT_ROOT_FIELDS.Mutation) };
  const unmodelled = unmodelledRootFields(document, keptRootFields);
  if (unmodelled.length > 0) return { status: 200, body: { data: null, errors: unmodelled.map((error) => formatted(error, 'NotModelledByMock')) } };
  try {
    const { schema, errors } = await validatedSchema(document);
    const invalid = [...errors, ...unsupportedOperations(document, schema)];
    return invalid.length > 0 ? refused(invalid) : { schema, document, projectAlone: readsProjectAlone(document) };
  } catch (error) {
    if (error instanceof RangeError) return refusedWith(invalidInput('The GraphQL document is nested too deeply to validate. Nest fields less deeply.'));
    throw error;
  }
}
