// Installs commercetools-msw from a tarball packed from this repository (../..), without saving it,
// so that the example runs exactly what npm would give a user, built from this checkout. `npm pack`
// runs the package's prepack script, which builds it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('..', import.meta.url));
const pack = fileURLToPath(new URL('../.pack/', import.meta.url));
rmSync(pack, { recursive: true, force: true });
mkdirSync(pack);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
execFileSync(npm, ['pack', '../..', '--pack-destination', pack], { cwd: here, stdio: ['ignore', 'ignore', 'inherit'] });
const [tarball] = readdirSync(pack).filter((name) => name.endsWith('.tgz'));
if (!tarball) throw new Error('npm pack wrote no tarball into .pack/');
execFileSync(npm, ['install', '--no-save', '--no-audit', '--no-fund', `${pack}${tarball}`], { cwd: here, stdio: 'inherit' });
