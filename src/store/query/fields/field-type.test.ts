import { describe, expect, it, vi } from 'vitest';
import { READ_RESOURCES } from '../../../vocabulary/read-resources.js';
import { fieldOf, representationType, type FieldType } from './field-type.js';

// The fields Query Predicates and sort paths may name, walked as a query walks them: what the
// platform answers "The field 'x' does not exist." for, and which fields compare as dates.

/** The type at a dotted path from a segment's representation, or undefined where a name is missing. */
function at(segment: (typeof READ_RESOURCES)[number][0], path: string): FieldType | undefined {
  let type: FieldType | undefined = representationType(segment);
  for (const name of path.split('.')) type = type === undefined ? undefined : fieldOf(type, name);
  return type;
}
const kind = (segment: (typeof READ_RESOURCES)[number][0], path: string) => at(segment, path)?.kind;

describe('representationType', () => {
  it.each(READ_RESOURCES)('resolves %s (%s) to an object with an id and a version', (segment) => {
    expect(representationType(segment).kind).toBe('object');
    expect(kind(segment, 'id')).toBe('string');
    expect(kind(segment, 'version')).toBe('number');
    expect(kind(segment, 'createdAt')).toBe('date');
  });

  it('answers each segment with its own type, the same object each time', () => {
    expect(representationType('products')).toBe(representationType('products'));
    expect(new Set(READ_RESOURCES.map(([segment]) => representationType(segment))).size).toBe(READ_RESOURCES.length);
  });
});

