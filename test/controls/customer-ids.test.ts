import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';

// The customers ct.addCustomer declares get ids counted per mock, as every id the mock makes: the
// same on every run, and never one a customer of the mock had before a reset or restore.

const mock = () => createCommercetoolsMock({ projects: [{ key: 'shop' }, { key: 'outlet' }] });
const id = (count: number) => `00000000-0000-4000-b300-${count.toString(16).padStart(12, '0')}`;

describe('ct.addCustomer ids', () => {
  it('count up per mock, across Projects, the same in every mock', () => {
    const ids = () => {
      const ct = mock();
      return [ct.addCustomer('shop', { email: 'a@example.com', password: 'x' }), ct.addCustomer('outlet', { email: 'a@example.com', password: 'x' })].map(({ id }) => id);
    };
    expect(ids()).toEqual([id(1), id(2)]);
    expect(ids()).toEqual(ids());
  });

  it('count no id for a customer it refuses', () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'a@example.com', password: 'x' });
    expect(() => ct.addCustomer('shop', { email: 'A@example.com', password: 'y' })).toThrow(/already has a customer/);
    expect(ct.addCustomer('shop', { email: 'b@example.com', password: 'x' }).id).toBe(id(2));
  });

  it('go on counting after a reset, so that no later customer takes the id of one a token was issued to', () => {
    const ct = mock();
    ct.addCustomer('shop', { email: 'a@example.com', password: 'x' });
    ct.reset();
    expect(ct.addCustomer('shop', { email: 'a@example.com', password: 'x' }).id).toBe(id(2));
    ct.reset({ projects: ['shop'] });
    expect(ct.addCustomer('shop', { email: 'a@example.com', password: 'x' }).id).toBe(id(3));
  });

  it('go on from the ids a restored snapshot holds', async () => {
    const source = mock();
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) source.addCustomer('shop', { email, password: 'x' });
    const ct = mock();
    await ct.restore(source.snapshot());
    expect(ct.addCustomer('outlet', { email: 'd@example.com', password: 'x' }).id).toBe(id(4));
    const created = createCommercetoolsMock({ state: source.snapshot() });
    expect(created.addCustomer('shop', { email: 'd@example.com', password: 'x' }).id).toBe(id(4));
  });
});
