import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';

// The main entry must run in a browser without polyfills: no Node built-in modules, and no Node
// globals. esbuild bundles src/index.ts for the browser (msw stays external, as the peer it is);
// Node built-ins are marked external too, so that one sneaking in shows up as an import of the
// bundle instead of a resolve error. Each Node global is defined as a marker identifier, which
// esbuild substitutes only where code really reads the global (not in strings, comments or
// shadowing locals), so a marker in the output is a real reference.

const root = resolve(import.meta.dirname, '../..');
const MARKER = '__NODE_ONLY__';
const NODE_GLOBALS = ['process', 'Buffer', 'require', '__dirname', '__filename', 'global', 'setImmediate', 'clearImmediate'];
const GLOBAL_OBJECTS = ['globalThis', 'window', 'self'];

const define: Record<string, string> = {
  // Bundlers replace this one for the browser (esbuild, Vite, webpack do), and immer reads it.
  'process.env.NODE_ENV': '"production"',
};
for (const name of NODE_GLOBALS) {
  define[name] = `${MARKER}${name}`;
  for (const object of GLOBAL_OBJECTS) define[`${object}.${name}`] = `${MARKER}${name}`;
}

let code = '';
let metafile: Metafile;

beforeAll(async () => {
  const result = await build({
    entryPoints: [resolve(root, 'src/index.ts')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    external: ['msw', 'node:*', ...builtinModules],
    define,
    // Comments are no code: graphql-js's JSDoc examples import node:assert.
    minifyWhitespace: true,
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild wrote no output for src/index.ts');
  code = output.text;
  metafile = result.metafile;
});

describe('the main entry (src/index.ts) bundled for the browser', () => {
  it('imports nothing but msw', () => {
    const outputs = Object.values(metafile.outputs);
    expect(outputs).toHaveLength(1);
    expect([...new Set(outputs[0]?.imports.map((entry) => entry.path))]).toEqual(['msw']);
  });

  it('reaches no Node built-in module from any file it bundles', () => {
    const builtins = new Set(builtinModules);
    const offenders = Object.entries(metafile.inputs).flatMap(([file, input]) =>
      input.imports
        .filter(({ path }) => path.startsWith('node:') || builtins.has(path) || builtins.has(path.split('/')[0] ?? ''))
        .map(({ path }) => `${file} imports ${path}`),
    );
    expect(offenders).toEqual([]);
    expect(Object.keys(metafile.inputs).filter((file) => file.startsWith('node:') || file.includes('(disabled)'))).toEqual([]);
  });

  it('reads no Node global: process, Buffer, require, __dirname, __filename, global, setImmediate', () => {
    // graphql-js, loaded with the first GraphQL request, reads `globalThis.process && process.env.NODE_ENV`:
    // the guard is all a browser evaluates (undefined), and bundlers replace the rest.
    // The fake-timers guard reads `globalThis.process?.nextTick` (src/adapters/fake-timers-guard.ts):
    // optional, so a browser evaluates undefined, and no bundler rewrites a property of globalThis.
    const guarded = code.replaceAll(`${MARKER}process&&`, '').replaceAll(`${MARKER}process?.nextTick`, '');
    const references = [...new Set(guarded.match(new RegExp(`${MARKER}\\w+`, 'g')) ?? [])].map((marker) => marker.slice(MARKER.length));
    expect(references).toEqual([]);
  });

  it('needs no CommonJS shim and names no node: module', () => {
    expect(code).not.toMatch(/\b__require\b|\brequire\(/);
    expect(code).not.toMatch(/["'`]node:/);
    expect(code).not.toMatch(/\b__dirname\b|\b__filename\b/);
  });
});

describe('the published main entry (dist/index.js, one bundled module)', () => {
  const file = resolve(import.meta.dirname, '../../dist/index.js');

  it('names no Node global or module, so it loads in a browser without a bundler', () => {
    if (!existsSync(file)) throw new Error('dist/index.js is missing: run `npm run build` (npm test does).');
    const code = readFileSync(file, 'utf8');
    // Beside the fake-timers guard's optional read of globalThis.process?.nextTick (see above).
    expect(code.replaceAll('globalThis.process?.nextTick', '')).not.toMatch(/\bprocess\b|\bBuffer\b|\brequire\(|["']node:|__dirname|__filename/);
    expect([...new Set([...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1]))]).toEqual(['msw']);
  });
});
