import { afterEach, describe, expect, it } from 'vitest';
import {
  adminToken,
  API_ENDPOINTS,
  basic,
  createFuzzMock,
  deepArrays,
  excerpt,
  expectError,
  expectInvalidToken,
  expectUnchanged,
  MB,
  projectUrl,
  send,
  snapshot,
  TOKEN_URL,
  type ApiEndpoint,
  type Reply,
} from './helpers.js';

// Authentication and headers: broken bearer headers and Content-Types on the eight API
// operations, then broken client credentials and form bodies on the token endpoint.

// ---------------------------------------------------------------------------------------------
// Broken Authorization headers against all eight API operations must be the platform's exact 401
// invalid_token (HEAD: no body) and change nothing. Content-Type is not part of the contract: the
// mock reads every body as JSON text, whatever the header says, as the README's fetch examples
// (which send none) rely on.

const ct = createFuzzMock();
const other = createFuzzMock();
afterEach(() => ct.reset());

const token = adminToken(ct);

const BROKEN: readonly (readonly [string, () => string | null])[] = [
  ['no header', () => null],
  ['an empty header', () => ''],
  ['the scheme alone', () => 'Bearer'],
  ['the scheme and one space', () => 'Bearer '],
  ['the scheme and two spaces', () => 'Bearer  '],
  ['the scheme and a tab', () => 'Bearer\t'],
  ['no space after the scheme', () => `Bearer${token}`],
  ['Basic credentials', () => `Basic ${btoa('any-id:any-secret')}`],
  ['the Basic scheme alone', () => 'Basic'],
  ['another scheme', () => `Token ${token}`],
  ['the bare token', () => token],
  ['the token in quotes', () => `Bearer "${token}"`],
  ['non-ASCII characters', () => 'Bearer tökén-ßecret'],
  ['the token with a non-ASCII character appended', () => `Bearer ${token}é`],
  ['a 1 MB token', () => `Bearer ${'x'.repeat(MB)}`],
  ['two tokens', () => `Bearer ${token} ${token}`],
  ['two tokens, comma-separated', () => `Bearer ${token},${token}`],
  ['two Bearer credentials', () => `Bearer ${token}, Bearer ${token}`],
  ['a lower-case scheme with an unknown token', () => 'bearer unknown-token'],
  ['the token in upper case', () => `Bearer ${token.toUpperCase()}X`],
  ['the token cut short', () => `Bearer ${token.slice(0, -1)}`],
  ['the token with a character more', () => `Bearer ${token}A`],
  ['the text null', () => 'Bearer null'],
  ['the text undefined', () => 'Bearer undefined'],
  ['a token of another mock', () => `Bearer ${adminToken(other)}`],
];

describe.each(API_ENDPOINTS)('$name with a broken Authorization header', (endpoint: ApiEndpoint) => {
  it.each(BROKEN)('answers %s with 401 invalid_token and changes nothing', async (_name, header) => {
    const before = await snapshot(ct);
    const reply = await send(ct, endpoint.method, endpoint.url, { authorization: header(), ...(endpoint.body ? { body: endpoint.body } : {}) });
    expectInvalidToken(reply, endpoint.method, endpoint.file);
    await expectUnchanged(ct, before);
    // The snapshots' own queries answer 200; the broken request is the one 401 in the journal.
    expect(ct.requests.filter((entry) => entry.operation === endpoint.name && entry.status !== 200).map((entry) => entry.status)).toEqual([401]);
  });

  it('answers two Authorization headers with 401 invalid_token', async () => {
    const headers = new Headers();
    headers.append('authorization', `Bearer ${token}`);
    headers.append('authorization', `Bearer ${token}`);
    const response = await ct.fetch(endpoint.url, { method: endpoint.method, headers, ...(endpoint.body ? { body: endpoint.body } : {}) });
    const text = await response.text();
    expectInvalidToken({ status: response.status, text, body: text === '' ? undefined : (JSON.parse(text) as unknown) }, endpoint.method, endpoint.file);
  });

  it('answers an expired token with 401 invalid_token', async () => {
    const expiring = ct.issueToken({ scopes: ['manage_project:shop'], expiresIn: 1 });
    ct.clock.advance(1000);
    const reply = await send(ct, endpoint.method, endpoint.url, { authorization: `Bearer ${expiring}`, ...(endpoint.body ? { body: endpoint.body } : {}) });
    expectInvalidToken(reply, endpoint.method, endpoint.file);
  });

  it.each([
    ['a lower-case scheme', () => `bearer ${token}`],
    ['an upper-case scheme', () => `BEARER ${token}`],
    ['two spaces after the scheme', () => `Bearer  ${token}`],
    ['a tab after the scheme', () => `Bearer\t${token}`],
    ['trailing spaces', () => `Bearer ${token}   `],
  ])('accepts %s: the scheme is case-insensitive (RFC 7235), whitespace around the token tolerated', async (_name, header) => {
    const reply = await send(ct, endpoint.method, endpoint.url, { authorization: header(), ...(endpoint.body ? { body: endpoint.body } : {}) });
    expect(reply.status, excerpt(reply)).toBe(endpoint.success);
  });
});

