import type { ImportResourceType } from '../index.js';
import { fittingCustom, type TypeOfFields } from './custom-fields.js';
import type { Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import {
  generateCategoryImport,
  generateInventoryImport,
  generatePriceImport,
  generateProductDraftImport,
  generateProductImport,
  generateProductSelectionImport,
  generateProductTailoringImport,
  generateProductTypeImport,
  generateProductVariantImport,
  generateProductVariantPatch,
  generateStandalonePriceImport,
  generateVariantImport,
} from './import-catalog-generators.js';
import {
  generateBusinessUnitImport,
  generateCustomerImport,
  generateDiscountCodeImport,
  generateOrderImport,
  generateOrderPatchImport,
  generateTypeImport,
} from './import-party-generators.js';
import type {
  BusinessUnitImport,
  CategoryImport,
  Custom,
  CustomerImport,
  DiscountCodeImport,
  ImportRequestBody,
  ImportResources,
  InventoryImport,
  OrderImport,
  OrderPatchImport,
  PriceImport,
  ProductDraftImport,
  ProductImport,
  ProductSelectionImport,
  ProductTailoringImport,
  ProductTypeImport,
  ProductVariantImport,
  ProductVariantPatch,
  StandalonePriceImport,
  TypeImport,
  VariantImport,
} from './import-resource-types.js';
import type { BreakableType, InvalidItem, InvalidItemArguments, ProcessingRule } from './breakable-rules.js';
import { buildCatalog, type Catalog, type CatalogOptions } from './catalog.js';
import { buildInvalidItem } from './invalid-items.js';
import {
  fittingProduct,
  fittingProductDraft,
  fittingProductVariant,
  fittingProductVariantPatch,
  fittingVariant,
  type ProductOfVariants,
  type ProductTypeOfProducts,
} from './product-type-fit.js';

/** The platform's limit on the items of one import request. */
const MAX_ITEMS = 20;

function checkCount(count: number): void {
  if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS) {
    throw new RangeError(`commercetools-msw/factories: an import request holds 1 to ${MAX_ITEMS} items, not ${count}.`);
  }
}

/**
 * Builders of products that fit one product type, from `productsFor(productType)`. Every variant
 * holds the required attributes; values are of the definition's type, enum values among its keys;
 * Unique values and CombinationUnique combinations differ between the variants of a product, and
 * SameForAll values are the master variant's. `Product`-level attributes sit on the product.
 * Optional `reference` attributes are left out; a required one names a resource by a key built from
 * a word, which the test declares. A product type that requires a `nested` attribute (the Import
 * API has no kind for it) is refused with a TypeError.
 */
export interface ProductTypeFactories {
  /** The product type the builders follow. */
  readonly productType: ProductTypeOfProducts;
  /**
   * A product draft of the type with a master variant and up to two more (fewer when a required
   * Unique or CombinationUnique attribute has too few values for more).
   */
  productDraftImport(overrides?: Overrides<ProductDraftImport>): ProductDraftImport;
  /** A product of the type, without variants, with its `Product`-level attributes. */
  productImport(overrides?: Overrides<ProductImport>): ProductImport;
  /**
   * A new variant of `product` (a product of the type, as the Project holds it: its draft, with
   * the variants imported into it since) whose values fit beside the product's variants. Never the
   * master variant.
   */
  productVariantImport(product: ProductOfVariants, overrides?: Overrides<ProductVariantImport>): ProductVariantImport;
  /** As `productVariantImport`, for `variant` requests. */
  variantImport(product: ProductOfVariants, overrides?: Overrides<VariantImport>): VariantImport;
  /**
   * A patch of `product`'s master variant (name another with `{ productVariant: { key } }`) that
   * sets one or two of the attributes without a constraint; given `attributes` replace them.
   */
  productVariantPatch(product: ProductOfVariants, overrides?: Overrides<ProductVariantPatch>): ProductVariantPatch;
  /** A whole request body of `count` (1 to 20, default 1) product drafts or products of the type. */
  importRequest<Type extends 'product-draft' | 'product'>(type: Type, count?: number, overrides?: Overrides<ImportResources[Type]>): ImportRequestBody<Type>;
}

type Generator<Type extends ImportResourceType> = (
  context: FactoryContext,
  overrides: Overrides<ImportResources[Type]> | undefined,
) => ImportResources[Type];

/**
 * Per request type: the builder's name (the official item type's, camel-cased), its generator, and
 * where the request holds its items. A type without an entry fails to compile.
 */
