import type { ProjectUpdateAction } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { createApiRoot, API_HOST, sdkError } from '../support/sdk.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid, expectSchemaValid } from '../support/schemas.js';

const ct = useMockServer({ projects: [{ key: 'shop', languages: ['en', 'de'] }] });
const api = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'] });
const token = () => ct.issueToken({ scopes: ['manage_project:shop'] });

async function postRaw(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${API_HOST}/shop`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, body: (await response.json()) as { message: string; errors: { code: string; detailedErrorMessage?: string }[] } };
}

function expectUnchanged(before: unknown) {
  expect(ct.getProject('shop')).toEqual(before);
}

describe('atomic requests', () => {
  it('applies several actions in order and raises the version by exactly 1', async () => {
    const { body } = await api
      .post({
        body: {
          version: 1,
          actions: [
            { action: 'changeName', name: 'First' },
            { action: 'changeName', name: 'Second' },
            { action: 'changeCurrencies', currencies: ['EUR', 'USD'] },
          ],
        },
      })
      .execute();
    expect(body).toMatchObject({ version: 2, name: 'Second', currencies: ['EUR', 'USD'] });
    expectSchemaValid(body, 'project-api', 'Project');
  });

  it('changes nothing, not even the version, when one action of many fails', async () => {
    const before = ct.getProject('shop');
    const error = await sdkError(
      api
        .post({
          body: {
            version: 1,
            actions: [
              { action: 'changeName', name: 'Renamed' },
              { action: 'changeCountries', countries: ['XX'] },
              { action: 'changeCurrencies', currencies: ['EUR', 'USD'] },
            ],
          },
        })
        .execute(),
    );
    expect(error.statusCode).toBe(400);
    expectErrorSchemaValid(error.body, error.statusCode);
    expectUnchanged(before);
  });

  it('lists every broken rule of every action together', async () => {
    const error = await sdkError(
      api
        .post({
          body: {
            version: 1,
            actions: [
              { action: 'changeName', name: '' },
              { action: 'changeCountries', countries: ['XX', 'YY'] },
              { action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: 0 },
            ],
          },
        })
        .execute(),
    );
    const body = error.body as { message: string; errors: { code: string; message: string }[] };
    expect(body.errors.map((e) => e.code)).toEqual(['InvalidInput', 'InvalidInput', 'InvalidInput', 'InvalidInput']);
    expect(body.errors.map((e) => e.message)).toEqual([
      "'name' must not be empty.",
      "'XX' is not a valid country code. Use an ISO 3166-1 alpha-2 code such as 'DE'.",
      "'YY' is not a valid country code. Use an ISO 3166-1 alpha-2 code such as 'DE'.",
      "'reservationExpirationInMinutes' must be between 1 and 44640, but was 0.",
    ]);
    expect(body.message).toBe(body.errors[0]?.message);
    expectErrorSchemaValid(error.body, error.statusCode);
  });

  it('accepts 500 actions and refuses 501 with a 400 that names the limit', async () => {
    const rename = (i: number): ProjectUpdateAction => ({ action: 'changeName', name: `Name ${i}` });
    const ok = await api.post({ body: { version: 1, actions: Array.from({ length: 500 }, (_, i) => rename(i)) } }).execute();
    expect(ok.body).toMatchObject({ version: 2, name: 'Name 499' });

    const before = ct.getProject('shop');
    const error = await sdkError(api.post({ body: { version: 2, actions: Array.from({ length: 501 }, (_, i) => rename(i)) } }).execute());
    expect(error.statusCode).toBe(400);
    expect(error.body).toMatchObject({
      errors: [{ code: 'InvalidInput', message: 'A request can hold at most 500 update actions, but this one holds 501.' }],
    });
    expectErrorSchemaValid(error.body, error.statusCode);
    expectUnchanged(before);
  });

  it('accepts an empty action list and keeps the version', async () => {
    const { body } = await api.post({ body: { version: 1, actions: [] } }).execute();
    expect(body.version).toBe(1);
  });
});

describe('versions', () => {
  it('keeps the version when the actions change nothing', async () => {
    const { body } = await api
      .post({ body: { version: 1, actions: [{ action: 'changeName', name: 'shop' }, { action: 'changeLanguages', languages: ['en', 'de'] }] } })
      .execute();
    expect(body.version).toBe(1);
  });

  it.each([0, 2, 99])('answers version %i with a 409 that names the current version', async (version) => {
    const before = ct.getProject('shop');
    const error = await sdkError(api.post({ body: { version, actions: [{ action: 'changeName', name: 'X' }] } }).execute());
    expect(error).toEqual({
      statusCode: 409,
      body: {
        statusCode: 409,
        message: `Object shop has a different version than expected. Expected: ${version} - Actual: 1.`,
        errors: [
          {
            code: 'ConcurrentModification',
            message: `Object shop has a different version than expected. Expected: ${version} - Actual: 1.`,
            currentVersion: 1,
          },
        ],
      },
    });
    expectErrorSchemaValid(error.body, error.statusCode);
    expectUnchanged(before);
  });

  it('gives a 409 even when the actions would change nothing', async () => {
    const error = await sdkError(api.post({ body: { version: 5, actions: [] } }).execute());
    expect(error.statusCode).toBe(409);
  });

  it("lets the SDK's concurrent-modification middleware retry with currentVersion", async () => {
    await api.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Other writer' }] } }).execute();
    const retrying = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'], concurrentModification: true });
    const { body } = await retrying.post({ body: { version: 1, actions: [{ action: 'changeName', name: 'Retried' }] } }).execute();
    expect(body).toMatchObject({ version: 3, name: 'Retried' });
  });
});

describe('malformed bodies', () => {
  it.each([
    ['truncated JSON', '{"version": 1, "actions": ['],
    ['an empty body', ''],
    ['plain text', 'hello'],
  ])('answers %s with InvalidJsonInput', async (_name, raw) => {
    const before = ct.getProject('shop');
    const { status, body } = await postRaw(raw);
    expect(status).toBe(400);
    expect(body.message).toBe('Request body does not contain valid JSON.');
    expect(body.errors[0]).toMatchObject({ code: 'InvalidJsonInput', message: 'Request body does not contain valid JSON.' });
    expect(body.errors[0]?.detailedErrorMessage).toEqual(expect.any(String));
    expectErrorSchemaValid(body, status);
    expectUnchanged(before);
  });

  it.each([
    ['a missing version', { actions: [] }, ['version: Missing required value']],
    ['a string version', { version: '1', actions: [] }, ['version: JSON Number expected, got "1".']],
    ['a fractional version', { version: 1.5, actions: [] }, ['version: JSON Int expected, got 1.5.']],
    ['actions as an object', { version: 1, actions: {} }, ['actions: JSON Array expected, got Object.']],
    ['an array body', [1], ['JSON Object expected, got Array.']],
    ['a null body', null, ['Missing required value']],
    ['a missing action field', { version: 1, actions: [{ name: 'x' }] }, ['actions -> action: Missing required value']],
    ['an unknown action', { version: 1, actions: [{ action: 'deleteEverything' }] }, ['actions -> action: Unknown action "deleteEverything".']],
    // GraphQL's own actions, which no RAML defines: REST knows them no more than any other.
    ['GraphQL’s own changeTotalPriceDiscountDoesNotReduceExternalTax', { version: 1, actions: [{ action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true }] }, ['actions -> action: Unknown action "changeTotalPriceDiscountDoesNotReduceExternalTax".']],
    ['GraphQL’s own setProductVsCartDiscountCombination', { version: 1, actions: [{ action: 'setProductVsCartDiscountCombination', productVsCartDiscountCombination: 'BestDeal' }] }, ['actions -> action: Unknown action "setProductVsCartDiscountCombination".']],
    ['GraphQL’s own changeCartDiscountVisualizationSearchStatus', { version: 1, actions: [{ action: 'changeCartDiscountVisualizationSearchStatus', status: 'Activated' }] }, ['actions -> action: Unknown action "changeCartDiscountVisualizationSearchStatus".']],
    ['a missing required field', { version: 1, actions: [{ action: 'changeName' }] }, ['actions -> name: Missing required value']],
    ['a null required field', { version: 1, actions: [{ action: 'changeName', name: null }] }, ['actions -> name: Missing required value']],
    ['a wrongly typed field', { version: 1, actions: [{ action: 'changeCountries', countries: 'DE' }] }, ['actions -> countries: JSON Array expected, got "DE".']],
    [
      'an unknown shipping rate input type',
      { version: 1, actions: [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'Weight' } }] },
      ['actions -> shippingRateInputType -> type: Unknown type "Weight". Expected one of ("CartValue" | "CartScore" | "CartClassification").'],
    ],
    [
      'two shape errors',
      { version: 1, actions: [{ action: 'changeName', name: 1 }, { action: 'setReleaseExpiredReservations' }] },
      ['actions -> name: JSON String expected, got 1.', 'actions -> releaseExpiredReservations: Missing required value'],
    ],
  ])('answers %s with InvalidJsonInput naming the path', async (_name, input, details) => {
    const before = ct.getProject('shop');
    const { status, body } = await postRaw(JSON.stringify(input));
    expect(status).toBe(400);
    expect(body.errors.map((e) => e.code)).toEqual(details.map(() => 'InvalidJsonInput'));
    expect(body.errors.map((e) => e.detailedErrorMessage)).toEqual(details);
    expectErrorSchemaValid(body, status);
    expectUnchanged(before);
  });

  it('reports shape errors before the version check', async () => {
    const { status } = await postRaw(JSON.stringify({ version: 7, actions: [{ action: 'changeName' }] }));
    expect(status).toBe(400);
  });

  it('ignores unknown fields and does not store them', async () => {
    const { status } = await postRaw(
      JSON.stringify({ version: 1, extra: true, actions: [{ action: 'changeName', name: 'Named', __proto__: { polluted: true }, colour: 'red' }] }),
    );
    expect(status).toBe(200);
    const stored = ct.getProject('shop');
    expect(stored).toMatchObject({ name: 'Named', version: 2 });
    expect(Object.keys(stored ?? {})).not.toContain('colour');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses the body whatever the content type says', async () => {
    const { status } = await postRaw(JSON.stringify({ version: 1, actions: [] }), { 'content-type': 'text/plain' });
    expect(status).toBe(200);
  });

  it('answers an update of an unknown Project with 404', async () => {
    const response = await fetch(`${API_HOST}/ghost`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:ghost'] })}` },
      body: JSON.stringify({ version: 1, actions: [] }),
    });
    const body: unknown = await response.json();
    expect(response.status).toBe(404);
    expect(body).toEqual({
      statusCode: 404,
      message: 'The Resource with ID ghost was not found.',
      errors: [{ code: 'ResourceNotFound', message: 'The Resource with ID ghost was not found.' }],
    });
    expectErrorSchemaValid(body, 404);
  });
});
