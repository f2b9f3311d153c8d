import type {
  Attribute,
  AttributeDefinition,
  AttributeType,
  CategoryImport,
  Custom,
  CustomerImport,
  FieldDefinition,
  FieldType,
  InventoryImport,
  OrderImport,
  ProductDraftImport,
  ProductTypeImport,
  ProductVariantDraftImport,
  ProductVariantImport,
  ProductVariantPatch,
  TypeImport,
  TypedMoney,
} from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import {
  duplicateAttributeValue,
  duplicateAttributeValues,
  duplicateField,
  duplicateVariantValues,
  invalidField,
  processingRequests,
  requiredField,
} from './processing-requests.js';

// The edges of the processing rules (processing-rules.test.ts has the rules themselves), found by
// mutation testing (TESTING.md, "Import processing rules"): sets of localized enums and of
// references, resources without the optional lists a rule reads, variants without the attribute a
// constraint names, unique values a forced import took over, ancestors known by identity alone.
// Each is a case where a slip in the rule would let the mock accept what the platform refuses, or
// the reverse. Through the official Import SDK, as a user sees it.

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
  // Declared with content in the options: part of the initial state each test starts from.
  resources: { shop: [{ typeId: 'customer', key: 'declared', email: 'declared@example.com', password: 'secret' }] },
});

const { send, imported, refused } = processingRequests(ct);

const enumOf = (...keys: string[]): AttributeType => ({ name: 'enum', values: keys.map((key) => ({ key, label: key.toUpperCase() })) });
const lenumOf = (...keys: string[]): AttributeType => ({ name: 'lenum', values: keys.map((key) => ({ key, label: { en: key.toUpperCase() } })) });
const setOf = (elementType: AttributeType): AttributeType => ({ name: 'set', elementType });
const definition = (name: string, type: AttributeType, more: Partial<AttributeDefinition> = {}): AttributeDefinition => ({
  name,
  type,
  label: { en: name },
  isRequired: false,
  ...more,
});
const productType = (key: string, attributes?: AttributeDefinition[]): ProductTypeImport => ({
  key,
  name: key,
  description: key,
  ...(attributes === undefined ? {} : { attributes }),
});
const text = (name: string, value: string): Attribute => ({ name, type: 'text', value });
const ltext = (name: string, value: Record<string, string>): Attribute => ({ name, type: 'ltext', value });
const variant = (key: string, attributes?: Attribute[], more: Partial<ProductVariantDraftImport> = {}): ProductVariantDraftImport => ({
  key,
  ...(attributes === undefined ? {} : { attributes }),
  ...more,
});
/** A product draft of product type `type`. */
const draft = (key: string, type: string, more: Partial<ProductDraftImport> = {}): ProductDraftImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type', key: type },
  ...more,
});
const productVariant = (key: string, product: string, attributes: Attribute[], more: Partial<ProductVariantImport> = {}): ProductVariantImport => ({
  key,
  isMasterVariant: false,
  attributes,
  product: { typeId: 'product', key: product },
  ...more,
});
/** A localized text's patch that removes a locale: the API takes null, which the SDK's LocalizedString type does not. */
const withoutLocale = (locale: string) => ({ [locale]: null }) as unknown as Record<string, string>;
const patchOf = (variantKey: string, attributes?: ProductVariantPatch['attributes']): ProductVariantPatch => ({
  productVariant: { typeId: 'product-variant', key: variantKey },
  ...(attributes === undefined ? {} : { attributes }),
});

/** Imports a product type and returns the `productType` reference of products of it. */
async function typeOf(key: string, attributes?: AttributeDefinition[]) {
  await imported(send.productTypes([productType(key, attributes)]));
  return key;
}

// Types, custom fields and other resources.

