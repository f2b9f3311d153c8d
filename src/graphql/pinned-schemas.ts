import { BREAK, buildASTSchema, Kind, visit, type DocumentNode, type GraphQLSchema, type SelectionSetNode } from 'graphql';
import { PROJECT_SCHEMA } from './generated/project-schema.js';

// Built once per process: building the whole cut (about 1 100 types) is most of what a first
// GraphQL request costs, and the part project and updateProject reach (under a hundred) an
// eighth of it. Both are printed whole from the official file, so they validate and answer a
// document alike wherever the smaller one has every type and root field the document names.
let projectSchema: GraphQLSchema | undefined;
let pinnedSchema: Promise<GraphQLSchema> | undefined;

const BUILD_OPTIONS = { assumeValidSDL: true, assumeValid: true } as const;

/** The root fields the small schema has. */
const PROJECT_ROOT_FIELDS: ReadonlySet<string> = new Set(['project', 'updateProject', '__typename']);

/**
 * The whole pinned schema, built with its first use; its module (a 1.5 MB document) loads then too.
 *
 * @example
 * const schema = await loadPinnedSchema();
 */
export function loadPinnedSchema(): Promise<GraphQLSchema> {
  return (pinnedSchema ??= import('./generated/pinned-schema.js').then(({ PINNED_SCHEMA }) => buildASTSchema(PINNED_SCHEMA, BUILD_OPTIONS)));
}

/**
 * The schema to validate and execute a document against: the small one when every type the
 * document names is in it and every root field it selects is `project`, `updateProject` or
 * `__typename` (introspection needs the whole schema), else the whole pinned schema. Either
 * gives the same answer for such a document; the small one only costs less to build.
 *
 * @example
 * const schema = await schemaFor(parse('{ project { key } }')); // the small one
 */
export function schemaFor(document: DocumentNode): GraphQLSchema | Promise<GraphQLSchema> {
  projectSchema ??= buildASTSchema(PROJECT_SCHEMA, BUILD_OPTIONS);
  return fitsProjectSchema(document, projectSchema) ? projectSchema : loadPinnedSchema();
}

function fitsProjectSchema(document: DocumentNode, schema: GraphQLSchema): boolean {
  const fragments = new Map<string, SelectionSetNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition.selectionSet);
  }
  const seen = new Set<string>();
  const rootFieldsFit = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return PROJECT_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return rootFieldsFit(selection.selectionSet);
      // A fragment spread twice is checked once; one that names no fragment fails validation alike in both.
      const name = selection.name.value;
      if (seen.has(name)) return true;
      seen.add(name);
      const fragment = fragments.get(name);
      return fragment === undefined || rootFieldsFit(fragment);
    });
  // A fragment on a root type counts as root fields even where it is spread nowhere: validation
  // reads it, and its suggestions for an unknown field come from the root type's fields.
  const atRoot = (definition: DocumentNode['definitions'][number]) =>
    definition.kind === Kind.OPERATION_DEFINITION ||
    (definition.kind === Kind.FRAGMENT_DEFINITION && ['Query', 'Mutation', 'Subscription'].includes(definition.typeCondition.name.value));
  return (
    document.definitions.every((definition) => !atRoot(definition) || !('selectionSet' in definition) || rootFieldsFit(definition.selectionSet)) &&
    everyNamedType(document, schema)
  );
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
