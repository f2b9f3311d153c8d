import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { API_HOST } from '../support/sdk.js';

// Which Associate Roles a Project has: those a test declares with ct.addAssociateRole, and the one
// a seed names for new business units. setMyBusinessUnitAssociateRoleOnCreation takes no other.

const role = (key: string) => ({ typeId: 'associate-role', key }) as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function setRole(ct: CommercetoolsMock, projectKey: string, key: string): Promise<{ status: number; body: { version?: number; errors?: { code: string }[] } }> {
  const current = ct.getProject(projectKey)?.version ?? 1;
  const response = await ct.fetch(`${API_HOST}/${projectKey}`, {
    method: 'POST',
    body: JSON.stringify({ version: current, actions: [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: role(key) }] }),
  });
  return { status: response.status, body: (await response.json()) as { version?: number; errors?: { code: string }[] } };
}

describe('Associate Roles', () => {
  it('are those a seed names: the seeded role may be set again, another may not', async () => {
    const ct = createCommercetoolsMock({
      auth: false,
      projects: [{ key: 'b2b', businessUnits: { myBusinessUnitStatusOnCreation: 'Active', myBusinessUnitAssociateRoleOnCreation: role('seeded') } }],
    });
    expect((await setRole(ct, 'b2b', 'seeded')).status).toBe(200);
    const refused = await setRole(ct, 'b2b', 'other');
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.map((error) => error.code)).toEqual(['ReferencedResourceNotFound']);
  });

  it('are kept per Project', async () => {
    const ct = createCommercetoolsMock({ auth: false, projects: [{ key: 'shop' }, { key: 'other' }] });
    ct.addAssociateRole('shop', { key: 'buyer' });
    expect((await setRole(ct, 'shop', 'buyer')).status).toBe(200);
    expect((await setRole(ct, 'other', 'buyer')).status).toBe(400);
  });

  it('go with a reset, back to what the seeds named', async () => {
    const ct = createCommercetoolsMock({ auth: false, projects: [{ key: 'shop' }] });
    ct.addAssociateRole('shop', { key: 'buyer' });
    ct.reset();
    expect((await setRole(ct, 'shop', 'buyer')).status).toBe(400);
    ct.addAssociateRole('shop', { key: 'buyer' });
    ct.reset({ projects: ['shop'] });
    expect((await setRole(ct, 'shop', 'buyer')).status).toBe(400);
  });

  it('need a unique key of the platform’s shape, in a Project the mock has', () => {
    const ct = createCommercetoolsMock({ auth: false, projects: [{ key: 'shop' }] });
    expect(ct.addAssociateRole('shop', { key: 'buyer' })).toEqual({ id: expect.stringMatching(UUID) as unknown, key: 'buyer' });
    expect(() => ct.addAssociateRole('shop', { key: 'buyer' })).toThrow("Project 'shop' already has the Associate Role 'buyer'");
    for (const key of ['', 'b', 'has space', 'ü-role', 'x'.repeat(257)]) {
      expect(() => ct.addAssociateRole('shop', { key })).toThrow(TypeError);
    }
    expect(ct.addAssociateRole('shop', { key: 'x'.repeat(256), id: 'any-text' })).toEqual({ id: 'any-text', key: 'x'.repeat(256) });
    expect(() => ct.addAssociateRole('nope', { key: 'buyer' })).toThrow("there is no Project 'nope'");
  });

  it('get an id each, made up when not given, and unique within the Project', () => {
    const ct = createCommercetoolsMock({ auth: false, projects: [{ key: 'shop' }, { key: 'other' }] });
    const { id: first } = ct.addAssociateRole('shop', { key: 'buyer' });
    const { id: second } = ct.addAssociateRole('shop', { key: 'admin' });
    expect(first).toMatch(UUID);
    expect(second).not.toBe(first);
    expect(() => ct.addAssociateRole('shop', { key: 'approver', id: first })).toThrow(`already has the Associate Role 'buyer' (id '${first}')`);
    // Another Project's roles are its own.
    expect(ct.addAssociateRole('other', { key: 'approver', id: first })).toEqual({ id: first, key: 'approver' });
  });

  it('are frozen as kept', () => {
    const ct = createCommercetoolsMock({ auth: false, projects: [{ key: 'shop' }] });
    expect(Object.isFrozen(ct.addAssociateRole('shop', { key: 'buyer' }))).toBe(true);
  });
});
