import { afterEach, describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import {
  adminToken,
  basic,
  collectionUrl,
  createFuzzMock,
  excerpt,
  itemUrl,
  projectUrl,
  send,
  START,
  TOKEN_URL,
  type Reply,
  type SendOptions,
} from '../fuzz/helpers.js';

// Secrets must never show unmasked: not in a response, not in the request journal
// (JSON.stringify(ct.requests)), not in an event (JSON.stringify(ct.events)). The secrets: the
// external OAuth authorizationHeader (answered as `****` plus its last four characters), bearer
// tokens (journaled as `Bearer ****` plus the last four), Basic credentials and client secrets.
// A leak is any run of five characters of the secret (eight for random tokens), so the four a
// mask may show never count, and neither do partial secrets from truncated bodies.

const SECRET = 'Qx7Zk9w-s3cr3t-Vq4711-tLzq';
const CLIENT_SECRET = 'cl1ent-S3cret-Vv8Ww';

const ct = createFuzzMock();
afterEach(() => ct.reset());

/** The runs of `size` characters of a secret that no text may hold. */
function windows(secret: string, size: number): string[] {
  return Array.from({ length: Math.max(0, secret.length - size + 1) }, (_, start) => secret.slice(start, start + size));
}

function expectNoLeak(text: string, secret: string, where: string, size = 5): void {
  const leaked = windows(secret, size).find((window) => text.includes(window));
  if (leaked !== undefined) {
    const at = text.indexOf(leaked);
    expect.fail(`${where} leaks '${leaked}' of the secret: …${text.slice(Math.max(0, at - 80), at + 80)}…`);
  }
}

/** Neither the journal nor the events hold the secret. */
function expectJournalClean(mock: CommercetoolsMock, secret: string, size = 5): void {
  expectNoLeak(JSON.stringify(mock.requests), secret, 'ct.requests', size);
  expectNoLeak(JSON.stringify(mock.events), secret, 'ct.events', size);
}

const setExternalOAuth = (authorizationHeader: unknown, extra: readonly object[] = [], version = 1) =>
  JSON.stringify({
    version,
    actions: [{ action: 'setExternalOAuth', externalOAuth: { url: 'https://auth.example.com/introspect', authorizationHeader } }, ...extra],
  });

async function post(body: string, options: SendOptions = {}, mock: CommercetoolsMock = ct): Promise<Reply> {
  const reply = await send(mock, 'POST', projectUrl(), { body, ...options });
  expectNoLeak(reply.text, SECRET, `the ${reply.status} answer`);
  return reply;
}

describe('the external OAuth authorizationHeader', () => {
  it('is masked in the update answer, in GET, and kept whole only in ct.getProject', async () => {
    const reply = await post(setExternalOAuth(SECRET));
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ version: 2, externalOAuth: { authorizationHeader: '****tLzq' } });
    const get = await send(ct, 'GET', projectUrl());
    expect(get.body).toMatchObject({ externalOAuth: { authorizationHeader: '****tLzq' } });
    expectNoLeak(get.text, SECRET, 'GET');
    expect((await send(ct, 'HEAD', projectUrl())).text).toBe('');
    expect(ct.getProject('shop')?.externalOAuth?.authorizationHeader).toBe(SECRET);
    // Later updates answer the Project whole: still masked.
    expect((await post(JSON.stringify({ version: 2, actions: [{ action: 'changeName', name: 'Later' }] }))).status).toBe(200);
    expectJournalClean(ct, SECRET);
  });

  it('is masked under eventual consistency, where GET answers an earlier state', async () => {
    const eventual = createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }], eventualConsistency: { delayMs: 60_000 } });
    expect((await post(setExternalOAuth(SECRET), {}, eventual)).status).toBe(200);
    expect((await post(setExternalOAuth(`${SECRET}-rotated`, [], 2), {}, eventual)).status).toBe(200);
    for (const advance of [0, 30_000, 30_000, 30_000]) {
      eventual.clock.advance(advance);
      const get = await send(eventual, 'GET', projectUrl());
      expectNoLeak(get.text, SECRET, 'a stale GET');
    }
    expectJournalClean(eventual, SECRET);
  });

  it.each([
    ['a stale version (409)', setExternalOAuth(SECRET, [], 7), {}],
    ['an invalid url beside it (400)', setExternalOAuth(SECRET).replace('https://auth.example.com/introspect', 'not a url'), {}],
    ['another action failing (400)', setExternalOAuth(SECRET, [{ action: 'changeName', name: '' }]), {}],
    ['a header the pattern refuses (400)', setExternalOAuth(` ${SECRET} `), {}],
    ['more than 500 actions (400)', setExternalOAuth(SECRET, Array.from({ length: 500 }, () => ({ action: 'changeName', name: 'x' }))), {}],
    ['an unknown action beside it (400)', setExternalOAuth(SECRET, [{ action: 'bogus' }]), {}],
    ['a broken token (401)', setExternalOAuth(SECRET), { authorization: 'Bearer broken' }],
    ['a read-only token (403)', setExternalOAuth(SECRET), { authorization: 'view' }],
    ['a duplicate key, the secret first', setExternalOAuth(SECRET).replace('"authorizationHeader":', `"authorizationHeader":"${SECRET}","authorizationHeader":`), {}],
    ['unicode escapes in the value', setExternalOAuth(SECRET).replace(SECRET, SECRET.replace(/[a-z]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`)), {}],
    ['pretty-printed JSON', JSON.stringify(JSON.parse(setExternalOAuth(SECRET)), null, 2).replace('":', '"  :'), {}],
    ['trailing garbage', `${setExternalOAuth(SECRET)} ,`, {}],
    ['no closing quote', `{"version":1,"actions":[{"action":"setExternalOAuth","externalOAuth":{"url":"https://a.example","authorizationHeader":"${SECRET}`, {}],
    ['a space before the colon and no closing quote', `{"actions":[{"externalOAuth":{"authorizationHeader" : "${SECRET}`, {}],
  ] as const)('is never shown unmasked after %s', async (_name, body, options: { authorization?: string }) => {
    const authorization = options.authorization === 'view' ? `Bearer ${ct.issueToken({ scopes: ['view_project_settings:shop'] })}` : options.authorization;
    const reply = await post(body, authorization === undefined ? {} : { authorization });
    expect(reply.status, excerpt(reply)).toBeGreaterThanOrEqual(200);
    expectJournalClean(ct, SECRET);
  });

  it('is never shown unmasked after any truncation of the update, or after injected faults', async () => {
    const body = setExternalOAuth(SECRET, [{ action: 'changeName', name: 'x' }]);
    for (let length = 0; length < body.length; length++) await post(body.slice(0, length));
    ct.inject({ operation: 'updateProject', status: 409 });
    ct.inject({ operation: 'updateProject', status: 503, body: { echoed: 'fault' } });
    ct.inject({ operation: 'updateProject', status: 500 });
    for (let attempt = 0; attempt < 3; attempt++) expect((await post(body)).status).toBeGreaterThanOrEqual(409);
    ct.inject({ operation: 'updateProject', networkError: true });
    await expect(ct.fetch(projectUrl(), { method: 'POST', headers: { authorization: `Bearer ${adminToken(ct)}` }, body })).rejects.toThrow(TypeError);
    expectJournalClean(ct, SECRET);
  });

  it('is never shown unmasked for an unknown Project (404) or when authentication is off', async () => {
    const open = createFuzzMock({ auth: false });
    const reply = await send(open, 'POST', projectUrl('ghost'), { body: setExternalOAuth(SECRET) });
    expect(reply.status).toBe(404);
    expect((await post(setExternalOAuth(SECRET), { authorization: null }, open)).status).toBe(200);
    expectJournalClean(open, SECRET);
  });

  // The journal masks a header it can parse out of the body; these malformed bodies hide it from
  // that parse, and the secret is journaled as sent.
  it.each([
    ['single-quoted JSON', `{'version':1,'actions':[{'action':'setExternalOAuth','externalOAuth':{'url':'https://a.example','authorizationHeader':'${SECRET}'}}]}`],
    ['a unicode-escaped key in a truncated body', `{"version":1,"actions":[{"action":"setExternalOAuth","externalOAuth":{"url":"https://a.example","authorization\\u0048eader":"${SECRET}"`],
    ['the header wrapped in an array', setExternalOAuth([SECRET])],
  ])('is never journaled unmasked from a malformed body: %s', async (_name, body) => {
    const reply = await post(body);
    expect(reply.status).toBe(400);
    expectJournalClean(ct, SECRET);
  });
});

describe('bearer tokens', () => {
  it.each([
    ['a valid header', (token: string) => `Bearer ${token}`],
    ['a lower-case scheme', (token: string) => `bearer ${token}`],
    ['two spaces', (token: string) => `Bearer  ${token}`],
    ['a tab', (token: string) => `Bearer\t${token}`],
    ['the token twice', (token: string) => `Bearer ${token} ${token}`],
    ['the token twice, comma-separated', (token: string) => `Bearer ${token},${token}`],
    ['the bare token', (token: string) => token],
    ['another scheme', (token: string) => `Token ${token}`],
    ['the Basic scheme', (token: string) => `Basic ${token}`],
    ['no space after the scheme', (token: string) => `Bearer${token}`],
    ['a suffix', (token: string) => `Bearer ${token}-suffix`],
    ['quotes', (token: string) => `Bearer "${token}"`],
  ])('never appear in the journal, a response or an event: %s', async (_name, header) => {
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    const requests = [
      send(ct, 'GET', projectUrl(), { authorization: header(token) }),
      send(ct, 'HEAD', projectUrl(), { authorization: header(token) }),
      send(ct, 'POST', projectUrl(), { authorization: header(token), body: '{"version":1,"actions":[]}' }),
      send(ct, 'GET', collectionUrl(), { authorization: header(token) }),
      send(ct, 'POST', collectionUrl(), { authorization: header(token), body: JSON.stringify({ key: 'tokened' }) }),
      send(ct, 'PUT', itemUrl('products'), { authorization: header(token), body: '{"version":1}' }),
      send(ct, 'DELETE', itemUrl('prices'), { authorization: header(token) }),
    ];
    for (const reply of await Promise.all(requests)) expectNoLeak(reply.text, token, `the ${reply.status} answer`, 8);
    expectJournalClean(ct, token, 8);
    expect(ct.requests.every((entry) => entry.authorization === undefined || /^(\S+ )?\*{4}\S{0,4}$/.test(entry.authorization))).toBe(true);
  });

  it('never appear in the journal when a 1 MB header carries them', async () => {
    const token = ct.issueToken({ scopes: ['manage_project:shop'] });
    await send(ct, 'GET', projectUrl(), { authorization: `Bearer ${token}${'x'.repeat(1_000_000)}` });
    await send(ct, 'GET', projectUrl(), { authorization: `Bearer ${'x'.repeat(1_000_000)} ${token}` });
    expectJournalClean(ct, token, 8);
  });

  it('handed out by the token endpoint never appear in the journal', async () => {
    const reply = await send(ct, 'POST', TOKEN_URL, {
      authorization: basic('id', CLIENT_SECRET),
      contentType: 'application/x-www-form-urlencoded',
      body: 'grant_type=client_credentials',
    });
    const { access_token: token } = reply.body as { access_token: string };
    await send(ct, 'GET', projectUrl(), { authorization: `Bearer ${token}` });
    expectJournalClean(ct, token, 8);
    expectJournalClean(ct, CLIENT_SECRET);
  });
});

describe('Basic credentials and client secrets', () => {
  const clients = createFuzzMock({ auth: { clients: [{ clientId: 'ci', clientSecret: CLIENT_SECRET, scopes: ['manage_project:shop'] }] } });
  afterEach(() => clients.reset());
  const form = (body: string, authorization: string | null, contentType = 'application/x-www-form-urlencoded') =>
    send(clients, 'POST', TOKEN_URL, { authorization, body, contentType });
  const encoded = basic('ci', CLIENT_SECRET).slice('Basic '.length);

  it.each([
    ['valid credentials', basic('ci', CLIENT_SECRET), 'grant_type=client_credentials'],
    ['a lower-case scheme', `basic ${encoded}`, 'grant_type=client_credentials'],
    ['a wrong id', basic('other', CLIENT_SECRET), 'grant_type=client_credentials'],
    ['an unsupported grant', basic('ci', CLIENT_SECRET), 'grant_type=password'],
    ['a bad scope', basic('ci', CLIENT_SECRET), 'grant_type=client_credentials&scope=bogus'],
    ['two credentials', `Basic ${encoded} ${encoded}`, 'grant_type=client_credentials'],
    ['two spaces', `Basic  ${encoded}`, 'grant_type=client_credentials'],
    ['the credential unencoded', `Basic ci:${CLIENT_SECRET}`, 'grant_type=client_credentials'],
    ['no scheme', encoded, 'grant_type=client_credentials'],
    ['the Bearer scheme', `Bearer ${encoded}`, 'grant_type=client_credentials'],
    ['client_secret_post in the form', null, `grant_type=client_credentials&client_id=ci&client_secret=${CLIENT_SECRET}`],
    ['client_secret_post in a truncated form', null, `client_secret=${CLIENT_SECRET}`],
  ])('never appear in the journal or an answer: %s', async (_name, authorization, body) => {
    const reply = await form(body, authorization);
    expectNoLeak(reply.text, CLIENT_SECRET, `the ${reply.status} answer`);
    expectNoLeak(reply.text, encoded, `the ${reply.status} answer`, 8);
    expectJournalClean(clients, CLIENT_SECRET);
    expectJournalClean(clients, encoded, 8);
  });

  // The journal masks `client_secret=` in a form it reads as text; these bodies carry a secret
  // it does not recognise, and it is journaled as sent.
  it.each([
    ['client_secret in a JSON body', JSON.stringify({ grant_type: 'client_credentials', client_id: 'ci', client_secret: CLIENT_SECRET }), 'application/json'],
    ['a percent-encoded client_secret field name', `grant_type=client_credentials&client_id=ci&client%5Fsecret=${CLIENT_SECRET}`, undefined],
    ['the password of a password grant', `grant_type=password&username=buyer&password=${CLIENT_SECRET}`, undefined],
  ])('never appear in the journal from %s', async (_name, body, contentType) => {
    const reply = await form(body, null, contentType);
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expectJournalClean(clients, CLIENT_SECRET);
  });
});