describe('fieldOf', () => {
  it('walks a product down to a locale of its current slug; a product has no slug of its own', () => {
    expect(kind('products', 'masterData')).toBe('object');
    expect(kind('products', 'masterData.current')).toBe('object');
    expect(kind('products', 'masterData.current.slug.en')).toBe('string');
    expect(kind('products', 'masterData.current.name.de-DE')).toBe('string');
    expect(kind('products', 'masterData.published')).toBe('boolean');
    expect(at('products', 'slug')).toBeUndefined();
    expect(kind('product-projections', 'slug.en')).toBe('string');
    expect(at('product-projections', 'masterData')).toBeUndefined();
  });

  it('has a category slug and parent, a reference of typeId and id', () => {
    expect(kind('categories', 'slug')).toBe('object');
    expect(kind('categories', 'parent.id')).toBe('string');
    expect(kind('categories', 'parent.typeId')).toBe('string');
    expect(at('categories', 'parent.obj')).toBeUndefined(); // references are not expanded
    expect(kind('categories', 'ancestors.id')).toBe('string'); // an array is its elements
  });

  it('gives key references a key, not an id', () => {
    expect(kind('customers', 'stores.key')).toBe('string');
    expect(at('customers', 'stores.id')).toBeUndefined();
  });

  it('names the enum of an enum field, with its values, one object per enum; marks the ids of resources and references as UUIDs (issue 44)', () => {
    const state = at('orders', 'orderState');
    expect(state).toMatchObject({ kind: 'string', enumeration: { name: 'OrderState' } });
    expect([...(state?.enumeration?.values ?? [])]).toEqual(['Cancelled', 'Complete', 'Confirmed', 'Open']);
    expect(at('orders', 'orderState')).toBe(state);
    expect(at('orders', 'taxRoundingMode')).toBe(at('orders', 'priceRoundingMode'));
    expect(at('types', 'resourceTypeIds')?.enumeration?.name).toBe('ResourceTypeId');
    for (const [segment, path] of [['orders', 'id'], ['orders', 'customerId'], ['categories', 'parent.id'], ['orders', 'lineItems.productId']] as const) {
      expect(at(segment, path), `${segment} ${path}`).toEqual({ kind: 'string', uuid: true });
    }
    for (const [segment, path] of [['customers', 'addresses.id'], ['orders', 'lineItems.id'], ['product-projections', 'key'], ['categories', 'parent.typeId'], ['customers', 'createdBy.clientId']] as const) {
      expect(at(segment, path), `${segment} ${path}`).toEqual({ kind: 'string' });
    }
  });

  it('types date-times and dates as dates', () => {
    expect(kind('categories', 'lastModifiedAt')).toBe('date');
    expect(kind('customers', 'dateOfBirth')).toBe('date');
    expect(kind('standalone-prices', 'validFrom')).toBe('date');
    expect(kind('discount-codes', 'validUntil')).toBe('date');
    expect(kind('inventory', 'expectedDelivery')).toBe('date');
    expect(kind('orders', 'lineItems.addedAt')).toBe('date');
  });

  it('leaves custom fields and attribute values open: any name, any depth', () => {
    expect(kind('categories', 'custom.fields')).toBe('any');
    expect(kind('categories', 'custom.fields.anything.deeper')).toBe('any');
    expect(kind('categories', 'custom.type.id')).toBe('string');
    expect(at('categories', 'custom.other')).toBeUndefined();
    expect(kind('products', 'masterData.current.masterVariant.attributes.value.key')).toBe('any');
    expect(kind('products', 'masterData.current.variants.attributes.name')).toBe('string');
    expect(kind('product-projections', 'masterVariant.attributes.value')).toBe('any');
  });

  it('takes every member of a union: money of either precision, references of any typeId', () => {
    expect(kind('standalone-prices', 'value.centAmount')).toBe('number');
    expect(kind('standalone-prices', 'value.preciseAmount')).toBe('number'); // highPrecision only
    expect(kind('orders', 'lineItems.variant.sku')).toBe('string');
    expect(kind('orders', 'returnInfo.items.lineItemId')).toBe('string'); // LineItemReturnItem only
    expect(kind('orders', 'returnInfo.items.customLineItemId')).toBe('string'); // CustomLineItemReturnItem only
  });

  it('reads the other open maps by any name', () => {
    expect(kind('products', 'masterData.staged.categoryOrderHints.some-category-id')).toBe('string');
    expect(kind('product-projections', 'searchKeywords.en.text')).toBe('string');
    expect(kind('product-projections', 'masterVariant.availability.channels.some-channel.isOnStock')).toBe('boolean');
  });

  it('finds the fields of the other resources and none that they lack', () => {
    expect(kind('inventory', 'sku')).toBe('string');
    expect(kind('inventory', 'quantityOnStock')).toBe('number');
    expect(kind('product-types', 'attributes.name')).toBe('string');
    expect(kind('product-types', 'name')).toBe('string'); // a ProductType's name is not localized
    expect(kind('types', 'fieldDefinitions.label.en')).toBe('string');
    expect(kind('discount-codes', 'code')).toBe('string');
    expect(kind('orders', 'totalPrice.currencyCode')).toBe('string');
    expect(kind('orders', 'shippingAddress.country')).toBe('string');
    expect(at('inventory', 'slug')).toBeUndefined();
    expect(at('orders', 'masterData')).toBeUndefined();
  });

  it('has no field in a scalar, nor a name the type lacks', () => {
    expect(at('products', 'key.length')).toBeUndefined();
    expect(at('products', 'version.anything')).toBeUndefined();
    expect(at('products', 'createdAt.year')).toBeUndefined();
    expect(at('products', 'nonsense')).toBeUndefined();
    expect(at('products', '')).toBeUndefined();
    expect(at('products', '*')).toBeUndefined();
  });
});

describe('the generated map', () => {
  it('is read one type at a time, each the same object however often a query walks to it', async () => {
    // A fresh module: what the other tests have read is not yet known to it.
    vi.resetModules();
    const fresh = await import('./field-type.js');
    const products = fresh.representationType('products');
    expect(fresh.representationType('products')).toBe(products);
    const masterData = fresh.fieldOf(products, 'masterData');
    expect(masterData?.kind).toBe('object');
    expect(fresh.fieldOf(products, 'masterData')).toBe(masterData);
    expect(fresh.fieldOf(masterData!, 'current')).toBe(fresh.fieldOf(masterData!, 'staged'));
  });

  it('names the command that regenerates it for a type it lacks', () => {
    expect(() => representationType('nonsense' as (typeof READ_RESOURCES)[number][0])).toThrow(new RangeError('resource-fields.generated.ts has no type undefined; run npm run fields'));
  });
});
