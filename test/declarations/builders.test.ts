import { Category } from '@commercetools-test-data/category';
import { LocalizedString } from '@commercetools-test-data/commons';
import { Customer } from '@commercetools-test-data/customer';
import { Product, ProductCatalogData, ProductData, ProductVariant } from '@commercetools-test-data/product';
import { ProductType } from '@commercetools-test-data/product-type';
import { Type } from '@commercetools-test-data/type';
import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';

// Issue 33: what the official test-data builders build (their REST builds, as the platform shows a
// resource) is declared as it is, random ids, versions and nulls included, and reads back with
// the builder's id, version and fields.

const NOW = '2030-01-01T00:00:00.000Z';
// The empty preset leaves its other locales undefined, which JSON leaves out.
const en = (text: string) => {
  const builder = LocalizedString.presets.empty?.();
  if (!builder?.en) throw new Error('@commercetools-test-data/commons has no empty LocalizedString preset with en()');
  return builder.en(text);
};
const mock = () => createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop', currencies: ['EUR', 'USD'], languages: ['en', 'de', 'fr'] }] });

describe('declared as the official test-data builders build it', () => {
  it('a product type, a Type, a category, a product and a customer read back with their ids', async () => {
    const ct = mock();
    const productType = ProductType.random().key('shirt').attributes([]).buildRest();
    // The builder picks one resource type id at random, 'associate-role' among them, which the
    // Import API's TypeDraft does not take (its ResourceTypeId lacks it), so a declaration refuses it.
    const type = Type.random().key('extras').resourceTypeIds(['category']).buildRest();
    const category = Category.random().key('men').buildRest();
    const variant = ProductVariant.random().id(1).key('oxford-1').sku('OXFORD-1').attributes([]).assets([]).buildRest();
    const data = ProductData.random().name(en('Oxford')).slug(en('oxford')).categories([]).masterVariant(variant).variants([]).searchKeywords({}).buildRest();
    const product = Product.random()
      .key('oxford')
      .productType({ typeId: 'product-type', id: productType.id })
      .state(undefined)
      .taxCategory(undefined)
      .masterData(ProductCatalogData.random().published(true).current(data).staged(data).hasStagedChanges(false))
      .buildRest();
    const customer = Customer.random().key('jen').buildRest();

    await ct.addResource('shop', { typeId: 'product-type', ...productType });
    await ct.addResource('shop', { typeId: 'type', ...type });
    await ct.addResource('shop', { typeId: 'category', ...category });
    await ct.addResource('shop', { typeId: 'product', ...product });
    await ct.addResource('shop', { typeId: 'customer', ...customer });

    const [readType] = await ct.resources('shop', 'product-type');
    expect(readType).toMatchObject({ id: productType.id, version: productType.version, key: 'shirt', name: productType.name, createdAt: productType.createdAt });
    expect((await ct.resources('shop', 'type'))[0]).toMatchObject({ id: type.id, key: 'extras', name: type.name, fieldDefinitions: type.fieldDefinitions });
    expect((await ct.resources('shop', 'category'))[0]).toMatchObject({ id: category.id, version: category.version, key: 'men', name: category.name, slug: category.slug });
    const [readProduct] = await ct.resources('shop', 'product');
    expect(readProduct).toMatchObject({ id: product.id, key: 'oxford', productType: { typeId: 'product-type', id: productType.id }, masterData: { published: true } });
    const prices = variant.prices?.map(({ id, value }) => ({ id, value }));
    expect(readProduct).toMatchObject({ masterData: { current: { masterVariant: { id: 1, key: 'oxford-1', sku: 'OXFORD-1', prices } } } });
    const [readCustomer] = await ct.resources('shop', 'customer');
    expect(readCustomer).toMatchObject({ id: customer.id, key: 'jen', email: customer.email, addresses: customer.addresses.map(({ id }) => expect.objectContaining({ id })) });
  });
});
