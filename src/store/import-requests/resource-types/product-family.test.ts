import { describe, expect, it } from 'vitest';
import { checked, issuePaths, readExample } from '../../../../test/support/resource-kinds.js';
import type { ImportResourceKind, ResourceIdentity } from '../import-resource-kind.js';
import { IMPORT_RESOURCE_KINDS } from './index.js';

const inventory = IMPORT_RESOURCE_KINDS.inventory;
const price = IMPORT_RESOURCE_KINDS.price;
const product = IMPORT_RESOURCE_KINDS.product;
const productDraft = IMPORT_RESOURCE_KINDS['product-draft'];
const productSelection = IMPORT_RESOURCE_KINDS['product-selection'];
const productTailoring = IMPORT_RESOURCE_KINDS['product-tailoring'];
const productType = IMPORT_RESOURCE_KINDS['product-type'];
const productVariant = IMPORT_RESOURCE_KINDS['product-variant'];
const productVariantPatch = IMPORT_RESOURCE_KINDS['product-variant-patch'];
const standalonePrice = IMPORT_RESOURCE_KINDS['standalone-price'];
const variant = IMPORT_RESOURCE_KINDS.variant;

const ref = (typeId: string, key: string): ResourceIdentity => ({ typeId, key });
const cents = (centAmount: number) => ({ type: 'centPrecision', centAmount, currencyCode: 'EUR' });

function expectSameMembers(actual: readonly ResourceIdentity[], expected: readonly ResourceIdentity[]) {
  expect(actual).toHaveLength(expected.length);
  expect(actual).toEqual(expect.arrayContaining([...expected]));
}

// Minimal valid items, which the invalid cases below break one field at a time.
const shirt = { key: 'shirt', name: { en: 'Shirt' }, slug: { en: 'shirt' }, productType: ref('product-type', 'clothes') };
const redShirt = { key: 'shirt-red', isMasterVariant: true, product: ref('product', 'shirt') };
const blueShirt = { key: 'shirt-blue', sku: 'SHIRT-BLUE', product: ref('product', 'shirt') };
const redPatch = { productVariant: ref('product-variant', 'shirt-red') };
const redPrice = { key: 'shirt-red-eur', value: cents(1999), product: ref('product', 'shirt'), productVariant: ref('product-variant', 'shirt-red') };
const skuPrice = { key: 'sku-1-eur', sku: 'SKU-1', value: cents(100) };
const clothes = { key: 'clothes', name: 'Clothes', description: 'Things to wear' };
const summer = { key: 'summer', name: { en: 'Summer' } };
const tailored = { key: 'shirt-berlin', store: ref('store', 'berlin'), product: ref('product', 'shirt') };
const stock = { key: 'sku-1-stock', sku: 'SKU-1', quantityOnStock: 5 };

const definition = (type: unknown) => ({ type, name: 'size', label: { en: 'Size' }, isRequired: false });

interface InvalidCase {
  readonly problem: string;
  readonly item: unknown;
  /** The one issue's path. */
  readonly path: string;
}

interface KindCase {
  readonly kind: ImportResourceKind;
  /** The official example of one item, where there is one. */
  readonly example?: string;
  /** The official example request, whose items must all pass. */
  readonly request: string;
  readonly minimal: Record<string, unknown>;
  readonly invalid: readonly InvalidCase[];
}

