import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

// faker is big: only the factories entry may load it. The main entry, run in a fresh Node process,
// must not resolve any faker module, and no source outside src/factories may import it.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./fixtures/record-resolutions.ts', import.meta.url));

function resolvedWhileImporting(distPath: string): string[] {
  const entry = join(ROOT, distPath);
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first (npm test does it for you).`);
  const result = spawnSync(process.execPath, [SCRIPT, pathToFileURL(entry).href], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`The import failed (${result.status}):\n${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('entry isolation', () => {
  it('the main entry (dist/index.js) loads no faker module', () => {
    const urls = resolvedWhileImporting('dist/index.js');
    expect(urls.some((url) => url.endsWith('/dist/index.js'))).toBe(true);
    expect(urls.filter((url) => url.includes('@faker-js'))).toEqual([]);
    expect(urls.filter((url) => url.includes('/factories/'))).toEqual([]);
  });

  it('the factories entry loads the English locale only, never faker’s index of every locale', () => {
    const urls = resolvedWhileImporting('dist/factories/index.js');
    const faker = urls.filter((url) => url.includes('@faker-js'));
    expect(faker.some((url) => url.endsWith('/@faker-js/faker/dist/locale/en.js'))).toBe(true);
    expect(faker.filter((url) => url.endsWith('/@faker-js/faker/dist/index.js'))).toEqual([]);
    expect(faker.filter((url) => /\/dist\/locale\/(?!en\.js$)/.test(url))).toEqual([]);
  });

  it('no source outside src/factories imports faker, and src/index.ts does not import the factories', () => {
    const src = join(ROOT, 'src');
    const outside = sourceFiles(src).filter((path) => !relative(src, path).startsWith('factories'));
    expect(outside.filter((path) => readFileSync(path, 'utf8').includes('@faker-js'))).toEqual([]);
    expect(readFileSync(join(src, 'index.ts'), 'utf8')).not.toMatch(/factories/);
  });
});

describe('the remote entry', () => {
  it('loads neither msw nor faker nor the mock: only fetch calls', () => {
    const urls = resolvedWhileImporting('dist/remote/index.js');
    expect(urls.some((url) => url.endsWith('/dist/remote/index.js'))).toBe(true);
    expect(urls.filter((url) => url.includes('/node_modules/'))).toEqual([]);
    expect(urls.filter((url) => /\/dist\/(?!remote\/)/.test(url))).toEqual([]);
  });
});
