// The main job: drive the mock through the official commercetools SDK and print what happens.
// Run it with `npm run demo` (it builds the package first, then imports it by name).
import { createApiBuilderFromCtpClient as createImportApiBuilder } from '@commercetools/importapi-sdk';
import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { setupServer } from 'msw/node';
import { createCommercetoolsMock } from 'commercetools-msw';

const projectKey = 'shop';
const ct = createCommercetoolsMock({
  projects: [{ key: projectKey, name: 'Demo Shop', currencies: ['EUR'], languages: ['en', 'de'] }],
  now: '2030-01-01T00:00:00.000Z',
});
const server = setupServer(...ct.handlers);
server.events.on('request:start', ({ request }) => {
  console.log(`  → ${request.method} ${request.url}`);
});
server.listen();

// msw swaps globalThis.fetch when it starts listening, so look it up on every call.
const httpClient: typeof fetch = (input, init) => globalThis.fetch(input, init);
const clientFor = (host: string) =>
  new ClientBuilder()
    .withProjectKey(projectKey)
    .withClientCredentialsFlow({
      host: 'https://auth.europe-west1.gcp.commercetools.com',
      projectKey,
      credentials: { clientId: 'demo-client', clientSecret: 'demo-secret' },
      scopes: [`manage_project:${projectKey}`],
      httpClient,
    })
    .withHttpMiddleware({ host, httpClient })
    .build();
const api = createApiBuilderFromCtpClient(clientFor('https://api.europe-west1.gcp.commercetools.com')).withProjectKey({ projectKey });
const importApi = createImportApiBuilder(clientFor('https://import.europe-west1.gcp.commercetools.com')).withProjectKeyValue({ projectKey });

function step(title: string): void {
  console.log(`\n${title}`);
}

step('1. Get the Project (the SDK first fetches a token with the client-credentials flow)');
const { body: project } = await api.get().execute();
console.log(`  ← 200 ${project.name}: version ${project.version}, currencies ${project.currencies.join(', ')}`);

step('2. Update it: rename, add a currency, and set an external OAuth endpoint');
const { body: updated } = await api
  .post({
    body: {
      version: project.version,
      actions: [
        { action: 'changeName', name: 'Demo Shop (EU)' },
        { action: 'changeCurrencies', currencies: ['EUR', 'USD'] },
        { action: 'setExternalOAuth', externalOAuth: { url: 'https://example.com/introspect', authorizationHeader: 'Bearer s3cr3t-value' } },
      ],
    },
  })
  .execute();
console.log(`  ← 200 ${updated.name}: version ${updated.version}, currencies ${updated.currencies.join(', ')}`);
console.log(`     authorizationHeader in the response: ${updated.externalOAuth?.authorizationHeader} (stored whole: ${ct.getProject(projectKey)?.externalOAuth?.authorizationHeader})`);

step('3. Send an update with the old version: a version conflict');
try {
  await api.post({ body: { version: project.version, actions: [{ action: 'changeName', name: 'Stale write' }] } }).execute();
  console.log('  ✗ the stale update was accepted, which the real platform never does');
  process.exitCode = 1;
} catch (error) {
  const { statusCode, body } = error as { statusCode: number; body: { message: string; errors: { code: string; currentVersion?: number }[] } };
  console.log(`  ← ${statusCode} ${body.errors[0]?.code}: ${body.message}`);
  console.log(`     currentVersion ${body.errors[0]?.currentVersion}, which the SDK's concurrent-modification middleware retries with`);
}

step('4. Break a rule: an invalid country and an empty name in one request');
try {
  await api
    .post({ body: { version: updated.version, actions: [{ action: 'changeCountries', countries: ['XX'] }, { action: 'changeName', name: '' }] } })
    .execute();
} catch (error) {
  const { statusCode, body } = error as { statusCode: number; body: { errors: { code: string; message: string }[] } };
  for (const { code, message } of body.errors) console.log(`  ← ${statusCode} ${code}: ${message}`);
  console.log(`     the Project is untouched: version ${ct.getProject(projectKey)?.version}`);
}

step('5. Start product search indexing, then fast-forward the mock clock by a minute');
// The Project is created when the mock is (2030): like any Project created after 31 August 2026,
// it may not start Product Projection Search (the mode by default), only Product Search.
try {
  await api.post({ body: { version: updated.version, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true }] } }).execute();
  console.log('  ✗ Product Projection Search started on a new Project, which the real platform refuses');
  process.exitCode = 1;
} catch (error) {
  const { statusCode, body } = error as { statusCode: number; body: { errors: { code: string; message: string }[] } };
  console.log(`  ← ${statusCode} ${body.errors[0]?.code}: ${body.errors[0]?.message}`);
}
const { body: indexing } = await api
  .post({ body: { version: updated.version, actions: [{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }] } })
  .execute();
const started = indexing.searchIndexing?.productsSearch;
console.log(`  ← mode ProductsSearch: productsSearch ${started?.status}, lastModifiedBy ${started?.lastModifiedBy?.clientId} (the SDK's client)`);
ct.clock.advance(60_000);
const { body: indexed } = await api.get().execute();
console.log(`  ← after ct.clock.advance(60_000): ${indexed.searchIndexing?.productsSearch?.status} at ${indexed.searchIndexing?.productsSearch?.lastModifiedAt}`);

step('6. Create two Import Containers with the Import SDK and query them, newest first');
await importApi.importContainers().post({ body: { key: 'products', resourceType: 'product' } }).execute();
ct.clock.advance(1_000);
const { body: prices } = await importApi
  .importContainers()
  .post({ body: { key: 'prices', resourceType: 'standalone-price', retentionPolicy: { strategy: 'ttl', config: { timeToLive: '1h' } } } })
  .execute();
