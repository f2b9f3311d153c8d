// Copies the generated JavaScript modules of src/ (the Query Predicate parser, which peggy writes
// with its own .d.ts, and the pinned GraphQL schema's documents) into dist/ after tsc, which
// compiles only TypeScript: the per-module output that the CLI and the other entries load needs
// them beside the modules that import them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = resolve(root, 'src');
const generated = readdirSync(src, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.js'));
for (const entry of generated) {
  const from = resolve(entry.parentPath, entry.name);
  const to = resolve(root, 'dist', relative(src, from));
  // A folder of generated modules alone (src/graphql/generated/) has no tsc output to make it.
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}
