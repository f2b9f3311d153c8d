// clock: 'real' under Jest's fake timers: the mock's clock follows the faked Date.now(), so an
// import operation finishes when the timers pass its processing time, in no real time.
import { jest } from '@jest/globals';
import { createCommercetoolsMock } from 'commercetools-msw';

const importApi = 'https://import.europe-west1.gcp.commercetools.com/shop';

afterEach(() => jest.useRealTimers());

test("clock: 'real' follows Jest's fake timers", async () => {
  jest.useFakeTimers({ now: new Date('2024-06-01T00:00:00.000Z') });
  const ct = createCommercetoolsMock({
    projects: [{ key: 'shop' }],
    auth: false,
    clock: 'real',
    now: '2030-01-01T00:00:00.000Z',
    importProcessingMs: 1000,
    importContainers: { shop: [{ key: 'catalog' }] },
  });
  const sent = await ct.fetch(`${importApi}/categories/import-containers/catalog`, {
    method: 'POST',
    body: JSON.stringify({ type: 'category', resources: [{ key: 'shirts', name: { en: 'Shirts' }, slug: { en: 'shirts' } }] }),
  });
  const { operationStatus } = await sent.json();
  const state = async () => (await (await ct.fetch(`${importApi}/import-operations/${operationStatus[0].operationId}`)).json()).state;
  expect(await state()).toBe('processing');
  jest.advanceTimersByTime(1000);
  expect(await state()).toBe('imported');
  expect(ct.clock.isoNow()).toBe('2030-01-01T00:00:01.000Z');
});
