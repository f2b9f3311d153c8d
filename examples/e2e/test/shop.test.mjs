// End to end: Chromium opens the shop page; the shop's server reads its Project through the
// official SDK from the served mock; the test controls the mock only through
// commercetools-msw/remote, as a test in another process (or language) would over HTTP.
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { connectCommercetoolsMock } from 'commercetools-msw/remote';
import { chromium } from 'playwright-core';
import { MOCK_BIN, start, stopAll } from './processes.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let mockUrl;
let appUrl;
let mock;
let browser;
let page;

before(async () => {
  mockUrl = await start(process.execPath, [MOCK_BIN, 'serve', '--port', '0', '--now', '2030-01-01T00:00:00.000Z']);
  appUrl = await start(process.execPath, ['app/server.mjs'], { CTP_AUTH_URL: mockUrl, CTP_API_URL: mockUrl, PORT: '0' });
  mock = connectCommercetoolsMock(mockUrl);
  browser = await chromium.launch({ executablePath: CHROMIUM });
  page = await browser.newPage();
});

after(async () => {
  await browser?.close();
  await stopAll();
});

// A fresh mock for every test: state, journal, faults and clock as the server started.
beforeEach(() => mock.reset());

/** What a test does to the Project as a back-office client would: an update over the Project API. */
async function updateProject(actions) {
  const token = await mock.issueToken({ scopes: ['manage_project_settings:shop', 'view_project_settings:shop'] });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const { version } = await (await fetch(`${mockUrl}/shop`, { headers })).json();
  const response = await fetch(`${mockUrl}/shop`, { method: 'POST', headers, body: JSON.stringify({ version, actions }) });
  assert.equal(response.status, 200, await response.text());
}

describe('the shop page against the served mock', () => {
  it("renders the Project the shop's server read through the SDK", async () => {
    await page.goto(appUrl);
    assert.equal(await page.textContent('h1'), 'shop');
    assert.equal(await page.textContent('#currencies'), 'EUR');
    const [read] = await mock.waitForRequests({ operation: 'getProject', projectKey: 'shop' });
    assert.equal(read.status, 200);
  });

  it('shows an error when commercetools answers 503', async () => {
    await mock.inject({ operation: 'getProject', status: 503 });
    const response = await page.goto(appUrl);
    assert.equal(response.status(), 502);
    assert.match(await page.textContent('[role=alert]'), /commercetools answered 503: Service Unavailable\./);
    await page.reload();
    assert.equal(await page.textContent('h1'), 'shop', 'the fault hit one request only');
  });

  it('shows a settings change after a reload', async () => {
    await page.goto(appUrl);
    assert.equal(await page.textContent('#languages'), 'en');
    await updateProject([
      { action: 'changeName', name: 'Winter shop' },
      { action: 'changeLanguages', languages: ['en', 'de'] },
    ]);
    await page.reload();
    assert.equal(await page.textContent('h1'), 'Winter shop');
    assert.equal(await page.textContent('#languages'), 'en, de');
  });

  it('shows product search as activated once the clock passes the indexing time', async () => {
    await updateProject([{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }]);
    await page.goto(appUrl);
    assert.equal(await page.textContent('#product-search'), 'Indexing');
    await mock.clock.advance(60_000);
    await page.reload();
    assert.equal(await page.textContent('#product-search'), 'Activated');
  });
});
