import { describe, expect, it } from 'vitest';
import { fieldReading } from './field-readings.js';

// How a field reads REST's representation, told by its name, its siblings and REST's fields.

const ORDER = { refusedGifts: true, refusedGiftsRefs: true, cartRef: true, cart: true, customerId: true, customer: true };
const DISCOUNT_CODE = { cartDiscounts: true, cartDiscountRefs: true };
const INITIATOR = { customerRef: true, userRef: true, clientId: true };
const CATEGORY = { name: true, nameAllLocales: true };
const none = () => false;

describe('fieldReading', () => {
  it('reads a `xRefs` list from REST’s `x` where the schema expands `x` beside it, and expands `x` (refusedGifts)', () => {
    expect(fieldReading('refusedGiftsRefs', ORDER, none)).toEqual({ kind: 'reference', rest: 'refusedGifts' });
    expect(fieldReading('refusedGifts', ORDER, none)).toEqual({ kind: 'expanded', rest: 'refusedGifts' });
  });

  it('reads a `xRefs` list from REST’s `xs` where the schema expands `xs` (cartDiscounts)', () => {
    expect(fieldReading('cartDiscountRefs', DISCOUNT_CODE, none)).toEqual({ kind: 'reference', rest: 'cartDiscounts' });
    expect(fieldReading('cartDiscounts', DISCOUNT_CODE, none)).toEqual({ kind: 'expanded', rest: 'cartDiscounts' });
  });

  it('reads a `xRef` the schema does not expand from REST’s `x` where REST defines it, else from no REST field', () => {
    expect(fieldReading('customerRef', INITIATOR, (name) => name === 'customer')).toEqual({ kind: 'reference', rest: 'customer' });
    expect(fieldReading('userRef', INITIATOR, (name) => name === 'customer')).toEqual({ kind: 'plain', rest: 'userRef' });
  });

  it('reads localized fields from REST’s map, and any other field by its own name', () => {
    expect(fieldReading('nameAllLocales', CATEGORY, none)).toEqual({ kind: 'localizedList', rest: 'name' });
    expect(fieldReading('name', CATEGORY, none)).toEqual({ kind: 'localized', rest: 'name' });
    expect(fieldReading('customerId', ORDER, none)).toEqual({ kind: 'plain', rest: 'customerId' });
  });
});