const field = (name: string, type: FieldType, required = false): FieldDefinition => ({ name, type, label: { en: name }, required });
const customType = (key: string, resourceTypeIds: string[], fieldDefinitions?: FieldDefinition[]): TypeImport => ({
  key,
  name: { en: key },
  resourceTypeIds,
  ...(fieldDefinitions === undefined ? {} : { fieldDefinitions }),
});
const custom = (type: string, fields?: Custom['fields']): Custom => ({ type: { typeId: 'type', key: type }, ...(fields === undefined ? {} : { fields }) });
const EUR = (centAmount: number): TypedMoney => ({ type: 'centPrecision', currencyCode: 'EUR', centAmount, fractionDigits: 2 });
const category = (key: string, parent?: string): CategoryImport => ({
  key,
  name: { en: key },
  slug: { en: key },
  ...(parent === undefined ? {} : { parent: { typeId: 'category', key: parent } }),
});
const address = (key: string, c: Custom) => ({ key, country: 'DE', custom: c });

describe('attribute values: the kinds and lists a product type may leave out', () => {
  it('a product type without attributes defines none', async () => {
    const type = await typeOf('bare');
    await refused(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [text('fabric', 'cotton')]) })]), [
      invalidField('masterVariant.attributes.fabric', 'fabric', []),
    ]);
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0') })]));
  });

  it('pairs each kind of set with a set of that kind, and checks the keys and references of its elements', async () => {
    ct.addResource('shop', { typeId: 'product', key: 'other' });
    ct.addResource('shop', { typeId: 'category', key: 'shirts' });
    const type = await typeOf('sets', [
      definition('fits', setOf(lenumOf('slim', 'regular'))),
      definition('titles', setOf({ name: 'ltext' })),
      definition('weights', setOf({ name: 'number' })),
      definition('flags', setOf({ name: 'boolean' })),
      definition('prices', setOf({ name: 'money' })),
      definition('days', setOf({ name: 'date' })),
      definition('hours', setOf({ name: 'time' })),
      definition('moments', setOf({ name: 'datetime' })),
      definition('related', setOf({ name: 'reference', referenceTypeId: 'product' })),
    ]);
    const other = { typeId: 'product', key: 'other' } as const;
    const shirts = { typeId: 'category', key: 'shirts' } as const;
    const attributes: Attribute[] = [
      { name: 'fits', type: 'lenum-set', value: ['slim', 'regular'] },
      { name: 'titles', type: 'ltext-set', value: [{ en: 'Polo' }] },
      { name: 'weights', type: 'number-set', value: [1, 2] },
      { name: 'flags', type: 'boolean-set', value: [true] },
      { name: 'prices', type: 'money-set', value: [EUR(100)] },
      { name: 'days', type: 'date-set', value: ['2030-01-01'] },
      { name: 'hours', type: 'time-set', value: ['10:00:00.000'] },
      { name: 'moments', type: 'datetime-set', value: ['2030-01-01T10:00:00.000Z'] },
      { name: 'related', type: 'reference-set', value: [other] },
    ];
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', attributes) })]));
    await refused(
      send.productDrafts([
        draft('tee', type, {
          masterVariant: variant('tee-0', [
            { name: 'fits', type: 'lenum-set', value: ['slim', 'loose', 'tight'] },
            { name: 'related', type: 'reference-set', value: [other, shirts] },
          ]),
        }),
      ]),
      [
        invalidField('masterVariant.attributes.fits', 'loose', ['slim', 'regular']),
        invalidField('masterVariant.attributes.fits', 'tight', ['slim', 'regular']),
        invalidField('masterVariant.attributes.related', shirts),
      ],
    );
  });

  it('takes a localized text with a locale named typeId as text, not as a reference', async () => {
    const type = await typeOf('titled', [definition('title', { name: 'ltext' })]);
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [ltext('title', { en: 'Polo', typeId: 'category' })]) })]));
  });

  it('refuses an attribute without a name, at its index', async () => {
    const type = await typeOf('sized', [definition('size', { name: 'text' })]);
    await refused(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [text('size', 'm'), { type: 'text', value: 'cotton' } as Attribute]) })]), [
      requiredField('masterVariant.attributes.1.name'),
    ]);
  });

  it('asks a required attribute of level Product of the product, not of its variants', async () => {
    const type = await typeOf('branded', [definition('brand', { name: 'text' }, { isRequired: true, level: 'Product' }), definition('size', { name: 'text' })]);
    await imported(
      send.productDrafts([draft('polo', type, { attributes: [text('brand', 'acme')], masterVariant: variant('polo-0', [text('size', 'm')]), variants: [variant('polo-1')] })]),
    );
    await imported(send.productVariants([productVariant('polo-2', 'polo', [text('size', 'l')])]));
  });
});

