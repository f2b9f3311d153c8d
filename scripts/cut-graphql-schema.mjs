// Cuts the GraphQL schema the mock executes from the official one (vendor/commercetools-api-reference/
// schema.sdl, commercetools-api-reference api-specs/graphql/schema.sdl, MIT): the root fields the
// mock answers, or answers with NotModelledByMock, and every type they reach, each kept whole as
// graphql-js prints it from the official file, so that a query valid on the platform for these
// fields validates here too. It writes the modules of src/graphql/generated/, each the cut's
// document pre-parsed (JSON without locations: in a fresh process JSON.parse of it is several
// times faster than graphql-js parsing the SDL text, see docs/graphql.md):
//
//   pinned-schema.js   every kept root field
//   pinned-schema-roots.js  the names of the official schema's root fields and of those the cut
//                      keeps (the others answer NotModelledByMock without validation)
//   project-schema.js  only project and updateProject: the same types reachable from them, an
//                      eighth of the cost to build, so that a first Project query does not pay for
//                      the whole cut (src/graphql/pinned-schemas.ts picks the one a document needs)
//   reads-schema.js    project, updateProject and the 18 reads, without following the
//                      implementations of ReferenceExpandable and Versioned: 323 types, so that a
//                      first read does not pay for the whole cut either
//
// test/graphql/pinned-schema.test.ts fails while the modules differ from what this script makes.
//
//   node scripts/cut-graphql-schema.mjs          writes the modules
//   node scripts/cut-graphql-schema.mjs --print  prints the whole cut's SDL instead
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse, print } from 'graphql';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The official file's commit, named in the module's header (vendor/commercetools-api-reference/README.md). */
export const SOURCE_COMMIT = '5867aa22abcab5a521bd5bf0bd3b332c5ad763ae';
export const SOURCE_FILE = 'vendor/commercetools-api-reference/schema.sdl';
export const TARGET_DIR = 'src/graphql/generated';

/**
 * The Query fields kept: those the mock answers (project, and the reads of the resources imports
 * create), and those it answers with
 * NotModelledByMock although the platform has them, so that a query valid on the platform
 * validates and gets that error rather than "Cannot query field".
 */
export const QUERY_FIELDS = [
  'project',
  'product',
  'products',
  'category',
  'categories',
  'productType',
  'productTypes',
  'typeDefinition',
  'typeDefinitions',
  'customer',
  'customers',
  'order',
  'orders',
  'inventoryEntry',
  'inventoryEntries',
  'standalonePrice',
  'standalonePrices',
  'discountCode',
  'discountCodes',
  'me',
  'inStore',
  'productProjectionSearch',
  'limits',
];

/** The Mutation fields kept: the one the mock answers. Every other mutation fails validation (docs/graphql.md says why). */
export const MUTATION_FIELDS = ['updateProject'];

const namedType = (type) => (type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type));

/**
 * The cut of an official SDL text: the kept root fields (Query and Mutation without their
 * `implements` lists, whose interfaces ask for fields the cut leaves out) and every definition
 * they reach through field types, argument types, interfaces, union members, implementations of
 * kept interfaces and directives, each printed whole, in the official file's order.
 */
export function cutSchema(officialSdl, queryFields = QUERY_FIELDS, mutationFields = MUTATION_FIELDS, unfollowed = []) {
  const document = parse(officialSdl, { noLocation: true });
  const byName = new Map();
  const implementations = new Map();
  for (const definition of document.definitions) {
    if (!definition.name) continue;
    byName.set(definition.name.value, definition);
    for (const face of definition.interfaces ?? []) {
      implementations.set(face.name.value, [...(implementations.get(face.name.value) ?? []), definition.name.value]);
    }
  }
  const kept = new Set();
  const visit = (name) => {
    const definition = byName.get(name);
    if (kept.has(name) || !definition) return;
    kept.add(name);
    for (const field of definition.fields ?? []) {
      visit(namedType(field.type));
      for (const argument of field.arguments ?? []) visit(namedType(argument.type));
      for (const directive of field.directives ?? []) visit(directive.name.value);
    }
    for (const value of definition.values ?? []) for (const directive of value.directives ?? []) visit(directive.name.value);
    for (const argument of definition.arguments ?? []) visit(namedType(argument.type));
    for (const face of definition.interfaces ?? []) visit(face.name.value);
    for (const member of definition.types ?? []) visit(member.name.value);
    if (!unfollowed.includes(name)) for (const implementation of implementations.get(name) ?? []) visit(implementation);
    for (const directive of definition.directives ?? []) visit(directive.name.value);
  };
  const roots = [];
  for (const [typeName, wanted] of [
    ['Query', queryFields],
    ['Mutation', mutationFields],
  ]) {
    const type = byName.get(typeName);
    const fields = type.fields.filter((field) => wanted.includes(field.name.value));
    const missing = wanted.filter((name) => !fields.some((field) => field.name.value === name));
    if (missing.length > 0) throw new Error(`cut-graphql-schema: ${typeName} has no field ${missing.join(', ')} in ${SOURCE_FILE}.`);
    for (const field of fields) visit(namedType(field.type));
    for (const field of fields) for (const argument of field.arguments ?? []) visit(namedType(argument.type));
    roots.push({ name: typeName, definition: { ...type, interfaces: [], fields } });
  }
  const printed = [];
  for (const definition of document.definitions) {
    const name = definition.name?.value;
    const root = roots.find((entry) => entry.name === name);
    if (root) printed.push(print(root.definition));
    else if (name !== undefined && kept.has(name) && name !== 'Query' && name !== 'Mutation') printed.push(print(definition));
  }
  return `${printed.join('\n\n')}\n`;
}

