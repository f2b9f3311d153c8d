import { COUNTRY_POOL } from './code-pools.js';
import { deepMerge, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import { DAY_MS, REFERENCE_MS } from './generators.js';
import { givenPresence } from './given-presence.js';
import type {
  Attribute,
  CategoryImport,
  InventoryImport,
  PriceDraftImport,
  PriceImport,
  ProductDraftImport,
  ProductImport,
  ProductSelectionImport,
  ProductTailoringImport,
  ProductTypeImport,
  ProductVariantDraftImport,
  ProductVariantImport,
  ProductVariantPatch,
  StandalonePriceImport,
  VariantImport,
} from './import-resource-types.js';
import {
  ATTRIBUTE_TEMPLATES,
  attributeDefinition,
  attributeValue,
  coins,
  currency,
  english,
  image,
  importKey,
  money,
  priceTiers,
  reference,
  sku,
  validity,
} from './import-values.js';

// Builders of the catalogue's import resources. Each draws all of its randomness first, then merges
// the overrides, so that an override shifts nothing else. References that the schema requires are
// always there (a product's product type, a price's product and variant); optional ones are left
// out, so that a test needs to declare only what it must.


/**
 * @example
 * generateCategoryImport(context, { parent: { typeId: 'category', key: 'clothing' } });
 * // { key: 'garden-1', name: { en: 'Garden' }, slug: { en: 'garden-1' }, parent: { typeId: 'category', key: 'clothing' }, … }
 */
export function generateCategoryImport(context: FactoryContext, overrides?: Overrides<CategoryImport>): CategoryImport {
  const { faker } = context;
  const name = faker.commerce.department();
  const key = importKey(context, name, 'category');
  const description = faker.commerce.productDescription();
  const orderHint = `0.${context.int(1, 999_999)}`;
  const externalId = faker.string.numeric(8);
  const [hasDescription, hasOrderHint, hasExternalId, hasMeta] = coins(context, 0.5, 0.5, 0.3, 0.3);
  const category: CategoryImport = {
    key,
    name: english(name),
    slug: english(key),
    ...(hasDescription ? { description: english(description) } : {}),
    ...(hasOrderHint ? { orderHint } : {}),
    ...(hasExternalId ? { externalId } : {}),
    ...(hasMeta ? { metaTitle: english(name), metaDescription: english(description) } : {}),
  };
  return deepMerge(category, overrides);
}

/**
 * One to four optional attributes from a fixed list (material, size, color, …).
 *
 * @example
 * generateProductTypeImport(context); // { key: 'toys-1', name: 'Toys', description: 'Rustic toys products', attributes: [ … ] }
 */
export function generateProductTypeImport(context: FactoryContext, overrides?: Overrides<ProductTypeImport>): ProductTypeImport {
  const { faker } = context;
  const name = faker.commerce.department();
  const key = importKey(context, name, 'productType');
  const description = `${faker.commerce.productAdjective()} ${name.toLowerCase()} products`;
  const attributes = context.pickSome(ATTRIBUTE_TEMPLATES, 1, 4).map((template) => attributeDefinition(context, template));
  return deepMerge({ key, name, description, attributes }, overrides);
}

/**
 * The fields products and product drafts share; the product's key comes from the product counter.
 * No `searchKeywords`: the official JSON Schema gives each locale a string, the SDK and the
 * platform a list of keywords, so no value satisfies both.
 */
function productFields(context: FactoryContext): ProductImport {
  const { faker } = context;
  const name = faker.commerce.productName();
  const key = importKey(context, name, 'product');
  const productType = reference(context, 'product-type', faker.commerce.department());
  const description = faker.commerce.productDescription();
  const [hasDescription, hasMeta, hasPublish, publish] = coins(context, 0.6, 0.3, 0.5, 0.5);
  return {
    key,
    productType,
    name: english(name),
    slug: english(key),
    ...(hasDescription ? { description: english(description) } : {}),
    ...(hasMeta ? { metaTitle: english(name), metaDescription: english(description) } : {}),
    ...(hasPublish ? { publish } : {}),
  };
}

/**
 * A product without variants (as `product` requests carry them); its product type is required.
 *
 * @example
 * generateProductImport(context, { productType: { key: 'clothing' } });
 * // { key: 'sleek-shirt-1', productType: { typeId: 'product-type', key: 'clothing' }, name: { en: 'Sleek Shirt' }, … }
 */
export function generateProductImport(context: FactoryContext, overrides?: Overrides<ProductImport>): ProductImport {
  return deepMerge(productFields(context), overrides);
}

function priceDraft(context: FactoryContext, variantKey: string): PriceDraftImport {
  const code = currency(context);
  const value = money(code, context.int(100, 50_000));
  const country = context.pick(COUNTRY_POOL);
  const [hasCountry] = coins(context, 0.3);
  return { key: `${variantKey}-${code.toLowerCase()}`, value, ...(hasCountry ? { country } : {}) };
}

function variantDraft(context: FactoryContext, productKey: string, index: number): ProductVariantDraftImport {
  const key = `${productKey}-${index}`;
  const variantSku = sku(context);
  const price = priceDraft(context, key);
  const picture = image(context, key);
  const [hasPrice, hasImage] = coins(context, 0.5, 0.5);
  return { key, sku: variantSku, ...(hasPrice ? { prices: [price] } : {}), ...(hasImage ? { images: [picture] } : {}) };
}

/**
 * A product with a master variant and up to two more, each with a key (`<product key>-1`, …) and a
 * SKU that this instance never repeats; its product type is required.
 *
 * @example
 * generateProductDraftImport(context, { productType: { key: 'clothing' } });
 * // { key: 'sleek-shirt-1', …, masterVariant: { key: 'sleek-shirt-1-1', sku: 'COTTON-4821-1' }, variants: [ … ] }
 */
export function generateProductDraftImport(context: FactoryContext, overrides?: Overrides<ProductDraftImport>): ProductDraftImport {
  const fields = productFields(context);
  const count = context.int(0, 2);
  const variants = Array.from({ length: count + 1 }, (_, index) => variantDraft(context, fields.key, index + 1));
  const [masterVariant, ...others] = variants;
  return deepMerge({ ...fields, masterVariant, ...(others.length > 0 ? { variants: others } : {}) }, overrides);
}

/**
 * A variant of a product (by reference) that must exist, or be imported, before it. It is a new
 * variant, so it is not the master variant: a new one may not be made the master of a product
 * that has one (NewMasterVariantAdditionNotAllowed).
 *
 * @example
 * generateProductVariantImport(context, { product: { key: 'sleek-shirt-1' } });
 * // { key: 'shirt-variant-1', sku: 'COTTON-4821-1', isMasterVariant: false, product: { typeId: 'product', key: 'sleek-shirt-1' } }
 */
export function generateProductVariantImport(context: FactoryContext, overrides?: Overrides<ProductVariantImport>): ProductVariantImport {
  const productName = context.faker.commerce.product();
  const product = reference(context, 'product', productName);
  const key = importKey(context, `${productName} variant`, 'productVariant');
  const variantSku = sku(context);
  const picture = image(context, key);
  const [hasImage, hasStaged, staged] = coins(context, 0.5, 0.3, 0.5);
  const variant: ProductVariantImport = {
    key,
    sku: variantSku,
    isMasterVariant: false,
    product,
    ...(hasImage ? { images: [picture] } : {}),
    ...(hasStaged ? { staged } : {}),
  };
  return deepMerge(variant, overrides);
}

/**
 * Like a product variant, for `variant` requests: its product must exist.
 *
 * @example
 * generateVariantImport(context, { product: { key: 'sleek-shirt-1' } });
 * // { key: 'shirt-variant-2', sku: 'STEEL-0193-2', product: { typeId: 'product', key: 'sleek-shirt-1' } }
 */
export function generateVariantImport(context: FactoryContext, overrides?: Overrides<VariantImport>): VariantImport {
  const productName = context.faker.commerce.product();
  const product = reference(context, 'product', productName);
  const key = importKey(context, `${productName} variant`, 'productVariant');
  const variantSku = sku(context);
  const picture = image(context, key);
  const [hasImage, hasPublish, publish] = coins(context, 0.5, 0.3, 0.5);
  return deepMerge({ key, sku: variantSku, product, ...(hasImage ? { images: [picture] } : {}), ...(hasPublish ? { publish } : {}) }, overrides);
}

/**
 * A patch of one or two attributes of a variant that must exist. Attributes given as overrides
 * replace the built ones rather than joining them, so the patch changes exactly those.
 *
 * @example
 * generateProductVariantPatch(context, { productVariant: { key: 'sleek-shirt-1-1' }, attributes: { color: null } });
 * // { productVariant: { typeId: 'product-variant', key: 'sleek-shirt-1-1' }, attributes: { color: null }, … }
 */
export function generateProductVariantPatch(context: FactoryContext, overrides?: Overrides<ProductVariantPatch>): ProductVariantPatch {
  const productName = context.faker.commerce.product();
  const productVariant = reference(context, 'product-variant', `${productName} ${context.int(1, 3)}`);
  const values = context.pickSome(ATTRIBUTE_TEMPLATES, 1, 2).map((template) => attributeValue(context, template));
  const attributes: Record<string, Attribute> = {};
  for (const { name = '', ...value } of values) attributes[name] = value;
  const [hasStaged, staged] = coins(context, 0.5, 0.5);
  const patch: ProductVariantPatch = {
    productVariant,
    attributes: givenPresence(overrides, 'attributes') ? {} : attributes,
    ...(hasStaged ? { staged } : {}),
  };
  return deepMerge(patch, overrides);
}

/**
 * A price of a product's variant; both the product and the variant must exist.
 *
 * @example
 * generatePriceImport(context, { product: { key: 'shirt' }, productVariant: { key: 'shirt-1' } });
 * // { key: 'shirt-price-1', value: { type: 'centPrecision', centAmount: 1999, currencyCode: 'EUR', fractionDigits: 2 }, … }
 */
export function generatePriceImport(context: FactoryContext, overrides?: Overrides<PriceImport>): PriceImport {
  const productName = context.faker.commerce.product();
  const product = reference(context, 'product', productName);
  const productVariant = reference(context, 'product-variant', `${productName} ${context.int(1, 3)}`);
  const key = importKey(context, `${productName} price`, 'price');
  const code = currency(context);
  const cents = context.int(100, 50_000);
  const tiers = priceTiers(context, code, cents);
  const period = validity(context);
  const country = context.pick(COUNTRY_POOL);
  const [hasCountry, hasValidity, hasTiers, hasStaged, staged] = coins(context, 0.3, 0.3, 0.2, 0.3, 0.5);
  const price: PriceImport = {
    key,
    value: money(code, cents),
    product,
    productVariant,
    ...(hasCountry ? { country } : {}),
    ...(hasValidity ? period : {}),
    ...(hasTiers ? { tiers } : {}),
    ...(hasStaged ? { staged } : {}),
  };
  return deepMerge(price, overrides);
}

/**
 * A price of a SKU, referencing nothing.
 *
 * @example
 * generateStandalonePriceImport(context); // { key: 'standalone-price-1', sku: 'WOODEN-7316-1', value: { … }, active: true }
 */
export function generateStandalonePriceImport(context: FactoryContext, overrides?: Overrides<StandalonePriceImport>): StandalonePriceImport {
  const key = importKey(context, 'standalone price', 'standalonePrice');
  const variantSku = sku(context);
  const code = currency(context);
  const cents = context.int(100, 50_000);
  const tiers = priceTiers(context, code, cents);
  const period = validity(context);
  const country = context.pick(COUNTRY_POOL);
  const [hasCountry, hasValidity, hasTiers, hasActive, active] = coins(context, 0.3, 0.3, 0.2, 0.5, 0.8);
  const price: StandalonePriceImport = {
    key,
    sku: variantSku,
    value: money(code, cents),
    ...(hasCountry ? { country } : {}),
    ...(hasValidity ? period : {}),
    ...(hasTiers ? { tiers } : {}),
    ...(hasActive ? { active } : {}),
  };
  return deepMerge(price, overrides);
}

/**
 * Stock of a SKU, referencing nothing (no supply channel unless overrides name one).
 *
 * @example
 * generateInventoryImport(context); // { key: 'cotton-4821-1-stock', sku: 'COTTON-4821-1', quantityOnStock: 318 }
 */
export function generateInventoryImport(context: FactoryContext, overrides?: Overrides<InventoryImport>): InventoryImport {
  const variantSku = sku(context);
  const quantityOnStock = context.int(0, 1000);
  const restockableInDays = context.int(1, 30);
  const expectedDelivery = new Date(REFERENCE_MS + context.int(DAY_MS, 60 * DAY_MS)).toISOString();
  const [hasRestock, hasDelivery] = coins(context, 0.4, 0.3);
  const inventory: InventoryImport = {
    key: `${context.slug(variantSku, 40)}-stock`,
    sku: variantSku,
    quantityOnStock,
    ...(hasRestock ? { restockableInDays } : {}),
    ...(hasDelivery ? { expectedDelivery } : {}),
  };
  return deepMerge(inventory, overrides);
}

/**
 * A product selection without assignments (which would reference products).
 *
 * @example
 * generateProductSelectionImport(context); // { key: 'ergonomic-books-1', name: { en: 'Ergonomic Books' }, mode: 'Individual' }
 */
export function generateProductSelectionImport(context: FactoryContext, overrides?: Overrides<ProductSelectionImport>): ProductSelectionImport {
  const { faker } = context;
  const name = `${faker.commerce.productAdjective()} ${faker.commerce.department()}`;
  const key = importKey(context, name, 'productSelection');
  const mode = context.pick(['Individual', 'IndividualExclusion'] as const);
  const [hasMode] = coins(context, 0.5);
  return deepMerge({ key, name: english(name), ...(hasMode ? { mode } : {}) }, overrides);
}

/**
 * A product's tailoring for a Store; both the Store and the product must exist.
 *
 * @example
 * generateProductTailoringImport(context, { store: { key: 'berlin' }, product: { key: 'sleek-shirt-1' } });
 * // { key: 'berlin-shirt-1', store: { typeId: 'store', key: 'berlin' }, product: { typeId: 'product', key: 'sleek-shirt-1' }, … }
 */
export function generateProductTailoringImport(context: FactoryContext, overrides?: Overrides<ProductTailoringImport>): ProductTailoringImport {
  const { faker } = context;
  const city = faker.location.city();
  const productName = faker.commerce.product();
  const store = reference(context, 'store', city);
  const product = reference(context, 'product', productName);
  const key = importKey(context, `${city} ${productName}`, 'productTailoring');
  const name = `${faker.commerce.productAdjective()} ${productName}`;
  const description = faker.commerce.productDescription();
  const [hasName, hasDescription, hasPublish, publish] = coins(context, 0.6, 0.4, 0.3, 0.5);
  const tailoring: ProductTailoringImport = {
    key,
    store,
    product,
    ...(hasName ? { name: english(name), slug: english(key) } : {}),
    ...(hasDescription ? { description: english(description) } : {}),
    ...(hasPublish ? { publish } : {}),
  };
  return deepMerge(tailoring, overrides);
}
