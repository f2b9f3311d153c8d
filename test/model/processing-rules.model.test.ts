import { it } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { expectSchemaValid } from '../support/schemas.js';
import { MODEL_RUNS, modelParameters, propertyTimeout, send, START, START_MS } from './harness.js';

// Processing rules as a property (issue 22): random valid data, broken in one random way by one
// rule, must end `validationFailed` with that rule's error and leave the Project as it was. What
// each rule refuses and the error it names are written here from the spec alone
// (../shared/spec/README.md, "Processing rules"); no code is shared with src/.
//
// Each run declares a product type or a Type where the rule needs one, imports what the rule
// compares against, then the broken item. Then it shows that the store holds nothing of the
// failed item: another resource takes the unique values it wanted, and the corrected item under
// the same key imports as a first import (resourceVersion 1), or as the second import of a
// resource the failed one would have updated.

const IMPORT = 'https://import.europe-west1.gcp.commercetools.com';
const PROCESSING_MS = 5000;
const RUNS = MODEL_RUNS;

type Json = Record<string, unknown>;

/** One import request's single item, by the path segment that takes its type. */
interface Import {
  readonly segment: string;
  readonly type: string;
  readonly item: Json;
  /** Where the request holds its item: `resources` (when left out), or `patches` for a patch type. */
  readonly itemsKey?: 'resources' | 'patches';
}

/** What the rule's error must hold: its code, and the field, value or attributes it names. */
interface ExpectedError {
  readonly code: string;
  readonly field?: string;
  readonly duplicateValue?: string;
  readonly attribute?: string;
  readonly attributes?: readonly string[];
  /** The key of the embedded price a price error names as conflicting. */
  readonly conflictingKey?: string;
  /** The SKU a standalone price error names. */
  readonly sku?: string;
  /** The fields an InvalidFieldUpdate lists. */
  readonly fields?: readonly string[];
}

interface Case {
  readonly rule: string;
  /** Declared with content before anything is imported. */
  readonly declare: readonly Json[];
  /** Imported first, one request each; each must end imported. */
  readonly before: readonly Import[];
  readonly broken: Import;
  readonly error: ExpectedError;
  /** Imported after the failure, in order, each with the resourceVersion it must end with. */
  readonly after: readonly (Import & { readonly version: number })[];
}

// ---------------------------------------------------------------------------------------------
// Pools: small, so that names and values meet; keys fit KeyReference keys.

const keyOf = fc.stringMatching(/^[a-z][a-z0-9]{1,6}$/);
const text = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,8}$/);
const locale = fc.constantFrom('en', 'de', 'fr', 'en-US');
const ATTRIBUTE_NAMES = ['color', 'size', 'fit', 'material', 'style', 'ean'];

/** The kinds of attribute the property draws: the Import API's attribute `type` names. */
type Kind = 'text' | 'number' | 'boolean' | 'enum' | 'lenum' | 'enum-set' | 'text-set';
const KINDS: readonly Kind[] = ['text', 'number', 'boolean', 'enum', 'lenum', 'enum-set', 'text-set'];

interface Definition {
  readonly name: string;
  readonly kind: Kind;
  /** The keys of an enum, lenum or enum set. */
  readonly keys: readonly string[];
  readonly isRequired: boolean;
  readonly constraint: 'None' | 'Unique' | 'CombinationUnique' | 'SameForAll';
}

/** A product type's definition in its platform shape (the Import API's draft has the same). */
function definitionJson(definition: Definition): Json {
  const enumValues = definition.keys.map((key) => ({ key, label: key.toUpperCase() }));
  const lenumValues = definition.keys.map((key) => ({ key, label: { en: key.toUpperCase() } }));
  const type = {
    text: { name: 'text' },
    number: { name: 'number' },
    boolean: { name: 'boolean' },
    enum: { name: 'enum', values: enumValues },
    lenum: { name: 'lenum', values: lenumValues },
    'enum-set': { name: 'set', elementType: { name: 'enum', values: enumValues } },
    'text-set': { name: 'set', elementType: { name: 'text' } },
  }[definition.kind];
  return {
    name: definition.name,
    label: { en: definition.name },
    type,
    isRequired: definition.isRequired,
    attributeConstraint: definition.constraint,
    isSearchable: false,
  };
}

const productType = (key: string, definitions: readonly Definition[]): Json => ({
  typeId: 'product-type',
  key,
  name: key,
  description: `The ${key} type`,
  attributes: definitions.map(definitionJson),
});

/** A value of the definition's kind, chosen by `n` (distinct n, distinct values for text and number). */
function valueOf(definition: Definition, n: number): unknown {
  const key = definition.keys[n % definition.keys.length];
  switch (definition.kind) {
    case 'text':
      return `v${n}`;
    case 'number':
      return n;
    case 'boolean':
      return n % 2 === 0;
    case 'enum':
    case 'lenum':
      return key;
    case 'enum-set':
      return [key];
    case 'text-set':
      return [`v${n}`];
  }
}

const attribute = (definition: Definition, n: number): Json => ({ type: definition.kind, name: definition.name, value: valueOf(definition, n) });

/** Where variant `index` of a product draft sits: the master variant, then `variants.0`... */
const variantPath = (index: number) => (index === 0 ? 'masterVariant' : `variants.${index - 1}`);

interface Product {
  readonly key: string;
  readonly slug: Readonly<Record<string, string>>;
  readonly variants: readonly Json[];
}

function productDraft(product: Product, productTypeKey: string): Import {
  const [masterVariant, ...variants] = product.variants;
  return {
    segment: 'product-drafts',
    type: 'product-draft',
    item: {
      key: product.key,
      name: { en: product.key },
      slug: product.slug,
      productType: { typeId: 'product-type', key: productTypeKey },
      masterVariant,
      ...(variants.length > 0 ? { variants } : {}),
    },
  };
}

/** Variants fitting the definitions: every required one given, values apart per variant. */
const fittingVariants = (prefix: string, count: number, definitions: readonly Definition[], seed: number): Json[] =>
  Array.from({ length: count }, (_, index) => ({
    key: `${prefix}-v${index}`,
    sku: `${prefix}-sku${index}`,
    attributes: definitions.filter((definition, at) => definition.isRequired || (seed + at) % 2 === 0).map((definition) => attribute(definition, seed + index)),
  }));

/** A product type's definitions: distinct names, any kinds, enum keys, some required. */
const definitionsArbitrary = fc
  .uniqueArray(fc.constantFrom(...ATTRIBUTE_NAMES), { minLength: 1, maxLength: 4 })
  .chain((names) =>
    fc.tuple(
      ...names.map((name) =>
        fc.record({
          name: fc.constant(name),
          kind: fc.constantFrom(...KINDS),
          keys: fc.uniqueArray(keyOf, { minLength: 1, maxLength: 3 }),
          isRequired: fc.boolean(),
          constraint: fc.constant<Definition['constraint']>('None'),
        }),
      ),
    ),
  );

// ---------------------------------------------------------------------------------------------
// The rules, one arbitrary of cases each