const CASES: readonly KindCase[] = [
  {
    kind: productDraft,
    example: 'product-draft-import.json',
    request: 'product-draft-import-request.json',
    minimal: shirt,
    invalid: [
      { problem: 'a missing required field', item: { ...shirt, slug: undefined }, path: 'slug' },
      { problem: "a variant's missing key", item: { ...shirt, variants: [{ key: 'a' }, { sku: 'B' }] }, path: 'variants.1.key' },
      { problem: 'a wrong field type', item: { ...shirt, publish: 'yes' }, path: 'publish' },
      { problem: 'an unknown enum value', item: { ...shirt, priceMode: 'Both' }, path: 'priceMode' },
      {
        problem: 'an unknown attribute type',
        item: { ...shirt, masterVariant: { key: 'm', attributes: [{ name: 'size', type: 'integer', value: 4 }] } },
        path: 'masterVariant.attributes.0.type',
      },
      {
        problem: "an attribute value of the wrong type for the attribute's type",
        item: { ...shirt, attributes: [{ name: 'size', type: 'number-set', value: [4, '5'] }] },
        path: 'attributes.0.value.1',
      },
      {
        problem: "a variant price's unknown money type",
        item: { ...shirt, masterVariant: { key: 'm', prices: [{ key: 'eur', value: { ...cents(1), type: 'exactPrecision' } }] } },
        path: 'masterVariant.prices.0.value.type',
      },
      { problem: 'a reference with the wrong typeId', item: { ...shirt, productType: ref('type', 'clothes') }, path: 'productType.typeId' },
      { problem: 'a category reference with the wrong typeId', item: { ...shirt, categories: [ref('category', 'tops'), ref('product', 'shoes')] }, path: 'categories.1.typeId' },
      {
        problem: 'a reference attribute to an unknown resource type',
        item: { ...shirt, attributes: [{ name: 'related', type: 'reference', value: ref('widget', 'gadget') }] },
        path: 'attributes.0.value.typeId',
      },
      {
        problem: "a discounted price's reference with the wrong typeId",
        item: { ...shirt, masterVariant: { key: 'm', prices: [{ key: 'eur', value: cents(1), discounted: { value: cents(1), discount: ref('cart-discount', 'summer') } }] } },
        path: 'masterVariant.prices.0.discounted.discount.typeId',
      },
      { problem: 'search keywords as a plain string', item: { ...shirt, searchKeywords: { en: 'shirt' } }, path: 'searchKeywords.en' },
      { problem: 'search keywords as a list', item: { ...shirt, searchKeywords: [[{ text: 'shirt' }]] }, path: 'searchKeywords' },
      {
        problem: 'an unknown suggest tokenizer',
        item: { ...shirt, searchKeywords: { en: [{ text: 'shirt', suggestTokenizer: { type: 'ngram' } }] } },
        path: 'searchKeywords.en.0.suggestTokenizer.type',
      },
    ],
  },
  {
    kind: product,
    example: 'product-import.json',
    request: 'product-import-request.json',
    minimal: shirt,
    invalid: [
      { problem: 'a missing required field', item: { ...shirt, productType: undefined }, path: 'productType' },
      { problem: 'a wrong field type', item: { ...shirt, name: 'Shirt' }, path: 'name' },
      { problem: 'an unknown enum value', item: { ...shirt, priceMode: 'Both' }, path: 'priceMode' },
      { problem: 'a reference with the wrong typeId', item: { ...shirt, taxCategory: ref('tax', 'standard') }, path: 'taxCategory.typeId' },
      { problem: 'a state reference with the wrong typeId', item: { ...shirt, state: ref('store', 'new') }, path: 'state.typeId' },
    ],
  },
  {
    kind: productVariant,
    example: 'product-variant-import.json',
    request: 'product-variant-import-request.json',
    minimal: redShirt,
    invalid: [
      { problem: 'a missing required field', item: { ...redShirt, isMasterVariant: undefined }, path: 'isMasterVariant' },
      { problem: 'a wrong field type', item: { ...redShirt, sku: 42 }, path: 'sku' },
      { problem: "an image's missing dimensions", item: { ...redShirt, images: [{ url: 'https://example.com/a.png' }] }, path: 'images.0.dimensions' },
      { problem: "an asset's sources of the wrong type", item: { ...redShirt, assets: [{ key: 'a', name: { en: 'A' }, sources: {} }] }, path: 'assets.0.sources' },
      { problem: 'an unknown attribute type', item: { ...redShirt, attributes: [{ name: 'new', type: 'bool', value: true }] }, path: 'attributes.0.type' },
      { problem: 'a reference with the wrong typeId', item: { ...redShirt, product: ref('product-variant', 'shirt') }, path: 'product.typeId' },
    ],
  },
  {
    kind: productVariantPatch,
    example: 'product-variant-patch.json',
    request: 'product-variant-patch-request.json',
    minimal: redPatch,
    invalid: [
      { problem: 'a missing required field', item: { attributes: {} }, path: 'productVariant' },
      { problem: 'attributes as a list', item: { ...redPatch, attributes: [{ name: 'new', type: 'boolean', value: true }] }, path: 'attributes' },
      { problem: 'a wrong field type', item: { ...redPatch, attributes: { new: { type: 'boolean', value: 'true' } } }, path: 'attributes.new.value' },
      { problem: 'an unknown attribute type', item: { ...redPatch, attributes: { new: { type: 'flag', value: true } } }, path: 'attributes.new.type' },
      // Only localized texts may carry `null` for a value they delete.
      {
        problem: "a localized text's locales as a list",
        item: { ...redPatch, attributes: { colour: { type: 'ltext', value: ['Red'] } } },
        path: 'attributes.colour.value',
      },
      { problem: 'a null inside a text set', item: { ...redPatch, attributes: { tags: { type: 'text-set', value: ['a', null] } } }, path: 'attributes.tags.value.1' },
      { problem: 'a reference with the wrong typeId', item: { productVariant: ref('variant', 'shirt-red') }, path: 'productVariant.typeId' },
      { problem: 'a product reference with the wrong typeId', item: { ...redPatch, product: ref('product-type', 'shirt') }, path: 'product.typeId' },
    ],
  },
  {
    kind: variant,
    request: 'variants-import-request.json',
    minimal: blueShirt,
    invalid: [
      { problem: 'a missing required field', item: { ...blueShirt, sku: undefined }, path: 'sku' },
      { problem: 'a wrong field type', item: { ...blueShirt, publish: 1 }, path: 'publish' },
      { problem: 'an unknown attribute type', item: { ...blueShirt, attributes: [{ name: 'colour', type: 'string', value: 'blue' }] }, path: 'attributes.0.type' },
      { problem: 'a reference with the wrong typeId', item: { ...blueShirt, product: ref('category', 'shirt') }, path: 'product.typeId' },
    ],
  },
  {
    kind: price,
    example: 'price-import.json',
    request: 'price-import-request.json',
    minimal: redPrice,
    invalid: [
      { problem: 'a missing required field', item: { ...redPrice, productVariant: undefined }, path: 'productVariant' },
      { problem: 'a wrong field type', item: { ...redPrice, tiers: [{ minimumQuantity: '10', value: cents(1500) }] }, path: 'tiers.0.minimumQuantity' },
      { problem: 'an unknown money type', item: { ...redPrice, value: { ...cents(1999), type: 'cents' } }, path: 'value.type' },
      { problem: 'high precision money without its precise amount', item: { ...redPrice, value: { ...cents(1999), type: 'highPrecision' } }, path: 'value.preciseAmount' },
      { problem: 'a reference with the wrong typeId', item: { ...redPrice, productVariant: ref('product', 'shirt-red') }, path: 'productVariant.typeId' },
      { problem: 'a channel reference with the wrong typeId', item: { ...redPrice, channel: ref('store', 'berlin') }, path: 'channel.typeId' },
    ],
  },
  {
    kind: standalonePrice,
    example: 'standalone-price-import.json',
    request: 'standalone-price-import-request.json',
    minimal: skuPrice,
    invalid: [
      { problem: 'a missing required field', item: { ...skuPrice, sku: undefined }, path: 'sku' },
      { problem: 'a wrong field type', item: { ...skuPrice, active: 'true' }, path: 'active' },
      { problem: 'an unknown money type', item: { ...skuPrice, value: { ...cents(100), type: 'exact' } }, path: 'value.type' },
      { problem: 'a reference with the wrong typeId', item: { ...skuPrice, customerGroup: ref('customer', 'vip') }, path: 'customerGroup.typeId' },
    ],
  },
  {
    kind: productType,
    example: 'product-type-import.json',
    request: 'product-type-import-request.json',
    minimal: clothes,
    invalid: [
      { problem: 'a missing required field', item: { ...clothes, description: undefined }, path: 'description' },
      { problem: "an attribute definition's missing label", item: { ...clothes, attributes: [{ type: { name: 'text' }, name: 'a', isRequired: false }] }, path: 'attributes.0.label' },
      { problem: 'a wrong field type', item: { ...clothes, attributes: [{ ...definition({ name: 'text' }), isRequired: 'no' }] }, path: 'attributes.0.isRequired' },
      { problem: 'an unknown enum value', item: { ...clothes, attributes: [{ ...definition({ name: 'text' }), attributeConstraint: 'Some' }] }, path: 'attributes.0.attributeConstraint' },
      { problem: 'an unknown attribute level', item: { ...clothes, attributes: [{ ...definition({ name: 'text' }), level: 'Store' }] }, path: 'attributes.0.level' },
      {
        problem: 'an unknown attribute type inside a set',
        item: { ...clothes, attributes: [definition({ name: 'set', elementType: { name: 'set', elementType: { name: 'integer' } } })] },
        path: 'attributes.0.type.elementType.elementType.name',
      },
      { problem: 'an enum type without values', item: { ...clothes, attributes: [definition({ name: 'enum' })] }, path: 'attributes.0.type.values' },
      { problem: 'a reference type to an unknown resource type', item: { ...clothes, attributes: [definition({ name: 'reference', referenceTypeId: 'widget' })] }, path: 'attributes.0.type.referenceTypeId' },
      {
        problem: 'a reference with the wrong typeId',
        item: { ...clothes, attributes: [definition({ name: 'nested', typeReference: ref('type', 'dimensions') })] },
        path: 'attributes.0.type.typeReference.typeId',
      },
    ],
  },
  {
    kind: productSelection,
    example: 'product-selection-import.json',
    request: 'product-selection-import-request.json',
    minimal: summer,
    invalid: [
      { problem: 'a missing required field', item: { key: 'summer' }, path: 'name' },
      { problem: "an assignment's missing product", item: { ...summer, assignments: [{ variantExclusion: { skus: ['A'] } }] }, path: 'assignments.0.product' },
      { problem: 'a wrong field type', item: { ...summer, assignments: [{ product: ref('product', 'shirt'), variantExclusion: { skus: 'A' } }] }, path: 'assignments.0.variantExclusion.skus' },
      { problem: 'an unknown enum value', item: { ...summer, mode: 'Everything' }, path: 'mode' },
      {
        problem: 'an unknown variant selection type',
        item: { ...summer, assignments: [{ product: ref('product', 'shirt'), variantSelection: { type: 'includeSome', skus: ['A'] } }] },
        path: 'assignments.0.variantSelection.type',
      },
      { problem: 'a reference with the wrong typeId', item: { ...summer, assignments: [{ product: ref('product-variant', 'shirt') }] }, path: 'assignments.0.product.typeId' },
    ],
  },
  {
    kind: productTailoring,
    example: 'product-tailoring-import.json',
    request: 'product-tailoring-import-request.json',
    minimal: tailored,
    invalid: [
      { problem: 'a missing required field', item: { ...tailored, store: undefined }, path: 'store' },
      { problem: "a tailored variant's missing SKU", item: { ...tailored, variants: [{ images: [] }] }, path: 'variants.0.sku' },
      { problem: 'a wrong field type', item: { ...tailored, slug: 'shirt' }, path: 'slug' },
      { problem: 'an unknown attribute type', item: { ...tailored, variants: [{ sku: 'A', attributes: [{ name: 'a', type: 'html', value: '' }] }] }, path: 'variants.0.attributes.0.type' },
      { problem: 'a reference with the wrong typeId', item: { ...tailored, store: ref('channel', 'berlin') }, path: 'store.typeId' },
    ],
  },
  {
    kind: inventory,
    example: 'inventory-import.json',
    request: 'inventory-import-request.json',
    minimal: stock,
    invalid: [
      { problem: 'a missing required field', item: { key: 'sku-1-stock', sku: 'SKU-1' }, path: 'quantityOnStock' },
      { problem: 'a wrong field type', item: { ...stock, quantityOnStock: '5' }, path: 'quantityOnStock' },
      {
        problem: 'an unknown enum value (a custom field type)',
        item: { ...stock, custom: { type: ref('type', 'stock-extras'), fields: { shelf: { type: 'Text', value: 'A1' } } } },
        path: 'custom.fields.shelf.type',
      },
      { problem: 'a reference with the wrong typeId', item: { ...stock, supplyChannel: ref('store', 'berlin') }, path: 'supplyChannel.typeId' },
    ],
  },
];

