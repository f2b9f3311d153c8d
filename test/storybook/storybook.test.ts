import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Frame, Page } from 'playwright-core';
import { CHROMIUM_PATH, hasChromium, launchChromium } from '../support/chromium.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFactories } from '../../src/factories/index.js';

// Builds examples/storybook with `storybook build`, serves it on 127.0.0.1 and opens its stories in
// headless Chromium, where msw-storybook-addon's service worker answers with commercetools-msw.

const root = resolve(import.meta.dirname, '../..');
const example = resolve(root, 'examples/storybook');
if (!hasChromium) {
  console.warn(`test/storybook/storybook.test.ts is skipped: no Chromium at ${CHROMIUM_PATH}. Install Debian's chromium or set CHROMIUM_PATH.`);
}

const run = promisify(execFile);
const env = { ...process.env, CI: '1', STORYBOOK_DISABLE_TELEMETRY: '1', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

const STORIES = {
  fixture: 'projectsettings--from-fixture',
  factories: 'projectsettings--from-factories',
  error: 'projectsettings--service-unavailable',
} as const;

// What the stories seed, computed here the same way.
const fullProject = JSON.parse(readFileSync(resolve(root, 'fixtures/full-project.json'), 'utf8')) as {
  name: string;
  version: number;
  currencies: string[];
  languages: string[];
};
const factoryProject = createFactories({ seed: 7 }).project({ key: 'demo' });

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Installs what the example needs if it is missing, then builds it into a fresh directory. */
async function buildStorybook(): Promise<string> {
  if (!existsSync(resolve(root, 'dist/index.js'))) await run('npm', ['run', 'build'], { cwd: root, env });
  if (!existsSync(resolve(example, 'node_modules/.package-lock.json'))) {
    await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: example, env, maxBuffer: 16 * 1024 * 1024 });
  }
  const dir = await mkdtemp(join(tmpdir(), 'commercetools-msw-storybook-'));
  const cli = resolve(example, 'node_modules/storybook/dist/bin/dispatcher.js');
  await run(process.execPath, [cli, 'build', '--quiet', '--output-dir', dir], { cwd: example, env, maxBuffer: 16 * 1024 * 1024 });
  return dir;
}

/** Serves the files under `dir` on 127.0.0.1 at a free port. */
async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    const file = resolve(dir, `.${path === '/' ? '/index.html' : path}`);
    const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    if (request.method !== 'GET' || !file.startsWith(dir + sep)) {
      response.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (content) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(content),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

describe("docs/storybook-and-browser.md's Storybook section", () => {
  // The recipe shows these files whole, so it cannot drift from the example that the test below runs.
  it.each(['.storybook/main.ts', 'src/ProjectSettings.stories.tsx'])('shows examples/storybook/%s exactly', (path) => {
    const page = readFileSync(resolve(root, 'docs/storybook-and-browser.md'), 'utf8');
    const section = page.slice(page.indexOf('\n## Storybook\n'), page.indexOf('\n## Browser\n'));
    expect(section).toContain(`\`\`\`ts\n${readFileSync(resolve(example, path), 'utf8')}\`\`\``);
  });
});

describe.skipIf(!hasChromium)(`examples/storybook in headless Chromium (needs Chromium at ${CHROMIUM_PATH})`, () => {
  let dir: string | undefined;
  let server: Server | undefined;
  let browser: Browser | undefined;
  let origin = '';
  const pageErrors: string[] = [];
  const unmocked: string[] = [];

  beforeAll(async () => {
    dir = await buildStorybook();
    const served = await serve(dir);
    server = served.server;
    origin = served.origin;
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise<void>((resolveClose) => (server ? server.close(() => resolveClose()) : resolveClose()));
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** A new page that records uncaught errors and any commercetools request the worker did not answer. */
  async function newPage(): Promise<Page> {
    if (!browser) throw new Error('Chromium did not start');
    const page = await browser.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('requestfinished', (request) => {
      if (!new URL(request.url()).hostname.endsWith('.commercetools.com')) return;
      void request.response().then((response) => {
        if (!response?.fromServiceWorker()) unmocked.push(`${request.method()} ${request.url()}`);
      });
    });
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).hostname.endsWith('.commercetools.com')) unmocked.push(`${request.method()} ${request.url()} failed`);
    });
    return page;
  }

  async function openStory(id: string): Promise<Page> {
    const page = await newPage();
    await page.goto(`${origin}/iframe.html?id=${id}&viewMode=story`);
    return page;
  }

  const text = async (frame: Page | Frame, testId: string) => frame.getByTestId(testId).textContent({ timeout: 20_000 });

  it('renders the fixture Project, with an anonymous session’s token the worker answered', async () => {
    const page = await openStory(STORIES.fixture);
    const token = page.waitForResponse((response) => new URL(response.url()).pathname === '/oauth/full-project/anonymous/token');
    expect(await text(page, 'project-name')).toBe(fullProject.name);
    const tokenResponse = await token;
    expect(tokenResponse.fromServiceWorker()).toBe(true);
    expect(((await tokenResponse.json()) as { scope: string }).scope).toMatch(/^manage_project:full-project anonymous_id:[0-9a-f-]{36}$/);
    expect(await text(page, 'project-version')).toBe(String(fullProject.version));
    expect(await text(page, 'project-currencies')).toBe(fullProject.currencies.join(', '));
    expect(await text(page, 'project-languages')).toBe(fullProject.languages.join(', '));
    await page.close();
  }, 60_000);

  it('renders the factory Project, and renames it to a new version', async () => {
    const page = await openStory(STORIES.factories);
    expect(await text(page, 'project-name')).toBe(factoryProject.name);
    expect(await text(page, 'project-version')).toBe(String(factoryProject.version));
    expect(await text(page, 'project-currencies')).toBe(factoryProject.currencies.join(', '));
    expect(await text(page, 'project-languages')).toBe(factoryProject.languages.join(', '));

    await page.getByLabel('New name').fill('Renamed in Storybook');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByRole('heading', { name: 'Renamed in Storybook' }).waitFor({ timeout: 20_000 });
    expect(await text(page, 'project-version')).toBe(String(factoryProject.version + 1));
    await page.close();
  }, 60_000);

  it('shows the injected 503 as an error', async () => {
    const page = await openStory(STORIES.error);
    expect(await page.getByRole('alert').textContent({ timeout: 20_000 })).toBe('Could not load the Project: 503 Service Unavailable.');
    expect(await page.getByTestId('project-name').count()).toBe(0);
    await page.close();
  }, 60_000);

  it('resets the mock between stories in the Storybook UI', async () => {
    // The error story injects a fault for every GET; switching stories without a reload must clear it
    // (and the Project 'demo', which the next story adds again).
    const page = await newPage();
    await page.goto(`${origin}/?path=/story/${STORIES.error}`);
    const preview = page.frameLocator('#storybook-preview-iframe');
    await preview.getByRole('alert').waitFor({ timeout: 30_000 });
    await page.locator(`#${STORIES.factories}`).click();
    await preview.getByRole('heading', { name: factoryProject.name }).waitFor({ timeout: 20_000 });
    expect(await preview.getByRole('alert').count()).toBe(0);
    await page.close();
  }, 60_000);

  it('answered every commercetools request from the service worker, without a page error', () => {
    expect(unmocked).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