/** A product broken in one of its variants by `breakVariant`; the corrected product imports after it. */
function productCase(
  rule: string,
  definitionsOf: (definitions: Definition[]) => Definition[],
  breakVariant: (variant: Json, definitions: readonly Definition[], path: string) => { variant: Json; error: ExpectedError } | undefined,
): fc.Arbitrary<Case | undefined> {
  return fc.record({ definitions: definitionsArbitrary, key: keyOf, slug: keyOf, locale, count: fc.integer({ min: 1, max: 3 }), at: fc.nat(), seed: fc.nat(50) }).map((drawn) => {
    const definitions = definitionsOf([...drawn.definitions]);
    const variants = fittingVariants(drawn.key, drawn.count, definitions, drawn.seed);
    const at = drawn.at % drawn.count;
    const broken = breakVariant(variants[at]!, definitions, variantPath(at));
    if (!broken) return undefined;
    const slug = { [drawn.locale]: drawn.slug };
    const brokenVariants = variants.map((variant, index) => (index === at ? broken.variant : variant));
    // Another product takes the slug and SKUs the failed one wanted; the failed key then imports anew.
    // Keys drawn never hold a '-', so `twin-p` is no drawn key and its variants' keys none of theirs.
    const twin = fittingVariants(drawn.key, drawn.count, definitions, drawn.seed).map((variant, index) => ({ ...variant, key: `twin-p-v${index}` }));
    const corrected = fittingVariants(`${drawn.key}x`, drawn.count, definitions, drawn.seed);
    return {
      rule,
      declare: [productType('pt', definitions)],
      before: [],
      broken: productDraft({ key: drawn.key, slug, variants: brokenVariants }, 'pt'),
      error: broken.error,
      after: [
        { ...productDraft({ key: 'twin-p', slug, variants: twin }, 'pt'), version: 1 },
        { ...productDraft({ key: drawn.key, slug: { [drawn.locale]: `${drawn.slug}x` }, variants: corrected }, 'pt'), version: 1 },
      ],
    };
  });
}

const withoutAttribute = (variant: Json, name: string): Json => ({ ...variant, attributes: (variant.attributes as Json[]).filter((a) => a.name !== name) });
const withAttribute = (variant: Json, value: Json): Json => ({ ...withoutAttribute(variant, String(value.name)), attributes: [...(withoutAttribute(variant, String(value.name)).attributes as Json[]), value] });

/** A kind that never pairs with the definition's: what an importer's wrong mapping sends. */
const WRONG: Record<Kind, { type: string; value: unknown }> = {
  text: { type: 'number', value: 7 },
  number: { type: 'text', value: '7' },
  boolean: { type: 'text', value: 'true' },
  enum: { type: 'lenum', value: 'x' },
  lenum: { type: 'enum', value: 'x' },
  'enum-set': { type: 'enum', value: 'x' },
  'text-set': { type: 'text', value: 'x' },
};

const attributeRules: readonly fc.Arbitrary<Case | undefined>[] = [
  productCase(
    'an attribute the product type does not define',
    (definitions) => definitions,
    (variant, definitions, path) => {
      const name = ['undefinedA', 'other', 'colour'].find((candidate) => !definitions.some((definition) => definition.name === candidate))!;
      return { variant: withAttribute(variant, { type: 'text', name, value: 'x' }), error: { code: 'InvalidField', field: `${path}.attributes.${name}` } };
    },
  ),
  productCase(
    "an attribute of another kind than its definition's",
    (definitions) => definitions,
    (variant, [definition], path) => ({
      variant: withAttribute(variant, { ...WRONG[definition!.kind], name: definition!.name }),
      error: { code: 'InvalidField', field: `${path}.attributes.${definition!.name}` },
    }),
  ),
  productCase(
    'an enum key the definition does not list (one value, or an element of a set)',
    (definitions) => definitions,
    (variant, definitions, path) => {
      const definition = definitions.find(({ kind }) => kind === 'enum' || kind === 'lenum' || kind === 'enum-set');
      if (!definition) return undefined;
      const unlisted = `${definition.keys.join('')}z`;
      const value = definition.kind === 'enum-set' ? [definition.keys[0], unlisted] : unlisted;
      return { variant: withAttribute(variant, { type: definition.kind, name: definition.name, value }), error: { code: 'InvalidField', field: `${path}.attributes.${definition.name}` } };
    },
  ),
  productCase(
    'a required attribute left out of a variant of a new product',
    ([first, ...rest]) => [{ ...first!, isRequired: true }, ...rest],
    (variant, [definition], path) => ({ variant: withoutAttribute(variant, definition!.name), error: { code: 'RequiredField', field: `${path}.attributes.${definition!.name}` } }),
  ),
];

/** Two or more variants of one product, one constraint broken between two of them. */
const constraintRules: readonly fc.Arbitrary<Case>[] = (['Unique', 'SameForAll', 'CombinationUnique'] as const).map((constraint) =>
  fc.record({ key: keyOf, count: fc.integer({ min: 2, max: 4 }), pair: fc.tuple(fc.nat(), fc.nat()), seed: fc.nat(50) }).map((drawn) => {
    const names = constraint === 'CombinationUnique' ? ['size', 'fit'] : ['ean'];
    const definitions: Definition[] = names.map((name) => ({ name, kind: 'text', keys: ['k'], isRequired: true, constraint }));
    const value = (n: number) => definitions.map((definition) => attribute(definition, constraint === 'SameForAll' ? drawn.seed : drawn.seed + n));
    const variants = Array.from({ length: drawn.count }, (_, index) => ({ key: `${drawn.key}-v${index}`, sku: `${drawn.key}-sku${index}`, attributes: value(index) }));
    const first = drawn.pair[0] % drawn.count;
    const second = (first + 1 + (drawn.pair[1] % (drawn.count - 1))) % drawn.count;
    const [low, high] = first < second ? [first, second] : [second, first];
    // Unique and CombinationUnique: the later variant repeats the earlier one's values. SameForAll:
    // a variant other than the master variant differs from it.
    const brokenAt = constraint === 'SameForAll' ? Math.max(high, 1) : high;
    const brokenValues = constraint === 'SameForAll' ? definitions.map((definition) => attribute(definition, drawn.seed + 1)) : value(low);
    const broken = variants.map((variant, index) => (index === brokenAt ? { ...variant, attributes: brokenValues } : variant));
    const error: ExpectedError =
      constraint === 'Unique'
        ? { code: 'DuplicateAttributeValue', attribute: 'ean' }
        : constraint === 'CombinationUnique'
          ? { code: 'DuplicateAttributeValues', attributes: names }
          : { code: 'InvalidField', field: `${variantPath(brokenAt)}.attributes.ean` };
    return {
      rule: `${constraint} across a product's variants`,
      declare: [productType('pt', definitions)],
      before: [],
      broken: productDraft({ key: drawn.key, slug: { en: drawn.key }, variants: broken }, 'pt'),
      error,
      after: [{ ...productDraft({ key: drawn.key, slug: { en: drawn.key }, variants }, 'pt'), version: 1 }],
    };
  }),
);

