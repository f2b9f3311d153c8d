import type { ImportResourceType } from '../index.js';
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

/** The platform's limit on the items of one import request. */
const MAX_ITEMS = 20;

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
 * test declares (`ct.addResource`), imports or overrides only those. Keys, SKUs and order numbers
 * end in a counter of the instance, so one instance never repeats them.
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
    if (!Number.isInteger(count) || count < 1 || count > MAX_ITEMS) {
      throw new RangeError(`commercetools-msw/factories: an import request holds 1 to ${MAX_ITEMS} items, not ${count}.`);
    }
    const items = Array.from({ length: count }, () => importResource(type, overrides));
    const itemsKey = IMPORT_KINDS[type].patches ? 'patches' : 'resources';
    // The key follows the type exactly as ImportRequestBody says; TypeScript cannot follow a conditional type here.
    return { type, [itemsKey]: items } as unknown as ImportRequestBody<Type>;
  }

  const builders = Object.fromEntries(
    (Object.keys(IMPORT_KINDS) as ImportResourceType[]).map((type) => [nameOf(type), (overrides?: object) => importResource(type, overrides as never)]),
  ) as Builders;
  return { ...builders, importResource, importRequest };
}
