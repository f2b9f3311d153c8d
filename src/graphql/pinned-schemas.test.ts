import { doTypesOverlap, isAbstractType, parse, validate, type GraphQLCompositeType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadPinnedSchema, schemaFor, validatedSchema } from './pinned-schemas.js';

// The smaller schemas stand in for the whole one only where they answer alike: the same validation
// errors, word for word, for any document one is picked for.

const PICKED_SMALL = [
  '{ project { key } }',
  '{ project { nope } }',
  '{ project { carts { taxRoundingMode nope } } }',
  'query A { project { key } } mutation B { updateProject(version: 1, actions: [{ changeName: { name: "x" } }]) { version } }',
  'mutation ($a: [ProjectSettingsUpdateAction!]!) { updateProject(version: 1, actions: $a) { version } }',
  '{ ...Root } fragment Root on Query { project { key } }',
  '{ project { shippingRateInputType { ... on CartValueType { type } ... on CartClassificationType { values { label(locale: "en") } } } } }',
  '{ __typename project { ... on ProjectProjection { name } } }',
  // Broken on purpose: a fragment spread within itself, and one that names no fragment. Both are
  // refused by validation, which runs after the pick: the pick must end and must not throw.
  '{ ...Self } fragment Self on Query { ...Self project { key } }',
  '{ ...Nowhere project { key } }',
  'mutation { updateProject(version: "1", actions: [{ changeNam: { name: "x" } }]) { version } }',
];

const PICKED_READS = [
  '{ product(key: "x") { id } }',
  '{ project { key } products { total } }',
  '{ ...Root } fragment Root on Query { product(key: "x") { id } }',
  '{ project { ... on Product { id } } }',
  '{ product(key: "x") { masterData { current { allVariants { attributesRaw { referencedResource { ... on Category { key } ... on Versioned { version } nope } } } } } } }',
  '{ product(key: "x") { masterData { current { allVariants { attributesRaw { referencedResource { __typename ... on ReviewTarget { id } } } } } } } }',
  '{ orders(where: 1) { results { id lineItems { price { value { ... on HighPrecisionMoney { preciseAmount } } } } } } }',
];

const PICKED_WHOLE = [
  '{ __schema { queryType { name } } }',
  '{ me { id } }',
  '{ projec { key } }',
  'fragment Unused on Query { categorie { id } } { project { key } }',
  '{ product(key: "x") { id } limits { products { maxTotalVariants } } }',
  'query ($d: ProductDraft) { project { key } }',
  '{ product(key: "x") { masterData { current { allVariants { attributesRaw { referencedResource { ... on Review { id } } } } } } } }',
];

describe('schemaFor', () => {
  it.each(PICKED_SMALL)('picks the small schema for %s, which validates it as the whole one does', async (query) => {
    const document = parse(query);
    const small = await schemaFor(document);
    const whole = await loadPinnedSchema();
    expect(small).not.toBe(whole);
    // Not the reads' schema either, which has the reads' root fields.
    expect(small.getQueryType()?.getFields()['product']).toBeUndefined();
    expect(validate(small, document).map(String)).toEqual(validate(whole, document).map(String));
  });

  it.each(PICKED_READS)('picks the reads’ schema for %s, and gives the whole one’s validation errors', async (query) => {
    const document = parse(query);
    const reads = await schemaFor(document);
    const whole = await loadPinnedSchema();
    expect(reads).not.toBe(whole);
    expect(reads.getQueryType()?.getFields()['me']).toBeUndefined();
    expect(reads.getQueryType()?.getFields()['product']).toBeDefined();
    const { errors } = await validatedSchema(document);
    expect(errors.map(String)).toEqual(validate(whole, document).map(String));
  });

  it('has in the reads’ schema no two types that overlap where the whole one’s do not, nor the reverse', async () => {
    // Fragments validate by whether types overlap: the only rule that reads which types implement an interface.
    const reads = await schemaFor(parse('{ product(key: "x") { id } }'));
    const whole = await loadPinnedSchema();
    const composite = Object.values(reads.getTypeMap()).filter((type): type is GraphQLCompositeType => isAbstractType(type) || ('getInterfaces' in type && !type.name.startsWith('__')));
    const wholeType = (type: GraphQLCompositeType) => whole.getType(type.name) as GraphQLCompositeType;
    for (const abstract of composite.filter(isAbstractType)) {
      for (const other of composite) {
        expect(doTypesOverlap(reads, abstract, other), `${abstract.name} and ${other.name}`).toBe(doTypesOverlap(whole, wholeType(abstract), wholeType(other)));
      }
    }
  });

  it.each(PICKED_WHOLE)('picks the whole schema for %s', async (query) => {
    expect(await schemaFor(parse(query))).toBe(await loadPinnedSchema());
  });
});
