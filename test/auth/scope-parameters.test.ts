import { describe, expect, it } from 'vitest';
import { AUTH_HOST } from '../support/sdk.js';
import { useMockServer } from '../support/mock-server.js';

useMockServer({ projects: [{ key: 'shop' }], auth: { clients: [{ clientId: 'c', clientSecret: 's', scopes: ['view_project_settings:shop'] }] } });

const requestToken = (body: string) =>
  fetch(`${AUTH_HOST}/oauth/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${btoa('c:s')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body,
  });

describe('repeated scope parameters', () => {
  it('checks every one of them, so a second one cannot slip past', async () => {
    const response = await requestToken('grant_type=client_credentials&scope=view_project_settings:shop&scope=manage_project:shop');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('grants them all when the client holds them all', async () => {
    const response = await requestToken('grant_type=client_credentials&scope=view_project_settings:shop&scope=view_project_settings:shop');
    expect(response.status).toBe(200);
  });
});