/** Values another product holds: a slug in one locale, a SKU, a variant key. */
const productUniqueRules: readonly fc.Arbitrary<Case>[] = (['slug', 'sku', 'key'] as const).map((field) =>
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 3, maxLength: 3 }), locale }).map(({ keys, locale: at }) => {
    const [holder, other, value] = keys as [string, string, string];
    const definitions: Definition[] = [{ name: 'color', kind: 'enum', keys: ['red'], isRequired: true, constraint: 'None' }];
    const variant = (key: string, sku: string) => ({ key, sku, attributes: [attribute(definitions[0]!, 0)] });
    const held = productDraft({ key: holder!, slug: { [at]: value }, variants: [variant(`${value}-v`, `${value}-sku`)] }, 'pt');
    const wanted = {
      slug: { slug: { [at]: value }, variants: [variant(`${other}-v`, `${other}-sku`)] },
      sku: { slug: { [at]: other! }, variants: [variant(`${other}-v`, `${value}-sku`)] },
      key: { slug: { [at]: other! }, variants: [variant(`${value}-v`, `${other}-sku`)] },
    }[field];
    const error: ExpectedError = {
      slug: { code: 'DuplicateField', field: `slug.${at}`, duplicateValue: value },
      sku: { code: 'DuplicateField', field: 'sku', duplicateValue: `${value}-sku` },
      key: { code: 'DuplicateField', field: 'key', duplicateValue: `${value}-v` },
    }[field];
    return {
      rule: `a product ${field} another product holds`,
      declare: [productType('pt', definitions)],
      before: [held],
      broken: productDraft({ key: other!, ...wanted }, 'pt'),
      error,
      after: [
        // The holder imports again: the failed product took nothing from it, and the same data changes nothing.
        { ...held, version: 1 },
        { ...productDraft({ key: other!, slug: { [at]: `${other}x` }, variants: [variant(`${other}-v`, `${other}-sku`)] }, 'pt'), version: 1 },
      ],
    };
  }),
);

const category = (key: string, slug: Readonly<Record<string, string>>, parent?: string): Import => ({
  segment: 'categories',
  type: 'category',
  item: { key, name: { en: key }, slug, ...(parent === undefined ? {} : { parent: { typeId: 'category', key: parent } }) },
});

const categoryRules: readonly fc.Arbitrary<Case>[] = [
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 2 }), slug: keyOf, locale }).map(({ keys: [holder, other], slug, locale: at }) => ({
    rule: 'a category slug another category holds',
    declare: [],
    before: [category(holder!, { [at]: slug })],
    broken: category(other!, { [at]: slug }),
    error: { code: 'DuplicateField', field: `slug.${at}`, duplicateValue: slug },
    after: [{ ...category(other!, { [at]: `${slug}x` }), version: 1 }],
  })),
  // A chain root > ... > leaf; the root imported again under the leaf (or under itself) closes a cycle.
  fc.uniqueArray(keyOf, { minLength: 1, maxLength: 5 }).map((chain) => {
    const root = chain[0]!;
    const leaf = chain[chain.length - 1]!;
    return {
      rule: 'a category parent that makes a cycle',
      declare: [],
      before: chain.map((key, index) => category(key, { en: key }, index === 0 ? undefined : chain[index - 1])),
      broken: category(root, { en: root }, leaf),
      error: { code: 'InvalidField', field: 'parent' },
      // The failed re-import counted for nothing: the root's next import that changes it is its second.
      after: [{ ...category(root, { en: root }), item: { ...category(root, { en: root }).item, name: { en: `${root} renamed` } }, version: 2 }],
    };
  }),
];

/**
 * A slug the platform refuses in any locale (spec: category and product slugs match
 * `^[A-Za-z0-9_-]{2,256}$`): too short, too long, or a character outside that set at its start,
 * inside it or at its end.
 */
const badSlug: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'a', 'Z', '0', '_', '-'),
  fc
    .tuple(keyOf, fc.constantFrom(' ', '.', '/', '+', '!', '\n', 'ä', 'é', 'ß'), keyOf, fc.nat(2))
    .map(([head, odd, tail, at]) => [`${odd}${head}${tail}`, `${head}${odd}${tail}`, `${head}${tail}${odd}`][at]!),
  fc.integer({ min: 257, max: 300 }).map((length) => 's'.repeat(length)),
);

/** A category or product draft whose slug breaks the pattern in one locale and fits it in another. */
const slugPatternRules: readonly fc.Arbitrary<Case>[] = (['category', 'product'] as const).map((kind) =>
  fc.record({ key: keyOf, slug: keyOf, bad: badSlug, locales: fc.uniqueArray(locale, { minLength: 2, maxLength: 2 }) }).map(({ key, slug, bad, locales: [good, at] }) => {
    const item = (itemKey: string, slugs: Readonly<Record<string, string>>): Import =>
      kind === 'category' ? category(itemKey, slugs) : productDraft({ key: itemKey, slug: slugs, variants: fittingVariants(itemKey, 1, [], 0) }, 'pt');
    return {
      rule: `a ${kind} slug outside the slug pattern`,
      declare: kind === 'product' ? [productType('pt', [])] : [],
      before: [],
      broken: item(key, { [good!]: slug, [at!]: bad }),
      error: { code: 'InvalidField', field: `slug.${at}` },
      after: [
        // Another resource takes the slug the failed one held beside the bad one ('twin-s' is no
        // drawn key: those hold no '-'); the failed key then imports anew.
        { ...item('twin-s', { [good!]: slug }), version: 1 },
        { ...item(key, { [good!]: `${slug}x`, [at!]: `${slug}y` }), version: 1 },
      ],
    };
  }),
);

/** Swaps the case of every letter: the same email to the platform. */
const swapCase = (value: string) => [...value].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join('');

const customer = (key: string, email: string, customerNumber?: string, more: Json = {}): Import => ({
  segment: 'customers',
  type: 'customer',
  item: { key, email, password: 'pw', ...(customerNumber === undefined ? {} : { customerNumber }), ...more },
});
const order = (orderNumber: string): Import => ({ segment: 'orders', type: 'order', item: { orderNumber, totalPrice: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 100, fractionDigits: 2 } } });
const discountCode = (key: string, code: string): Import => ({
  segment: 'discount-codes',
  type: 'discount-code',
  item: { key, code, isActive: true, cartDiscounts: [{ typeId: 'cart-discount', key: 'ten' }] },
});
const inventory = (key: string, sku: string, channel?: string): Import => ({
  segment: 'inventories',
  type: 'inventory',
  item: { key, sku, quantityOnStock: 1, ...(channel === undefined ? {} : { supplyChannel: { typeId: 'channel', key: channel } }) },
});

