import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock } from '../../src/index.js';
import { expectErrorSchemaValid } from '../support/schemas.js';
import { API_HOST } from '../support/sdk.js';

// The 501 for what the mock does not model takes the platform's error shape, as every error of the
// mock does, on both APIs' schemas.

describe('the 501 for a request the mock does not model', () => {
  it('is an ErrorResponse of the HTTP API and of the Import API', async () => {
    const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    const response = await ct.fetch(`${API_HOST}/shop/carts`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(501);
    const body: unknown = await response.json();
    expect(body).toEqual({
      statusCode: 501,
      message: expect.stringMatching(/^commercetools-msw does not model POST \/shop\/carts, so it answers 501 and sends nothing to commercetools\./),
      errors: [{ code: 'NotModelledByMock', message: (body as { message: string }).message }],
    });
    expectErrorSchemaValid(body, 501);
    expectErrorSchemaValid(body, 501, 'import-api');
  });
});
