import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, hasChromium, launchChromium } from '../support/chromium.js';
import { buildPage, servePage } from '../support/browser-page.js';

// The docs' Browser snippet (test/docs-examples/browser-start.browser.ts, shown verbatim in
// docs/storybook-and-browser.md) runs in headless Chromium as a page would run it: its worker
// starts, and its token request reaches the mock through the service worker.

const root = resolve(import.meta.dirname, '../..');

describe.skipIf(!hasChromium)(`the docs' Browser snippet in headless Chromium (needs Chromium at ${CHROMIUM_PATH})`, () => {
  it('starts the worker and gets a token from the mock', async () => {
    const dir = await buildPage(resolve(root, 'test/browser/page/docs-snippet.ts'));
    const { server, origin } = await servePage(dir);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const fromWorker: boolean[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('/oauth/token')) fromWorker.push(response.fromServiceWorker());
      });
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => window.__SNIPPET_REQUESTS__ !== undefined, undefined, { timeout: 30_000 });
      expect(await page.evaluate(() => window.__SNIPPET_REQUESTS__)).toEqual(['token 200']);
      expect(fromWorker).toEqual([true]);
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
      await new Promise<void>((done) => server.close(() => done()));
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
