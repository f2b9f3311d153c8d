import { describe, expect, it } from 'vitest';
import { IMPORT_HOST } from '../support/sdk.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';

// The resource answers before the body: an unknown Project or container is a 404 whatever the body holds.
const ct = useMockServer({ projects: [{ key: 'shop' }, { key: 'two' }] });
const token = () => ct.issueToken({ scopes: ['manage_project:shop', 'manage_project:two', 'manage_project:ghost'] });

const send = async (method: string, path: string, body: string) => {
  const response = await fetch(`${IMPORT_HOST}${path}`, { method, headers: { authorization: `Bearer ${token()}` }, body });
  return { status: response.status, body: (await response.json()) as { errors: { code: string }[] } };
};

describe('the order of answers', () => {
  it('answers an unknown Project with 404 even when the body is broken', async () => {
    const { status, body } = await send('POST', '/ghost/import-containers', '{');
    expect(status).toBe(404);
    expect(body.errors[0]?.code).toBe('ResourceNotFound');
    expectErrorSchemaValid(body, status, 'import-api');
  });

  it('answers an unknown container with 404 even when the body is broken', async () => {
    const { status } = await send('PUT', '/shop/import-containers/zzz', '{');
    expect(status).toBe(404);
  });

  it('answers an update of an unknown Project with 404 even when the body is broken', async () => {
    const response = await fetch(`${IMPORT_HOST.replace('import', 'api')}/ghost`, { method: 'POST', headers: { authorization: `Bearer ${token()}` }, body: '{' });
    expect(response.status).toBe(404);
  });

  it('refuses a version outside int32, so the 409 can echo it', async () => {
    await send('POST', '/shop/import-containers', '{"key":"a"}');
    const { status, body } = await send('PUT', '/shop/import-containers/a', '{"version":1e308}');
    expect(status).toBe(400);
    expect(body.errors[0]?.code).toBe('InvalidJsonInput');
  });
});

describe('expiry across Projects', () => {
  it('records deletions when the clock passes expiresAt, in time order, before later events', async () => {
    await send('POST', '/shop/import-containers', '{"key":"short","retentionPolicy":{"strategy":"ttl","config":{"timeToLive":"1h"}}}');
    await send('POST', '/two/import-containers', '{"key":"longer","retentionPolicy":{"strategy":"ttl","config":{"timeToLive":"2h"}}}');
    ct.clock.advance(3 * 3_600_000);
    expect(ct.events.map((event) => [event.type, event.createdAt])).toEqual([
      ['ImportContainerCreated', '2030-01-01T00:00:00.000Z'],
      ['ImportContainerCreated', '2030-01-01T00:00:00.000Z'],
      ['ImportContainerDeleted', '2030-01-01T01:00:00.000Z'],
      ['ImportContainerDeleted', '2030-01-01T02:00:00.000Z'],
    ]);
    await send('POST', '/two/import-containers', '{"key":"after"}');
    expect(ct.events.at(-1)).toMatchObject({ type: 'ImportContainerCreated', createdAt: '2030-01-01T03:00:00.000Z' });
  });

  it('records an expiry that the next request in another Project reaches, before that request', async () => {
    await send('POST', '/shop/import-containers', '{"key":"short","retentionPolicy":{"strategy":"ttl","config":{"timeToLive":"1h"}}}');
    ct.clock.advance(2 * 3_600_000);
    await send('POST', '/two/import-containers', '{"key":"later"}');
    expect(ct.events.map((event) => event.type)).toEqual(['ImportContainerCreated', 'ImportContainerDeleted', 'ImportContainerCreated']);
  });
});
