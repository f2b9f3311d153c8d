// Checks every link of the repository's Markdown pages without the network: a relative link must
// name a file or folder that exists, and a #fragment must name a heading of the page it points at
// (GitHub's slugs, duplicates numbered, through github-slugger) or an HTML id/name anchor. Links are
// read with marked's lexer, so code blocks and inline code are never taken for links. External
// (http:, https:, mailto:) links are not fetched.
//
// The pages that ship in the package (package.json `files`, plus README.md) are read on npm and in
// node_modules too, where only shipped files exist: their relative links must stay inside what
// ships. Run as `npm run check:links`; exits 1 and lists every broken link.
import { existsSync, globSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import GithubSlugger from 'github-slugger';
import { marked } from 'marked';

const root = resolve(import.meta.dirname, '..');

export const PAGES = ['README.md', 'CONTRIBUTING.md', 'TESTING.md', 'BENCHMARKS.md', 'docs/*.md', 'examples/*/README.md'];

/** The repository paths of the pages to check, sorted. */
export function pages(base = root) {
  return PAGES.flatMap((pattern) => globSync(pattern, { cwd: base, exclude: (name) => name === 'node_modules' }))
    .map((path) => path.split(sep).join('/'))
    .sort();
}

/** The text GitHub renders for inline tokens: HTML tags dropped, code spans kept. */
function plainText(tokens = []) {
  return tokens
    .map((token) => {
      if (token.type === 'html') return '';
      if (token.tokens) return plainText(token.tokens);
      return token.text ?? '';
    })
    .join('');
}

function walk(tokens, visit) {
  for (const token of tokens) {
    visit(token);
    if (token.tokens) walk(token.tokens, visit);
    if (token.type === 'list') walk(token.items, visit);
    if (token.type === 'table') for (const cell of [...token.header, ...token.rows.flat()]) walk(cell.tokens, visit);
  }
}

/** A page's anchors (heading slugs and HTML ids) and links, each link with its line. */
export function readPage(text) {
  const tokens = marked.lexer(text);
  const slugger = new GithubSlugger();
  const anchors = new Set();
  const links = [];
  let offset = 0;
  const lineOf = (raw) => {
    const at = text.indexOf(raw, offset);
    if (at === -1) return undefined;
    offset = at;
    return text.slice(0, at).split('\n').length;
  };
  walk(tokens, (token) => {
    if (token.type === 'heading') anchors.add(slugger.slug(plainText(token.tokens)));
    if (token.type === 'html') for (const [, id] of token.raw.matchAll(/\s(?:id|name)="([^"]+)"/g)) anchors.add(id);
    if (token.type === 'html') for (const [, href] of token.raw.matchAll(/\shref="([^"]+)"/g)) links.push({ href, line: lineOf(token.raw) });
    if ((token.type === 'link' || token.type === 'image' || token.type === 'def') && token.href) links.push({ href: token.href, line: lineOf(token.raw) });
  });
  return { anchors, links };
}

/** The paths that ship in the package: package.json `files`, README, LICENSE and package.json. */
function shippedMatcher(base) {
  const { files = [] } = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8'));
  const prefixes = files.map((entry) => entry.replace(/\/$/, ''));
  const always = /^(README|LICEN[CS]E)(\.[^/]*)?$|^package\.json$/i;
  return (path) => always.test(path) || prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Every broken link of the pages, as `page:line: message`. */
export function checkLinks(base = root) {
  const shipped = shippedMatcher(base);
  const cache = new Map();
  const page = (path) => {
    if (!cache.has(path)) cache.set(path, readPage(readFileSync(join(base, path), 'utf8')));
    return cache.get(path);
  };
  const problems = [];
  const list = pages(base);
  for (const from of list) {
    const { links } = page(from);
    for (const { href, line } of links) {
      if (/^[a-z][a-z\d+.-]*:/i.test(href)) continue; // http:, https:, mailto:
      const at = `${from}:${line ?? '?'}`;
      const hash = href.indexOf('#');
      const pathPart = decodeURIComponent(hash === -1 ? href : href.slice(0, hash));
      const fragment = hash === -1 ? undefined : decodeURIComponent(href.slice(hash + 1));
      if (pathPart.startsWith('/')) {
        problems.push(`${at}: ${href} is absolute to the site: use a path relative to ${from}`);
        continue;
      }
      const target = pathPart === '' ? from : relative(base, resolve(base, dirname(from), pathPart)).split(sep).join('/');
      if (target.startsWith('..')) {
        problems.push(`${at}: ${href} points outside the repository`);
        continue;
      }
      if (!existsSync(join(base, target))) {
        problems.push(`${at}: ${href}: ${target} does not exist`);
        continue;
      }
      if (shipped(from) && !shipped(target)) {
        problems.push(`${at}: ${href}: ${from} ships in the package but ${target} does not, so the link breaks on npm and in node_modules`);
      }
      if (fragment === undefined || fragment === '') continue;
      if (!target.endsWith('.md') || statSync(join(base, target)).isDirectory()) {
        problems.push(`${at}: ${href}: a #fragment on a page that is not Markdown cannot be checked`);
        continue;
      }
      if (!page(target).anchors.has(fragment)) {
        problems.push(`${at}: ${href}: ${target} has no heading or anchor #${fragment}`);
      }
    }
  }
  return { pages: list, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages: checked, problems } = checkLinks();
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} broken link(s):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const count = checked.reduce((sum, path) => sum + readPage(readFileSync(join(root, path), 'utf8')).links.length, 0);
  console.log(`check-links: ${count} links in ${checked.length} pages resolve`);
}
