import { deepMerge, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import { generateCategoryImport } from './import-catalog-generators.js';
import type {
  AttributeDefinition,
  CategoryImport,
  ImportRequestBody,
  KeyReference,
  PriceDraftImport,
  ProductDraftImport,
  ProductTypeImport,
  ProductVariantDraftImport,
} from './import-resource-types.js';
import { english, importKey, money } from './import-values.js';
import { fittingProductDraft } from './product-type-fit.js';

// A whole small catalogue that imports as it is and reads back as a shop would show it: one product
// type, a tree of categories, and published products of that type in those categories, each
// variant priced. Everything it names, it builds, so nothing needs declaring first.

/** What `f.catalog()` builds; every field is optional. */
export interface CatalogOptions {
  /** How many product drafts, 0 to 500 (default 5). Each has a master variant and up to two more. */
  readonly products?: number;
  /** How many categories, 0 to 500 (default 4): about a third are roots, the others children. */
  readonly categories?: number;
  /**
   * The currencies every variant is priced in, one price each (default `['EUR']`); give the
   * Project's. An empty list leaves prices out.
   */
  readonly currencies?: readonly string[];
  /** Overrides of the product type; the products fit the type these give (its key, its attributes). */
  readonly productType?: Overrides<ProductTypeImport>;
  /**
   * Overrides of every product draft (`{ publish: false }` leaves them unpublished,
   * `{ publish: undefined }` leaves `publish` out); a `key` or `slug` among them would repeat.
   */
  readonly product?: Overrides<ProductDraftImport>;
}

/** One request of a catalogue: its Import API path segment and the body to post there. */
export type CatalogRequest =
  | { readonly segment: 'product-types'; readonly body: ImportRequestBody<'product-type'> }
  | { readonly segment: 'categories'; readonly body: ImportRequestBody<'category'> }
  | { readonly segment: 'product-drafts'; readonly body: ImportRequestBody<'product-draft'> };

/** A catalogue as Import API drafts, from `f.catalog()`. */
export interface Catalog {
  /** The product type every product is of. */
  readonly productType: ProductTypeImport;
  /** The categories, each parent before its children; a child names its parent by key. */
  readonly categories: CategoryImport[];
  /** Product drafts of the product type in one or two of the categories, published unless overridden. */
  readonly products: ProductDraftImport[];
  /**
   * The catalogue as whole import requests of at most 20 items each (the platform's limit), in the
   * order to post them: the product type, the categories, the products. Post them into one
   * container without a `resourceType` (or one container per type). They hold the same objects as
   * the fields above, so a change to a product shows in its request too.
   */
  readonly requests: CatalogRequest[];
}

/** The most items one import request holds. */
const REQUEST_ITEMS = 20;
/** The most products and categories a catalogue has: the platform's page size, so that one query reads them all. */
const MAX_COUNT = 500;

const COLORS = ['red', 'green', 'blue', 'black', 'white'];
const SIZES = ['xs', 's', 'm', 'l', 'xl'];
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The attributes every catalogue's product type has: both required, sizes differing between a product's variants. */
const REQUIRED_ATTRIBUTES: readonly AttributeDefinition[] = [
  {
    name: 'color',
    label: english('Color'),
    isRequired: true,
    attributeConstraint: 'None',
    isSearchable: true,
    type: { name: 'lenum', values: COLORS.map((key) => ({ key, label: english(capitalized(key)) })) },
  },
  {
    name: 'size',
    label: english('Size'),
    isRequired: true,
    attributeConstraint: 'CombinationUnique',
    isSearchable: true,
    type: { name: 'enum', values: SIZES.map((key) => ({ key, label: key.toUpperCase() })) },
  },
];

/** The optional attributes a catalogue's product type draws two to four of, kept in this order. */
const OPTIONAL_ATTRIBUTES: readonly AttributeDefinition[] = [
  { name: 'material', label: english('Material'), isRequired: false, attributeConstraint: 'SameForAll', inputHint: 'SingleLine', type: { name: 'text' } },
  { name: 'weight-in-grams', label: english('Weight in grams'), isRequired: false, attributeConstraint: 'None', type: { name: 'number' } },
  { name: 'waterproof', label: english('Waterproof'), isRequired: false, attributeConstraint: 'SameForAll', type: { name: 'boolean' } },
  { name: 'recommended-price', label: english('Recommended price'), isRequired: false, attributeConstraint: 'None', type: { name: 'money' } },
  { name: 'care-instructions', label: english('Care instructions'), isRequired: false, attributeConstraint: 'None', inputHint: 'MultiLine', type: { name: 'ltext' } },
  { name: 'release-date', label: english('Release date'), isRequired: false, attributeConstraint: 'None', type: { name: 'date' } },
];

function checkCount(name: string, count: number): number {
  if (!Number.isInteger(count) || count < 0 || count > MAX_COUNT) {
    throw new RangeError(`commercetools-msw/factories: a catalog has 0 to ${MAX_COUNT} ${name}, not ${count}.`);
  }
  return count;
}

function catalogProductType(context: FactoryContext, overrides: Overrides<ProductTypeImport> | undefined): ProductTypeImport {
  const { faker } = context;
  const name = faker.commerce.department();
  const key = importKey(context, name, 'productType');
  const description = `${faker.commerce.productAdjective()} ${name.toLowerCase()} products`;
  const chosen = new Set(context.pickSome(OPTIONAL_ATTRIBUTES, 2, 4));
  const attributes = [...REQUIRED_ATTRIBUTES, ...OPTIONAL_ATTRIBUTES.filter((definition) => chosen.has(definition))];
  // Copies, so that changing one catalogue's product type never reaches another's.
  return deepMerge({ key, name, description, attributes: structuredClone(attributes) }, overrides);
}

/** The first third (at least one) are roots; each other category is a child of one before it, so the tree may be deeper than two. */
function catalogCategories(context: FactoryContext, count: number): CategoryImport[] {
  const roots = Math.ceil(count / 3);
  const categories: CategoryImport[] = [];
  for (let index = 0; index < count; index += 1) {
    const parent = index < roots ? undefined : context.pick(categories);
    categories.push(generateCategoryImport(context, parent && { parent: { typeId: 'category', key: parent.key } }));
  }
  return categories;
}

function prices(variant: ProductVariantDraftImport, currencies: readonly string[], amount: number): PriceDraftImport[] {
  return currencies.map((code) => ({ key: `${variant.key}-${code.toLowerCase()}`, value: money(code, amount) }));
}

/** A draft fitting the product type, in one or two of the categories, every variant priced alike in each currency. */
function catalogProduct(context: FactoryContext, productType: ProductTypeImport, categories: readonly CategoryImport[], options: CatalogOptions): ProductDraftImport {
  const { masterVariant, variants, ...fields } = fittingProductDraft(context, productType);
  // A shop's kind of price: whole units less one cent, the same for each variant of the product.
  const amount = context.int(5, 250) * 100 - 1;
  const inCategories = context.pickSome(categories, 1, 2).map((category): KeyReference<'category'> => ({ typeId: 'category', key: category.key }));
  const currencies = options.currencies ?? ['EUR'];
  const priced = ({ prices: _built, ...variant }: ProductVariantDraftImport): ProductVariantDraftImport =>
    currencies.length > 0 ? { ...variant, prices: prices(variant, currencies, amount) } : variant;
  const draft: ProductDraftImport = {
    ...fields,
    ...(inCategories.length > 0 ? { categories: inCategories } : {}),
    publish: true,
    ...(masterVariant ? { masterVariant: priced(masterVariant) } : {}),
    ...(variants ? { variants: variants.map(priced) } : {}),
  };
  return deepMerge(draft, options.product);
}

function chunks<Item>(items: readonly Item[]): Item[][] {
  return Array.from({ length: Math.ceil(items.length / REQUEST_ITEMS) }, (_, index) => items.slice(index * REQUEST_ITEMS, (index + 1) * REQUEST_ITEMS));
}

/**
 * A product type, categories and products that import whole, in that order, and read back.
 *
 * @example
 * const { productType, categories, products, requests } = buildCatalog(createFactoryContext(42), { products: 3, currencies: ['EUR', 'USD'] });
 * requests.map(({ segment, body }) => [segment, body.resources.length]); // [['product-types', 1], ['categories', 4], ['product-drafts', 3]]
 */
export function buildCatalog(context: FactoryContext, options: CatalogOptions = {}): Catalog {
  const productCount = checkCount('products', options.products ?? 5);
  const categoryCount = checkCount('categories', options.categories ?? 4);
  const productType = catalogProductType(context, options.productType);
  const categories = catalogCategories(context, categoryCount);
  const products = Array.from({ length: productCount }, () => catalogProduct(context, productType, categories, options));
  const requests: CatalogRequest[] = [
    { segment: 'product-types', body: { type: 'product-type', resources: [productType] } },
    ...chunks(categories).map((resources): CatalogRequest => ({ segment: 'categories', body: { type: 'category', resources } })),
    ...chunks(products).map((resources): CatalogRequest => ({ segment: 'product-drafts', body: { type: 'product-draft', resources } })),
  ];
  return { productType, categories, products, requests };
}