describe('constraints across variants, with variants that lack the attribute', () => {
  it('Unique: variants without the attribute hold no value', async () => {
    const type = await typeOf('coded', [definition('ean', { name: 'text' }, { attributeConstraint: 'Unique' })]);
    const product = (third: string) =>
      draft('polo', type, {
        masterVariant: variant('polo-0', undefined, { sku: 'P0' }),
        variants: [variant('polo-1', [], { sku: 'P1' }), variant('polo-2', [text('ean', '111')], { sku: 'P2' }), variant('polo-3', [text('ean', third)], { sku: 'P3' })],
      });
    await refused(send.productDrafts([product('111')]), [duplicateAttributeValue(text('ean', '111'))]);
    await imported(send.productDrafts([product('222')]));
  });

  it('CombinationUnique: a variant with some of the attributes has the combination of those', async () => {
    const type = await typeOf('sized', [
      definition('color', { name: 'text' }, { attributeConstraint: 'CombinationUnique' }),
      definition('size', { name: 'text' }, { attributeConstraint: 'CombinationUnique' }),
    ]);
    const product = (second: Attribute[]) =>
      draft('polo', type, { masterVariant: variant('polo-0', [text('color', 'red')], { sku: 'P0' }), variants: [variant('polo-1', second, { sku: 'P1' })] });
    await refused(send.productDrafts([product([text('color', 'red')])]), [duplicateAttributeValues([text('color', 'red')])]);
    await imported(send.productDrafts([product([text('color', 'red'), text('size', 'm')])]));
    await imported(send.productDrafts([product([text('size', 'm')])]));
  });

  it('SameForAll: a master variant without the attribute asks the others to lack it too', async () => {
    const type = await typeOf('branded', [definition('brand', { name: 'text' }, { attributeConstraint: 'SameForAll' })]);
    await refused(
      send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', undefined, { sku: 'P0' }), variants: [variant('polo-1', [text('brand', 'acme')], { sku: 'P1' })] })]),
      [invalidField('variants.0.attributes.brand', 'acme', [null])],
    );
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', undefined, { sku: 'P0' }), variants: [variant('polo-1', [], { sku: 'P1' })] })]));
  });

  it('SameForAll: a product without variants has nothing to compare', async () => {
    const type = await typeOf('branded', [definition('brand', { name: 'text' }, { attributeConstraint: 'SameForAll' })]);
    const [operation] = await imported(send.products([{ key: 'polo', name: { en: 'Polo' }, slug: { en: 'polo' }, productType: { typeId: 'product-type', key: type } }]));
    expect(operation?.resourceVersion).toBe(1);
    await imported(send.productVariants([productVariant('polo-0', 'polo', [text('brand', 'acme')], { isMasterVariant: true })]));
    await refused(send.productVariants([productVariant('polo-1', 'polo', [text('brand', 'other')])]), [invalidField('variants.0.attributes.brand', 'other', ['acme'])]);
  });

  it('DuplicateVariantValues: attributes compare in any order, an empty list of images as none', async () => {
    const type = await typeOf('sized', [definition('size', { name: 'text' }), definition('color', { name: 'text' })]);
    const price = { key: 'eur', value: EUR(100) };
    await refused(
      send.productDrafts([
        draft('polo', type, {
          masterVariant: variant('polo-0', [text('size', 'm'), text('color', 'red')], { images: [], prices: [price] }),
          variants: [variant('polo-0', [text('color', 'red'), text('size', 'm')], { prices: [price] })],
        }),
      ]),
      [
        duplicateVariantValues({
          // Shown as PriceImports, which name their product and variant.
          prices: [{ ...price, product: { typeId: 'product', key: 'polo' }, productVariant: { typeId: 'product-variant', key: 'polo-0' } }],
          attributes: [text('color', 'red'), text('size', 'm')],
        }),
      ],
    );
  });

  it('DuplicateVariantValues: variants without attributes have the same none', async () => {
    const type = await typeOf('plain', []);
    await refused(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0'), variants: [variant('polo-0')] })]), [
      duplicateVariantValues({ prices: [], attributes: [] }),
    ]);
  });

  it('DuplicateVariantValues: attributes of one name keep their order', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'declared' });
    const twice = [text('size', 'm'), text('size', 'l')];
    await refused(send.productDrafts([draft('polo', 'declared', { masterVariant: variant('polo-0', twice), variants: [variant('polo-0', twice)] })]), [
      duplicateVariantValues({ prices: [], attributes: twice }),
    ]);
  });

  it('DuplicateVariantValues: an attribute without a name sorts first and shows an empty name', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'declared' });
    const nameless = { type: 'text', value: 'x' } as Attribute;
    await refused(
      send.productDrafts([draft('polo', 'declared', { masterVariant: variant('polo-0', [text('R', 'r'), nameless]), variants: [variant('polo-0', [nameless, text('R', 'r')])] })]),
      [duplicateVariantValues({ prices: [], attributes: [{ name: '', type: 'text', value: 'x' }, text('R', 'r')] })],
    );
  });
});