describe.each(CASES)('the $kind.type kind', ({ kind, example: file, request, minimal, invalid }) => {
  if (file !== undefined) {
    it(`accepts the official example (${file})`, () => {
      checked(kind, readExample(file));
    });
  }

  it(`accepts every item of the official example request (${request})`, () => {
    const body = readExample(request);
    expect(body).toMatchObject({ type: kind.type });
    const items: unknown = typeof body === 'object' && body !== null ? Reflect.get(body, kind.itemsKey) : undefined;
    if (!Array.isArray(items)) throw new Error(`${request} has no ${kind.itemsKey} array`);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) checked(kind, item);
  });

  it('accepts a minimal item', () => {
    checked(kind, minimal);
  });

  // `ProductImport` and `ProductTailoringImport` allow no other properties (`additionalProperties: false` in the RAML).
  if (kind === product || kind === productTailoring) {
    it('rejects properties the schema does not name', () => {
      expect(issuePaths(kind, { ...minimal, somethingElse: ref('channel', 'not-a-field') })).toEqual(['somethingElse']);
    });
  } else {
    it('ignores properties the schema does not name, and references inside them', () => {
      const item = checked(kind, { ...minimal, somethingElse: ref('channel', 'not-a-field') });
      expect(item).toEqual(checked(kind, minimal));
    });
  }

  it.each(invalid)('rejects $problem at $path', ({ item, path }) => {
    expect(issuePaths(kind, item)).toEqual([path]);
  });

  it('rejects what is not an object', () => {
    for (const value of [null, 'item', 42, []]) expect(kind.check(value).success).toBe(false);
  });
});

