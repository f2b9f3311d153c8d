import type * as Sdk from '@commercetools/importapi-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { Catalog, CatalogOptions, CatalogRequest, Factories, ImportRequestBody, ImportResources, Overrides } from '../../src/factories/index.js';
import type { ImportResourceType } from '../../src/index.js';

// The import resource builders are typed by the package itself (the SDK is no dependency); what they
// build must still fit wherever the official Import SDK expects the item or the request body.

type Built<Name extends keyof Factories> = Factories[Name] extends (...args: never[]) => infer Result ? Result : never;

describe('import factories against the official Import SDK', () => {
  it('build items of the SDK type of the same name', () => {
    expectTypeOf<Built<'businessUnitImport'>>().toExtend<Sdk.BusinessUnitImport>();
    expectTypeOf<Built<'categoryImport'>>().toExtend<Sdk.CategoryImport>();
    expectTypeOf<Built<'customerImport'>>().toExtend<Sdk.CustomerImport>();
    expectTypeOf<Built<'discountCodeImport'>>().toExtend<Sdk.DiscountCodeImport>();
    expectTypeOf<Built<'inventoryImport'>>().toExtend<Sdk.InventoryImport>();
    expectTypeOf<Built<'orderImport'>>().toExtend<Sdk.OrderImport>();
    expectTypeOf<Built<'orderPatchImport'>>().toExtend<Sdk.OrderPatchImport>();
    expectTypeOf<Built<'priceImport'>>().toExtend<Sdk.PriceImport>();
    expectTypeOf<Built<'productImport'>>().toExtend<Sdk.ProductImport>();
    expectTypeOf<Built<'productDraftImport'>>().toExtend<Sdk.ProductDraftImport>();
    expectTypeOf<Built<'productSelectionImport'>>().toExtend<Sdk.ProductSelectionImport>();
    expectTypeOf<Built<'productTailoringImport'>>().toExtend<Sdk.ProductTailoringImport>();
    expectTypeOf<Built<'productTypeImport'>>().toExtend<Sdk.ProductTypeImport>();
    expectTypeOf<Built<'productVariantImport'>>().toExtend<Sdk.ProductVariantImport>();
    expectTypeOf<Built<'productVariantPatch'>>().toExtend<Sdk.ProductVariantPatch>();
    expectTypeOf<Built<'standalonePriceImport'>>().toExtend<Sdk.StandalonePriceImport>();
    expectTypeOf<Built<'typeImport'>>().toExtend<Sdk.TypeImport>();
    expectTypeOf<Built<'variantImport'>>().toExtend<Sdk.VariantImport>();
  });

  it('build request bodies that the SDK posts', () => {
    expectTypeOf<ImportRequestBody<'business-unit'>>().toExtend<Sdk.BusinessUnitImportRequest>();
    expectTypeOf<ImportRequestBody<'category'>>().toExtend<Sdk.CategoryImportRequest>();
    expectTypeOf<ImportRequestBody<'customer'>>().toExtend<Sdk.CustomerImportRequest>();
    expectTypeOf<ImportRequestBody<'discount-code'>>().toExtend<Sdk.DiscountCodeImportRequest>();
    expectTypeOf<ImportRequestBody<'inventory'>>().toExtend<Sdk.InventoryImportRequest>();
    expectTypeOf<ImportRequestBody<'order'>>().toExtend<Sdk.OrderImportRequest>();
    expectTypeOf<ImportRequestBody<'order-patch'>>().toExtend<Sdk.OrderPatchImportRequest>();
    expectTypeOf<ImportRequestBody<'price'>>().toExtend<Sdk.PriceImportRequest>();
    expectTypeOf<ImportRequestBody<'product'>>().toExtend<Sdk.ProductImportRequest>();
    expectTypeOf<ImportRequestBody<'product-draft'>>().toExtend<Sdk.ProductDraftImportRequest>();
    expectTypeOf<ImportRequestBody<'product-selection'>>().toExtend<Sdk.ProductSelectionImportRequest>();
    expectTypeOf<ImportRequestBody<'product-tailoring'>>().toExtend<Sdk.ProductTailoringImportRequest>();
    expectTypeOf<ImportRequestBody<'product-type'>>().toExtend<Sdk.ProductTypeImportRequest>();
    expectTypeOf<ImportRequestBody<'product-variant'>>().toExtend<Sdk.ProductVariantImportRequest>();
    expectTypeOf<ImportRequestBody<'product-variant-patch'>>().toExtend<Sdk.ProductVariantPatchRequest>();
    expectTypeOf<ImportRequestBody<'standalone-price'>>().toExtend<Sdk.StandalonePriceImportRequest>();
    expectTypeOf<ImportRequestBody<'type'>>().toExtend<Sdk.TypeImportRequest>();
    expectTypeOf<ImportRequestBody<'variant'>>().toExtend<Sdk.VariantImportRequest>();
    expectTypeOf<ImportRequestBody>().toExtend<Sdk.ImportRequest>();
  });

  it('type a request by its type argument, with patches for the two patch types', () => {
    const f = {} as Factories;
    expectTypeOf(f.importRequest('category', 2)).toEqualTypeOf<{ type: 'category'; resources: ImportResources['category'][] }>();
    expectTypeOf(f.importRequest('order-patch')).toEqualTypeOf<{ type: 'order-patch'; patches: ImportResources['order-patch'][] }>();
    expectTypeOf(f.importResource('product-draft')).toEqualTypeOf<Built<'productDraftImport'>>();
  });

  it('build a catalogue of SDK items, whose requests the SDK posts by segment', () => {
    expectTypeOf<Catalog['productType']>().toExtend<Sdk.ProductTypeImport>();
    expectTypeOf<Catalog['categories']>().toExtend<Sdk.CategoryImport[]>();
    expectTypeOf<Catalog['products']>().toExtend<Sdk.ProductDraftImport[]>();
    expectTypeOf<Extract<CatalogRequest, { segment: 'product-types' }>['body']>().toExtend<Sdk.ProductTypeImportRequest>();
    expectTypeOf<Extract<CatalogRequest, { segment: 'categories' }>['body']>().toExtend<Sdk.CategoryImportRequest>();
    expectTypeOf<Extract<CatalogRequest, { segment: 'product-drafts' }>['body']>().toExtend<Sdk.ProductDraftImportRequest>();
    expectTypeOf<CatalogRequest['segment']>().toEqualTypeOf<'product-types' | 'categories' | 'product-drafts'>();
    const f = {} as Factories;
    expectTypeOf(f.catalog).parameter(0).toEqualTypeOf<CatalogOptions | undefined>();
    expectTypeOf(f.catalog()).toEqualTypeOf<Catalog>();
    expectTypeOf<{ products: 3; currencies: ['EUR']; productType: { key: 'shirt' }; product: { publish: false } }>().toExtend<CatalogOptions>();
    expectTypeOf<{ products: '3' }>().not.toExtend<CatalogOptions>();
    expectTypeOf<{ productType: { attributes: 'size' } }>().not.toExtend<CatalogOptions>();
  });

  it('have one builder per request type, and take only overrides of the right shape', () => {
    type Names = Extract<keyof Factories, `${string}Import` | 'productVariantPatch'>;
    expectTypeOf<Names>().toEqualTypeOf<
      | 'businessUnitImport'
      | 'categoryImport'
      | 'customerImport'
      | 'discountCodeImport'
      | 'inventoryImport'
      | 'orderImport'
      | 'orderPatchImport'
      | 'priceImport'
      | 'productImport'
      | 'productDraftImport'
      | 'productSelectionImport'
      | 'productTailoringImport'
      | 'productTypeImport'
      | 'productVariantImport'
      | 'productVariantPatch'
      | 'standalonePriceImport'
      | 'typeImport'
      | 'variantImport'
    >();
    expectTypeOf<{ productType: { key: string } }>().toExtend<Overrides<ImportResources['product-draft']>>();
    expectTypeOf<{ productType: { typeId: 'category' } }>().not.toExtend<Overrides<ImportResources['product-draft']>>();
    expectTypeOf<{ unitType: 'Division'; parentUnit: { key: string } }>().toExtend<Overrides<ImportResources['business-unit']>>();
    expectTypeOf<'shoe'>().not.toExtend<ImportResourceType>();
  });
});
