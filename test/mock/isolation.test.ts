import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProject } from '../support/default-project.js';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST, createApiRoot, sdkError } from '../support/sdk.js';
import { expectSchemaValid } from '../support/schemas.js';
import { STRICT_LISTEN } from '../support/listen-options.js';

describe('several Projects in one mock', () => {
  const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }, { key: 'outlet', currencies: ['USD'] }] });
  const server = setupServer(...ct.handlers);
  beforeAll(() => server.listen(STRICT_LISTEN));
  afterAll(() => server.close());

  it('keeps their state apart', async () => {
    const shop = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'] });
    const outlet = createApiRoot({ projectKey: 'outlet', scopes: ['manage_project:outlet'] });
    await shop.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Shop' }] } }).execute();
    const { body } = await outlet.get().execute();
    expect(body).toMatchObject({ key: 'outlet', name: 'outlet', version: 1, currencies: ['USD'] });
    expect(ct.getProject('shop')).toMatchObject({ name: 'Shop', version: 2 });
  });

  it('answers a Project added later, and a token asked for afterwards covers it', async () => {
    const added = ct.addProject({ key: 'later', languages: ['de'] });
    expect(added).toMatchObject({ key: 'later', version: 1, languages: ['de'] });
    const { body } = await createApiRoot({ projectKey: 'later' }).get().execute();
    expect(body.key).toBe('later');
    expectSchemaValid(body, 'project-api', 'Project');
  });
});

