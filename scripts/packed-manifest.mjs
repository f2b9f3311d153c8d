// The package.json that `npm pack` and `npm publish` put in the tarball, without `scripts`.
//
// Every script here runs files the package does not ship (scripts/, src/, test/, bench/) or tools
// that only devDependencies bring. A tarball user can run none of them, and npm 11 asks that user
// to approve a `prepare` it finds in a dependency's package.json. npm tars package.json as it is on
// disk when the tarball is made, between `prepack` and `postpack`, and `publishConfig` cannot drop a
// field; so `prepack` writes the manifest without `scripts` (keeping the original beside it) and
// `postpack` puts the original back, as pinst does for husky's `postinstall`. A git install
// (`npm i github:…`) never runs `prepack`: npm clones, installs and runs `prepare`, which builds
// dist/ (scripts/prepare.mjs), and packs the clone with its scripts kept. CONTRIBUTING.md
// ("Checks of the published package") says why, and scripts/check-package.sh checks the tarball.
//
// `node scripts/packed-manifest.mjs strip` (prepack) and `… restore` (postpack).
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Where `strip` keeps the repository's package.json, byte for byte, until `restore`. */
export const BACKUP = '.package.json.before-pack';

/** The manifest as packed: the repository's, without `scripts`. */
export function packedManifest(manifest) {
  const { scripts: _scripts, ...packed } = manifest;
  return packed;
}

/**
 * Writes the packed manifest over package.json, keeping the original in BACKUP. A BACKUP left by a
 * pack that stopped before `postpack` is put back first when package.json is still the stripped
 * one, and dropped when package.json has its scripts again (someone restored or edited it since).
 */
export function strip(root) {
  const path = join(root, 'package.json');
  const backup = join(root, BACKUP);
  if (existsSync(backup)) {
    if (JSON.parse(readFileSync(path, 'utf8')).scripts === undefined) renameSync(backup, path);
    else rmSync(backup);
  }
  const original = readFileSync(path, 'utf8');
  writeFileSync(backup, original);
  writeFileSync(path, `${JSON.stringify(packedManifest(JSON.parse(original)), null, 2)}\n`);
}

/** Puts the repository's package.json back; whether there was one to put back. */
export function restore(root) {
  const backup = join(root, BACKUP);
  if (!existsSync(backup)) return false;
  renameSync(backup, join(root, 'package.json'));
  return true;
}

// A word of a script that names a file: a relative path with a folder or a file extension, not an
// option, a URL or a package spec.
const FILE_WORD = /^(?:\.{1,2}\/)?(?:[\w.-]+\/)*\w[\w.-]*\.(?:[cm]?[jt]s|sh|json)$|^(?:\.{1,2}\/)?\w[\w.-]*\/[\w./-]*$/;

/**
 * The scripts of a manifest that name a file the tarball lacks, as `name: file` lines; `paths` are
 * the tarball's files, relative to the package root.
 */
export function scriptsNamingUnshippedFiles(manifest, paths) {
  const shipped = new Set(paths.map((path) => path.replace(/^\.\//, '')));
  const found = [];
  for (const [name, command] of Object.entries(manifest.scripts ?? {})) {
    const words = command.split(/[\s;&|()'"=]+/).filter((word) => FILE_WORD.test(word) && !word.includes('://'));
    for (const word of words) {
      const file = word.replace(/^\.\//, '');
      const inside = [...shipped].some((path) => path === file || path.startsWith(`${file.replace(/\/$/, '')}/`));
      if (!inside) found.push(`${name}: ${word}`);
    }
  }
  return found;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const root = resolve(import.meta.dirname, '..');
  const command = process.argv[2];
  if (command === 'strip') strip(root);
  else if (command === 'restore') restore(root);
  else {
    console.error('usage: node scripts/packed-manifest.mjs strip|restore');
    process.exitCode = 2;
  }
}
