import type { Category, Customer, DiscountCode, InventoryEntry, Order, Product, ProductType, StandalonePrice, Type } from '@commercetools/platform-sdk';
import { Category as CategoryBuilder } from '@commercetools-test-data/category';
import { Customer as CustomerBuilder } from '@commercetools-test-data/customer';
import { Product as ProductBuilder } from '@commercetools-test-data/product';
import { ProductType as ProductTypeBuilder } from '@commercetools-test-data/product-type';
import { Type as TypeBuilder } from '@commercetools-test-data/type';
import { describe, expectTypeOf, it } from 'vitest';
import type { CommercetoolsMock, ResourceDeclaration } from '../../src/index.js';

// Issue 33: addResource takes the platform's representation of a resource as the SDK types it and
// as the official test-data builders build it, without a cast.

type Declared = Parameters<CommercetoolsMock['addResource']>[1];

describe("addResource's argument", () => {
  it("takes the SDK's resource types spread with their typeId", () => {
    const declare = (_resource: Declared) => undefined;
    const sdk = <T>() => ({}) as T;
    declare({ typeId: 'product', ...sdk<Product>() });
    declare({ typeId: 'category', ...sdk<Category>() });
    declare({ typeId: 'product-type', ...sdk<ProductType>() });
    declare({ typeId: 'type', ...sdk<Type>() });
    declare({ typeId: 'customer', ...sdk<Customer>() });
    declare({ typeId: 'inventory-entry', ...sdk<InventoryEntry>() });
    declare({ typeId: 'standalone-price', ...sdk<StandalonePrice>() });
    declare({ typeId: 'discount-code', ...sdk<DiscountCode>() });
    declare({ typeId: 'order', ...sdk<Order>() });
    expectTypeOf(declare).parameter(0).toEqualTypeOf<ResourceDeclaration>();
  });

  it("takes the builders' REST builds spread with their typeId", () => {
    const declare = (_resource: ResourceDeclaration) => undefined;
    declare({ ...ProductBuilder.random().buildRest(), typeId: 'product' });
    declare({ ...CategoryBuilder.random().buildRest(), typeId: 'category' });
    declare({ ...ProductTypeBuilder.random().buildRest(), typeId: 'product-type' });
    declare({ ...TypeBuilder.random().buildRest(), typeId: 'type' });
    declare({ ...CustomerBuilder.random().buildRest(), typeId: 'customer' });
  });

  it('still needs a typeId', () => {
    // A representation without its typeId says not what it is.
    expectTypeOf<Product extends Declared ? true : false>().toEqualTypeOf<false>();
  });
});