const IMPORT_KINDS: { readonly [Type in ImportResourceType]: { readonly generate: Generator<Type>; readonly patches?: true } } = {
  'business-unit': { generate: generateBusinessUnitImport },
  category: { generate: generateCategoryImport },
  customer: { generate: generateCustomerImport },
  'discount-code': { generate: generateDiscountCodeImport },
  inventory: { generate: generateInventoryImport },
  order: { generate: generateOrderImport },
  'order-patch': { generate: generateOrderPatchImport, patches: true },
  price: { generate: generatePriceImport },
  product: { generate: generateProductImport },
  'product-draft': { generate: generateProductDraftImport },
  'product-selection': { generate: generateProductSelectionImport },
  'product-tailoring': { generate: generateProductTailoringImport },
  'product-type': { generate: generateProductTypeImport },
  'product-variant': { generate: generateProductVariantImport },
  'product-variant-patch': { generate: generateProductVariantPatch, patches: true },
  'standalone-price': { generate: generateStandalonePriceImport },
  type: { generate: generateTypeImport },
  variant: { generate: generateVariantImport },
};

// Each builder's name follows from its type (`product-draft` → `productDraftImport`), so the
// interface below has one per type: a type without a generator above fails to compile, and so does
// a documented builder whose name no type gives.
type CamelCase<Text extends string> = Text extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : Text;
type BuilderName<Type extends ImportResourceType> = Type extends 'product-variant-patch' ? 'productVariantPatch' : `${CamelCase<Type>}Import`;
type Builders = { [Type in ImportResourceType as BuilderName<Type>]: (overrides?: Overrides<ImportResources[Type]>) => ImportResources[Type] };

/**
 * Builders of valid import resources, one per import request type, each named after the official
 * item type (`CategoryImport` → `categoryImport`). Each item is accepted by the mock (201) and
 * validates against the official schema. It holds the references the schema requires, to keys
 * built from words (`{ typeId: 'product-type', key: 'garden' }`), and no optional reference, so a
 * test declares (`ct.addResource`), imports or overrides only those. Keys, slugs, SKUs, customer
 * numbers, order numbers and codes end in a counter of the instance, and emails are in lower case,
 * so one instance never repeats what processing keeps unique. Built product types define optional
 * attributes only, so that products built without seeing them fit; `productsFor` builds products of
 * any product type, and `invalidItem` items that break a rule.
 */
