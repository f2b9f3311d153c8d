#!/usr/bin/env bash
# Checks the package as it will be published, not the repository: packs the tarball, lints it with
# publint and attw, installs it into a fresh consumer project (runtime import of all three entry
# kinds, a CommonJS require through Node's require(esm), and a tsc check of the shipped types), then
# runs the Jest example (examples/jest) against the same tarball.
#
# Expects a fresh build (`npm run build`); `npm run check:package` builds first.
# Set KEEP_TMP=1 to keep the temporary directory for inspection.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# The Node that devDependencies pin (package `node`), as in every npm script of this repository.
export PATH="$ROOT/node_modules/.bin:$PATH"
# npm's own noise (update checks, funding, audit) costs time and says nothing about the package.
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false npm_config_loglevel=error

TMP="$(mktemp -d "${TMPDIR:-/tmp}/commercetools-msw-check.XXXXXX")"
cleanup() { if [[ "${KEEP_TMP:-}" == 1 ]]; then echo "kept $TMP"; else rm -rf "$TMP"; fi; }
trap cleanup EXIT

STARTED=$SECONDS
step() { printf '\n=== %s (%ss)\n' "$1" "$((SECONDS - STARTED))"; }
fail() { printf 'check-package: %s\n' "$1" >&2; exit 1; }

[[ -f "$ROOT/dist/index.js" && -f "$ROOT/dist/factories/index.d.ts" ]] || fail "dist/ is missing: run npm run build first."

step "npm pack"
cp "$ROOT/package.json" "$TMP/package.json.before-pack"
(cd "$ROOT" && npm pack --pack-destination "$TMP" --json >"$TMP/pack.json")
TARBALL="$TMP/$(node -e 'process.stdout.write(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[0].filename)' "$TMP/pack.json")"
node - "$TMP/pack.json" <<'EOF'
const [info] = JSON.parse(require('node:fs').readFileSync(process.argv[2], 'utf8'));
const paths = info.files.map((file) => file.path);
console.log(`${info.filename}: ${info.entryCount} files, ${(info.size / 1024).toFixed(1)} KiB packed, ${(info.unpackedSize / 1024).toFixed(1)} KiB unpacked`);
const required = ['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts', 'dist/factories/index.js', 'dist/factories/index.d.ts',
  'fixtures/full-project.json', 'fixtures/minimal-project.json', 'fixtures/import-containers.json',
  // README.md links into docs/, so docs/ ships (scripts/check-links.mjs keeps those links inside the package).
  'docs/serve.md', 'docs/behaviour.md'];
