// A tiny server-rendered shop page: on every request its server reads the Project through the
// official SDK and renders its settings as HTML. It knows nothing of the mock: CTP_AUTH_URL and
// CTP_API_URL point it at commercetools (here, at the served mock), as in production.
import { createServer } from 'node:http';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';

const { CTP_AUTH_URL, CTP_API_URL, CTP_PROJECT_KEY = 'shop', CTP_CLIENT_ID = 'e2e-app', CTP_CLIENT_SECRET = 'e2e-secret', PORT = '3000' } = process.env;
if (!CTP_AUTH_URL || !CTP_API_URL) throw new Error('Set CTP_AUTH_URL and CTP_API_URL to the commercetools (or mock) base URLs.');

const client = new ClientBuilder()
  .withProjectKey(CTP_PROJECT_KEY)
  .withClientCredentialsFlow({
    host: CTP_AUTH_URL,
    projectKey: CTP_PROJECT_KEY,
    credentials: { clientId: CTP_CLIENT_ID, clientSecret: CTP_CLIENT_SECRET },
    scopes: [`view_project_settings:${CTP_PROJECT_KEY}`],
    httpClient: fetch,
  })
  .withHttpMiddleware({ host: CTP_API_URL, httpClient: fetch })
  .build();
const api = createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: CTP_PROJECT_KEY });

const escape = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>${escape(title)}</title></head><body>${body}</body></html>`;

async function render() {
  try {
    const { body: project } = await api.get().execute();
    const search = project.searchIndexing?.productsSearch?.status ?? 'Deactivated';
    return {
      status: 200,
      html: page(project.name, `<h1>${escape(project.name)}</h1>
<dl>
  <dt>Key</dt><dd id="key">${escape(project.key)}</dd>
  <dt>Currencies</dt><dd id="currencies">${escape(project.currencies.join(', '))}</dd>
  <dt>Languages</dt><dd id="languages">${escape(project.languages.join(', '))}</dd>
  <dt>Product search</dt><dd id="product-search">${escape(search)}</dd>
</dl>`),
    };
  } catch (error) {
    // The SDK rejects with the platform's status and body; the page says what went wrong.
    const status = typeof error?.statusCode === 'number' ? error.statusCode : 0;
    const message = error?.body?.message ?? error?.message ?? 'unknown error';
    return { status: 502, html: page('Shop unavailable', `<p role="alert">commercetools answered ${status}: ${escape(message)}</p>`) };
  }
}

const server = createServer((request, response) => {
  if (request.url !== '/') {
    response.writeHead(404).end();
    return;
  }
  render().then(({ status, html }) => response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html));
});
server.listen(Number(PORT), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`shop listening on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