const otherRules: readonly fc.Arbitrary<Case>[] = [
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 2 }), local: fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,8}$/) }).map(({ keys: [holder, other], local }) => {
    const email = `${local}@Example.com`;
    return {
      rule: 'a customer email another customer holds, in any letter case',
      declare: [],
      before: [customer(holder!, email)],
      broken: customer(other!, swapCase(email)),
      error: { code: 'DuplicateField', field: 'email', duplicateValue: swapCase(email) },
      after: [{ ...customer(other!, `${local}x@example.com`), version: 1 }],
    };
  }),
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 2 }), number: keyOf }).map(({ keys: [holder, other], number }) => ({
    rule: 'a customer number another customer holds',
    declare: [],
    before: [customer(holder!, `${holder}@example.com`, number)],
    broken: customer(other!, `${other}@example.com`, number),
    error: { code: 'DuplicateField', field: 'customerNumber', duplicateValue: number },
    after: [{ ...customer(other!, `${other}@example.com`, `${number}x`), version: 1 }],
  })),
  keyOf.map((orderNumber) => ({
    rule: 'an order number an order holds',
    declare: [],
    before: [order(orderNumber)],
    broken: order(orderNumber),
    error: { code: 'DuplicateField', field: 'orderNumber', duplicateValue: orderNumber },
    after: [{ ...order(`${orderNumber}x`), version: 1 }],
  })),
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 2 }), code: keyOf }).map(({ keys: [holder, other], code }) => ({
    rule: 'a discount code another holds',
    declare: [],
    before: [discountCode(holder!, code)],
    broken: discountCode(other!, code),
    error: { code: 'DuplicateField', field: 'code', duplicateValue: code },
    after: [{ ...discountCode(other!, `${code}x`), version: 1 }],
  })),
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 2 }), sku: keyOf, channel: fc.option(fc.constantFrom('berlin', 'paris'), { nil: undefined }) }).map(
    ({ keys: [holder, other], sku, channel }) => ({
      rule: 'an inventory entry of a SKU and supply channel another entry holds',
      declare: [],
      before: [inventory(holder!, sku, channel)],
      broken: inventory(other!, sku, channel),
      error: { code: 'DuplicateField', field: 'sku', duplicateValue: sku },
      // The same SKU in another channel (or none) is another entry.
      after: [{ ...inventory(other!, sku, channel === undefined ? 'berlin' : undefined), version: 1 }],
    }),
  ),
  fc.record({ key: keyOf, names: fc.uniqueArray(fc.constantFrom(...ATTRIBUTE_NAMES), { minLength: 1, maxLength: 4 }), at: fc.nat() }).map(({ key, names, at }) => {
    const definitions: Definition[] = names.map((name) => ({ name, kind: 'text', keys: ['k'], isRequired: false, constraint: 'None' }));
    const repeated = names[at % names.length]!;
    const withRepeat = [...definitions, { ...definitions[at % names.length]!, kind: 'number' as const }];
    const { typeId: _typeId, ...draft } = productType(key, withRepeat);
    const { typeId: _again, ...corrected } = productType(key, definitions);
    return {
      rule: 'an attribute name twice in a product type',
      declare: [],
      before: [],
      broken: { segment: 'product-types', type: 'product-type', item: draft },
      error: { code: 'DuplicateField', field: `attributes.${names.length}.name`, duplicateValue: repeated },
      after: [{ segment: 'product-types', type: 'product-type', item: corrected, version: 1 }],
    };
  }),
  fc.record({ key: keyOf, names: fc.uniqueArray(fc.constantFrom('tier', 'nickname', 'vip', 'size'), { minLength: 1, maxLength: 4 }), at: fc.nat() }).map(({ key, names, at }) => {
    const field = (name: string, type: string) => ({ name, label: { en: name }, required: false, type: { name: type } });
    const fields = names.map((name) => field(name, 'String'));
    const repeated = names[at % names.length]!;
    const type = (fieldDefinitions: Json[]) => ({ key, name: { en: key }, resourceTypeIds: ['customer'], fieldDefinitions });
    return {
      rule: 'a field name twice in a Type',
      declare: [],
      before: [],
      broken: { segment: 'types', type: 'type', item: type([...fields, field(repeated, 'Number')]) },
      error: { code: 'DuplicateField', field: `fieldDefinitions.${names.length}.name`, duplicateValue: repeated },
      after: [{ segment: 'types', type: 'type', item: type(fields), version: 1 }],
    };
  }),
];

/** Custom fields on a customer, against a Type declared with its content. */
const customFieldRules: readonly fc.Arbitrary<Case>[] = [
  fc.record({ key: keyOf, break: fc.constantFrom('type', 'undefined', 'kind', 'enum', 'required') }).map(({ key, break: how }) => {
    const typeDeclaration = (resourceTypeIds: string[]) => ({
      typeId: 'type',
      key: 'loyalty',
      name: { en: 'Loyalty' },
      resourceTypeIds,
      fieldDefinitions: [
        { name: 'tier', label: { en: 'Tier' }, required: false, type: { name: 'Enum', values: [{ key: 'gold', label: 'Gold' }] } },
        { name: 'vip', label: { en: 'VIP' }, required: true, type: { name: 'Boolean' } },
      ],
    });
    const good = { tier: { type: 'Enum', value: 'gold' }, vip: { type: 'Boolean', value: true } };
    const fields = {
      type: good,
      undefined: { ...good, shoeSize: { type: 'Number', value: 42 } },
      kind: { ...good, vip: { type: 'String', value: 'yes' } },
      enum: { ...good, tier: { type: 'Enum', value: 'bronze' } },
      required: { tier: good.tier },
    }[how];
    const error: ExpectedError = {
      type: { code: 'InvalidField', field: 'custom.type' },
      undefined: { code: 'InvalidField', field: 'custom.fields.shoeSize' },
      kind: { code: 'InvalidField', field: 'custom.fields.vip' },
      enum: { code: 'InvalidField', field: 'custom.fields.tier' },
      required: { code: 'RequiredField', field: 'custom.fields.vip' },
    }[how];
    const withCustom = (f: Json): Import => ({
      segment: 'customers',
      type: 'customer',
      item: { key, email: `${key}@example.com`, password: 'pw', custom: { type: { typeId: 'type', key: 'loyalty' }, fields: f } },
    });
    return {
      rule: `custom fields against their Type (${how})`,
      // For the `type` break the Type is for categories only.
      declare: [typeDeclaration(how === 'type' ? ['category'] : ['customer', 'category'])],
      before: [],
      broken: withCustom(fields),
      error,
      after: [how === 'type' ? { ...customer(key, `${key}@example.com`), version: 1 } : { ...withCustom(good), version: 1 }],
    };
  }),
];