describe('product, variant and patch imports: what they keep of the product', () => {
  it('a product import keeps the variants, their SKUs and the master variant', async () => {
    const type = await typeOf('plain', []);
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [], { sku: 'P0' }), variants: [variant('polo-1', [], { sku: 'P1' })] })]));
    const [update] = await imported(send.products([{ key: 'polo', name: { en: 'Polo' }, slug: { en: 'polo' }, productType: { typeId: 'product-type', key: type } }]));
    expect(update?.resourceVersion).toBe(2);
    await refused(send.productDrafts([draft('tee', type, { masterVariant: variant('tee-0', [], { sku: 'P0' }) })]), [duplicateField('sku', 'P0')]);
    await refused(send.productDrafts([draft('tee', type, { masterVariant: variant('tee-0', [], { sku: 'P1' }) })]), [duplicateField('sku', 'P1')]);
    await refused(send.productVariants([productVariant('polo-2', 'polo', [], { isMasterVariant: true })]), [
      { code: 'NewMasterVariantAdditionNotAllowed', message: 'Adding a new variant as master variant is not allowed.' },
    ]);
  });

  it('a product imported again without two of its variants frees both', async () => {
    const type = await typeOf('plain', []);
    const polo = (variants: ProductVariantDraftImport[]) => draft('polo', type, { masterVariant: variant('polo-0', [], { sku: 'P0' }), variants });
    await imported(send.productDrafts([polo([variant('polo-1', [], { sku: 'P1' }), variant('polo-2', [], { sku: 'P2' }), variant('polo-3', [], { sku: 'P3' })])]));
    const [update] = await imported(send.productDrafts([polo([variant('polo-3', [], { sku: 'P3' })])]));
    expect(update?.resourceVersion).toBe(2);
    await imported(send.productDrafts([draft('tee', type, { masterVariant: variant('polo-1', [], { sku: 'P1' }), variants: [variant('polo-2', [], { sku: 'P2' })] })]));
    // And once more, dropping another.
    await imported(send.productDrafts([polo([])]));
    await imported(send.productDrafts([draft('top', type, { masterVariant: variant('polo-3', [], { sku: 'P3' }) })]));
  });

  it('an existing variant made the master variant keeps the others in the product', async () => {
    const type = await typeOf('plain', []);
    await imported(
      send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [], { sku: 'P0' }), variants: [variant('polo-1', [], { sku: 'P1' }), variant('polo-2', [], { sku: 'P2' })] })]),
    );
    await imported(send.productVariants([productVariant('polo-2', 'polo', [], { sku: 'P2', isMasterVariant: true })]));
    await refused(send.productDrafts([draft('tee', type, { masterVariant: variant('tee-0', [], { sku: 'P0' }) })]), [duplicateField('sku', 'P0')]);
    await refused(send.productDrafts([draft('tee', type, { masterVariant: variant('polo-1', [], { sku: 'T1' }) })]), [duplicateField('key', 'polo-1')]);
  });

  it('a forced import of a new master variant the rules refuse is imported', async () => {
    const type = await typeOf('plain', []);
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [], { sku: 'P0' }) })]));
    ct.injectImportOutcome({ state: 'imported', resourceKey: 'polo-1' });
    const [operation] = await imported(send.productVariants([productVariant('polo-1', 'polo', [], { sku: 'P1', isMasterVariant: true })]));
    expect(operation?.resourceVersion).toBe(1);
  });

  it('a variant imported again keeps its key and SKU', async () => {
    const type = await typeOf('plain', []);
    const price = { key: 'eur', value: EUR(100) };
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [], { sku: 'P0', prices: [price] }) })]));
    const [again] = await imported(send.productVariants([productVariant('polo-0', 'polo', [], { sku: 'P0' })]));
    // The same variant again, its price kept: nothing changed, so the product keeps its version.
    expect(again?.resourceVersion).toBe(1);
    await refused(send.productDrafts([draft('tee', type, { masterVariant: variant('tee-0', [], { sku: 'P0' }) })]), [duplicateField('sku', 'P0')]);
    await refused(send.productDrafts([draft('tee', type, { masterVariant: variant('polo-0', [], { sku: 'T0' }) })]), [duplicateField('key', 'polo-0')]);
  });

  it('a variant of a product known by its identity alone: its key and SKU are still unique', async () => {
    ct.addResource('shop', { typeId: 'product-type', key: 'declared' });
    ct.addResource('shop', { typeId: 'product', key: 'polo' });
    await imported(send.productDrafts([draft('tee', 'declared', { masterVariant: variant('shared', [], { sku: 'S' }) })]));
    await refused(send.productVariants([productVariant('shared', 'polo', [])]), [duplicateField('key', 'shared')]);
    await refused(send.productVariants([productVariant('polo-1', 'polo', [], { sku: 'S' })]), [duplicateField('sku', 'S')]);
    await imported(send.productVariants([productVariant('polo-1', 'polo', [], { sku: 'T' })]));
    // The variant is polo's: no other product may have its key.
    await refused(send.productDrafts([draft('tee', 'declared', { masterVariant: variant('polo-1') })]), [duplicateField('key', 'polo-1')]);
    // A patch of that variant checks nothing: the product's type is unknown.
    await imported(send.productVariantPatches([patchOf('polo-1', { anything: { type: 'number', value: 1 } })]));
  });

  it('a variant of a product declared with content whose product type the Project lacks: attributes unchecked', async () => {
    await ct.addResource('shop', { typeId: 'product', ...draft('polo', 'ghost', { masterVariant: variant('polo-0', [], { sku: 'P0' }) }) });
    await imported(send.productVariants([productVariant('polo-1', 'polo', [text('anything', 'x')], { sku: 'P1' })]));
    await refused(send.productVariants([productVariant('polo-2', 'polo', [], { sku: 'P0' })]), [duplicateField('sku', 'P0')]);
  });

  it('a patch without attributes changes nothing, and one of a variant known by identity checks nothing', async () => {
    const type = await typeOf('plain', []);
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0') })]));
    await imported(send.productVariantPatches([patchOf('polo-0')]));
    ct.addResource('shop', { typeId: 'product-variant', key: 'declared-0' });
    await imported(send.productVariantPatches([patchOf('declared-0', { anything: { type: 'number', value: 1 } })]));
  });

  it('a patch that removes an attribute leaves the variant without it', async () => {
    const type = await typeOf('branded', [definition('brand', { name: 'text' }, { attributeConstraint: 'SameForAll' })]);
    await imported(
      send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [text('brand', 'acme')], { sku: 'P0' }), variants: [variant('polo-1', [text('brand', 'acme')], { sku: 'P1' })] })]),
    );
    await refused(send.productVariantPatches([patchOf('polo-1', { brand: null })]), [invalidField('variants.0.attributes.brand', null, ['acme'])]);
  });

  it('a patch of a localized text replaces the whole value: the locales it leaves out are deleted, and those set to null', async () => {
    const type = await typeOf('titled', [definition('title', { name: 'ltext' }, { attributeConstraint: 'SameForAll' })]);
    const both = { en: 'Polo', de: 'Polo' };
    await imported(
      send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [ltext('title', both)], { sku: 'P0' }), variants: [variant('polo-1', [ltext('title', both)], { sku: 'P1' })] })]),
    );
    // Each patch leaves polo-1 a title other than its master variant's, which SameForAll refuses.
    await refused(send.productVariantPatches([patchOf('polo-1', { title: { type: 'ltext', value: { en: 'Polo' } } })]), [
      invalidField('variants.0.attributes.title', { en: 'Polo' }, [both]),
    ]);
    await refused(send.productVariantPatches([patchOf('polo-1', { title: { type: 'ltext', value: { en: 'Polo', ...withoutLocale('de') } } })]), [
      invalidField('variants.0.attributes.title', { en: 'Polo' }, [both]),
    ]);
    await refused(send.productVariantPatches([patchOf('polo-1', { title: { type: 'ltext', value: { fr: 'Polo' } } })]), [
      invalidField('variants.0.attributes.title', { fr: 'Polo' }, [both]),
    ]);
    // A product of one variant: its master's title becomes English and French alone, which a new variant must then have.
    await imported(send.productDrafts([draft('tee', type, { masterVariant: variant('tee-0', [ltext('title', both)], { sku: 'T0' }) })]));
    await imported(send.productVariantPatches([patchOf('tee-0', { title: { type: 'ltext', value: { en: 'Polo', fr: 'Polo', ...withoutLocale('de') } } })]));
    await refused(send.productVariants([productVariant('tee-1', 'tee', [ltext('title', both)], { sku: 'T1' })]), [
      invalidField('variants.0.attributes.title', both, [{ en: 'Polo', fr: 'Polo' }]),
    ]);
    await imported(send.productVariants([productVariant('tee-1', 'tee', [ltext('title', { en: 'Polo', fr: 'Polo' })], { sku: 'T1' })]));
  });

  it('a patch of a localized text set replaces each element whole, without the locales set to null', async () => {
    const type = await typeOf('tagged', [definition('tags', { name: 'set', elementType: { name: 'ltext' } }, { attributeConstraint: 'SameForAll' })]);
    const tags = (value: Record<string, string>[]): Attribute => ({ name: 'tags', type: 'ltext-set', value });
    await imported(send.productDrafts([draft('tee', type, { masterVariant: variant('tee-0', [tags([{ en: 'Summer', de: 'Sommer' }])], { sku: 'T0' }) })]));
    await imported(send.productVariantPatches([patchOf('tee-0', { tags: { type: 'ltext-set', value: [{ en: 'Winter', ...withoutLocale('de') }, { fr: 'Hiver' }] } })]));
    await refused(send.productVariants([productVariant('tee-1', 'tee', [tags([{ en: 'Summer', de: 'Sommer' }])], { sku: 'T1' })]), [
      invalidField('variants.0.attributes.tags', [{ en: 'Summer', de: 'Sommer' }], [[{ en: 'Winter' }, { fr: 'Hiver' }]]),
    ]);
    await imported(send.productVariants([productVariant('tee-1', 'tee', [tags([{ en: 'Winter' }, { fr: 'Hiver' }])], { sku: 'T1' })]));
  });

  it('a patched localized text shows as ltext in the errors about it', async () => {
    const type = await typeOf('titled', [definition('title', { name: 'ltext' }, { attributeConstraint: 'Unique' })]);
    await imported(
      send.productDrafts([
        draft('polo', type, { masterVariant: variant('polo-0', [ltext('title', { en: 'A' })], { sku: 'P0' }), variants: [variant('polo-1', [ltext('title', { en: 'B', de: 'A' })], { sku: 'P1' })] }),
      ]),
    );
    await refused(send.productVariantPatches([patchOf('polo-1', { title: { type: 'ltext', value: { ...withoutLocale('de'), en: 'A' } } })]), [
      duplicateAttributeValue(ltext('title', { en: 'A' })),
    ]);
  });

  it('a patch setting a localized text where another kind was starts from no locales', async () => {
    const type = await typeOf('titled', [definition('title', { name: 'text' })]);
    await imported(send.productDrafts([draft('polo', type, { masterVariant: variant('polo-0', [text('title', 'Polo')], { sku: 'P0' }) })]));
    // The product type changes; the product imported before is not checked again.
    await imported(send.productTypes([productType('titled', [definition('title', { name: 'ltext' }, { attributeConstraint: 'SameForAll' })])]));
    await imported(send.productVariantPatches([patchOf('polo-0', { title: { type: 'ltext', value: { en: 'Polo' } } })]));
    await imported(send.productVariants([productVariant('polo-1', 'polo', [ltext('title', { en: 'Polo' })], { sku: 'P1' })]));
  });
});