describe('every attribute type', () => {
  // One value of each type the `Attribute` discriminator maps, as a variant would carry them.
  const values: Record<string, unknown> = {
    boolean: true,
    date: '2024-05-01',
    datetime: '2024-05-01T10:00:00.000Z',
    enum: 'red',
    lenum: 'red',
    ltext: { en: 'Red', de: 'Rot' },
    money: cents(100),
    number: 12.5,
    reference: ref('category', 'shirts'),
    text: 'cotton',
    time: '10:00:00.000',
  };
  const attributes = Object.entries(values).flatMap(([type, value]) => [
    { name: type, type, value },
    { name: `${type}-set`, type: `${type}-set`, value: [value, value] },
  ]);

  it('accepts all 22, with their values', () => {
    expect(attributes).toHaveLength(22);
    checked(productVariant, { ...redShirt, attributes });
  });

  it("checks each value against its type's value, sets against a list", () => {
    const wrong: Record<string, unknown> = {
      boolean: 'true',
      date: 20240501,
      datetime: 1714557600000,
      enum: 1,
      lenum: 1,
      ltext: 'Red',
      money: 100,
      number: '12.5',
      reference: 'shirts',
      text: 1,
      time: 36000,
    };
    const invalid = Object.entries(wrong).flatMap(([type, value]) => [
      { name: type, type, value },
      { name: `${type}-set`, type: `${type}-set`, value },
    ]);
    expect(issuePaths(productVariant, { ...redShirt, attributes: invalid })).toEqual(invalid.map((_, index) => `attributes.${index}.value`));
  });

  it('follows references in reference attributes, of any type', () => {
    const item = checked(productVariant, {
      ...redShirt,
      attributes: [
        { name: 'related', type: 'reference', value: ref('product', 'trousers') },
        { name: 'matches', type: 'reference-set', value: [ref('category', 'shirts'), ref('key-value-document', 'sizes')] },
      ],
    });
    expectSameMembers(item.references, [ref('product', 'shirt'), ref('product', 'trousers'), ref('category', 'shirts'), ref('key-value-document', 'sizes')]);
  });
});

