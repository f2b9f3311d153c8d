import { readFileSync } from 'node:fs';
import { buildASTSchema, Kind, parse, print, validateSchema, type DefinitionNode, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { cutSchema, generatedModules, MUTATION_FIELDS, QUERY_FIELDS, SOURCE_COMMIT, SOURCE_FILE, TARGET_DIR } from '../../scripts/cut-graphql-schema.mjs';
import { KEPT_ROOT_FIELDS, OFFICIAL_ROOT_FIELDS } from '../../src/graphql/generated/pinned-schema-roots.js';
import { PINNED_SCHEMA } from '../../src/graphql/generated/pinned-schema.js';
import { PROJECT_SCHEMA } from '../../src/graphql/generated/project-schema.js';
import { READS_SCHEMA } from '../../src/graphql/generated/reads-schema.js';
import { GRAPHQL_PROJECT_ACTIONS } from '../../src/graphql/project-update-actions.js';

// The schema the mock executes is the official one, cut: these tests fail when the committed cut
// is not what the script makes from the vendored file (a stale copy), and when a kept type is not
// the official file's definition, whole, as graphql-js prints it.

const root = new URL('../../', import.meta.url);
const officialText = readFileSync(new URL(SOURCE_FILE, root), 'utf8');
const official = parse(officialText, { noLocation: true });

const nameOf = (definition: DefinitionNode) => ('name' in definition && definition.name ? definition.name.value : undefined);
const byName = (document: DocumentNode) => new Map(document.definitions.map((definition) => [nameOf(definition), definition]));
const officialByName = byName(official);

describe('the pinned GraphQL schema', () => {
  it('is the vendored file at the named commit', () => {
    expect(readFileSync(new URL('vendor/commercetools-api-reference/README.md', root), 'utf8')).toContain(SOURCE_COMMIT);
    expect(officialText.length).toBeGreaterThan(500_000);
  });

  it('is what scripts/cut-graphql-schema.mjs makes from the vendored file', () => {
    for (const [name, text] of Object.entries(generatedModules(officialText))) {
      expect(readFileSync(new URL(`${TARGET_DIR}/${name}`, root), 'utf8'), `${TARGET_DIR}/${name} is stale: run node scripts/cut-graphql-schema.mjs`).toBe(text);
      expect(text).toContain(SOURCE_COMMIT);
      expect(text).toContain('scripts/cut-graphql-schema.mjs');
    }
  });

  it.each([
    ['pinned', PINNED_SCHEMA],
    ['project', PROJECT_SCHEMA],
    ['reads', READS_SCHEMA],
  ])('keeps each type of the %s cut whole, as the official file defines it', (_, document) => {
    for (const definition of document.definitions) {
      const name = nameOf(definition);
      const officialDefinition = officialByName.get(name);
      if (!officialDefinition) throw new TypeError(`${name} is not in the official schema`);
      if (name === 'Query' || name === 'Mutation') {
        // The root types keep some fields, each whole, and drop their `implements` list.
        if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION || officialDefinition.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new TypeError(name);
        const officialFields = new Map(officialDefinition.fields?.map((field) => [field.name.value, print(field)]));
        for (const field of definition.fields ?? []) expect(print(field)).toBe(officialFields.get(field.name.value));
        expect(definition.interfaces ?? []).toEqual([]);
      } else {
        expect(print(definition)).toBe(print(officialDefinition));
      }
    }
  });

  it('keeps exactly the root fields it names, and lists the official ones', () => {
    const fieldsOf = (document: DocumentNode, type: string) => {
      const definition = byName(document).get(type);
      return definition && 'fields' in definition ? (definition.fields ?? []).map((field) => field.name.value).sort() : [];
    };
    expect(fieldsOf(PINNED_SCHEMA, 'Query')).toEqual([...QUERY_FIELDS].sort());
    expect(fieldsOf(PINNED_SCHEMA, 'Mutation')).toEqual([...MUTATION_FIELDS].sort());
    expect(fieldsOf(PROJECT_SCHEMA, 'Query')).toEqual(['project']);
    expect(fieldsOf(PROJECT_SCHEMA, 'Mutation')).toEqual(['updateProject']);
    expect(KEPT_ROOT_FIELDS).toEqual({ Query: QUERY_FIELDS, Mutation: MUTATION_FIELDS });
    expect([...OFFICIAL_ROOT_FIELDS.Query].sort()).toEqual(fieldsOf(official, 'Query'));
    expect([...OFFICIAL_ROOT_FIELDS.Mutation].sort()).toEqual(fieldsOf(official, 'Mutation'));
  });

  it('has in the small cut every type the whole cut reaches from project and updateProject', () => {
    expect(PROJECT_SCHEMA.definitions.length).toBeLessThan(PINNED_SCHEMA.definitions.length / 8);
    expect(print(parse(cutSchema(officialText, ['project'], ['updateProject'])))).toBe(print(PROJECT_SCHEMA));
    const whole = byName(PINNED_SCHEMA);
    for (const definition of PROJECT_SCHEMA.definitions) {
      const name = nameOf(definition);
      if (name !== 'Query' && name !== 'Mutation') expect(whole.get(name), name).toEqual(definition);
    }
  });

  it.each([
    ['pinned', PINNED_SCHEMA],
    ['project', PROJECT_SCHEMA],
    ['reads', READS_SCHEMA],
  ])('builds the %s cut into a schema validateSchema finds nothing wrong with', (_, document) => {
    expect(validateSchema(buildASTSchema(document))).toEqual([]);
  });

  it('converts exactly the update actions of ProjectSettingsUpdateAction', () => {
    const input = officialByName.get('ProjectSettingsUpdateAction');
    const names = input && 'fields' in input ? (input.fields ?? []).map((field) => field.name.value) : [];
    expect([...GRAPHQL_PROJECT_ACTIONS].sort()).toEqual([...names].sort());
  });
});
