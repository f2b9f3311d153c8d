import { setupWorker } from 'msw/browser';
import { createCommercetoolsMock } from 'commercetools-msw';

export const ct = createCommercetoolsMock({
  projects: [{ key: 'shop', currencies: ['EUR'], languages: ['en', 'de'] }],
});
const worker = setupWorker(...ct.handlers);
await worker.start({
  serviceWorker: { url: '/mockServiceWorker.js' }, // where `npx msw init` put it (this is the default)
  onUnhandledFrame: 'bypass', // msw 2: onUnhandledRequest; lets the app's own files through
  quiet: true, // no console line per mocked request
});

// From here on the page's fetch reaches the mock, and so do the official SDKs built as in the
// Quick start (client-credentials flow, `httpClient: (input, init) => globalThis.fetch(input, init)`).
const token = await fetch('https://auth.europe-west1.gcp.commercetools.com/oauth/token', {
  method: 'POST',
  headers: { authorization: `Basic ${btoa('any-id:any-secret')}`, 'content-type': 'application/x-www-form-urlencoded' },
  body: 'grant_type=client_credentials&scope=manage_project:shop',
}).then((response) => response.json());
