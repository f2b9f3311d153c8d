import { describe, expect, it } from 'vitest';
import { fieldsOf, otherType, withValueAt, type Json } from '../../../../test/support/json-fields.js';
import { createFactories } from '../../../factories/index.js';
import { schemaAccepts } from '../../../../test/support/schemas.js';
import { checked, issuePaths, SCHEMA_DEFINITIONS } from '../../../../test/support/resource-kinds.js';
import { IMPORT_RESOURCE_TYPES } from '../../import-container/import-container.js';
import { IMPORT_RESOURCE_KINDS } from './index.js';

// Every field of built items, one at a time, given a value of another JSON type: where the
// official schema refuses the item, the mock refuses it too, naming that very field. The kinds'
// own tests pick a few fields each; this walks all of them, so that a schema that lost a field,
// a nested object or a type check cannot go unnoticed.

const SEEDS = [1, 2, 3, 4, 5];

describe('every field of a built item, given another type', () => {
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
        if (schemaAccepts(broken, 'import-api', definition)) continue;
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