describe('several mocks in one process', () => {
  const first = createCommercetoolsMock({ now: 0, projects: [{ key: 'shop' }], hosts: { api: ['http://first.test'], regions: false } });
  const second = createCommercetoolsMock({ now: 0, projects: [{ key: 'shop' }], hosts: { api: ['http://second.test'], regions: false } });
  const server = setupServer(...first.handlers, ...second.handlers);
  beforeAll(() => server.listen(STRICT_LISTEN));
  afterAll(() => server.close());

  const update = (base: string, token: string, name: string) =>
    fetch(`${base}/shop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: 1, actions: [{ action: 'changeName', name }] }),
    });

  it('never share state', async () => {
    const response = await update('http://first.test', first.issueToken({ scopes: ['manage_project:shop'] }), 'First');
    expect(response.status).toBe(200);
    expect(first.getProject('shop')?.name).toBe('First');
    expect(second.getProject('shop')).toMatchObject({ name: 'shop', version: 1 });
  });

  it("never accept each other's tokens", async () => {
    const response = await update('http://second.test', first.issueToken({ scopes: ['manage_project:shop'] }), 'Intruder');
    expect(response.status).toBe(401);
    expect(second.getProject('shop')?.name).toBe('shop');
  });

  it("keep separate clocks", () => {
    first.clock.advance(1000);
    expect([first.clock.now(), second.clock.now()]).toEqual([1000, 0]);
  });
});

describe('creation and reset', () => {
  it('gives seeded Projects the documented defaults', () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], now: '2030-01-01T00:00:00.000Z' });
    expect(ct.getProject('shop')).toEqual(defaultProject('shop', '2030-01-01T00:00:00.000Z'));
  });

  it('lets a given field replace its default whole, so legacy Projects can lack fields', () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'legacy', messages: { enabled: true }, shoppingLists: undefined }] });
    expect(ct.getProject('legacy')?.messages).toEqual({ enabled: true });
    expect(ct.getProject('legacy')).not.toHaveProperty('shoppingLists.deleteDaysAfterLastModification');
  });

  it('copies seeds instead of keeping them, and hands out frozen Projects', () => {
    const seed = { key: 'shop', countries: ['DE'] };
    const ct = createCommercetoolsMock({ projects: [seed] });
    seed.countries.push('FR');
    const project = ct.getProject('shop');
    expect(project?.countries).toEqual(['DE']);
    expect(Object.isFrozen(project)).toBe(true);
    expect(() => project?.countries.push('IT')).toThrow(TypeError);
  });

  it('refuses invalid seeds with a message that says what to fix', () => {
    expect(() => createCommercetoolsMock({ projects: [{ key: '' }] })).toThrow(/non-empty string `key`/);
    expect(() => createCommercetoolsMock({ projects: [{ key: 'a' }, { key: 'a' }] })).toThrow(/already exists/);
    expect(() => createCommercetoolsMock({ projects: [{ key: 'my shop' }] })).toThrow(/space or a colon/);
    expect(() => createCommercetoolsMock({ projects: [{ key: 'shop:eu' }] })).toThrow(/space or a colon/);
    expect(() => createCommercetoolsMock({ projects: [{ key: 'a', currencies: ['EURO'] }] })).toThrow(/'EURO' is not a valid currency code/);
    expect(() => createCommercetoolsMock({ projects: [{ key: 'a', languages: [] }] })).toThrow(/'languages' must not be empty/);
    expect(() => createCommercetoolsMock({ auth: { clients: [{ clientId: 'c', clientSecret: 's', scopes: ['shop'] }] } })).toThrow(/malformed scope 'shop'/);
    expect(() => createCommercetoolsMock({ now: 'yesterday' })).toThrow(/not a valid time/);
    expect(() => createCommercetoolsMock({ hosts: { api: ['localhost'] } })).toThrow(/not an absolute URL/);
  });

  it('refuses Stores whose languages the Project lacks, or an unknown Project', () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en'] }] });
    expect(() => ct.addStore('shop', { key: 'berlin', languages: ['de'] })).toThrow(/does not have: de/);
    expect(() => ct.addStore('ghost', { key: 'berlin' })).toThrow(/no Project 'ghost'/);
    ct.addStore('shop', { key: 'london', languages: ['en'] });
    expect(() => ct.addStore('shop', { key: 'london' })).toThrow(/unique/);
  });

  it('resets Projects, Stores and the clock to the state right after creation', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en', 'de'] }], now: 0 });
    const server = setupServer(...ct.handlers);
    server.listen(STRICT_LISTEN);
    try {
      const token = ct.issueToken({ scopes: ['manage_project:shop'] });
      ct.addProject({ key: 'added' });
      ct.addStore('shop', { key: 'berlin', languages: ['de'] });
      ct.clock.advance(10_000);
      const api = createApiRoot({ projectKey: 'shop' });
      await api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Changed' }] } }).execute();

      ct.reset();
      expect(ct.getProject('added')).toBeUndefined();
      expect(ct.getProject('shop')).toMatchObject({ name: 'shop', version: 1 });
      expect(ct.clock.now()).toBe(0);
      // The Store is gone, so removing its language is allowed again.
      const { body } = await api.post({ body: { version: 1, actions: [{ action: 'changeLanguages', languages: ['en'] }] } }).execute();
      expect(body.languages).toEqual(['en']);
      // Tokens survive a reset, so clients that cached one keep working.
      const response = await fetch(`${API_HOST}/shop`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('answers LanguageUsedInStores only for languages a Store uses', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en', 'de', 'fr'] }] });
    ct.addStore('shop', { key: 'berlin', languages: ['de'] });
    const server = setupServer(...ct.handlers);
    server.listen(STRICT_LISTEN);
    try {
      const api = createApiRoot({ projectKey: 'shop' });
      const error = await sdkError(api.post({ body: { version: 1, actions: [{ action: 'changeLanguages', languages: ['en', 'fr'] }] } }).execute());
      expect(error.body).toMatchObject({
        statusCode: 400,
        message: 'Language(s) in use by a store cannot be deleted. Remove them in all the stores of this project first.',
        errors: [{ code: 'LanguageUsedInStores' }],
      });
      const { body } = await api.post({ body: { version: 1, actions: [{ action: 'changeLanguages', languages: ['de', 'en'] }] } }).execute();
      expect(body).toMatchObject({ version: 2, languages: ['de', 'en'] });
    } finally {
      server.close();
    }
  });
});