describe('Content-Type on the endpoints that take a body', () => {
  const withBody = API_ENDPOINTS.filter((endpoint) => endpoint.body !== undefined);
  const contentTypes: readonly (string | null)[] = [
    null,
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'application/xml',
    'application/json; charset=utf-8',
    'application/json; charset=iso-8859-1',
    'application/json, text/plain',
    'APPLICATION/JSON',
    ';;;',
    'application/jsön',
    'x'.repeat(10_000),
  ];

  it.each(withBody)('$name answers the same whatever the Content-Type says', async (endpoint) => {
    for (const body of [endpoint.body ?? '', '{', '[]', 'null']) {
      ct.reset();
      const expected = await send(ct, endpoint.method, endpoint.url, { body });
      const expectedState = await snapshot(ct);
      for (const contentType of contentTypes) {
        ct.reset();
        const reply = await send(ct, endpoint.method, endpoint.url, { body, contentType });
        expect(reply, `${String(contentType).slice(0, 40)}: ${body}`).toEqual(expected);
        expect(await snapshot(ct)).toEqual(expectedState);
      }
      if (expected.status >= 400) expectError(expected, 400, 'InvalidJsonInput', endpoint.file);
      else expect(expected.status).toBe(endpoint.success);
    }
  });

  it.each(API_ENDPOINTS)('$name ignores Accept and other headers it has no use for', async (endpoint) => {
    const headers = new Headers({
      authorization: `Bearer ${token}`,
      accept: 'application/xml',
      'accept-encoding': 'br;q=0, identity;q=0',
      'accept-language': 'xx',
      'x-correlation-id': 'c'.repeat(10_000),
      'if-match': '"999"',
      'x-http-method-override': 'DELETE',
    });
    const response = await ct.fetch(endpoint.url, { method: endpoint.method, headers, ...(endpoint.body ? { body: endpoint.body } : {}) });
    expect(response.status).toBe(endpoint.success);
    if (endpoint.method !== 'HEAD') {
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toBeTypeOf('object');
    }
    // The override header is no method: only create and delete record an event.
    expect(ct.events).toHaveLength(['createImportContainer', 'deleteImportContainer'].includes(endpoint.name) ? 1 : 0);
  });
});

// ---------------------------------------------------------------------------------------------
// The token endpoint (POST {auth}/oauth/token) with broken Basic credentials, form bodies and
// Content-Types. Its errors are AuthErrorResponse bodies: 401 invalid_client, 400
// invalid_request (no grant type), 400 unsupported_grant_type and 400 invalid_scope. It never changes stored state, even when it succeeds.

const clients = createFuzzMock({ auth: { clients: [{ clientId: 'ci', clientSecret: 's3cret', scopes: ['view_project_settings:shop'] }] } });
afterEach(() => clients.reset());

const VALID_FORM = 'grant_type=client_credentials&scope=manage_project:shop';
const CREDENTIALS = basic('any-id', 'any-secret');
const INVALID_CLIENT_MESSAGE = 'Please provide valid client credentials using HTTP Basic Authentication.';
const INVALID_CLIENT = {
  statusCode: 401,
  message: INVALID_CLIENT_MESSAGE,
  errors: [{ code: 'invalid_client', message: INVALID_CLIENT_MESSAGE }],
  error: 'invalid_client',
  error_description: INVALID_CLIENT_MESSAGE,
};