describe('custom fields: sets, localized enums, and a Type without fields', () => {
  const WARDROBE = customType('wardrobe', ['customer'], [
    field('sizes', { name: 'Set', elementType: { name: 'Enum', values: [{ key: 's', label: 'S' }, { key: 'm', label: 'M' }] } }),
    field('fits', { name: 'Set', elementType: { name: 'LocalizedEnum', values: [{ key: 'slim', label: { en: 'Slim' } }] } }),
    field('fit', { name: 'LocalizedEnum', values: [{ key: 'slim', label: { en: 'Slim' } }] }),
    field('friends', { name: 'Set', elementType: { name: 'Reference', referenceTypeId: 'customer' } }),
    field('tags', { name: 'Set', elementType: { name: 'String' } }),
    field('motto', { name: 'LocalizedString' }),
  ]);
  const customer = (fields: Custom['fields']): CustomerImport => ({ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('wardrobe', fields) });

  it('checks the keys of enum sets and localized enums, and the type of each reference in a set', async () => {
    await imported(send.types([WARDROBE]));
    ct.addResource('shop', { typeId: 'customer', key: 'ann' });
    ct.addResource('shop', { typeId: 'category', key: 'shirts' });
    const ann = { typeId: 'customer', key: 'ann' } as const;
    const shirts = { typeId: 'category', key: 'shirts' } as const;
    await refused(
      send.customers([
        customer({
          sizes: { type: 'EnumSet', value: ['s', 'xl'] },
          fits: { type: 'LocalizedEnumSet', value: ['slim', 'loose'] },
          fit: { type: 'LocalizedEnum', value: 'loose' },
          friends: { type: 'ReferenceSet', value: [ann, shirts] },
        }),
      ]),
      [
        invalidField('custom.fields.sizes', 'xl', ['s', 'm']),
        invalidField('custom.fields.fits', 'loose', ['slim']),
        invalidField('custom.fields.fit', 'loose', ['slim']),
        invalidField('custom.fields.friends', shirts),
      ],
    );
    await refused(send.customers([customer({ tags: { type: 'NumberSet', value: [1] } })]), [invalidField('custom.fields.tags', [1])]);
    await imported(
      send.customers([
        customer({
          sizes: { type: 'EnumSet', value: ['s', 'm'] },
          fits: { type: 'LocalizedEnumSet', value: ['slim'] },
          fit: { type: 'LocalizedEnum', value: 'slim' },
          friends: { type: 'ReferenceSet', value: [ann] },
          tags: { type: 'StringSet', value: ['a'] },
          // A localized string takes any locale, one named typeId too: it is no reference.
          motto: { type: 'LocalizedString', value: { en: 'Hi', typeId: 'category' } },
        }),
      ]),
    );
  });

  it('a Type without field definitions defines none', async () => {
    await imported(send.types([customType('bare', ['customer'])]));
    await refused(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('bare', { nickname: { type: 'String', value: 'J' } }) }]), [
      invalidField('custom.fields.nickname', 'nickname', []),
    ]);
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom('bare') }]));
  });

  it("an order's billing address and item shipping addresses follow their Types", async () => {
    await imported(send.types([customType('right', ['address']), customType('wrong', ['customer'])]));
    const order = (c: Custom): OrderImport => ({ orderNumber: 'o-1', totalPrice: EUR(100), billingAddress: address('bill', c), itemShippingAddresses: [address('ship', c)] });
    await refused(send.orders([order(custom('wrong'))]), [invalidField('billingAddress.custom.type', 'wrong'), invalidField('itemShippingAddresses.0.custom.type', 'wrong')]);
    await imported(send.orders([order(custom('right'))]));
  });
});

