import { parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPinnedSchema, schemaFor } from './pinned-schemas.js';

// The small schema stands in for the whole one only where it answers alike: the same validation
// errors, word for word, for any document it is picked for.

const PICKED_SMALL = [
  '{ project { key } }',
  '{ project { nope } }',
  '{ project { carts { taxRoundingMode nope } } }',
  'query A { project { key } } mutation B { updateProject(version: 1, actions: [{ changeName: { name: "x" } }]) { version } }',
  'mutation ($a: [ProjectSettingsUpdateAction!]!) { updateProject(version: 1, actions: $a) { version } }',
  '{ ...Root } fragment Root on Query { project { key } }',
  '{ project { shippingRateInputType { ... on CartValueType { type } ... on CartClassificationType { values { label(locale: "en") } } } } }',
  '{ __typename project { ... on ProjectProjection { name } } }',
  'mutation { updateProject(version: "1", actions: [{ changeNam: { name: "x" } }]) { version } }',
];

const PICKED_WHOLE = [
  '{ __schema { queryType { name } } }',
  '{ product(key: "x") { id } }',
  '{ project { key } products { total } }',
  '{ projec { key } }',
  '{ ...Root } fragment Root on Query { product(key: "x") { id } }',
  'fragment Unused on Query { categorie { id } } { project { key } }',
  'query ($d: ProductDraft) { project { key } }',
  '{ project { ... on Product { id } } }',
];

describe('schemaFor', () => {
  it.each(PICKED_SMALL)('picks the small schema for %s, which validates it as the whole one does', async (query) => {
    const document = parse(query);
    const small = await schemaFor(document);
    const whole = await loadPinnedSchema();
    expect(small).not.toBe(whole);
    expect(validate(small, document).map(String)).toEqual(validate(whole, document).map(String));
  });

  it.each(PICKED_WHOLE)('picks the whole schema for %s', async (query) => {
    expect(await schemaFor(parse(query))).toBe(await loadPinnedSchema());
  });
});
