import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Row } from '../harness.ts';
import { BENCH_ENTRY, ROOT, argv, check, progress, selected } from '../harness.ts';
import { OPS_HTTP_ROWS } from './import-operations.ts';
import { HTTP_ROWS } from './requests.ts';

// ---------------------------------------------------------------------------------------------
// A second msw major: the HTTP rows again, in a child process whose node_modules hold it

export function secondMajorRows(): Row[] {
  const dir = process.env['MSW2_DIR'];
  if (!dir || ![...HTTP_ROWS, ...OPS_HTTP_ROWS].some(selected)) return [];
  const source = resolve(dir);
  const mswDir = join(source, 'msw');
  check(existsSync(join(mswDir, 'package.json')), `MSW2_DIR=${dir} holds no msw/package.json`);
  const version = String((JSON.parse(readFileSync(join(mswDir, 'package.json'), 'utf8')) as { version: unknown }).version);
  progress(`msw ${version} from ${mswDir}: the HTTP rows in a child process`);
  // A node_modules that is the project's own, except msw (the other major) and a copy of the
  // built package, so that its `import 'msw'` resolves to that major too.
  const work = mkdtempSync(join(tmpdir(), 'commercetools-msw-bench-'));
  try {
    const modules = join(work, 'node_modules');
    mkdirSync(modules);
    for (const name of readdirSync(join(ROOT, 'node_modules'))) {
      if (name.startsWith('.') || name === 'msw' || name === 'commercetools-msw') continue;
      symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
    }
    symlinkSync(mswDir, join(modules, 'msw'));
    const own = join(modules, 'commercetools-msw');
    mkdirSync(own);
    cpSync(join(ROOT, 'package.json'), join(own, 'package.json'));
    cpSync(join(ROOT, 'dist'), join(own, 'dist'), { recursive: true });
    writeFileSync(join(work, 'deps.mjs'), readFileSync(join(ROOT, 'bench', 'deps.ts')));
    const flags = argv.filter((arg) => arg === '--quick' || arg === '--ci' || arg.startsWith('--rounds=') || arg.startsWith('--only='));
    const child = spawnSync(process.execPath, ['--expose-gc', BENCH_ENTRY, '--child', ...flags], {
      cwd: ROOT,
      env: { ...process.env, MSW2_DIR: '', BENCH_DEPS: pathToFileURL(join(work, 'deps.mjs')).href },
      stdio: ['ignore', 'pipe', 'inherit'],
      maxBuffer: 1 << 24,
    });
    const line = String(child.stdout)
      .split('\n')
      .find((text) => text.startsWith('BENCH_ROWS '));
    check(child.status === 0 && line !== undefined, `the msw ${version} run failed (exit ${child.status})`);
    return JSON.parse(line.slice('BENCH_ROWS '.length)) as Row[];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
