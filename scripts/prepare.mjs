// npm's `prepare`: builds dist/ when it is missing, and only then. A git install
// (`npm i -D github:…` or `git+file://…`) clones the repository, which has no dist/, and runs
// `prepare` alone (not `prepack`), so this is what builds the package there; a fresh clone's
// `npm ci` builds it too. Where dist/ exists it does nothing: `npm pack` already rebuilt it in
// `prepack`, and an example's `npm ci` that links this folder (`file:../..`) must not delete dist/
// under tests that are running.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
if (!existsSync(resolve(root, 'dist/index.js'))) {
  const { status, error } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (error) throw error;
  process.exit(status ?? 1);
}