const requestToken = (body: string, authorization: string | null = CREDENTIALS, contentType: string | null = 'application/x-www-form-urlencoded') =>
  send(ct, 'POST', TOKEN_URL, { authorization, body, contentType });

/** A 200 token answer whose token works on the Project. */
async function expectGranted(reply: Reply, scope = 'manage_project:shop'): Promise<void> {
  expect(reply.status, excerpt(reply)).toBe(200);
  expect(reply.body).toMatchObject({ token_type: 'Bearer', expires_in: 172_800, scope });
  const { access_token: accessToken } = reply.body as { access_token: string };
  const project = await send(ct, 'GET', projectUrl(), { authorization: `Bearer ${accessToken}` });
  expect(project.status).toBe(200);
}

describe('broken client credentials', () => {
  const secretBytes = basic('any-id', 'any-secret').slice('Basic '.length);
  it.each([
    ['no header', null],
    ['an empty header', ''],
    ['the scheme alone', 'Basic'],
    ['the scheme and spaces', 'Basic   '],
    ['no space after the scheme', `Basic${secretBytes}`],
    ['a bearer token instead', `Bearer ${secretBytes}`],
    ['a credential without a colon', `Basic ${btoa('any-idany-secret')}`],
    ['an empty client id', `Basic ${btoa(':any-secret')}`],
    ['an empty secret', `Basic ${btoa('any-id:')}`],
    ['a bare colon', `Basic ${btoa(':')}`],
    ['characters outside base64', 'Basic !!!!'],
    ['base64 with padding in the middle', `Basic ${secretBytes.slice(0, 4)}=${secretBytes.slice(4)}`],
    ['base64 cut to one character of a group', `Basic ${secretBytes.slice(0, 5)}`],
    ['two credentials', `Basic ${secretBytes} ${secretBytes}`],
    ['two credentials, comma-separated', `Basic ${secretBytes}, Basic ${secretBytes}`],
    ['non-ASCII text', 'Basic äöü'],
    ['1 MB of base64 without a colon', `Basic ${'QUFB'.repeat(MB / 4)}`],
    ['1 MB of junk', `Basic ${'!'.repeat(MB)}`],
  ])('answers %s with 401 invalid_client and changes nothing', async (_name, authorization) => {
    const before = await snapshot(ct);
    const reply = await requestToken(VALID_FORM, authorization);
    expectError(reply, 401, 'invalid_client', 'project-api');
    expect(reply.body).toEqual(INVALID_CLIENT);
    await expectUnchanged(ct, before);
  });

  it.each([
    ['a lower-case scheme', `basic ${secretBytes}`],
    ['an upper-case scheme', `BASIC ${secretBytes}`],
    ['two spaces after the scheme', `Basic  ${secretBytes}`],
    ['a base64url credential', basic('id~~~', 'secret???').replaceAll('+', '-').replaceAll('/', '_')],
    ['a UTF-8 client id and secret', basic('kündin', 'geheimnis-ß')],
    ['a colon inside the secret', basic('id', 'sec:ret')],
    ['a 1 MB secret', basic('id', 's'.repeat(MB))],
  ])('accepts %s: the scheme is case-insensitive (RFC 7235), any client id and secret welcome', async (_name, authorization) => {
    await expectGranted(await requestToken(VALID_FORM, authorization));
  });

  it.each([
    ['a wrong secret', basic('ci', 's3cret!')],
    ['the secret in another case', basic('ci', 'S3CRET')],
    ['the id in another case', basic('CI', 's3cret')],
    ['id and secret swapped', basic('s3cret', 'ci')],
    ['a trailing space in the secret', basic('ci', 's3cret ')],
    ['the right pair twice', `Basic ${btoa('ci:s3cret')} ${btoa('ci:s3cret')}`],
  ])('with configured clients, answers %s with 401 invalid_client', async (_name, authorization) => {
    const reply = await send(clients, 'POST', TOKEN_URL, { authorization, body: 'grant_type=client_credentials' });
    expectError(reply, 401, 'invalid_client', 'project-api');
    expect(reply.body).toEqual(INVALID_CLIENT);
  });
});