export interface ImportResourceFactories extends Builders {
  /** A Company; `{ unitType: 'Division' }` builds a Division, whose `parentUnit` must exist. */
  businessUnitImport(overrides?: Overrides<BusinessUnitImport>): BusinessUnitImport;
  /** A root category (no `parent` unless given). References nothing. */
  categoryImport(overrides?: Overrides<CategoryImport>): CategoryImport;
  /** A customer with a unique e-mail address. References nothing. */
  customerImport(overrides?: Overrides<CustomerImport>): CustomerImport;
  /** A code for one cart discount (`cartDiscounts[0]`), which must exist. */
  discountCodeImport(overrides?: Overrides<DiscountCodeImport>): DiscountCodeImport;
  /** Stock of a new SKU. References nothing. */
  inventoryImport(overrides?: Overrides<InventoryImport>): InventoryImport;
  /** An order of line items named by SKU, `totalPrice` their sum. References nothing. */
  orderImport(overrides?: Overrides<OrderImport>): OrderImport;
  /** A patch of the order `orderNumber`, which must exist. Given `fields` replace the built ones. */
  orderPatchImport(overrides?: Overrides<OrderPatchImport>): OrderPatchImport;
  /** A price of `product` and `productVariant`, which must both exist. */
  priceImport(overrides?: Overrides<PriceImport>): PriceImport;
  /** A product of `productType`, which must exist. */
  productImport(overrides?: Overrides<ProductImport>): ProductImport;
  /** A product of `productType` (which must exist) with a master variant and up to two more. */
  productDraftImport(overrides?: Overrides<ProductDraftImport>): ProductDraftImport;
  /** A product selection without assignments. References nothing. */
  productSelectionImport(overrides?: Overrides<ProductSelectionImport>): ProductSelectionImport;
  /** A tailoring of `product` for `store`, which must both exist. */
  productTailoringImport(overrides?: Overrides<ProductTailoringImport>): ProductTailoringImport;
  /** A product type with one to four optional attributes. References nothing. */
  productTypeImport(overrides?: Overrides<ProductTypeImport>): ProductTypeImport;
  /** A variant of `product`, which must exist. */
  productVariantImport(overrides?: Overrides<ProductVariantImport>): ProductVariantImport;
  /** A patch of the variant `productVariant`, which must exist. Given `attributes` replace the built ones. */
  productVariantPatch(overrides?: Overrides<ProductVariantPatch>): ProductVariantPatch;
  /** A price of a new SKU. References nothing. */
  standalonePriceImport(overrides?: Overrides<StandalonePriceImport>): StandalonePriceImport;
  /** A Type of Custom Fields. References nothing. */
  typeImport(overrides?: Overrides<TypeImport>): TypeImport;
  /** A variant of `product`, which must exist. */
  variantImport(overrides?: Overrides<VariantImport>): VariantImport;
  /**
   * Builders of products, variants and patches that fit the product type: its required
   * attributes on every variant, enum values among its keys, Unique, CombinationUnique and
   * SameForAll kept. Give the product type as you import or declare it (or as the official
   * `@commercetools-test-data/product-type` builder makes it).
   *
   * @example
   * const shirt = f.productTypeImport({ attributes: [{ name: 'size', type: { name: 'enum', values: [{ key: 's', label: 'S' }] }, label: { en: 'Size' }, isRequired: true }] });
   * const shirts = f.productsFor(shirt);
   * const draft = shirts.productDraftImport(); // { productType: { typeId: 'product-type', key: shirt.key }, masterVariant: { attributes: [{ name: 'size', type: 'enum', value: 's' }], … }, … }
   * shirts.productVariantImport(draft); // a new variant of the draft, its size 's' as well
   * shirts.importRequest('product-draft', 5); // five drafts of the type, ready to post
   */
  productsFor(productType: ProductTypeOfProducts): ProductTypeFactories;
  /**
   * Custom fields that fit the Type: every required field and some optional ones, each of its
   * definition's type, enum values among its keys. An optional `Reference` field is left out; a
   * required one names a resource by a key built from a word, which the test declares.
   *
   * @example
   * const extras = f.typeImport({ resourceTypeIds: ['customer'] });
   * f.customerImport({ custom: f.customFor(extras) }); // { …, custom: { type: { typeId: 'type', key: extras.key }, fields: { … } } }
   */
  customFor(type: TypeOfFields, overrides?: Overrides<Custom>): Custom;
  /**
   * An item that breaks one processing rule, and the errors its operation ends
   * `validationFailed` with, to test an importer's error handling. Given a valid item, it returns
   * a copy that breaks the rule (same key), or, for a rule that keeps a value unique (slugs, SKUs,
   * emails, codes…), a new item holding the valid one's value. Import the valid item (and what it
   * needs) first; then the returned item's operation fails with exactly `errors`. The rule names
   * follow the rows of docs/imports.md; `BREAKABLE_RULES` lists them per type. A product family
   * item needs its product type (`{ productType }`), a variant or patch also its product
   * (`{ productType, product }`), a custom field rule the Type (`{ type }`). An item or context
   * that cannot break the rule (a product type without an enum for `'unknown-enum-value'`) is
   * refused with a TypeError that says why.
   *
   * @example
   * const { item, errors } = f.invalidItem('product-draft', draft, 'unknown-enum-value', { productType: shirt });
   * // item: the draft with `size: 'unknown-value'`; errors: [{ code: 'InvalidField', field: 'masterVariant.attributes.size', invalidValue: 'unknown-value', allowedValues: ['s'], … }]
   * f.invalidItem('customer', customer, 'duplicate-email'); // a new customer with the email in capitals: DuplicateField at `email`
   */
  invalidItem<Type extends BreakableType, Rule extends ProcessingRule<Type>>(
    type: Type,
    item: ImportResources[Type],
    rule: Rule,
    ...context: InvalidItemArguments<Type, Rule>
  ): InvalidItem<Type>;
  /**
   * A small catalogue that imports whole and reads back: a product type, a tree of categories and
   * published products of that type in those categories, as Import API drafts. The product type
   * requires `color` (lenum) and `size` (enum, CombinationUnique, so a product's variants differ in
   * size) and has two to four optional attributes (text, number, boolean, money, ltext, date); the
   * products fit it (as `productsFor` builds them), each variant priced once per currency. About a
   * third of the categories are roots, each other a child of an earlier one. Keys, slugs and SKUs
   * never repeat within the instance. `requests` holds it all as import request bodies (at most 20
   * items each), in the order to post them into one container without a `resourceType`; every
   * operation ends `imported` once the clock passes the processing time.
   *
   * @example
   * const { productType, categories, products, requests } = f.catalog({ products: 10, currencies: ['EUR', 'USD'] });
   * for (const { segment, body } of requests) {
   *   await fetch(`${importApi}/${segment}/import-containers/catalog`, { method: 'POST', body: JSON.stringify(body) });
   * }
   * ct.clock.advance(5000); // then GET products/key=${products[0].key} shows it published, its categories by id
   */
  catalog(options?: CatalogOptions): Catalog;
  /**
   * The builder of the given request type, by type: `importResource('product-draft')` is
   * `productDraftImport()`.
   */
  importResource<Type extends ImportResourceType>(type: Type, overrides?: Overrides<ImportResources[Type]>): ImportResources[Type];
  /**
   * A whole import request body of `count` (1 to 20, default 1) new items of the type, ready to
   * post to its segment: `{ type, resources }`, or `{ type, patches }` for the two patch types.
   * The overrides apply to every item (`importRequest('product-draft', 3, { productType: { key: 'shirts' } })`),
   * so a `key` among them would repeat; build items one by one for keys of your own.
   */
  importRequest<Type extends ImportResourceType>(type: Type, count?: number, overrides?: Overrides<ImportResources[Type]>): ImportRequestBody<Type>;
}

