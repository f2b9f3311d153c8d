// The package's other entry points under Jest: the shipped JSON fixtures (an import attribute) and
// commercetools-msw/factories, which loads faker.
import { setupServer } from 'msw/node';
import { createCommercetoolsMock } from 'commercetools-msw';
import { createFactories } from 'commercetools-msw/factories';
import fullProject from 'commercetools-msw/fixtures/full-project.json' with { type: 'json' };

const f = createFactories({ seed: 42 });
const built = f.project({ key: 'built' });
const ct = createCommercetoolsMock({ projects: [fullProject, built], auth: false });
const server = setupServer(...ct.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const api = 'https://api.europe-west1.gcp.commercetools.com';

test('serves a fixture Project as it was given', async () => {
  const response = await fetch(`${api}/${fullProject.key}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expect(body.version).toBe(fullProject.version);
  expect(body.shippingRateInputType).toEqual(fullProject.shippingRateInputType);
});

test('serves a factory-built Project and applies a built update action', async () => {
  const rename = f.actions.changeName();
  const response = await fetch(`${api}/built`, {
    method: 'POST',
    body: JSON.stringify({ version: built.version, actions: [rename] }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ key: 'built', name: rename.name, version: built.version + 1 });
});

test('factories are deterministic per seed', () => {
  expect(createFactories({ seed: 7 }).project()).toEqual(createFactories({ seed: 7 }).project());
});