const missing = required.filter((path) => !paths.includes(path));
const unwanted = paths.filter((path) => /^(src|test|scratch|demo|examples|scripts)\/|\.test\.|^node_modules\//.test(path));
if (missing.length) { console.error(`missing from the tarball: ${missing.join(', ')}`); process.exitCode = 1; }
if (unwanted.length) { console.error(`should not be in the tarball: ${unwanted.join(', ')}`); process.exitCode = 1; }
EOF

step "the packed package.json: no script that names a file the tarball lacks"
# prepack packs the manifest without its scripts and postpack puts them back
# (scripts/packed-manifest.mjs): npm 11 would ask every tarball user to approve a `prepare` that
# runs scripts/prepare.mjs, which the package does not ship.
cmp -s "$ROOT/package.json" "$TMP/package.json.before-pack" || fail "npm pack left package.json changed: postpack (scripts/packed-manifest.mjs restore) did not put it back."
[[ ! -e "$ROOT/.package.json.before-pack" ]] || fail "npm pack left .package.json.before-pack behind: postpack did not run."
tar -xzf "$TARBALL" -O package/package.json >"$TMP/packed-package.json"
node --input-type=module - "$ROOT" "$TMP/pack.json" "$TMP/packed-package.json" <<'EOF'
import { readFileSync } from 'node:fs';
const [root, packInfo, packedJson] = process.argv.slice(-3);
const { scriptsNamingUnshippedFiles } = await import(`${root}/scripts/packed-manifest.mjs`);
const [info] = JSON.parse(readFileSync(packInfo, 'utf8'));
const packed = JSON.parse(readFileSync(packedJson, 'utf8'));
const unshipped = scriptsNamingUnshippedFiles(packed, info.files.map((file) => file.path));
const lifecycle = ['preinstall', 'install', 'postinstall', 'prepare'].filter((name) => packed.scripts?.[name] !== undefined);
if (unshipped.length) { console.error(`the packed package.json has scripts naming files the tarball lacks: ${unshipped.join(', ')}`); process.exitCode = 1; }
if (lifecycle.length) { console.error(`the packed package.json has install-time scripts, which npm 11 asks every user to approve: ${lifecycle.join(', ')}`); process.exitCode = 1; }
if (!process.exitCode) console.log(`packed package.json: ${Object.keys(packed.scripts ?? {}).length} scripts; repository package.json restored`);
EOF

step "publint (--strict: warnings fail too)"
publint run "$TARBALL" --strict

step "attw --profile esm-only"
# The package is ESM-only ("type": "module", exports without a "require" condition), like msw 3.
# esm-only skips the two resolutions that cannot describe it: node10 (ignores "exports", so it
# cannot see ./factories) and node16 from CommonJS (attw's TypeScript predates require(esm), so it
# reports every ESM-only package there). Everything else fails the check; the CommonJS case is
# instead tested for real below, with Node's require(esm).
attw "$TARBALL" --profile esm-only --format table

step "consumer project: npm install tarball + msw"
CONSUMER="$TMP/consumer"
mkdir -p "$CONSUMER"
cd "$CONSUMER"
npm init -y >/dev/null
npm pkg set type=module
npm install --no-package-lock "$TARBALL" msw@^3 typescript@~5.9.3 @types/node@^24 >/dev/null

cat >smoke.js <<'EOF'
import assert from 'node:assert/strict';
import { setupServer } from 'msw/node';
import { createCommercetoolsMock, OPERATIONS, REGIONS } from 'commercetools-msw';
import { createFactories, FACTORY_REFERENCE_DATE } from 'commercetools-msw/factories';
import fullProject from 'commercetools-msw/fixtures/full-project.json' with { type: 'json' };
import manifest from 'commercetools-msw/package.json' with { type: 'json' };

const f = createFactories({ seed: 42 });
const built = f.project({ key: 'built' });
const ct = createCommercetoolsMock({ projects: [fullProject, built], now: FACTORY_REFERENCE_DATE });
const server = setupServer(...ct.handlers);
server.listen({ onUnhandledFrame: 'error' });
try {
  const authorization = `Bearer ${ct.issueToken({ scopes: [`view_project_settings:${fullProject.key}`, 'manage_project:built'] })}`;
  const response = await fetch(`https://api.${REGIONS[0]}.commercetools.com/${fullProject.key}`, { headers: { authorization } });
  assert.equal(response.status, 200);
  const project = await response.json();
  assert.equal(project.key, fullProject.key);
  assert.equal(project.version, fullProject.version);

  const rename = f.actions.changeName();
  const updated = await fetch(`https://api.${REGIONS[0]}.commercetools.com/built`, {
    method: 'POST',
    headers: { authorization },
    body: JSON.stringify({ version: built.version, actions: [rename] }),
  });
  assert.equal(updated.status, 200);
  assert.deepEqual(await updated.json().then(({ name, version }) => ({ name, version })), { name: rename.name, version: built.version + 1 });
  assert.deepEqual(ct.requests.map((entry) => entry.operation), ['getProject', 'updateProject']);
  assert.ok(OPERATIONS.includes('updateProject'));
} finally {
  server.close();
}
// Only the export map's paths are public.
await assert.rejects(import('commercetools-msw/dist/index.js'), { code: 'ERR_PACKAGE_PATH_NOT_EXPORTED' });
console.log(`ESM consumer: ok (${manifest.name}@${manifest.version}, fixture + factories served through msw/node)`);
EOF
step "consumer: ESM import of ., ./factories, ./fixtures/*.json"
node smoke.js

cat >smoke.cjs <<'EOF'
// CommonJS consumers load the ESM-only package through Node's require(esm) (Node >= 20.19 / 22.12).
const assert = require('node:assert/strict');
const { createCommercetoolsMock } = require('commercetools-msw');
const { createFactories } = require('commercetools-msw/factories');
const minimal = require('commercetools-msw/fixtures/minimal-project.json');
const ct = createCommercetoolsMock({ projects: [minimal, createFactories({ seed: 1 }).project({ key: 'cjs' })] });
assert.equal(ct.getProject('cjs').key, 'cjs');
assert.ok(ct.handlers.length > 0);
console.log('CommonJS consumer (require(esm)): ok');
EOF
step "consumer: CommonJS require() of the ESM package"
node smoke.cjs

cat >consumer.ts <<'EOF'
import { setupServer } from 'msw/node';
import {
  createCommercetoolsMock,
  type CommercetoolsMock,
  type ErrorResponse,
  type OperationName,
  type Project,
  type ProjectUpdateAction,
} from 'commercetools-msw';
import { createFactories, type Factories } from 'commercetools-msw/factories';
import fullProject from 'commercetools-msw/fixtures/full-project.json' with { type: 'json' };

const f: Factories = createFactories({ seed: 42 });
// A JSON import widens enumerations to string ("HalfEven" becomes string), so a fixture needs a cast
// to be a typed seed; the mock validates every seed at run time anyway.
const ct: CommercetoolsMock = createCommercetoolsMock({ projects: [fullProject as Project, f.project({ key: 'built' })] });
const server = setupServer(...ct.handlers);
server.listen({ onUnhandledFrame: 'error' });

const stored: Project | undefined = ct.getProject('built');
if (!stored) throw new Error('the built Project is missing');
const action: ProjectUpdateAction = f.actions.changeName();
const operation: OperationName = 'updateProject';
export const response = await fetch(`https://api.europe-west1.gcp.commercetools.com/${stored.key}`, {
  method: 'POST',
  headers: { authorization: `Bearer ${ct.issueToken({ scopes: ['manage_project:built'] })}` },
  body: JSON.stringify({ version: stored.version, actions: [action] }),
});
export const error = (await response.json()) as ErrorResponse;
ct.inject({ operation, status: 503, times: 1 });
server.close();

// The types are real, not `any`: each of these lines must be an error.
// @ts-expect-error an operation the mock does not have
ct.inject({ operation: 'deleteProject', status: 503 });
// @ts-expect-error an update action that does not exist
export const unknownAction: ProjectUpdateAction = { action: 'changeNothing' };
// @ts-expect-error factories take a seed number
createFactories({ seed: 'forty-two' });
EOF
step "consumer: the package's bin commands start (--help)"
node -e 'const bin = require("commercetools-msw/package.json").bin ?? {}; console.log(Object.keys(typeof bin === "string" ? { "commercetools-msw": bin } : bin).join("\n"))' |
  while read -r command; do
    [[ -n "$command" ]] || continue
    "./node_modules/.bin/$command" --help >/dev/null || fail "the bin command $command does not start"
    echo "$command --help: ok"
  done

# msw's own declarations use DOM types (RequestInfo, BodyInit, MessageEvent…), so a consumer needs
# the DOM lib even in Node. skipLibCheck is off so that the shipped .d.ts files are checked as well.
cat >tsconfig.json <<'EOF'
{
  "compilerOptions": {
    "target": "ES2022",
    "lib": ["ES2023", "DOM", "DOM.Iterable"],
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "strict": true,
    "noEmit": true,
    "resolveJsonModule": true,
    "skipLibCheck": false,
    "types": ["node"]
  },
  "files": ["consumer.ts"]
}
EOF
step "consumer: tsc --noEmit against the shipped types (NodeNext, skipLibCheck off)"
./node_modules/.bin/tsc -p tsconfig.json
# Most of the check time above goes to type-fest's and valibot's own declarations, not ours
# (about 0.3 s of 16 s): the second resolution mode skips declaration files to stay fast.
step "consumer: tsc --noEmit against the shipped types (Bundler, skipLibCheck on)"
./node_modules/.bin/tsc -p tsconfig.json --module ESNext --moduleResolution Bundler --skipLibCheck

step "examples/jest: npm ci, install the tarball, jest"
cd "$ROOT/examples/jest"
npm ci >/dev/null
npm install --no-save "$TARBALL" >/dev/null
npm test --ignore-scripts   # the tarball above, not a fresh pack (pretest)

step "all package checks passed"
