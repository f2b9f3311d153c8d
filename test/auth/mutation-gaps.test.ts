import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { API_HOST, AUTH_HOST } from '../support/sdk.js';
import { START } from '../support/time.js';

// Behaviour of authentication that mutation testing (npm run test:mutation) found no test for:
// how the Authorization header's scheme and spaces are read, client secrets whose Basic encoding
// uses the URL-safe alphabet, a missing grant_type, and tokens that must be URL-safe.

const TOKEN_URL = `${AUTH_HOST}/oauth/token`;
const FORM = 'grant_type=client_credentials';
const CLIENT = { clientId: 'ci~client', clientSecret: 's3cr?t>>', scopes: ['manage_project:shop'] };

const fresh = () => createCommercetoolsMock({ now: START, projects: [{ key: 'shop' }], auth: { clients: [CLIENT] } });
const token = (ct: ReturnType<typeof fresh>, authorization: string, body = FORM) =>
  ct.fetch(TOKEN_URL, { method: 'POST', headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' }, body });
const basic = (text: string) => btoa(text);

describe('the token endpoint reads Basic credentials', () => {
  it('after any run of spaces, and in the URL-safe base64 alphabet as well', async () => {
    const ct = fresh();
    const standard = basic(`${CLIENT.clientId}:${CLIENT.clientSecret}`);
    // The secret's bytes encode to '+' and '/' in standard base64: both alphabets must decode alike.
    expect(standard).toMatch(/[+/]/);
    const urlSafe = standard.replaceAll('+', '-').replaceAll('/', '_');
    for (const header of [`Basic ${standard}`, `Basic   ${standard}`, `basic ${urlSafe}`, `Basic ${standard}  `]) {
      expect((await token(ct, header)).status, header).toBe(200);
    }
  });

  it('only as the whole header: nothing before the scheme, nothing after the credentials', async () => {
    const ct = fresh();
    const credentials = basic(`${CLIENT.clientId}:${CLIENT.clientSecret}`);
    for (const header of [`xBasic ${credentials}`, `Basic ${credentials} extra`, `Basic ${credentials}x!`, 'Basic abcde', 'Basic', '']) {
      const response = await token(ct, header);
      expect(response.status, header).toBe(401);
      expect(await response.json()).toMatchObject({ error: 'invalid_client' });
    }
  });

  it('and answers 400 invalid_request when the form names no grant type, as the platform does', async () => {
    const ct = fresh();
    const response = await token(ct, `Basic ${basic(`${CLIENT.clientId}:${CLIENT.clientSecret}`)}`, 'scope=manage_project:shop');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_request', error_description: 'Missing required parameter: grant_type.' });
  });
});

describe('bearer tokens', () => {
  it('are URL-safe base64: no +, / or =', async () => {
    const ct = fresh();
    const tokens = Array.from({ length: 300 }, () => ct.issueToken({ scopes: ['view_project_settings:shop'] }));
    for (const issued of tokens) expect(issued).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('are read after any run of spaces', async () => {
    const ct = fresh();
    const issued = ct.issueToken({ scopes: ['view_project_settings:shop'] });
    expect((await ct.fetch(`${API_HOST}/shop`, { headers: { authorization: `Bearer    ${issued}` } })).status).toBe(200);
  });
});
