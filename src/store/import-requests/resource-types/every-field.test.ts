import { describe, expect, it } from 'vitest';
import { createFactories } from '../../../factories/index.js';
import { schemaErrorPaths, schemasAvailable } from '../../../../test/support/schemas.js';
import { checked, issuePaths, SCHEMA_DEFINITIONS } from '../../../../test/support/resource-kinds.js';
import { IMPORT_RESOURCE_TYPES } from '../../import-container/import-container.js';
import { IMPORT_RESOURCE_KINDS } from './index.js';

// Every field of built items, one at a time, given a value of another JSON type: where the
// official schema refuses the item, the mock refuses it too, naming that very field. The kinds'
// own tests pick a few fields each; this walks all of them, so that a schema that lost a field,
// a nested object or a type check cannot go unnoticed.

const SEEDS = [1, 2, 3, 4, 5];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A value of another JSON type than the one given, or undefined for null (which means "absent"). */
function otherType(value: Json): Json | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string') return 42;
  return 'x';
}

/** Every path below the root, with the value found there. */
function* fieldsOf(value: Json, path: readonly (string | number)[] = []): Generator<[readonly (string | number)[], Json]> {
  if (path.length > 0) yield [path, value];
  if (Array.isArray(value)) {
    for (const [index, element] of value.entries()) yield* fieldsOf(element, [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, element] of Object.entries(value)) yield* fieldsOf(element, [...path, key]);
  }
}

function withValueAt(item: Json, path: readonly (string | number)[], replacement: Json): Json {
  const copy = structuredClone(item);
  let parent = copy as Record<string | number, Json>;
  for (const step of path.slice(0, -1)) parent = parent[step] as Record<string | number, Json>;
  parent[path.at(-1) as string | number] = replacement;
  return copy;
}

describe.skipIf(!schemasAvailable)('every field of a built item, given another type', () => {
  it.each(IMPORT_RESOURCE_TYPES)('%s: refused at that field wherever the official schema refuses it', (type) => {
    const kind = IMPORT_RESOURCE_KINDS[type];
    const [definition] = SCHEMA_DEFINITIONS[type];
    const missed: string[] = [];
    let refused = 0;
    for (const seed of SEEDS) {
      const body = createFactories({ seed }).importRequest(type, 1);
      const [built] = 'patches' in body ? body.patches : body.resources;
      if (built === undefined) throw new Error(`the ${type} factory built no item`);
      const item = JSON.parse(JSON.stringify(built)) as Json; // as it goes over the wire
      checked(kind, item);
      for (const [path, value] of fieldsOf(item)) {
        const replacement = otherType(value);
        if (replacement === undefined) continue;
        const broken = withValueAt(item, path, replacement);
        if (schemaErrorPaths(broken, 'import-api', definition)?.length === 0) continue;
        refused += 1;
        const field = path.join('.');
        if (!issuePaths(kind, broken).includes(field)) missed.push(`${field}: ${JSON.stringify(value)} → ${JSON.stringify(replacement)}`);
      }
    }
    expect(missed).toEqual([]);
    // The walk reached nested fields, not just the top level.
    expect(refused).toBeGreaterThan(SEEDS.length * 2);
  });
});