const nameOf = (type: ImportResourceType): string =>
  type === 'product-variant-patch' ? 'productVariantPatch' : `${type.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())}Import`;

/**
 * The import resource builders of one factory instance.
 *
 * @example
 * const { productDraftImport, importRequest } = createImportResourceFactories(createFactoryContext(42));
 * productDraftImport({ productType: { key: 'clothing' } }); // { key: 'sleek-shirt-1', productType: { typeId: 'product-type', key: 'clothing' }, … }
 * importRequest('category', 3); // { type: 'category', resources: [ …three categories ] }
 */
export function createImportResourceFactories(context: FactoryContext): ImportResourceFactories {
  function importResource<Type extends ImportResourceType>(type: Type, overrides?: Overrides<ImportResources[Type]>): ImportResources[Type] {
    const kind: { readonly generate: Generator<Type> } | undefined = Object.hasOwn(IMPORT_KINDS, type) ? IMPORT_KINDS[type] : undefined;
    if (!kind) throw new TypeError(`commercetools-msw/factories: '${String(type)}' is no import request type. Use one of ${Object.keys(IMPORT_KINDS).join(', ')}.`);
    return kind.generate(context, overrides);
  }

  function importRequest<Type extends ImportResourceType>(type: Type, count = 1, overrides?: Overrides<ImportResources[Type]>): ImportRequestBody<Type> {
    checkCount(count);
    const items = Array.from({ length: count }, () => importResource(type, overrides));
    const itemsKey = IMPORT_KINDS[type].patches ? 'patches' : 'resources';
    // The key follows the type exactly as ImportRequestBody says; TypeScript cannot follow a conditional type here.
    return { type, [itemsKey]: items } as unknown as ImportRequestBody<Type>;
  }

  const builders = Object.fromEntries(
    (Object.keys(IMPORT_KINDS) as ImportResourceType[]).map((type) => [nameOf(type), (overrides?: object) => importResource(type, overrides as never)]),
  ) as Builders;
  function productsFor(productType: ProductTypeOfProducts): ProductTypeFactories {
    const productDraftImport = (overrides?: Overrides<ProductDraftImport>) => fittingProductDraft(context, productType, overrides);
    const productImport = (overrides?: Overrides<ProductImport>) => fittingProduct(context, productType, overrides);
    return {
      productType,
      productDraftImport,
      productImport,
      productVariantImport: (product, overrides) => fittingProductVariant(context, productType, product, overrides),
      variantImport: (product, overrides) => fittingVariant(context, productType, product, overrides),
      productVariantPatch: (product, overrides) => fittingProductVariantPatch(context, productType, product, overrides),
      importRequest<Type extends 'product-draft' | 'product'>(type: Type, count = 1, overrides?: Overrides<ImportResources[Type]>): ImportRequestBody<Type> {
        checkCount(count);
        // The builder follows the type exactly as ImportResources says; TypeScript cannot follow it through the generic.
        const build = (type === 'product' ? productImport : productDraftImport) as (overrides?: Overrides<ImportResources[Type]>) => ImportResources[Type];
        return { type, resources: Array.from({ length: count }, () => build(overrides)) } as unknown as ImportRequestBody<Type>;
      },
    };
  }

  function invalidItem<Type extends BreakableType, Rule extends ProcessingRule<Type>>(
    type: Type,
    item: ImportResources[Type],
    rule: Rule,
    ...given: InvalidItemArguments<Type, Rule>
  ): InvalidItem<Type> {
    const [inputs] = given;
    const broken = buildInvalidItem(context, type, item, rule, inputs);
    // The item is of the type given: each rule builds one of that type.
    return { type, rule, item: broken.item as ImportResources[Type], errors: broken.errors };
  }

  return {
    ...builders,
    importResource,
    importRequest,
    productsFor,
    customFor: (type, overrides) => fittingCustom(context, type, overrides),
    invalidItem,
    catalog: (options) => buildCatalog(context, options),
  };
}