describe('broken form bodies', () => {
  it.each([
    ['an empty body', '', 'invalid_request'],
    ['no grant type', 'scope=manage_project:shop', 'invalid_request'],
    ['an empty grant type', 'grant_type=', 'invalid_request'],
    ['the password grant', 'grant_type=password&username=u&password=p', 'unsupported_grant_type'],
    ['an unknown refresh token', 'grant_type=refresh_token&refresh_token=x', 'invalid_grant'],
    ['an upper-case grant type', 'grant_type=CLIENT_CREDENTIALS', 'unsupported_grant_type'],
    ['a grant type with a space', 'grant_type=client_credentials%20', 'unsupported_grant_type'],
    ['a JSON body', JSON.stringify({ grant_type: 'client_credentials', scope: 'manage_project:shop' }), 'invalid_request'],
    ['null', 'null', 'invalid_request'],
    ['10 000 nested arrays', deepArrays(10_000), 'invalid_request'],
    ['a 1 MB grant type', `grant_type=${'x'.repeat(MB)}`, 'unsupported_grant_type'],
    ['a scope without a Project', 'grant_type=client_credentials&scope=manage_project', 'invalid_scope'],
    ['a scope with an empty Project', 'grant_type=client_credentials&scope=manage_project:', 'invalid_scope'],
    ['a scope of an unknown Project', 'grant_type=client_credentials&scope=manage_project:ghost', 'invalid_scope'],
    ['a scope of a Project in another case', 'grant_type=client_credentials&scope=manage_project:SHOP', 'invalid_scope'],
    ['an upper-case scope name', 'grant_type=client_credentials&scope=MANAGE_PROJECT:shop', 'invalid_scope'],
    ['two colons', 'grant_type=client_credentials&scope=manage_project:shop:shop', 'invalid_scope'],
    ['a comma-separated list', 'grant_type=client_credentials&scope=manage_project:shop,view_project_settings:shop', 'invalid_scope'],
    ['one bad scope among good ones', 'grant_type=client_credentials&scope=manage_project:shop+bogus', 'invalid_scope'],
    ['a repeated scope with a bad one', 'grant_type=client_credentials&scope=manage_project:shop&scope=manage_project:ghost', 'invalid_scope'],
    ['a non-ASCII Project key', 'grant_type=client_credentials&scope=manage_project:sh%C3%B6p', 'invalid_scope'],
    ['a NUL character', 'grant_type=client_credentials&scope=manage_project:shop%00', 'invalid_scope'],
    ['a 1 MB scope', `grant_type=client_credentials&scope=manage_project:${'x'.repeat(MB)}`, 'invalid_scope'],
  ])('answers %s with 400 %s and changes nothing', async (_name, body, code) => {
    const before = await snapshot(ct);
    expectError(await requestToken(body), 400, code, 'project-api');
    await expectUnchanged(ct, before);
  });

  it('answers every truncation of a valid form as the fields left in it say', async () => {
    const before = await snapshot(ct);
    const grantEnd = 'grant_type=client_credentials'.length;
    const scopeStart = `${'grant_type=client_credentials'}&scope=`.length;
    for (let length = 0; length <= VALID_FORM.length; length++) {
      const body = VALID_FORM.slice(0, length);
      const reply = await requestToken(body);
      // `grant_type` and `grant_type=` name no grant type; a cut value names another.
      if (length <= 'grant_type='.length) expectError(reply, 400, 'invalid_request', 'project-api');
      else if (length < grantEnd) expectError(reply, 400, 'unsupported_grant_type', 'project-api');
      else if (length <= scopeStart || length === VALID_FORM.length) await expectGranted(reply);
      else expectError(reply, 400, 'invalid_scope', 'project-api');
    }
    await expectUnchanged(ct, before);
  });

  it.each([
    ['no Content-Type', null],
    ['application/json', 'application/json'],
    ['text/plain', 'text/plain'],
    ['multipart/form-data without a boundary', 'multipart/form-data'],
    ['a charset nobody uses', 'application/x-www-form-urlencoded; charset=ebcdic'],
    ['junk', ';;;'],
  ])('reads the form whatever the Content-Type says: %s', async (_name, contentType) => {
    await expectGranted(await requestToken(VALID_FORM, CREDENTIALS, contentType));
  });

  it('ignores unknown and prototype-like form fields', async () => {
    await expectGranted(await requestToken(`__proto__[polluted]=1&constructor[prototype][polluted]=1&${VALID_FORM}&unknown=${'u'.repeat(1000)}`));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