describe('unique values: forced imports, channels, letter case', () => {
  it('a value a forced import took over stays with its new holder when the old one moves on', async () => {
    await imported(send.customers([{ key: 'jen', email: 'jen@example.com', password: 'secret' }]));
    ct.injectImportOutcome({ state: 'imported', resourceKey: 'ann' });
    await imported(send.customers([{ key: 'ann', email: 'jen@example.com', password: 'secret' }]));
    // jen still names the email she lost; her next import gives it up, and ann keeps it.
    await imported(send.customers([{ key: 'jen', email: 'jennifer@example.com', password: 'secret' }]));
    await refused(send.customers([{ key: 'bob', email: 'JEN@example.com', password: 'secret' }]), [duplicateField('email', 'JEN@example.com')]);
  });

  it("a customer declared with content in the mock's options holds its email from the start, and gives it up when imported again", async () => {
    await refused(send.customers([{ key: 'jen', email: 'Declared@example.com', password: 'secret' }]), [duplicateField('email', 'Declared@example.com')]);
    const [update] = await imported(send.customers([{ key: 'declared', email: 'moved@example.com', password: 'secret' }]));
    expect(update?.resourceVersion).toBe(2);
    await imported(send.customers([{ key: 'jen', email: 'declared@example.com', password: 'secret' }]));
  });

  it('one inventory entry per SKU in each supply channel', async () => {
    ct.addResource('shop', { typeId: 'channel', key: 'berlin' });
    ct.addResource('shop', { typeId: 'channel', key: 'munich' });
    const entry = (key: string, sku: string, channel?: string): InventoryImport => ({
      key,
      sku,
      quantityOnStock: 1,
      ...(channel === undefined ? {} : { supplyChannel: { typeId: 'channel', key: channel } }),
    });
    await imported(send.inventories([entry('berlin', 'SKU-1', 'berlin')]));
    await imported(send.inventories([entry('munich', 'SKU-1', 'munich')]));
    await imported(send.inventories([entry('none', 'SKU-1berlin')]));
    await refused(send.inventories([entry('munich-again', 'SKU-1', 'munich')]), [duplicateField('sku', 'SKU-1')]);
  });

  it('emails compare in lower case: letters with one upper case are still other letters', async () => {
    await imported(send.customers([{ key: 'jen', email: 'gross@example.com', password: 'secret' }]));
    await imported(send.customers([{ key: 'ann', email: 'groß@example.com', password: 'secret' }]));
    await refused(send.customers([{ key: 'bob', email: 'GROSS@example.com', password: 'secret' }]), [duplicateField('email', 'GROSS@example.com')]);
  });
});

describe('category parents: ancestors known by identity, and a cycle a forced import made', () => {
  it('walks up to an ancestor declared by its identity alone', async () => {
    ct.addResource('shop', { typeId: 'category', key: 'root' });
    await imported(send.categories([category('aa', 'root')]));
    await imported(send.categories([category('bb', 'aa')]));
    await refused(send.categories([category('aa', 'bb')]), [invalidField('parent', { typeId: 'category', key: 'bb' })]);
  });

  it('stops at a cycle that does not lead back to the category', async () => {
    await imported(send.categories([category('aa'), category('bb', 'aa')]));
    ct.injectImportOutcome({ state: 'imported', resourceKey: 'aa' });
    await imported(send.categories([category('aa', 'bb')]));
    await imported(send.categories([category('cc', 'aa')]));
  });
});
