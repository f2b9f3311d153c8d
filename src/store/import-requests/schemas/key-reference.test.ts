import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anyKeyReference, keyReference } from './key-reference.js';

describe('the keys a KeyReference takes', () => {
  it('takes any characters for a product, any string for a variant, and the key pattern for the rest', () => {
    const takes = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;
    expect(takes(keyReference('product'), { typeId: 'product', key: 'polo.2024' })).toBe(true);
    expect(takes(keyReference('product'), { typeId: 'product', key: 'p' })).toBe(false);
    expect(takes(keyReference('product-variant'), { typeId: 'product-variant', key: 'p' })).toBe(true);
    expect(takes(keyReference('category'), { typeId: 'category', key: 'all.items' })).toBe(false);
    expect(takes(keyReference('category'), { typeId: 'category', key: 'all-items' })).toBe(true);
    expect(takes(keyReference('category'), { typeId: 'product', key: 'all-items' })).toBe(false);
    expect(takes(anyKeyReference, { typeId: 'product', key: 'polo.2024' })).toBe(true);
    expect(takes(anyKeyReference, { typeId: 'product-variant', key: 'p' })).toBe(true);
    expect(takes(anyKeyReference, { typeId: 'category', key: 'all.items' })).toBe(false);
    expect(takes(anyKeyReference, { typeId: 'category', key: 'all-items' })).toBe(true);
    expect(takes(anyKeyReference, { typeId: 'customer-group', key: 'vip' })).toBe(true);
    expect(takes(anyKeyReference, { typeId: 'nothing', key: 'vip' })).toBe(false);
  });
});
