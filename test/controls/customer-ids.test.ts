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
    expect(() => ct.addCustomer('shop', { email: 'A@example.com', password: 'y' })).toThrow(/exists for field 'email'/);
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

describe('anonymous session ids the mock makes', () => {
  const AUTH = 'https://auth.europe-west1.gcp.commercetools.com';
  const withClient = () =>
    createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: { clients: [{ clientId: 'storefront', clientSecret: 'secret', scopes: ['manage_project:shop'] }] } });
  const session = async (ct: ReturnType<typeof withClient>, given?: string) => {
    const response = await ct.fetch(`${AUTH}/oauth/shop/anonymous/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${btoa('storefront:secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials${given === undefined ? '' : `&anonymous_id=${given}`}`,
    });
    const { scope } = (await response.json()) as { scope?: string };
    return { status: response.status, anonymousId: /anonymous_id:(\S+)/.exec(scope ?? '')?.[1] };
  };
  const made = (count: number) => `00000000-0000-4000-b400-${count.toString(16).padStart(12, '0')}`;

  it('count up per mock, skip one given in their form, and go on through resets', async () => {
    const ids = async () => {
      const ct = withClient();
      const first = await session(ct);
      const given = await session(ct, made(2));
      const third = await session(ct);
      ct.reset();
      const fourth = await session(ct);
      return [first, given, third, fourth].map(({ anonymousId }) => anonymousId);
    };
    expect(await ids()).toEqual([made(1), made(2), made(3), made(4)]);
  });

  it('refuse a given id that has a session, and count none for it', async () => {
    const ct = withClient();
    expect(await session(ct, 'guest-1')).toEqual({ status: 200, anonymousId: 'guest-1' });
    expect((await session(ct, 'guest-1')).status).toBe(400);
    expect((await session(ct)).anonymousId).toBe(made(1));
  });

  it('go on from the sessions a restored snapshot holds', async () => {
    const source = withClient();
    await session(source);
    await session(source);
    const ct = withClient();
    await ct.restore(source.snapshot());
    expect((await session(ct)).anonymousId).toBe(made(3));
  });
});
