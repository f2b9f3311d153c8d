import { createCommercetoolsMock } from 'commercetools-msw';
import catalog from 'commercetools-msw/fixtures/catalog-import.json' with { type: 'json' };

const ct = createCommercetoolsMock({ projects: [{ key: 'shop' }], auth: false });
const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';
await ct.fetch(`${importApi}/import-containers`, { method: 'POST', body: JSON.stringify({ key: 'catalog' }) });
for (const { segment, body } of catalog.requests) {
  await ct.fetch(`${importApi}/${segment}/import-containers/catalog`, { method: 'POST', body: JSON.stringify(body) }); // 201
}
ct.clock.advance(5000); // the default importProcessingMs: all 18 operations are now imported
