import { describe, expect, it } from 'vitest';
import { API_HOST } from '../support/sdk.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid } from '../support/schemas.js';

// JSON.parse keeps `__proto__` as an own key. A parser that drops it would let the request through
// with less than it sent; the platform refuses such keys as locales, and so must the mock.

const ct = useMockServer({ projects: [{ key: 'shop' }] });

const classification = (label: string) =>
  `{"version":1,"actions":[{"action":"setShippingRateInputType","shippingRateInputType":{"type":"CartClassification","values":[{"key":"L","label":${label}}]}}]}`;

async function post(body: string) {
  const response = await fetch(`${API_HOST}/shop`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as { errors: { code: string; message: string }[] } };
}

describe('prototype-like keys in localized labels', () => {
  it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as a locale and changes nothing', async (key) => {
    const { status, body } = await post(classification(`{"en":"Light","${key}":"x"}`));
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ code: 'InvalidInput', message: `'${key}' is not a valid language tag. Use a BCP 47 tag such as 'en' or 'de-DE'.` }]);
    expectErrorSchemaValid(body, status);
    expect(ct.getProject('shop')).toMatchObject({ version: 1 });
    expect(ct.getProject('shop')).not.toHaveProperty('shippingRateInputType');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('keeps labels as sent when their locales are valid', async () => {
    const { status } = await post(classification('{"en":"Light","de":"Leicht"}'));
    expect(status).toBe(200);
    expect(ct.getProject('shop')?.shippingRateInputType).toEqual({ type: 'CartClassification', values: [{ key: 'L', label: { en: 'Light', de: 'Leicht' } }] });
  });

  it('answers a label that is not an object with InvalidJsonInput', async () => {
    const { status, body } = await post(classification('["en"]'));
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'InvalidJsonInput', detailedErrorMessage: 'actions -> shippingRateInputType -> values -> label: JSON Object expected.' });
  });

  it('refuses a version beyond safe integers', async () => {
    const { status, body } = await post('{"version":1e308,"actions":[]}');
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'InvalidJsonInput', detailedErrorMessage: 'version: JSON Int expected, got 1e+308.' });
  });
});
