import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../scripts/check-links.mjs';

// `npm run check:links` runs in CI; this test keeps the checker honest: the repository's pages
// resolve, and a broken file, anchor or package link in a made-up repository is reported.
describe('scripts/check-links.mjs', () => {
  it('finds every link of the repository resolving', () => {
    const { pages, problems } = checkLinks();
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/serve.md', 'CONTRIBUTING.md', 'examples/e2e/README.md']));
    expect(problems).toEqual([]);
  });

  const base = mkdtempSync(join(tmpdir(), 'check-links-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  it('reports missing files, missing anchors and shipped pages linking outside the package', () => {
    mkdirSync(join(base, 'docs'));
    writeFileSync(join(base, 'package.json'), JSON.stringify({ files: ['dist', 'docs'] }));
    writeFileSync(join(base, 'CONTRIBUTING.md'), '# Contributing\n');
    writeFileSync(
      join(base, 'README.md'),
      '# Title\n\n## The direct path: `ct.fetch`\n\n[ok](#the-direct-path-ctfetch) [ok](docs/a.md#a-heading-1) [gone](docs/b.md) [anchor](docs/a.md#nope) [repo](CONTRIBUTING.md) [web](https://example.com/x)\n\n```md\n[in code](nowhere.md)\n```\n',
    );
    writeFileSync(join(base, 'docs/a.md'), '# A heading\n\n## A heading\n\n[up](../README.md#title)\n');
    const { problems } = checkLinks(base);
    expect(problems).toEqual([
      'README.md:5: docs/b.md: docs/b.md does not exist',
      'README.md:5: docs/a.md#nope: docs/a.md has no heading or anchor #nope',
      'README.md:5: CONTRIBUTING.md: README.md ships in the package but CONTRIBUTING.md does not, so the link breaks on npm and in node_modules',
    ]);
  });
});

describe('the shipped pages', () => {
  it('cite nothing of ../shared, which sits beside a checkout and never beside a user', () => {
    const pages = ['README.md', ...readdirSync(new URL('../docs', import.meta.url)).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
    const citing = pages.filter((page) => readFileSync(new URL(`../${page}`, import.meta.url), 'utf8').includes('../shared'));
    expect(citing).toEqual([]);
  });
});