/** The root fields of the small schema: what a first Project query or update needs. */
export const PROJECT_FIELDS = { Query: ['project'], Mutation: ['updateProject'] };

/** The root fields of the reads' schema: project and the reads of what imports create. */
export const READ_FIELDS = { Query: QUERY_FIELDS.filter((name) => !['me', 'inStore', 'productProjectionSearch', 'limits'].includes(name)), Mutation: ['updateProject'] };

/**
 * The interfaces whose implementations the reads' schema keeps only where a field reaches them:
 * every resource implements them (45 and 26 types), and through them a read reaches 857 types,
 * without them 323. A document that validates on the reads' schema validates on the whole one
 * (each kept type is whole, an interface only has fewer implementations there, so fragments
 * overlap no more often); src/graphql/pinned-schemas.ts validates a document the reads' schema
 * refuses again on the whole one, for the whole one's errors.
 */
export const READ_UNFOLLOWED = ['ReferenceExpandable', 'Versioned'];

/** The names of every field of the official Query and Mutation types. */
export function officialRootFields(officialSdl) {
  const document = parse(officialSdl, { noLocation: true });
  const fieldsOf = (name) => document.definitions.find((definition) => definition.name?.value === name).fields.map((field) => field.name.value);
  return { Query: fieldsOf('Query'), Mutation: fieldsOf('Mutation') };
}

const header = (what) =>
  [
    `// Generated by scripts/cut-graphql-schema.mjs from ${SOURCE_FILE}: ${what}, cut from`,
    `// commercetools-api-reference api-specs/graphql/schema.sdl at commit ${SOURCE_COMMIT} (MIT).`,
    '// Do not edit; run `node scripts/cut-graphql-schema.mjs` after replacing the vendored file.',
  ].join('\n');

/** A module whose export is a cut's document, parsed without locations, as a JSON text V8 parses fast. */
function documentModule(what, name, cut) {
  const json = JSON.stringify(parse(cut, { noLocation: true }));
  return `${header(what)}\nexport const ${name} = JSON.parse(${JSON.stringify(json)});\n`;
}

/**
 * The generated modules' texts by file name, from the official SDL text.
 */
export function generatedModules(officialSdl) {
  const roots = [
    `export const OFFICIAL_ROOT_FIELDS = ${JSON.stringify(officialRootFields(officialSdl))};`,
    `export const KEPT_ROOT_FIELDS = ${JSON.stringify({ Query: QUERY_FIELDS, Mutation: MUTATION_FIELDS })};`,
  ].join('\n');
  return {
    'pinned-schema-roots.js': `${header('the root fields of the official schema, and those the cut keeps')}\n${roots}\n`,
    'pinned-schema.js': documentModule('the schema the mock executes', 'PINNED_SCHEMA', cutSchema(officialSdl)),
    'project-schema.js': documentModule(
      'the part of it that project and updateProject reach',
      'PROJECT_SCHEMA',
      cutSchema(officialSdl, PROJECT_FIELDS.Query, PROJECT_FIELDS.Mutation),
    ),
    'reads-schema.js': documentModule(
      'the part of it that project, updateProject and the reads reach, without every implementation of ReferenceExpandable and Versioned',
      'READS_SCHEMA',
      cutSchema(officialSdl, READ_FIELDS.Query, READ_FIELDS.Mutation, READ_UNFOLLOWED),
    ),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const official = readFileSync(resolve(root, SOURCE_FILE), 'utf8');
  if (process.argv.includes('--print')) process.stdout.write(cutSchema(official));
  else for (const [name, text] of Object.entries(generatedModules(official))) writeFileSync(resolve(root, TARGET_DIR, name), text);
}
