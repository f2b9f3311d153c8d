import { describe, expect, it } from 'vitest';
import { fullestItem, pickCount } from '../../../../test/support/fullest-item.js';
import { fieldsOf, otherType, withValueAt, type Json, type JsonPath } from '../../../../test/support/json-fields.js';
import { checked, issuePaths, SCHEMA_DEFINITIONS } from '../../../../test/support/resource-kinds.js';
import { schemaAccepts, schemaErrorPaths } from '../../../../test/support/schemas.js';
import { IMPORT_RESOURCE_TYPES } from '../../import-container/import-container.js';
import type { ResourceIdentity } from '../resource-identity.js';
import { IMPORT_RESOURCE_KINDS } from './index.js';

// Items with every field the official schema knows, built from the schema (test/support/
// fullest-item.ts): every value of every enum and every variant of every discriminated type is
// taken, each field broken is refused where the schema refuses it, and every reference they hold
// is one the import will resolve. The factories' items (every-field.test.ts) hold what users
// typically send; these hold the rest.

const PICKS = Array.from({ length: pickCount() }, (_, pick) => pick);

// Breaking fields one at a time is the costly part (an order has hundreds), so after the first
// pick only the fields that differ from it are broken: the enum values and variants it chose.
function* fieldsToBreak(items: readonly Json[]): Generator<[pick: number, item: Json, path: JsonPath, value: Json]> {
  const first = new Map<string, string>();
  for (const [pick, item] of items.entries()) {
    for (const [path, value] of fieldsOf(item)) {
      const field = path.join('.');
      const json = JSON.stringify(value);
      if (pick === 0) first.set(field, json);
      else if (first.get(field) === json) continue;
      yield [pick, item, path, value];
    }
  }
}

// Written from the schema's KeyReference (a `typeId` and a `key`), not from the mock's walk.
function referencesIn(value: Json): ResourceIdentity[] {
  const found: ResourceIdentity[] = [];
  for (const [, field] of fieldsOf({ root: value })) {
    if (typeof field !== 'object' || field === null || Array.isArray(field)) continue;
    if (typeof field.typeId === 'string' && typeof field.key === 'string') found.push({ typeId: field.typeId, key: field.key });
  }
  return found;
}

const idOf = ({ typeId, key }: ResourceIdentity): string => `${typeId}/${key}`;
const idsOf = (references: readonly ResourceIdentity[]): string[] => [...new Set(references.map(idOf))].sort();

describe('the fullest items the official schema allows', () => {
  it.each(IMPORT_RESOURCE_TYPES)('%s: every enum value and every variant is taken', (type) => {
    const kind = IMPORT_RESOURCE_KINDS[type];
    const [definition] = SCHEMA_DEFINITIONS[type];
    const refused: string[] = [];
    for (const pick of PICKS) {
      const item = fullestItem(definition, pick);
      expect(schemaErrorPaths(item, 'import-api', definition), `pick ${pick} against the schema`).toEqual([]);
      refused.push(...issuePaths(kind, item).map((path) => `pick ${pick}: ${path}`));
    }
    expect(refused).toEqual([]);
  });

  it.each(IMPORT_RESOURCE_TYPES)('%s: every reference anywhere in the item is one the import resolves', (type) => {
    const kind = IMPORT_RESOURCE_KINDS[type];
    const [definition] = SCHEMA_DEFINITIONS[type];
    for (const pick of PICKS) {
      const item = fullestItem(definition, pick);
      const { references, creates, target } = checked(kind, item);
      const created = new Set(creates.map(idOf));
      const named = referencesIn(item).filter((reference) => !created.has(idOf(reference)));
      // A patch needs its target to exist, whether or not the item names it as a reference.
      const needed = creates.length === 0 ? [...named, target] : named;
      expect(idsOf(references)).toEqual(idsOf(needed));
      expect(references, 'each reference once').toHaveLength(idsOf(references).length);
    }
  });

  // An order's fullest items hold some 7 000 fields that differ between picks, custom fields
  // included, each broken twice: seconds of work on a busy machine.
  it.each(IMPORT_RESOURCE_TYPES)('%s: each field broken is refused at that field wherever the schema refuses it', { timeout: 60_000 }, (type) => {
    const kind = IMPORT_RESOURCE_KINDS[type];
    const [definition] = SCHEMA_DEFINITIONS[type];
    const missed: string[] = [];
    const items = PICKS.map((pick) => fullestItem(definition, pick));
    for (const [pick, item, path, value] of fieldsToBreak(items)) {
      // Another JSON type, and for a string a value outside any enum, literal or format it may have.
      const replacements = [otherType(value), ...(typeof value === 'string' ? ['not-a-listed-value'] : [])];
      for (const replacement of replacements) {
        if (replacement === undefined) continue;
        const broken = withValueAt(item, path, replacement);
        if (schemaAccepts(broken, 'import-api', definition)) continue;
        const field = path.join('.');
        if (!issuePaths(kind, broken).includes(field)) missed.push(`pick ${pick}, ${field}: ${JSON.stringify(value)} → ${JSON.stringify(replacement)}`);
      }
    }
    expect(missed).toEqual([]);
  });
});