/** What a customer needs beside unique values: a password in Password mode, address keys once each, indexes that name an address. */
const customerRules: readonly fc.Arbitrary<Case>[] = [
  fc.record({ key: keyOf, mode: fc.constantFrom(undefined, 'Password'), empty: fc.boolean(), external: fc.boolean() }).map(({ key, mode, empty, external }) => {
    const withoutPassword: Json = { key, email: `${key}@example.com`, ...(mode === undefined ? {} : { authenticationMode: mode }), ...(empty ? { password: '' } : {}) };
    // Corrected: given a password, or authenticated elsewhere, which needs none.
    const corrected = external ? { ...withoutPassword, authenticationMode: 'ExternalAuth' } : { ...withoutPassword, password: 'pw' };
    return {
      rule: 'a customer in Password mode (the default) without a password',
      declare: [],
      before: [],
      broken: { segment: 'customers', type: 'customer', item: withoutPassword },
      error: { code: 'RequiredField', field: 'password' },
      after: [{ segment: 'customers', type: 'customer', item: corrected, version: 1 }],
    };
  }),
  fc.record({ key: keyOf, addressKeys: fc.uniqueArray(keyOf, { minLength: 1, maxLength: 3 }), at: fc.nat() }).map(({ key, addressKeys, at }) => {
    const address = (addressKey: string) => ({ key: addressKey, country: 'DE' });
    const repeated = addressKeys[at % addressKeys.length]!;
    return {
      rule: 'an address key twice in one customer',
      declare: [],
      before: [],
      broken: customer(key, `${key}@example.com`, undefined, { addresses: [...addressKeys, repeated].map(address) }),
      error: { code: 'DuplicateField', field: `addresses.${addressKeys.length}.key`, duplicateValue: repeated },
      // The email is free, and another customer may have the same address keys.
      after: [
        { ...customer(`${key}x`, `${key}@example.com`, undefined, { addresses: addressKeys.map(address) }), version: 1 },
        { ...customer(key, `${key}y@example.com`, undefined, { addresses: addressKeys.map(address) }), version: 1 },
      ],
    };
  }),
  fc
    .record({
      key: keyOf,
      count: fc.integer({ min: 0, max: 3 }),
      field: fc.constantFrom('defaultShippingAddress', 'defaultBillingAddress', 'shippingAddresses', 'billingAddresses'),
      beyond: fc.integer({ min: -3, max: 3 }),
    })
    .map(({ key, count, field, beyond }) => {
      const addresses = Array.from({ length: count }, (_, index) => ({ key: `a${index}`, country: 'DE' }));
      // An index past the end, or below 0.
      const index = beyond >= 0 ? count + beyond : beyond;
      const list = field === 'shippingAddresses' || field === 'billingAddresses';
      const valid = count > 0 ? { [field]: list ? [count - 1] : 0 } : {};
      return {
        rule: 'an address index that names no address',
        declare: [],
        before: [],
        broken: customer(key, `${key}@example.com`, undefined, { addresses, [field]: list ? [...(count > 0 ? [0] : []), index] : index }),
        error: { code: 'InvalidField', field: list ? `${field}.${count > 0 ? 1 : 0}` : field },
        after: [{ ...customer(key, `${key}@example.com`, undefined, { addresses, ...valid }), version: 1 }],
      };
    }),
];

const EUR = (centAmount: number) => ({ type: 'centPrecision', currencyCode: 'EUR', centAmount, fractionDigits: 2 });

/** An order selling variants, each named by SKU or key, of the product it names or of none. */
const orderSelling = (orderNumber: string, lineItems: readonly Json[]): Import => ({
  segment: 'orders',
  type: 'order',
  item: { orderNumber, totalPrice: EUR(100 * lineItems.length), lineItems: lineItems.map((variant) => ({ name: { en: 'Item' }, price: { value: EUR(100) }, quantity: 1, ...variant })) },
});

/** Line items sell variants the Project has, of the product they name. */
const lineItemRule: fc.Arbitrary<Case> = fc
  .record({ keys: fc.uniqueArray(keyOf, { minLength: 3, maxLength: 3 }), count: fc.integer({ min: 1, max: 3 }), at: fc.nat(), how: fc.constantFrom('unknown sku', 'sku of another product', 'key of another product', 'key and another sku', 'no variant') })
  .map(({ keys: [first, second, orderNumber], count, at, how }) => {
    const definitions: Definition[] = [{ name: 'color', kind: 'enum', keys: ['red'], isRequired: true, constraint: 'None' }];
    const product = (key: string) => productDraft({ key, slug: { en: key }, variants: [{ key: `${key}-v`, sku: `${key}-sku`, attributes: [attribute(definitions[0]!, 0)] }] }, 'pt');
    const reference = (typeId: string, key: string) => ({ typeId, key });
    const good = { product: reference('product', first!), variant: { sku: `${first}-sku` } };
    const position = at % count;
    const broken = {
      'unknown sku': { variant: { sku: `${first}-skux` } },
      'sku of another product': { product: reference('product', first!), variant: { sku: `${second}-sku` } },
      'key of another product': { product: reference('product', first!), variant: { productVariant: reference('product-variant', `${second}-v`) } },
      'key and another sku': { variant: { productVariant: reference('product-variant', `${first}-v`), sku: `${second}-sku` } },
      'no variant': { product: reference('product', first!), variant: {} },
    }[how];
    const field = { 'unknown sku': 'sku', 'sku of another product': 'sku', 'key of another product': 'productVariant', 'key and another sku': 'sku', 'no variant': 'sku' }[how];
    const items = Array.from({ length: count }, (_, index) => (index === position ? broken : good));
    return {
      rule: `a line item whose variant the Project lacks or another product has (${how})`,
      declare: [productType('pt', definitions)],
      before: [product(first!), product(second!)],
      broken: orderSelling(orderNumber!, items),
      error: { code: field === 'sku' && how === 'no variant' ? 'RequiredField' : 'InvalidField', field: `lineItems.${position}.variant.${field}` },
      // The failed order holds no order number: the corrected one is the first of it.
      after: [{ ...orderSelling(orderNumber!, items.map(() => good)), version: 1 }],
    };
  });

/** Order patches name deliveries and parcels the order has. */
const orderPatchRule: fc.Arbitrary<Case> = fc
  .record({ orderNumber: keyOf, ids: fc.uniqueArray(keyOf, { minLength: 3, maxLength: 3 }), how: fc.constantFrom('removeDelivery', 'removeParcelFromDelivery', 'setParcelMeasurements', 'setParcelTrackingData', 'setDeliveryAddress', 'addParcelToDelivery') })
  .map(({ orderNumber, ids: [delivery, parcel, missing], how }) => {
    const shippingInfo = {
      shippingMethodName: 'Standard',
      price: EUR(500),
      shippingRate: { price: EUR(500) },
      deliveries: [{ id: delivery, createdAt: '2029-12-31T00:00:00.000Z', items: [], parcels: [{ id: parcel, createdAt: '2029-12-31T00:00:00.000Z' }] }],
    };
    const fields = (id: string): Json =>
      ({
        removeDelivery: { removeDelivery: { id } },
        removeParcelFromDelivery: { removeParcelFromDelivery: { parcelId: id } },
        setParcelMeasurements: { setParcelMeasurements: { parcelId: id, measurements: { weightInGram: 100 } } },
        setParcelTrackingData: { setParcelTrackingData: { parcelId: id, trackingData: { trackingId: 'T-1' } } },
        setDeliveryAddress: { setDeliveryAddress: { deliveryId: id, address: { country: 'DE' } } },
        addParcelToDelivery: { addParcelToDelivery: { deliveryId: id } },
      })[how];
    const forDelivery = how === 'removeDelivery' || how === 'setDeliveryAddress' || how === 'addParcelToDelivery';
    const patch = (id: string): Import => ({ segment: 'order-patches', type: 'order-patch', itemsKey: 'patches', item: { orderNumber, fields: fields(id) } });
    const field = { removeDelivery: 'removeDelivery.id', setDeliveryAddress: 'setDeliveryAddress.deliveryId', addParcelToDelivery: 'addParcelToDelivery.deliveryId' }[how as string] ?? `${how}.parcelId`;
    return {
      rule: `an order patch naming a delivery or parcel the order lacks (${how})`,
      declare: [],
      before: [{ segment: 'orders', type: 'order', item: { orderNumber, totalPrice: EUR(500), shippingInfo } }],
      broken: patch(missing!),
      error: { code: 'InvalidField', field: `fields.${field}` },
      // The failed patch changed nothing: the order's next version is its second.
      after: [{ ...patch(forDelivery ? delivery! : parcel!), version: 2 }],
    };
  });