console.log(`  ← 201 ${prices.key}, expires at ${prices.expiresAt}`);
const { body: page } = await importApi.importContainers().get({ queryArgs: { sort: 'createdAt desc', limit: 10 } }).execute();
console.log(`  ← 200 ${page.count} of ${page.total}: ${page.results.map((container) => container.key).join(', ')}`);
ct.clock.advance(3_600_001);
const { body: later } = await importApi.importContainers().get().execute();
console.log(`  ← an hour later: ${later.results.map((container) => container.key).join(', ')} (prices expired)`);
console.log(`     events: ${ct.events.map((event) => `${event.type}`).join(', ')}`);

step('7. Import a product before its product type: it waits, unresolved, until the type is imported too');
await importApi.importContainers().post({ body: { key: 'catalog' } }).execute();
const catalog = importApi.importContainers().withImportContainerKeyValue({ importContainerKey: 'catalog' });
const { body: imported } = await importApi
  .productDrafts()
  .importContainers()
  .withImportContainerKeyValue({ importContainerKey: 'catalog' })
  .post({
    body: {
      type: 'product-draft',
      resources: [{ key: 'oxford-shirt', name: { en: 'Oxford shirt' }, slug: { en: 'oxford-shirt' }, productType: { typeId: 'product-type', key: 'clothing' } }],
    },
  })
  .execute();
const operationId = imported.operationStatus[0]?.operationId ?? '';
console.log(`  ← 201 operation ${operationId}: ${imported.operationStatus[0]?.state}`);
ct.clock.advance(5_000);
const operation = () => importApi.importOperations().withIdValue({ id: operationId }).get().execute();
const { body: waiting } = await operation();
console.log(`  ← 5 s later: ${waiting.state}, waiting for ${waiting.unresolvedReferences?.map(({ typeId, key }) => `${typeId} '${key}'`).join(', ')}`);
await importApi
  .productTypes()
  .importContainers()
  .withImportContainerKeyValue({ importContainerKey: 'catalog' })
  .post({ body: { type: 'product-type', resources: [{ key: 'clothing', name: 'Clothing', description: 'Things to wear' }] } })
  .execute();
ct.clock.advance(5_000);
const { body: done } = await operation();
console.log(`  ← once the product type is imported: ${done.state}, resourceVersion ${done.resourceVersion}, version ${done.version}`);
const { body: summary } = await catalog.importSummaries().get().execute();
console.log(`  ← summary: ${summary.states.imported} imported of ${summary.total}; events: ${ct.events.slice(-1).map((event) => event.type).join(', ')}`);

step("8. Import a shirt whose color the product type does not list: the platform's processing refuses it");
const shirtColors = { name: 'enum' as const, values: [{ key: 'red', label: 'Red' }, { key: 'green', label: 'Green' }] };
await importApi
  .productTypes()
  .importContainers()
  .withImportContainerKeyValue({ importContainerKey: 'catalog' })
  .post({ body: { type: 'product-type', resources: [{ key: 'shirt', name: 'Shirt', description: 'Shirts', attributes: [{ name: 'color', label: { en: 'Color' }, isRequired: true, type: shirtColors }] }] } })
  .execute();
ct.clock.advance(5_000);
const importShirt = (color: string) =>
  importApi
    .productDrafts()
    .importContainers()
    .withImportContainerKeyValue({ importContainerKey: 'catalog' })
    .post({
      body: {
        type: 'product-draft',
        resources: [
          {
            key: 'polo',
            name: { en: 'Polo' },
            slug: { en: 'polo' },
            productType: { typeId: 'product-type', key: 'shirt' },
            masterVariant: { key: 'polo-1', sku: 'POLO-1', attributes: [{ name: 'color', type: 'enum', value: color }] },
          },
        ],
      },
    })
    .execute();
const { body: blue } = await importShirt('blue');
ct.clock.advance(5_000);
const { body: refused } = await importApi.importOperations().withIdValue({ id: blue.operationStatus[0]?.operationId ?? '' }).get().execute();
console.log(`  ← color 'blue', 5 s later: ${refused.state}`);
for (const error of refused.errors ?? []) console.log(`     ${error.code}: ${error.message}`);
const { body: red } = await importShirt('red');
ct.clock.advance(5_000);
const { body: corrected } = await importApi.importOperations().withIdValue({ id: red.operationStatus[0]?.operationId ?? '' }).get().execute();
console.log(`  ← color 'red': ${corrected.state}, resourceVersion ${corrected.resourceVersion} (the refused one stored nothing)`);
console.log(`     events: ${ct.events.slice(-1).map((event) => event.type).join(', ')}`);

step('9. Read the imported shirt back through the platform API, as a storefront would');
const { body: polo } = await api.products().withKey({ key: 'polo' }).get().execute();
const color = polo.masterData.staged.masterVariant.attributes?.find((attribute) => attribute.name === 'color');
console.log(`  ← 200 product ${polo.key} (id ${polo.id}), version ${polo.version}, published ${polo.masterData.published}`);
console.log(`     master variant ${polo.masterData.staged.masterVariant.id}, SKU ${polo.masterData.staged.masterVariant.sku}, color ${JSON.stringify(color?.value)}`);
const missing = await api
  .products()
  .withKey({ key: 'blue-polo' })
  .get()
  .execute()
  .then(
    () => 'found',
    (error: { statusCode?: number; body?: { errors?: { code: string }[] } }) => `${error.statusCode} ${error.body?.errors?.[0]?.code}`,
  );
console.log(`  ← a key nothing imported: ${missing}`);

server.close();
