// Bundles the main entry into one ES module after `tsc` has built dist/: a cold `import` of 75
// separate modules plus immer, valibot and dequal costs Node about 50 ms more than msw alone, one
// file next to nothing. msw stays external (a peer dependency). tsc's per-module output stays in
// dist/ for the other entries (factories, the CLI) and its declarations type the bundle.
//
// The 18 import resource schemas are loaded by the first import request (a dynamic import), so
// esbuild splits them into dist/chunks/: a test that never imports never loads them, and the main
// entry's size budget does not carry them. What both need (valibot) stays in the main file.
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

await build({
  entryPoints: [resolve(root, 'src/index.ts')],
  outdir: resolve(root, 'dist'),
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  mainFields: ['module', 'main'],
  conditions: ['import', 'module', 'default'],
  external: ['msw', 'msw/*'],
  legalComments: 'inline',
  // immer reads process.env.NODE_ENV for its development messages; fixing it here keeps the main
  // entry free of `process`, so it loads in a browser without a bundler's help.
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