/** A second master variant: a new product variant import marked master, for a product that has one. */
const masterVariantRule: fc.Arbitrary<Case> = keyOf.map((key) => {
  const definitions: Definition[] = [{ name: 'color', kind: 'enum', keys: ['red'], isRequired: true, constraint: 'None' }];
  const variant = (variantKey: string, isMasterVariant: boolean): Import => ({
    segment: 'product-variants',
    type: 'product-variant',
    item: { key: variantKey, sku: `${variantKey}-sku`, isMasterVariant, attributes: [attribute(definitions[0]!, 0)], product: { typeId: 'product', key } },
  });
  return {
    rule: 'a new variant made the master variant of a product that has one',
    declare: [productType('pt', definitions)],
    before: [productDraft({ key, slug: { en: key }, variants: [{ key: `${key}-v0`, sku: `${key}-sku0`, attributes: [attribute(definitions[0]!, 0)] }] }, 'pt')],
    broken: variant(`${key}-v1`, true),
    error: { code: 'NewMasterVariantAdditionNotAllowed' },
    // The same variant joins as a further one, a new variant still: the failed import made none.
    // Its operation reports the product's version, which the new variant raises to 2.
    after: [{ ...variant(`${key}-v1`, false), version: 2 }],
  };
});

// ---------------------------------------------------------------------------------------------
// Prices (issue 30): a scope is the currency, country, customer group, channel and validity; two
// prices of one variant, or two standalone prices of one SKU, may not share it, nor overlap their
// validity periods within the rest of it. A period starts at validFrom and ends before validUntil,
// at least 1 ms later; a price without one clashes with none that has one.

const HOUR_MS = 3_600_000;
const hour = (n: number) => new Date(START_MS + n * HOUR_MS).toISOString();

/** A price's scope as the property draws it: validity in whole hours from START, either end open. */
interface Scope {
  readonly currency: string;
  readonly country?: string;
  readonly customerGroup?: string;
  readonly channel?: string;
  readonly from?: number;
  readonly until?: number;
}

const scopeArbitrary: fc.Arbitrary<Scope> = fc
  .record({
    currency: fc.constantFrom('EUR', 'USD', 'GBP'),
    country: fc.option(fc.constantFrom('DE', 'FR'), { nil: undefined }),
    customerGroup: fc.option(fc.constant('vip'), { nil: undefined }),
    channel: fc.option(fc.constantFrom('berlin', 'paris'), { nil: undefined }),
    from: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    length: fc.option(fc.integer({ min: 1, max: 10 }), { nil: undefined }),
  })
  .map(({ from, length, ...rest }) => ({ ...rest, ...(from === undefined ? {} : { from }), ...(length === undefined ? {} : { until: (from ?? 0) + length }) }));

/** The scope's fields as a price import, embedded price or standalone price carries them. */
const priceFields = (scope: Scope, cents: number): Json => ({
  value: { type: 'centPrecision', currencyCode: scope.currency, centAmount: cents, fractionDigits: 2 },
  ...(scope.country === undefined ? {} : { country: scope.country }),
  ...(scope.customerGroup === undefined ? {} : { customerGroup: { typeId: 'customer-group', key: scope.customerGroup } }),
  ...(scope.channel === undefined ? {} : { channel: { typeId: 'channel', key: scope.channel } }),
  ...(scope.from === undefined ? {} : { validFrom: hour(scope.from) }),
  ...(scope.until === undefined ? {} : { validUntil: hour(scope.until) }),
});

/** A scope in another currency: apart from every scope of the drawn ones. */
const elsewhere = (scope: Scope): Scope => ({ ...scope, currency: 'JPY' });

/** The scope with a validity period: its own, or hours 0 to 5. */
const periodic = (scope: Scope): Scope => (scope.from === undefined && scope.until === undefined ? { ...scope, from: 0, until: 5 } : scope);

/**
 * A validity period that overlaps the (periodic) scope's own but is not it: it starts inside the
 * scope's period, or an hour before an open start's end, and ends elsewhere.
 */
function overlapping(scope: Scope, shift: number): Scope {
  const { from, until } = scope;
  if (from === undefined) return { ...scope, from: until! - 1, until: until! + 1 + shift };
  if (until === undefined) return { ...scope, from: from + shift, until: from + shift + 1 };
  return { ...scope, from: from + (shift % (until - from)), until: until + 1 + shift };
}

const pricedDraft = (key: string, prices: readonly Json[]): Import =>
  productDraft({ key, slug: { en: key }, variants: [{ key: `${key}-v0`, sku: `${key}-sku0`, prices }] }, 'pt');

