import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP, restore, scriptsNamingUnshippedFiles, strip } from '../scripts/packed-manifest.mjs';

// npm pack tars package.json between prepack and postpack; scripts/check-package.sh checks the real
// tarball, this checks in a second what prepack and postpack do to the file on disk.
const repositoryManifest = readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8');
const manifest = JSON.parse(repositoryManifest) as { scripts: Record<string, string>; files: string[] };

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const packageRoot = (text = repositoryManifest): string => {
  const root = mkdtempSync(join(tmpdir(), 'packed-manifest-'));
  roots.push(root);
  writeFileSync(join(root, 'package.json'), text);
  return root;
};
const read = (root: string, file = 'package.json'): string => readFileSync(join(root, file), 'utf8');

describe('the packed package.json', () => {
  it('is wired to npm pack: prepack strips after the build, postpack restores, prepare stays for git installs', () => {
    expect(manifest.scripts.prepack).toBe('npm run build && node scripts/packed-manifest.mjs strip');
    expect(manifest.scripts.postpack).toBe('node scripts/packed-manifest.mjs restore');
    expect(manifest.scripts.prepare).toBe('node scripts/prepare.mjs');
    expect(manifest.files).not.toContain('scripts');
  });

  it('has no scripts while packing, and the repository gets its package.json back byte for byte', () => {
    const root = packageRoot();
    strip(root);
    const packed = JSON.parse(read(root)) as Record<string, unknown>;
    expect(packed.scripts).toBeUndefined();
    expect(packed).toEqual(Object.fromEntries(Object.entries(JSON.parse(repositoryManifest) as Record<string, unknown>).filter(([key]) => key !== 'scripts')));
    expect(read(root, BACKUP)).toBe(repositoryManifest);
    expect(restore(root)).toBe(true);
    expect(read(root)).toBe(repositoryManifest);
    expect(existsSync(join(root, BACKUP))).toBe(false);
    expect(restore(root)).toBe(false);
    expect(read(root)).toBe(repositoryManifest);
  });

  it('recovers the original after a pack that stopped before postpack', () => {
    const root = packageRoot();
    strip(root);
    strip(root); // the next pack, with package.json still stripped
    expect(read(root, BACKUP)).toBe(repositoryManifest);
    restore(root);
    expect(read(root)).toBe(repositoryManifest);
  });

  it('drops a leftover backup once package.json has its scripts again, keeping edits made since', () => {
    const root = packageRoot();
    strip(root);
    const edited = repositoryManifest.replace('"version": "0.1.0"', '"version": "0.2.0"');
    writeFileSync(join(root, 'package.json'), edited);
    strip(root);
    restore(root);
    expect(read(root)).toBe(edited);
  });
});

describe('scriptsNamingUnshippedFiles', () => {
  const shipped = ['package.json', 'README.md', 'dist/index.js', 'dist/cli/commercetools-msw.js', 'docs/serve.md'];

  it("names every script of the repository's package.json, since each runs a file the tarball lacks", () => {
    const found = scriptsNamingUnshippedFiles(manifest, shipped);
    expect(found).toEqual(expect.arrayContaining(['prepare: scripts/prepare.mjs', 'build: scripts/bundle-entry.mjs', 'test:deep: test/model', 'bench: bench/run.ts']));
    expect(found.filter((line) => line.startsWith('prepare: '))).toEqual(['prepare: scripts/prepare.mjs']);
  });

  it('passes scripts that run shipped files or commands only, and takes no option, URL or package for a file', () => {
    expect(
      scriptsNamingUnshippedFiles(
        {
          scripts: {
            serve: 'node ./dist/cli/commercetools-msw.js --port=4000',
            docs: 'open https://example.com/a/b.js && node -e "fs.rmSync(\'dist\', { recursive: true })"',
            tool: 'npx --yes @scope/tool@1 --config.file=false',
            folder: 'ls dist/',
          },
        },
        shipped,
      ),
    ).toEqual([]);
    expect(scriptsNamingUnshippedFiles({}, shipped)).toEqual([]);
    expect(scriptsNamingUnshippedFiles({ scripts: { lint: 'eslint -c config/eslint.config.js src' } }, shipped)).toEqual(['lint: config/eslint.config.js']);
  });
});
