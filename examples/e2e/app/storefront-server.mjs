// A tiny static server for the browser storefront (app/storefront/main.mjs): esbuild bundles the
// page's script once at start, and node:http serves it with an HTML page on its own port, so the
// page's origin is not the mock's. PORT=0 picks a free port; the URL is printed.
import { createServer } from 'node:http';
import { build } from 'esbuild';

const { PORT = '3001' } = process.env;

const bundle = await build({
  entryPoints: [new URL('storefront/main.mjs', import.meta.url).pathname],
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  write: false,
  logLevel: 'warning',
});
const script = bundle.outputFiles[0].contents;
const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Storefront</title>
<script type="module" src="/main.js"></script></head><body></body></html>`;

const server = createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  else if (pathname === '/main.js') response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(script);
  else response.writeHead(404).end();
});
server.listen(Number(PORT), '127.0.0.1', () => {
  const { port } = server.address();
  console.log(`storefront listening on http://127.0.0.1:${port}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
