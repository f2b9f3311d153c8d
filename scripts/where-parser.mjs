// Generates the Query Predicate parser (src/store/query/where/where-parser.js and its .d.ts) from
// its grammar with peggy, a devDependency pinned by the lockfile: `npm run parsers`. The generated
// files are committed, so that neither the build nor a consumer needs peggy;
// test/where-parser.test.ts fails while they differ from what the grammar generates.
//
//   node scripts/where-parser.mjs [outdir]   (default: beside the grammar)
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const folder = resolve(root, 'src/store/query/where');
const outdir = resolve(process.argv[2] ?? folder);
const peggy = createRequire(import.meta.url).resolve('peggy/bin/peggy.js');

execFileSync(process.execPath, [
  peggy,
  '--format', 'es',
  '--dts',
  '--return-types', JSON.stringify({ Predicate: 'import("./predicate.js").Predicate' }),
  '--allowed-start-rules', 'Predicate',
  '-o', resolve(outdir, 'where-parser.js'),
  resolve(folder, 'where-grammar.peggy'),
], { stdio: 'inherit' });