describe('what a checked item references and creates', () => {
  it('a product draft: its product type, categories, tax category, state and custom Types; the product and its variants', () => {
    const item = checked(productDraft, {
      ...shirt,
      categories: [ref('category', 'shirts'), ref('category', 'summer'), ref('category', 'shirts')],
      taxCategory: ref('tax-category', 'standard'),
      state: ref('state', 'new'),
      searchKeywords: { en: [{ text: 'shirt', suggestTokenizer: { type: 'custom', inputs: ['tee'] } }, { text: 'top', suggestTokenizer: { type: 'whitespace' } }] },
      masterVariant: {
        key: 'shirt-red',
        sku: 'SHIRT-RED',
        prices: [
          {
            key: 'shirt-red-eur',
            value: cents(1999),
            customerGroup: ref('customer-group', 'vip'),
            channel: ref('channel', 'web'),
            discounted: { value: cents(1499), discount: ref('product-discount', 'sale') },
            tiers: [{ minimumQuantity: 10, value: cents(1499) }],
            custom: { type: ref('type', 'price-extras') },
          },
        ],
        assets: [{ key: 'manual', name: { en: 'Manual' }, sources: [{ uri: 'https://example.com/a.pdf', dimensions: { w: 1, h: 1 } }], custom: { type: ref('type', 'asset-extras') } }],
      },
      variants: [{ key: 'shirt-blue', sku: 'SHIRT-BLUE' }, { key: 'shirt-green' }],
    });
    expect(item.resourceKey).toBe('shirt');
    expect(item.target).toEqual(ref('product', 'shirt'));
    expect(item.creates).toEqual([ref('product', 'shirt'), ref('product-variant', 'shirt-red'), ref('product-variant', 'shirt-blue'), ref('product-variant', 'shirt-green')]);
    expectSameMembers(item.references, [
      ref('product-type', 'clothes'),
      ref('category', 'shirts'),
      ref('category', 'summer'),
      ref('tax-category', 'standard'),
      ref('state', 'new'),
      ref('customer-group', 'vip'),
      ref('channel', 'web'),
      ref('product-discount', 'sale'),
      ref('type', 'price-extras'),
      ref('type', 'asset-extras'),
    ]);
  });

  it('a product draft referencing its own variants through an attribute does not wait for them', () => {
    const item = checked(productDraft, {
      ...shirt,
      masterVariant: { key: 'shirt-red', attributes: [{ name: 'sibling', type: 'reference', value: ref('product-variant', 'shirt-blue') }] },
      variants: [{ key: 'shirt-blue' }],
    });
    expect(item.references).toEqual([ref('product-type', 'clothes')]);
  });

  it('a product draft without variants creates the product alone and holds no SKUs', () => {
    const item = checked(productDraft, shirt);
    expect(item.creates).toEqual([ref('product', 'shirt')]);
  });

  it('the official product draft: its product type and reference attributes', () => {
    const item = checked(productDraft, readExample('product-draft-import.json'));
    expect(item.resourceKey).toBe('product-draft-key');
    expect(item.creates).toEqual([ref('product', 'product-draft-key'), ref('product-variant', 'master-variant-key')]);
    expectSameMembers(item.references, [ref('product-type', 'sample'), ref('category', 'category-key'), ref('key-value-document', 'custom-object-key')]);
  });

  it('a product: its product type, categories, tax category and state; itself', () => {
    const item = checked(product, { ...shirt, categories: [ref('category', 'shirts')], taxCategory: ref('tax-category', 'standard'), state: ref('state', 'new') });
    expect(item).toEqual({
      resourceKey: 'shirt',
      target: ref('product', 'shirt'),
      references: [ref('product-type', 'clothes'), ref('category', 'shirts'), ref('tax-category', 'standard'), ref('state', 'new')],
      creates: [ref('product', 'shirt')],
    });
  });

  it('the official product: its product type, category, tax category and state', () => {
    const item = checked(product, readExample('product-import.json'));
    expectSameMembers(item.references, [
      ref('product-type', 'product-type-key'),
      ref('category', 'category-key'),
      ref('tax-category', 'tax-category-key'),
      ref('state', 'state-key'),
    ]);
  });

  it('a product variant: its product; the variant, with its SKU, which it brings as master variant data for its product', () => {
    expect(checked(productVariant, { ...redShirt, sku: 'SHIRT-RED', staged: false })).toEqual({
      resourceKey: 'shirt-red',
      target: ref('product-variant', 'shirt-red'),
      references: [ref('product', 'shirt')],
      creates: [ref('product-variant', 'shirt-red')],
      suppliesMasterVariant: { product: 'shirt', variant: { key: 'shirt-red', sku: 'SHIRT-RED' } },
    });
  });

  it('a variant: its product; the variant, with its SKU, which it brings as master variant data for its product', () => {
    expect(checked(variant, { ...blueShirt, publish: true })).toEqual({
      resourceKey: 'shirt-blue',
      target: ref('product-variant', 'shirt-blue'),
      references: [ref('product', 'shirt')],
      creates: [ref('product-variant', 'shirt-blue')],
      suppliesMasterVariant: { product: 'shirt', variant: { key: 'shirt-blue', sku: 'SHIRT-BLUE' } },
    });
  });

  it('a product draft brings its master variant as master variant data; one without brings none', () => {
    const masterVariant = { key: 'shirt-red', sku: 'SHIRT-RED' };
    expect(checked(productDraft, { ...shirt, masterVariant }).suppliesMasterVariant).toEqual({ product: 'shirt', variant: masterVariant });
    expect(checked(productDraft, shirt).suppliesMasterVariant).toBeUndefined();
  });

  it('a product variant patch request: every patch names its product, or none does', () => {
    const named = { ...redPatch, product: ref('product', 'shirt') };
    expect(productVariantPatch.together([named, named])).toEqual([]);
    expect(productVariantPatch.together([redPatch, redPatch])).toEqual([]);
    expect(productVariantPatch.together([named, redPatch, named, redPatch])).toEqual([
      { index: 1, field: 'product', invalidValue: undefined, problem: 'a patch of this request names its product, so every patch must' },
      { index: 3, field: 'product', invalidValue: undefined, problem: 'a patch of this request names its product, so every patch must' },
    ]);
  });

  it('a product variant patch: the variant and product it changes; creates nothing', () => {
    const item = checked(productVariantPatch, {
      ...redPatch,
      product: ref('product', 'shirt'),
      attributes: { new: null, colour: { type: 'ltext', value: { en: 'Red', de: null } }, related: { type: 'reference', value: ref('category', 'shirts') } },
    });
    expect(item.resourceKey).toBe('shirt-red');
    expect(item.target).toEqual(ref('product-variant', 'shirt-red'));
    expect(item.creates).toEqual([]);
    expectSameMembers(item.references, [ref('product-variant', 'shirt-red'), ref('product', 'shirt'), ref('category', 'shirts')]);
  });

  it('a product variant patch without attributes still needs its variant', () => {
    expect(checked(productVariantPatch, redPatch).references).toEqual([ref('product-variant', 'shirt-red')]);
  });

  it('a price: its variant, product, customer group, channel and discount; itself', () => {
    const item = checked(price, { ...redPrice, customerGroup: ref('customer-group', 'vip'), channel: ref('channel', 'web'), discounted: { value: cents(1499), discount: ref('product-discount', 'sale') } });
    expect(item.resourceKey).toBe('shirt-red-eur');
    expect(item.target).toEqual(ref('price', 'shirt-red-eur'));
    expect(item.creates).toEqual([ref('price', 'shirt-red-eur')]);
    expectSameMembers(item.references, [
      ref('product-variant', 'shirt-red'),
      ref('product', 'shirt'),
      ref('customer-group', 'vip'),
      ref('channel', 'web'),
      ref('product-discount', 'sale'),
    ]);
  });

  it('a standalone price: its channel, not its SKU; itself', () => {
    const item = checked(standalonePrice, { ...skuPrice, channel: ref('channel', 'web') });
    expect(item.target).toEqual(ref('standalone-price', 'sku-1-eur'));
    expect(item.creates).toEqual([ref('standalone-price', 'sku-1-eur')]);
    expect(item.references).toEqual([ref('channel', 'web')]);
  });

  it('a product type: the product types its nested attributes name; itself', () => {
    const item = checked(productType, {
      ...clothes,
      attributes: [
        definition({ name: 'set', elementType: { name: 'nested', typeReference: ref('product-type', 'dimensions') } }),
        { ...definition({ name: 'lenum', values: [{ key: 'red', label: { en: 'Red' } }] }), name: 'colour', attributeConstraint: 'SameForAll', level: 'Product' },
        { ...definition({ name: 'reference', referenceTypeId: 'category' }), name: 'related', inputHint: 'MultiLine', isSearchable: true },
      ],
    });
    expect(item).toEqual({
      resourceKey: 'clothes',
      target: ref('product-type', 'clothes'),
      references: [ref('product-type', 'dimensions')],
      creates: [ref('product-type', 'clothes')],
    });
  });

  it('a product selection: the products it assigns; itself', () => {
    const item = checked(productSelection, {
      ...summer,
      mode: 'IndividualExclusion',
      assignments: [{ product: ref('product', 'shirt'), variantExclusion: { skus: ['SHIRT-RED'] } }, { product: ref('product', 'shorts') }],
    });
    expect(item.target).toEqual(ref('product-selection', 'summer'));
    expect(item.creates).toEqual([ref('product-selection', 'summer')]);
    expect(item.references).toEqual([ref('product', 'shirt'), ref('product', 'shorts')]);
  });

  it('a product tailoring: its store and product; itself', () => {
    const item = checked(productTailoring, tailored);
    expect(item.target).toEqual(ref('product-tailoring', 'shirt-berlin'));
    expect(item.creates).toEqual([ref('product-tailoring', 'shirt-berlin')]);
    expect(item.references).toEqual([ref('store', 'berlin'), ref('product', 'shirt')]);
  });

  it('an inventory entry: its supply channel and custom Type; itself', () => {
    const item = checked(inventory, { ...stock, supplyChannel: ref('channel', 'warehouse'), custom: { type: ref('type', 'stock-extras') } });
    expect(item.target).toEqual(ref('inventory', 'sku-1-stock'));
    expect(item.creates).toEqual([ref('inventory', 'sku-1-stock')]);
    expect(item.references).toEqual([ref('channel', 'warehouse'), ref('type', 'stock-extras')]);
  });
});