const priceRules: readonly fc.Arbitrary<Case>[] = [
  // Two prices of a draft's variant: the same scope, the same key, or validity periods that overlap.
  fc.record({ key: keyOf, scope: scopeArbitrary, how: fc.constantFrom('scope', 'key', 'overlap', 'validity'), shift: fc.nat(20) }).map(({ key, scope, how, shift }) => {
    const own = how === 'overlap' ? periodic(scope) : scope;
    const first = { key: 'p-a', ...priceFields(own, 100) };
    // Built for the drawn way alone: an overlapping period needs a scope with one.
    const second = {
      scope: () => ({ key: 'p-b', ...priceFields(scope, 200) }),
      key: () => ({ key: 'p-a', ...priceFields(elsewhere(scope), 200) }),
      overlap: () => ({ key: 'p-b', ...priceFields(overlapping(own, shift), 200) }),
      validity: () => ({ key: 'p-b', ...priceFields({ ...elsewhere(scope), from: 3, until: 3 }, 200) }),
    }[how]();
    const error: ExpectedError = {
      scope: { code: 'DuplicatePriceScope', conflictingKey: 'p-a' },
      key: { code: 'DuplicatePriceKey', conflictingKey: 'p-a' },
      // The overlapping error names the other price by id alone.
      overlap: { code: 'OverlappingPriceValidity' },
      validity: { code: 'InvalidField', field: 'masterVariant.prices.1.validUntil' },
    }[how];
    return {
      rule: `two prices of one variant (${how})`,
      declare: [productType('pt', [])],
      before: [],
      broken: pricedDraft(key, [first, second]),
      error,
      after: [{ ...pricedDraft(key, [first, { key: 'p-b', ...priceFields(elsewhere(scope), 200) }]), version: 1 }],
    };
  }),
  // A price import into a variant that has a price of its scope under another key.
  fc.record({ key: keyOf, scope: scopeArbitrary }).map(({ key, scope }) => {
    const priceImport = (priceKey: string, at: Scope): Import => ({
      segment: 'prices',
      type: 'price',
      item: { key: priceKey, ...priceFields(at, 300), product: { typeId: 'product', key }, productVariant: { typeId: 'product-variant', key: `${key}-v0` } },
    });
    return {
      rule: "a price import with the scope of another of its variant's prices",
      declare: [productType('pt', [])],
      before: [pricedDraft(key, [{ key: 'p-a', ...priceFields(scope, 100) }])],
      broken: priceImport('p-b', scope),
      error: { code: 'DuplicatePriceScope', conflictingKey: 'p-a' },
      // The price of the held key takes the scope: it replaces that price, which is no clash. Each
      // operation reports the product's version, which each changed price raises.
      after: [
        { ...priceImport('p-a', scope), version: 2 },
        { ...priceImport('p-b', elsewhere(scope)), version: 3 },
      ],
    };
  }),
  // A standalone price of a SKU with the scope, or an overlapping period, of another of that SKU.
  fc.record({ keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 2 }), sku: keyOf, scope: scopeArbitrary, overlap: fc.boolean(), shift: fc.nat(20) }).map(
    ({ keys: [holder, other], sku, scope, overlap, shift }) => {
      const standalone = (key: string, at: Scope, cents: number): Import => ({ segment: 'standalone-prices', type: 'standalone-price', item: { key, sku, ...priceFields(at, cents) } });
      const own = overlap ? periodic(scope) : scope;
      return {
        rule: `a standalone price of a SKU with ${overlap ? 'a validity overlapping' : 'the scope of'} another of that SKU`,
        declare: [],
        before: [standalone(holder!, own, 100)],
        broken: standalone(other!, overlap ? overlapping(own, shift) : own, 200),
        error: { code: overlap ? 'OverlappingStandalonePriceValidity' : 'DuplicateStandalonePriceScope', sku },
        after: [
          { ...standalone(holder!, own, 150), version: 2 },
          { ...standalone(other!, elsewhere(scope), 200), version: 1 },
        ],
      };
    },
  ),
  // A re-import changing what a standalone price or a discount code keeps for life.
  fc.record({ key: keyOf, scope: scopeArbitrary, changed: fc.subarray(['country', 'customerGroup', 'channel'] as const, { minLength: 1 }) }).map(({ key, scope, changed }) => {
    const swapped: Scope = {
      ...scope,
      ...(changed.includes('country') ? { country: scope.country === 'DE' ? 'FR' : 'DE' } : {}),
      ...(changed.includes('customerGroup') ? { customerGroup: scope.customerGroup === undefined ? 'vip' : undefined } : {}),
      ...(changed.includes('channel') ? { channel: scope.channel === 'berlin' ? 'paris' : 'berlin' } : {}),
    };
    const standalone = (at: Scope): Import => ({ segment: 'standalone-prices', type: 'standalone-price', item: { key, sku: `${key}-sku`, ...priceFields(at, 100) } });
    return {
      rule: 'a standalone price re-imported with another country, customer group or channel',
      declare: [],
      before: [standalone(scope)],
      broken: standalone(swapped),
      error: { code: 'InvalidFieldUpdate', fields: ['country', 'customerGroup', 'channel'].filter((field) => changed.includes(field as (typeof changed)[number])) },
      // The same price again: it kept what it had, and the same data changes nothing.
      after: [{ ...standalone(scope), version: 1 }],
    };
  }),
  fc.record({ key: keyOf, code: keyOf }).map(({ key, code }) => ({
    rule: 'a discount code re-imported with another code',
    declare: [],
    before: [discountCode(key, code)],
    broken: discountCode(key, `${code}x`),
    error: { code: 'InvalidFieldUpdate', fields: ['code'] },
    // The code it wanted is free; its own it keeps, so importing it again changes nothing.
    after: [
      { ...discountCode(`${key}x`, `${code}x`), version: 1 },
      { ...discountCode(key, code), version: 1 },
    ],
  })),
];

/**
 * Issue 30's product rules: attributes at their level (`Product` on the product, the others on
 * its variants), a required attribute of level `Product` given, a master variant for a draft with
 * variants, a patch that cannot remove a required attribute, and variant imports in Modular
 * Projects only (the property's Project is Classic).
 */
