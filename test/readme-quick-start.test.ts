import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { extractQuickStart, isPackageArgument, quickStartSection } from '../scripts/quick-start-files.mjs';

// `npm run check:quick-start` installs and runs these files in a fresh project, which takes a
// while and so runs in CI only; this test catches in a second the edit that would leave it
// checking nothing: a renamed heading, a block that lost its file comment, a changed install line.
const readme = readFileSync(resolve(import.meta.dirname, '../README.md'), 'utf8');
const { files, install } = extractQuickStart(readme);
const file = (path: string): string => {
  const found = files.find((candidate) => candidate.path === path);
  if (!found) throw new Error(`README.md's quick start has no block starting with "// ${path}"`);
  return found.content;
};

describe("README's quick start", () => {
  it('shows the Vitest config, the setup file, the SDK client, one test per SDK and the tsconfig', () => {
    expect(files.map(({ path }) => path)).toEqual([
      'vitest.config.ts',
      'test/setup.ts',
      'test/client.ts',
      'test/project.test.ts',
      'test/import.test.ts',
      'tsconfig.json',
    ]);
  });

  it('installs the tarball npm pack writes for this version, as the package is not on npm yet', () => {
    const { name, version } = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8')) as { name: string; version: string };
    const packageArgs = install?.split(' ').filter(isPackageArgument) ?? [];
    expect(packageArgs).toHaveLength(1);
    expect(packageArgs[0]?.split('/').at(-1)).toBe(`${name}-${version}.tgz`);
    expect(quickStartSection(readme)).toContain(`writes \`${name}-${version}.tgz\``);
    expect(isPackageArgument('commercetools-msw')).toBe(true);
    expect(isPackageArgument('commercetools-msw-extra')).toBe(false);
  });

  it('says a consumer needs "type": "module", which npm init does not write and check:quick-start sets', () => {
    expect(quickStartSection(readme)).toContain('"type": "module"');
    expect(quickStartSection(readme).replace(/\s+/g, ' ')).toContain('`npm pkg set type=module`');
    expect(readFileSync(resolve(import.meta.dirname, '../scripts/check-quick-start.mjs'), 'utf8')).toContain("'pkg', 'set', 'type=module'");
  });

  it('installs msw, Vitest, TypeScript and both SDKs with their client', () => {
    expect(install?.split(' ')).toEqual(
      expect.arrayContaining(['msw', 'vitest', 'typescript', '@commercetools/platform-sdk', '@commercetools/importapi-sdk', '@commercetools/ts-client']),
    );
  });

  it('says which Node it needs', () => {
    expect(quickStartSection(readme)).toContain('Node ≥ 22.12');
  });

  it('loads the setup file it shows, and the setup file starts msw', () => {
    expect(file('vitest.config.ts')).toMatch(/setupFiles: \['\.\/test\/setup\.ts'\]/);
    expect(file('test/setup.ts')).toMatch(/beforeAll\(\(\) => server\.listen\(/);
  });

  it('calls the SDKs inside tests, after msw listens', () => {
    for (const path of ['test/project.test.ts', 'test/import.test.ts']) {
      const source = file(path);
      expect(source.indexOf('.execute()'), path).toBeGreaterThan(source.indexOf("\nit('"));
    }
  });

  it('has a tsconfig.json that tsc reads, with the DOM lib msw needs', () => {
    const { config, error } = ts.parseConfigFileTextToJson('tsconfig.json', file('tsconfig.json'));
    expect(error).toBeUndefined();
    expect(config.compilerOptions.lib).toContain('DOM');
  });
});

describe('extractQuickStart', () => {
  const section = (body: string) => `# x\n\n## Quick start with Vitest\n\n${body}\n## Next\n\n\`\`\`ts\n// after.ts\n\`\`\`\n`;

  it('takes only blocks that name a file, from the section only', () => {
    const { files: found, install: line } = extractQuickStart(
      section('```sh\nnpm i -D commercetools-msw msw\n```\n\n```ts\nconst unnamed = 1;\n```\n\n```ts\n// a/b.ts\nexport {};\n```\n'),
    );
    expect(found).toEqual([{ path: 'a/b.ts', content: '// a/b.ts\nexport {};\n' }]);
    expect(line).toBe('npm i -D commercetools-msw msw');
  });

  it('refuses a missing heading, a file shown twice and paths outside the project', () => {
    expect(() => extractQuickStart('# no quick start\n')).toThrow(/no "## Quick start with Vitest" heading/);
    expect(() => extractQuickStart(section('```ts\n// a.ts\n```\n```ts\n// a.ts\n```\n'))).toThrow(/shows a\.ts twice/);
    expect(() => extractQuickStart(section('```ts\n// ../a.ts\n```\n'))).toThrow(/without \. or \.\. segments/);
  });
});

describe("README's test command", () => {
  it('says where the browser suites find Chromium, and that they skip without it', async () => {
    const { CHROMIUM_PATH } = await import('./support/chromium.js');
    const flat = readme.replace(/\s+/g, ' ');
    expect(flat).toContain(`\`${process.env['CHROMIUM_PATH'] === undefined ? CHROMIUM_PATH : '/usr/bin/chromium'}\``);
    expect(flat).toContain('`CHROMIUM_PATH`');
    expect(flat).toContain('Without one they are skipped');
  });
});
