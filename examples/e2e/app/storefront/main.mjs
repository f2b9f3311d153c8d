// A storefront that runs in the browser: the page itself calls commercetools through the official
// SDK, with an anonymous session's token, from its own origin. Pointed at the served mock on
// another origin, every call is a cross-origin one, which only works because the mock answers CORS
// (preflights, Access-Control-Allow-Origin, X-Correlation-ID exposed).
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';

// Where commercetools is: ?api=<base URL> (the mock's, in the test), as a storefront's build would
// bake in CTP_API_URL and CTP_AUTH_URL.
const params = new URLSearchParams(window.location.search);
const host = params.get('api');
const projectKey = params.get('project') ?? 'shop';
const correlationId = `storefront-${Date.now()}`;

// A browser's own fetch, looked up on every call.
const httpClient = (input, init) => window.fetch(input, init);

const client = new ClientBuilder()
  .withProjectKey(projectKey)
  .withAnonymousSessionFlow({
    host,
    projectKey,
    credentials: { clientId: 'storefront', clientSecret: 'storefront-secret' },
    scopes: [`view_project_settings:${projectKey}`],
    httpClient,
  })
  .withCorrelationIdMiddleware({ generate: () => correlationId })
  .withHttpMiddleware({ host, httpClient })
  .build();

const text = (id, value) => {
  const element = document.createElement('p');
  element.id = id;
  element.textContent = value;
  document.body.append(element);
};

async function show() {
  if (!host) throw new Error('Open the page with ?api=<commercetools base URL>.');
  const { body: project, headers } = await createApiBuilderFromCtpClient(client).withProjectKey({ projectKey }).get().execute();
  const heading = document.createElement('h1');
  heading.textContent = project.name;
  document.body.append(heading);
  text('currencies', project.currencies.join(', '));
  text('correlation-sent', correlationId);
  // Readable only when the answer exposes it (Access-Control-Expose-Headers).
  text('correlation-read', headers?.['x-correlation-id'] ?? '');
}

show().then(
  () => document.body.setAttribute('data-state', 'ready'),
  (error) => {
    const alert = document.createElement('p');
    alert.setAttribute('role', 'alert');
    // A CORS refusal reaches the page as a network error, with no status: the browser hides the answer.
    alert.textContent = `${error?.name ?? 'Error'}: ${error?.message ?? error}`;
    document.body.append(alert);
    document.body.setAttribute('data-state', 'failed');
  },
);