const productRules30: readonly fc.Arbitrary<Case>[] = [
  fc.record({ key: keyOf, brand: text, onVariant: fc.boolean(), required: fc.boolean() }).map(({ key, brand, onVariant, required }) => {
    const attributes = [
      { name: 'color', label: { en: 'Color' }, type: { name: 'enum', values: [{ key: 'red', label: 'Red' }] }, isRequired: true, level: 'Variant' },
      { name: 'brand', label: { en: 'Brand' }, type: { name: 'text' }, isRequired: required, level: 'Product' },
    ];
    const draft = (variantAttributes: Json[], productAttributes?: Json[]): Import => {
      const built = productDraft(
        { key, slug: { en: key }, variants: [{ key: `${key}-v0`, sku: `${key}-sku`, attributes: [{ type: 'enum', name: 'color', value: 'red' }, ...variantAttributes] }] },
        'leveled',
      );
      return productAttributes === undefined ? built : { ...built, item: { ...built.item, attributes: productAttributes } };
    };
    const brandAttribute = { type: 'text', name: 'brand', value: brand };
    // Brand on the variant is out of place (and given on the product too where required, so that
    // it is the one error); left off the product it is missing only where required.
    const broken = onVariant || !required ? draft([brandAttribute], required ? [brandAttribute] : undefined) : draft([]);
    const error: ExpectedError = onVariant || !required ? { code: 'InvalidField', field: 'masterVariant.attributes.brand' } : { code: 'RequiredField', field: 'attributes.brand' };
    return {
      rule: onVariant || !required ? 'an attribute of level Product on a variant' : 'a required attribute of level Product missing from the product',
      declare: [{ typeId: 'product-type', key: 'leveled', name: 'leveled', description: 'Leveled', attributes }],
      before: [],
      broken,
      error,
      after: [{ ...draft([], [brandAttribute]), version: 1 }],
    };
  }),
  fc.record({ key: keyOf, count: fc.integer({ min: 1, max: 3 }) }).map(({ key, count }) => {
    const variants = Array.from({ length: count }, (_, index) => ({ key: `${key}-v${index}`, sku: `${key}-sku${index}` }));
    const draft = (item: Json): Import => ({
      segment: 'product-drafts',
      type: 'product-draft',
      item: { key, name: { en: key }, slug: { en: key }, productType: { typeId: 'product-type', key: 'plain' }, ...item },
    });
    const [masterVariant, ...rest] = variants;
    return {
      rule: 'a product draft with variants and no master variant',
      declare: [{ typeId: 'product-type', key: 'plain', name: 'plain', description: 'Plain', attributes: [] }],
      before: [],
      broken: draft({ variants }),
      error: { code: 'RequiredField', field: 'masterVariant' },
      after: [{ ...draft({ masterVariant, ...(rest.length > 0 ? { variants: rest } : {}) }), version: 1 }],
    };
  }),
  fc.record({ key: keyOf, keys: fc.uniqueArray(keyOf, { minLength: 2, maxLength: 3 }) }).map(({ key, keys }) => {
    const color = { name: 'color', label: { en: 'Color' }, type: { name: 'enum', values: keys.map((one) => ({ key: one, label: one })) }, isRequired: true };
    const patch = (value: Json | null): Import => ({
      segment: 'product-variant-patches',
      type: 'product-variant-patch',
      itemsKey: 'patches',
      item: { productVariant: { typeId: 'product-variant', key: `${key}-v0` }, attributes: { color: value } },
    });
    return {
      rule: 'a variant patch removing a required attribute',
      declare: [{ typeId: 'product-type', key: 'coloured', name: 'coloured', description: 'Coloured', attributes: [color] }],
      before: [productDraft({ key, slug: { en: key }, variants: [{ key: `${key}-v0`, sku: `${key}-sku`, attributes: [{ type: 'enum', name: 'color', value: keys[0] }] }] }, 'coloured')],
      broken: patch(null),
      error: { code: 'InvalidOperation' },
      // The patch the product takes raises its version, which the operation reports.
      after: [{ ...patch({ type: 'enum', value: keys[1] }), version: 2 }],
    };
  }),
  keyOf.map((key) => {
    const variant = { key: `${key}-v1`, sku: `${key}-sku1`, product: { typeId: 'product', key } };
    return {
      rule: 'a variant import in a Project of the Classic catalog model',
      declare: [
        { typeId: 'product-type', key: 'plain', name: 'plain', description: 'Plain', attributes: [] },
        { typeId: 'product', key, name: { en: key }, slug: { en: key }, productType: { typeId: 'product-type', key: 'plain' }, masterVariant: { key: `${key}-v0`, sku: `${key}-sku0` } },
      ],
      before: [],
      broken: { segment: 'variants', type: 'variant', item: variant },
      error: { code: 'InvalidOperation' },
      // The same variant as a product variant joins the product: its version, 1 as declared, becomes 2.
      after: [{ segment: 'product-variants', type: 'product-variant', item: { ...variant, isMasterVariant: false }, version: 2 }],
    };
  }),
];

const anyCase: fc.Arbitrary<Case> = fc
  .oneof(
    ...attributeRules,
    ...constraintRules,
    ...productUniqueRules,
    ...categoryRules,
    ...slugPatternRules,
    ...otherRules,
    ...customFieldRules,
    masterVariantRule,
    ...priceRules,
    ...customerRules,
    lineItemRule,
    orderPatchRule,
    ...productRules30,
  )
  .filter((drawn): drawn is Case => drawn !== undefined);

// ---------------------------------------------------------------------------------------------
// Running a case

interface Operation {
  readonly id: string;
  readonly state: string;
  readonly resourceVersion?: number;
  readonly errors?: readonly Json[];
}

async function importOne(ct: CommercetoolsMock, token: string, { segment, type, item, itemsKey = 'resources' }: Import): Promise<Operation> {
  const reply = await send(ct.fetch, `${IMPORT}/shop/${segment}/import-containers/c`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type, [itemsKey]: [item] }),
  });
  if (reply.status !== 201) throw new Error(`The ${type} import request answered ${reply.status}: ${reply.text}`);
  const { operationStatus } = reply.body as { operationStatus: { operationId: string }[] };
  ct.clock.advance(PROCESSING_MS);
  const read = await send(ct.fetch, `${IMPORT}/shop/import-operations/${operationStatus[0]!.operationId}`, { headers: { authorization: `Bearer ${token}` } });
  expectSchemaValid(read.body, 'import-api', 'ImportOperation');
  return read.body as Operation;
}

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The error as the case names it: its code and what it is about. */
function named(error: Json): ExpectedError {
  const attribute = error.attribute as Json | undefined;
  const attributes = error.attributes as Json[] | undefined;
  return {
    code: String(error.code),
    ...(typeof error.field === 'string' ? { field: error.field } : {}),
    ...(typeof error.duplicateValue === 'string' ? { duplicateValue: error.duplicateValue } : {}),
    ...(attribute ? { attribute: String(attribute.name) } : {}),
    ...(attributes ? { attributes: attributes.map((one) => String(one.name)) } : {}),
    ...(isJson(error.conflictingPrice) ? { conflictingKey: String(error.conflictingPrice.key) } : {}),
    ...(typeof error.sku === 'string' ? { sku: error.sku } : {}),
    ...(Array.isArray(error.fields) ? { fields: error.fields.map(String) } : {}),
  };
}

describe('processing rules, as a property', () => {
  it.prop([anyCase], { ...modelParameters<[Case]>(), numRuns: RUNS })(
    'an item breaking one rule ends validationFailed with its error, and the Project keeps nothing of it',
    async (drawn) => {
      const ct = createCommercetoolsMock({
        projects: [{ key: 'shop' }],
        importContainers: { shop: [{ key: 'c' }] },
        resources: {
          shop: [
            { typeId: 'cart-discount', key: 'ten' },
            { typeId: 'channel', key: 'berlin' },
            { typeId: 'channel', key: 'paris' },
            { typeId: 'customer-group', key: 'vip' },
          ],
        },
        now: START,
      });
      const token = ct.issueToken({ scopes: ['manage_project:shop'] });
      for (const declaration of drawn.declare) await ct.addResource('shop', { typeId: String(declaration.typeId), key: String(declaration.key), ...declaration });
      for (const before of drawn.before) {
        const operation = await importOne(ct, token, before);
        expect({ state: operation.state, errors: operation.errors }, `${drawn.rule}: what the rule compares against imports`).toEqual({ state: 'imported', errors: undefined });
      }
      const failed = await importOne(ct, token, drawn.broken);
      for (const error of failed.errors ?? []) expectSchemaValid(error, 'import-api', 'ErrorObject');
      expect({ state: failed.state, errors: (failed.errors ?? []).map(named), resourceVersion: failed.resourceVersion }, drawn.rule).toEqual({
        state: 'validationFailed',
        errors: [drawn.error],
        resourceVersion: undefined,
      });
      for (const after of drawn.after) {
        const operation = await importOne(ct, token, after);
        expect({ state: operation.state, errors: operation.errors, resourceVersion: operation.resourceVersion }, `${drawn.rule}: after the failure`).toEqual({
          state: 'imported',
          errors: undefined,
          resourceVersion: after.version,
        });
      }
    },
    propertyTimeout(RUNS),
  );
});
