import type { CustomerAddress, CustomerImport } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { duplicateField, invalidField, processingRequests, requiredField } from './processing-requests.js';

// The processing rules of customers (issue 30), through the official Import SDK: a customer's
// password, address keys and address indexes. Each rule gets an item that breaks
// it (validationFailed, with exactly the error the docs name) and one that keeps it (imported).

const ct = useMockServer({
  projects: [{ key: 'shop' }],
  importContainers: { shop: [{ key: 'catalog' }] },
});

const { send, imported, refused } = processingRequests(ct);

const address = (key: string): CustomerAddress => ({ key, country: 'DE' });
const customer = (more: Partial<CustomerImport> = {}): CustomerImport => ({ key: 'jen', email: 'jen@example.com', password: 'secret', ...more });

describe('customers', () => {
  it('refuse a customer in Password mode (the default) without a password, or with an empty one', async () => {
    const { password: _password, ...withoutPassword } = customer();
    await refused(send.customers([withoutPassword]), [requiredField('password')]);
    await refused(send.customers([{ ...withoutPassword, authenticationMode: 'Password' }]), [requiredField('password')]);
    await refused(send.customers([customer({ password: '' })]), [requiredField('password')]);
    // The failed customer claimed nothing: the first import that keeps the rule is version 1.
    const [first] = await imported(send.customers([customer()]));
    expect(first?.resourceVersion).toBe(1);
  });

  it('take a customer authenticated elsewhere without a password', async () => {
    const { password: _password, ...withoutPassword } = customer();
    const [operation] = await imported(send.customers([{ ...withoutPassword, authenticationMode: 'ExternalAuth' }]));
    expect(operation?.resourceVersion).toBe(1);
  });

  it('refuse an update without a password too: the Import API needs one on every import', async () => {
    await imported(send.customers([customer()]));
    const { password: _password, ...withoutPassword } = customer({ firstName: 'Jen' });
    await refused(send.customers([withoutPassword]), [requiredField('password')]);
    const [update] = await imported(send.customers([customer({ firstName: 'Jen' })]));
    expect(update?.resourceVersion).toBe(2);
  });

  it('refuse an address key twice in one customer, where another customer may have it too', async () => {
    await refused(send.customers([customer({ addresses: [address('home'), address('work'), address('home')] })]), [duplicateField('addresses.2.key', 'home')]);
    await imported(send.customers([customer({ addresses: [address('home'), address('work')] })]));
    await imported(send.customers([customer({ key: 'ann', email: 'ann@example.com', addresses: [address('home')] })]));
  });

  it('refuse address indexes that name no address, listing the indexes there are', async () => {
    const two = [address('home'), address('work')];
    await refused(send.customers([customer({ addresses: two, defaultShippingAddress: 2 })]), [invalidField('defaultShippingAddress', 2, [0, 1])]);
    await refused(send.customers([customer({ addresses: two, defaultBillingAddress: -1 })]), [invalidField('defaultBillingAddress', -1, [0, 1])]);
    await refused(send.customers([customer({ addresses: two, shippingAddresses: [1, 5], billingAddresses: [0, 1, 2] })]), [
      invalidField('shippingAddresses.1', 5, [0, 1]),
      invalidField('billingAddresses.2', 2, [0, 1]),
    ]);
    await refused(send.customers([customer({ defaultShippingAddress: 0 })]), [invalidField('defaultShippingAddress', 0, [])]);
    const [operation] = await imported(
      send.customers([customer({ addresses: two, defaultShippingAddress: 1, defaultBillingAddress: 0, shippingAddresses: [0, 1], billingAddresses: [1] })]),
    );
    expect(operation?.resourceVersion).toBe(1);
  });

  it('list every rule a customer breaks', async () => {
    await refused(send.customers([{ key: 'jen', email: 'jen@example.com', addresses: [address('home'), address('home')], defaultBillingAddress: 3 }]), [
      requiredField('password'),
      duplicateField('addresses.1.key', 'home'),
      invalidField('defaultBillingAddress', 3, [0, 1]),
    ]);
  });
});
