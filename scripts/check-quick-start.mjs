// Proves that the README's "Quick start with Vitest" runs as pasted: packs the tarball, creates a
// fresh consumer project, writes the quick start's files verbatim from README.md's text, runs the
// README's install line (with a fresh tarball in place of the one it names), then type-checks and runs
// the tests; once on what the install line gives (msw 3) and once more after `npm i -D msw@2`.
//
// Run it as `npm run check:quick-start`: npm puts node_modules/.bin, and so the Node 24 that
// devDependencies pin, first on PATH; the consumer's commands inherit it. The machine's own Node may
// be older than the quick start needs. Set KEEP_TMP=1 to keep the temporary directory.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractQuickStart, isPackageArgument } from './quick-start-files.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const MIN_NODE = [22, 12];

class CheckFailed extends Error {}
const fail = (message) => {
  throw new CheckFailed(message);
};
let stage = 'start';
const step = (title) => {
  stage = title;
  console.log(`\n=== ${title} (${((Date.now() - started) / 1000).toFixed(0)}s)`);
};

// The pinned Node first, even when the script is started without npm; npm's own noise off.
const env = {
  ...process.env,
  PATH: `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH ?? ''}`,
  npm_config_fund: 'false',
  npm_config_audit: 'false',
  npm_config_update_notifier: 'false',
  npm_config_loglevel: 'error',
};

function run(command, args, { cwd, capture = false } = {}) {
  console.log(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd, env, stdio: capture ? ['ignore', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8' });
  if (result.error) fail(`could not start ${command}: ${result.error.message}`);
  if (result.status !== 0) fail(`\`${[command, ...args].join(' ')}\` failed (exit ${result.status ?? result.signal}) at "${stage}", in ${cwd}.`);
  return capture ? result.stdout : '';
}

const { files, install } = extractQuickStart(readFileSync(join(root, 'README.md'), 'utf8'));
if (!install) fail('README.md\'s quick start has no `npm i -D … commercetools-msw …` line in a sh block: add the install line back.');
if (!files.some(({ path }) => path.endsWith('.test.ts'))) fail('README.md\'s quick start names no *.test.ts file: each block must start with a comment naming its file, such as `// test/project.test.ts`.');
const testFiles = files.filter(({ path }) => /\.test\.[cm]?[jt]s$/.test(path)).map(({ path }) => path);

const tmp = mkdtempSync(join(tmpdir(), 'commercetools-msw-quick-start-'));
try {
  step('npm pack (builds the package first)');
  run('npm', ['pack', '--pack-destination', tmp, '--silent'], { cwd: root });
  const tarballs = readdirSync(tmp).filter((name) => name.endsWith('.tgz'));
  if (tarballs.length !== 1) fail(`npm pack left ${tarballs.length} tarballs in ${tmp}, expected one.`);
  const tarball = join(tmp, tarballs[0]);

  step('consumer project: npm init, "type": "module", the README\'s files');
  const consumer = join(tmp, 'consumer');
  mkdirSync(consumer);
  run('npm', ['init', '-y'], { cwd: consumer, capture: true });
  run('npm', ['pkg', 'set', 'type=module'], { cwd: consumer });
  const nodeVersion = run('node', ['--version'], { cwd: consumer, capture: true }).trim();
  const [major, minor] = nodeVersion.slice(1).split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    fail(`the consumer runs on Node ${nodeVersion}, but the quick start needs Node >= ${MIN_NODE.join('.')}: run npm ci, then npm run check:quick-start, so that the Node pinned in devDependencies is used.`);
  }
  console.log(`node ${nodeVersion}`);
  for (const { path, content } of files) {
    mkdirSync(dirname(join(consumer, path)), { recursive: true });
    writeFileSync(join(consumer, path), content);
    console.log(`wrote ${path} (${content.split('\n').length - 1} lines)`);
  }

  step('the README\'s install line, commercetools-msw from the tarball');
  const [npm, ...args] = install.trim().split(/\s+/);
  if (!args.some(isPackageArgument)) fail(`the README's install line installs neither commercetools-msw nor its packed tarball: ${install}`);
  run(npm, args.map((arg) => (isPackageArgument(arg) ? tarball : arg)), { cwd: consumer });

  const check = (label) => {
    const versions = ['msw', 'vitest', 'typescript', '@commercetools/platform-sdk', '@commercetools/importapi-sdk', '@commercetools/ts-client']
      .map((name) => `${name}@${JSON.parse(readFileSync(join(consumer, 'node_modules', name, 'package.json'), 'utf8')).version}`);
    step(`${label}: npx tsc --noEmit (${versions.join(', ')})`);
    run('npx', ['--no', '--', 'tsc', '--noEmit'], { cwd: consumer });
    // The README's tsconfig says DOM is what lets msw's declarations check; prove it with the
    // declarations checked too, as a consumer with skipLibCheck off has them.
    run('npx', ['--no', '--', 'tsc', '--noEmit', '--skipLibCheck', 'false'], { cwd: consumer });
    step(`${label}: npx vitest run`);
    const report = join(tmp, `vitest-${label.replace(/\W+/g, '-')}.json`);
    run('npx', ['--no', '--', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: consumer });
    const results = JSON.parse(readFileSync(report, 'utf8'));
    const passedFiles = new Set(results.testResults.filter((file) => file.assertionResults.some((test) => test.status === 'passed')).map((file) => file.name));
    const idle = testFiles.filter((path) => !passedFiles.has(join(consumer, path)));
    if (results.numFailedTests > 0 || results.numPassedTests === 0 || idle.length > 0) {
      fail(`${label}: ${results.numPassedTests} tests passed, ${results.numFailedTests} failed; no test passed in ${idle.join(', ') || '(none)'}. Every quick-start test file must run and pass.`);
    }
    console.log(`${label}: ${results.numPassedTests} tests passed in ${testFiles.join(', ')}`);
  };
  check('msw 3 (as the README installs it)');

  step('npm i -D msw@2');
  run('npm', ['i', '-D', 'msw@2'], { cwd: consumer });
  check('msw 2');

  step('the README\'s quick start runs as pasted on msw 3 and msw 2');
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`\ncheck-quick-start: ${error.message}`);
  console.error("A newcomer pasting README.md's quick start would hit this: fix the quick start (or the package), and rerun with KEEP_TMP=1 to keep the consumer project for a look.");
  process.exitCode = 1;
} finally {
  if (process.env.KEEP_TMP === '1') console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
