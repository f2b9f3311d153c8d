// Size budget of what a browser bundle pays for each entry point: bundles the built entry with
// esbuild (minified, browser platform, ESM, msw external because the app already has it as a peer),
// gzips it with node:zlib (level 9) and fails when an entry is over its budget.
//
//   .            30 KiB, the most the project allows it: the mock itself (store, rules, handlers,
//                immer, valibot, dequal), with the synchronous controls that check what a test gives
//                them (issue 31's clients among them), which cannot load lazily. The import
//                resource schemas, which the first import request loads (a dynamic import of a
//                chunk in dist/chunks/), are left out, as a browser bundle would load them apart.
//   ./remote      5 KiB: fetch calls to a served mock's /__admin routes, nothing else (no msw, no faker).
//   the import engine, loaded on the first import request: 30 KiB for what it adds to the entry
//                (the code the two share is counted with the entry); 25 KiB until issue 33 gave it
//                the restore of snapshots (checked by hand, for speed, their resources' content
//                included) and the declarations of resources as the platform shows them (an
//                order's returns included), which turn a representation back into the draft the
//                engine keeps. Both run inside the engine's own synchronous steps (a restore, a
//                declaration taken as the engine loads), so they load with it. The same for the auth
//                endpoints (the token grants and introspection, loaded on the first request to
//                the auth host), the ct.fetch adapter (loaded on its first call), the stubs
//                with the 501 for what the mock does not model (loaded with the first of either),
//                and what only requests do to Projects (reads, updates, the request-only update
//                actions) and to Import Containers (create and update bodies, queries), each
//                loaded with the first such request.
//   the late routes (import requests and operations, reading imported resources back), with the
//                stubs and the 501, loaded with the first request the main routes do not take: 5 KiB,
//                the patterns moved out of the main entry. The read routes' answers, loaded with
//                the first read: 16 KiB for them, the representations, the generated Query
//                Predicate parser, and since issue 32 the evaluator of the whole predicate
//                language, sort on any path, reference expansion and the generated field map of
//                the ten representation types (about 3 KiB), which every where and sort checks.
//   GraphQL, loaded with the first GraphQL request: 60 KiB for graphql-js (about 40 KiB of what
//                it parses, validates and executes with), the endpoint, and the small cut of the
//                official schema that project and updateProject reach (pre-parsed, about 55 KB
//                before gzip). The whole cut (1.5 MB before gzip) loads only with a document that
//                needs it, a chunk of its own that no browser bundle pays for at start.
//   ./factories 170 KiB: faker's English locale alone is about 150 KiB gzipped, loaded only by
//                this test-data entry. The budget leaves room for faker updates and our own
//                builders but fails if a second locale (en + de ≈ 185 KiB) or every locale
//                (≈ 900 KiB) slips in, or if the main entry's code gets pulled into it.
//
// Run after `npm run build`: node scripts/check-size.mjs
import { build } from 'esbuild';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KiB = 1024;

const chunks = existsSync(resolve(root, 'dist/chunks')) ? readdirSync(resolve(root, 'dist/chunks')) : [];
const lazyChunk = (prefix) => `dist/chunks/${chunks.find((name) => name.startsWith(prefix)) ?? `${prefix}*.js`}`;
const entries = [
  { name: 'commercetools-msw', file: 'dist/index.js', budget: 30 * KiB },
  { name: 'import engine (lazy)', file: lazyChunk('import-operation-engine-'), budget: 30 * KiB, sharedApart: true },
  { name: 'auth endpoints (lazy)', file: lazyChunk('auth-endpoints-'), budget: 5 * KiB, sharedApart: true },
  { name: 'ct.fetch adapter (lazy)', file: lazyChunk('direct-fetch-'), budget: 2 * KiB, sharedApart: true },
  { name: 'late routes, stubs, 501s (lazy)', file: lazyChunk('late-chunk-'), budget: 5 * KiB, sharedApart: true },
  { name: 'Project requests (lazy)', file: lazyChunk('project-requests-'), budget: 3 * KiB, sharedApart: true },
  { name: 'container requests (lazy)', file: lazyChunk('container-requests-'), budget: 3 * KiB, sharedApart: true },
  { name: 'read routes (lazy)', file: lazyChunk('resource-endpoints-'), budget: 16 * KiB, sharedApart: true },
  { name: 'GraphQL (lazy)', file: lazyChunk('graphql-endpoint-'), budget: 60 * KiB, sharedApart: true },
  { name: 'commercetools-msw/factories', file: 'dist/factories/index.js', budget: 170 * KiB },
  { name: 'commercetools-msw/remote', file: 'dist/remote/index.js', budget: 5 * KiB },
];

const kib = (bytes) => `${(bytes / KiB).toFixed(1)} KiB`;

// A chunk loaded by a dynamic import is not part of what importing the entry costs.
const lazyChunksApart = {
  name: 'lazy-chunks-apart',
  setup(build) {
    // Wherever the import sits: in the entry, or in a chunk the entry shares with a lazy one.
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

// A lazy chunk's own weight: the chunks it shares with the entry are paid for already.
const sharedChunksApart = {
  name: 'shared-chunks-apart',
  setup(build) {
    build.onResolve({ filter: /^\.\/chunk-/ }, (args) => ({ path: args.path, external: true }));
  },
};

/** Bytes of minified output per package (or `own code`), largest first. */
function contributors(metafile) {
  const [output] = Object.values(metafile.outputs);
  const byPackage = new Map();
  for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
    const owner = match ? match[1] : 'own code';
    byPackage.set(owner, (byPackage.get(owner) ?? 0) + bytesInOutput);
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}

const rows = [];
let failed = false;
for (const entry of entries) {
  const file = resolve(root, entry.file);
  if (!existsSync(file)) {
    console.error(`check-size: ${relative(root, file)} is missing: run npm run build first.`);
    process.exit(1);
  }
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    platform: 'browser',
    format: 'esm',
    external: ['msw', 'msw/*'],
    // A lazy chunk that loads another (the late routes load the read routes' answers) is measured
    // without it, as the entry is: each lazy chunk has its own row.
    plugins: entry.sharedApart ? [sharedChunksApart, lazyChunksApart] : [lazyChunksApart],
    write: false,
    metafile: true,
    logLevel: 'error',
  });
  const code = result.outputFiles[0].contents;
  const gzip = gzipSync(code, { level: 9 }).length;
  if (process.env.SIZE_BYTES) console.log(`${entry.name}: ${gzip} bytes gzipped`);
  const ok = gzip <= entry.budget;
  failed ||= !ok;
  const top = contributors(result.metafile)
    .slice(0, 3)
    .map(([owner, bytes]) => `${owner} ${kib(bytes)}`)
    .join(', ');
  rows.push([entry.name, kib(code.length), kib(gzip), kib(entry.budget), `${Math.round((gzip / entry.budget) * 100)}%`, ok ? 'ok' : 'OVER', top]);
}

const header = ['entry', 'minified', 'gzip', 'budget', 'used', 'status', 'largest parts (minified)'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line(row));

if (failed) {
  console.error('\ncheck-size: an entry point is over its gzip budget.');
  process.exit(1);
}
