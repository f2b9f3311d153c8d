import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { build } from 'esbuild';

// A page for headless Chromium: bundled with esbuild, served from node:http on 127.0.0.1 (a secure
// context, so service workers work) next to msw's mockServiceWorker.js.

const root = resolve(import.meta.dirname, '../..');

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>commercetools-msw in the browser</title>
    <script type="module" src="/main.js"></script>
  </head>
  <body></body>
</html>
`;

/**
 * Bundles a page's entry and copies msw's worker script into a fresh directory. `commercetools-msw`
 * resolves to the source, so that a page written as a user would write it runs this checkout.
 */
export async function buildPage(entry: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'commercetools-msw-browser-'));
  await build({
    entryPoints: [entry],
    alias: { 'commercetools-msw': resolve(root, 'src/index.ts') },
    outfile: join(dir, 'main.js'),
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    sourcemap: 'linked',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  await copyFile(resolve(root, 'node_modules/msw/lib/mockServiceWorker.js'), join(dir, 'mockServiceWorker.js'));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  return dir;
}

/** Serves the files of `dir` (no subdirectories) on 127.0.0.1 at a free port. */
export async function servePage(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const name = path === '/' ? 'index.html' : path.slice(1);
    const contentType = CONTENT_TYPES[extname(name)];
    if (request.method !== 'GET' || name.includes('/') || contentType === undefined) {
      response.writeHead(404).end();
      return;
    }
    readFile(join(dir, name)).then(
      (content) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' }).end(content),
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}` };
}

