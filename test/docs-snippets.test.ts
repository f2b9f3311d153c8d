import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { quickStartSection } from '../scripts/quick-start-files.mjs';

// Every TypeScript snippet of README.md, CONTRIBUTING.md and docs/ is a file that CI runs, shown
// verbatim, and so is every JavaScript one (the Jest example's files): a test file (run by vitest
// or by that example's Jest); a script in test/docs-examples/ (run below); a browser snippet
// (`*.browser.ts`, run in Chromium by test/browser/docs-snippet.test.ts); a served-mock snippet
// (`*.served.ts`, run against a served mock by test/serve/docs-remote-client.test.ts); a file of an
// example (run by that example's test); or a file of the README's quick start (written into a
// fresh project and run by `npm run check:quick-start`). A snippet that drifts from its file fails
// here; a file that stops working fails where it runs.

const root = resolve(import.meta.dirname, '..');
const pages = ['README.md', 'CONTRIBUTING.md', ...readdirSync(join(root, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const EXAMPLES = join(root, 'test/docs-examples');

/** Source files under a directory, node_modules and build output left out. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name === 'storybook-static' || name.startsWith('.pack')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(?:ts|tsx|mts|js)$/.test(name) ? [path] : [];
  });
}

const runnable = new Map<string, string>();
for (const path of [...sources(join(root, 'test')), ...sources(join(root, 'examples'))]) {
  runnable.set(readFileSync(path, 'utf8').trimEnd(), relative(root, path));
}

const snippets = pages.flatMap((page) => {
  const text = readFileSync(join(root, page), 'utf8');
  const quickStart = page === 'README.md' ? quickStartSection(text) : '';
  return [...text.matchAll(/^```(?:ts|tsx|typescript|js)\n([\s\S]*?)^```$/gm)].map((match) => ({
    page,
    line: text.slice(0, match.index).split('\n').length,
    body: (match[1] ?? '').trimEnd(),
    inQuickStart: quickStart.includes(match[0]),
  }));
});

describe('the TypeScript and JavaScript snippets of the README and docs', () => {
  it('are there to check', () => {
    expect(snippets.length).toBeGreaterThan(10);
  });

  it.each(snippets.map((snippet) => [`${snippet.page}:${snippet.line}`, snippet] as const))('%s runs in CI', (_, snippet) => {
    if (snippet.inQuickStart) {
      expect(snippet.body).toMatch(/^\/\/ [\w./-]+\.(?:ts|json)\n/);
      return;
    }
    const file = runnable.get(snippet.body);
    expect(file, `${snippet.page}:${snippet.line} is no file that CI runs. Make it one (test/docs-examples/) and show it verbatim:\n${snippet.body.slice(0, 300)}`).toBeDefined();
  });
});

describe('the promises the snippets call', () => {
  // ct.addResource reports a refusal only through its promise: a snippet that drops it teaches
  // readers to miss it.
  it.each(snippets.map((snippet) => [`${snippet.page}:${snippet.line}`, snippet] as const))('%s awaits every ct.addResource', (_, snippet) => {
    const dropped = snippet.body.split('\n').filter((line) => /\bct\.addResource\(/.test(line) && !/\b(?:await|return)\b|=>\s*ct\.addResource/.test(line));
    expect(dropped).toEqual([]);
  });
});

describe('the scripts in test/docs-examples', () => {
  const scripts = readdirSync(EXAMPLES).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.browser.ts') && !name.endsWith('.served.ts'));

  it.each(scripts)('%s runs to the end', async (name) => {
    await expect(import(pathToFileURL(join(EXAMPLES, name)).href)).resolves.toBeDefined();
  });
});
