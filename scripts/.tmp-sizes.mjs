import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
const lazy = { name: 'l', setup(b) { b.onResolve({ filter: /.*/ }, (a) => (a.kind === 'dynamic-import' ? { path: a.path, external: true } : undefined)); } };
const r = await build({ entryPoints: ['src/index.ts'], bundle: true, minify: true, platform: 'browser', format: 'esm', external: ['msw','msw/*'], plugins: [lazy], write: false, metafile: true, logLevel: 'error', define: { 'process.env.NODE_ENV': '"production"' } });
const out = Object.values(r.metafile.outputs)[0];
console.log('total gzip', gzipSync(r.outputFiles[0].contents, {level:9}).length);
for (const f of process.argv.slice(2)) console.log(f, out.inputs[f]?.bytesInOutput);
