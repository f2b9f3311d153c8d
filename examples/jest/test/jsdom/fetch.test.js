// A jsdom suite (testEnvironment 'jest-fixed-jsdom'): the code under test sees window and document,
// and plain fetch calls are answered by the mock through msw/node's setupServer.
import { setupServer } from 'msw/node';
import { createCommercetoolsMock } from 'commercetools-msw';

const ct = createCommercetoolsMock({ projects: [{ key: 'shop', languages: ['en', 'de'] }] });
const server = setupServer(...ct.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => ct.reset());
afterAll(() => server.close());

const url = 'https://api.europe-west1.gcp.commercetools.com/shop';
const headers = () => ({ authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:shop'] })}` });

test('runs in jsdom', () => {
  expect(typeof window).toBe('object');
  expect(document.createElement('div').tagName).toBe('DIV');
});

test('gets and updates the Project with fetch', async () => {
  const got = await fetch(url, { headers: headers() });
  expect(got.status).toBe(200);
  const project = await got.json();
  expect(project).toMatchObject({ key: 'shop', version: 1, languages: ['en', 'de'] });

  const updated = await fetch(url, {
    method: 'POST',
    headers: { ...headers(), 'content-type': 'application/json' },
    body: JSON.stringify({ version: project.version, actions: [{ action: 'changeLanguages', languages: ['en'] }] }),
  });
  expect(updated.status).toBe(200);
  expect(await updated.json()).toMatchObject({ version: 2, languages: ['en'] });

  // Render what the mock answered, as a component would.
  document.body.innerHTML = `<h1>${(await (await fetch(url, { headers: headers() })).json()).languages.join(', ')}</h1>`;
  expect(document.querySelector('h1').textContent).toBe('en');
});

test('answers a request without a token with 401 invalid_token', async () => {
  const response = await fetch(url);
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ errors: [{ code: 'invalid_token' }] });
});
