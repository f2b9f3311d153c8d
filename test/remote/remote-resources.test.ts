import { expect, it } from 'vitest';
import { serve } from '../../src/cli/serve.js';
import { connectCommercetoolsMock } from '../../src/remote/index.js';

// ct.resources over the admin API (GET /__admin/projects/{key}/resources?typeId=...), as a test in
// another process reads what a served mock holds (issue 25).

const shirtType = { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [] } as const;

it('the remote client lists what a served mock holds', async () => {
  const server = await serve({ port: 0, now: '2030-01-01T00:00:00.000Z', projects: [{ key: 'shop' }], resources: { shop: [shirtType] } });
  try {
    const remote = connectCommercetoolsMock(server.url);
    const [productType] = await remote.resources('shop', 'product-type');
    expect(productType).toMatchObject({ key: 'shirt', name: 'Shirt' });
    await expect(remote.resources('shop', 'cart' as 'product')).rejects.toThrow(/resources takes a typeId among/);
  } finally {
    await server.close();
  }
});

