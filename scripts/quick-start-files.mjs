// Reads the files of the README's "Quick start with Vitest" section out of the README's own text,
// so that CI checks exactly what a newcomer copies (scripts/check-quick-start.mjs) and a fast test
// notices when an edit leaves the extractor finding nothing (test/readme-quick-start.test.ts).

export const QUICK_START_HEADING = '## Quick start with Vitest';

// A block names its file in a first-line comment (`// test/setup.ts`); tsconfig.json uses a jsonc
// block for the same comment, which tsc accepts.
const FILE_COMMENT = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.(?:ts|mts|js|mjs|json))\s*$/;
const INSTALL_LINE = /^npm (?:i|install) (?:-D|--save-dev) .*\bcommercetools-msw\b.*$/m;

/**
 * Whether an argument of the install line stands for this package: its name, or the tarball that
 * `npm pack` writes (`commercetools-msw-0.1.0.tgz`, under any folder), which the README installs
 * while the package is not on npm.
 */
export function isPackageArgument(arg) {
  return arg === 'commercetools-msw' || /(?:^|\/)commercetools-msw-\d+\.\d+\.\d+(?:-[\w.]+)?\.tgz$/.test(arg);
}

/** The section's text, from its heading up to the next `## ` heading. */
export function quickStartSection(readme) {
  const start = readme.indexOf(`\n${QUICK_START_HEADING}\n`);
  if (start === -1) throw new Error(`README.md has no "${QUICK_START_HEADING}" heading: restore it, or update scripts/quick-start-files.mjs.`);
  const rest = readme.slice(start + 1);
  const next = rest.indexOf('\n## ', QUICK_START_HEADING.length);
  return next === -1 ? rest : rest.slice(0, next + 1);
}

/** Every fenced block of the section, in order. */
export function fencedBlocks(section) {
  return [...section.matchAll(/^```([\w-]*)\n([\s\S]*?)^```$/gm)].map(([, lang, body]) => ({ lang, body }));
}

/**
 * The quick start as files and commands: `files` are the blocks whose first line names a path,
 * verbatim (that comment line included); `install` is the `npm i -D …` line of a `sh` block.
 */
export function extractQuickStart(readme) {
  const blocks = fencedBlocks(quickStartSection(readme));
  const files = [];
  for (const { body } of blocks) {
    const match = FILE_COMMENT.exec(body.split('\n', 1)[0]);
    if (!match) continue;
    const path = match[1];
    if (path.split('/').some((segment) => segment === '.' || segment === '..')) throw new Error(`README.md's quick start names ${path}: name files relative to the project root, without . or .. segments.`);
    if (files.some((file) => file.path === path)) throw new Error(`README.md's quick start shows ${path} twice: keep one block per file.`);
    files.push({ path, content: body });
  }
  const install = blocks.filter(({ lang }) => lang === 'sh' || lang === 'bash').map(({ body }) => INSTALL_LINE.exec(body)?.[0]).find(Boolean);
  return { files, install };
}
