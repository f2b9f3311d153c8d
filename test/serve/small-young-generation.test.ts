import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CLI, requireBuild, ROOT } from './cli-helpers.js';

// The served process keeps V8's young generation small, so that its resident memory stays flat
// under load (the soak in BENCHMARKS.md measures the effect over a million requests). Here, a
// child process churns through short-lived objects with a sliding window of survivors, the pattern
// that makes V8 grow its new space, once as it is and once after keepYoungGenerationSmall().

const MODULE = pathToFileURL(join(ROOT, 'src/cli/small-young-generation.ts')).href;

function newSpaceAfterChurn(keepSmall: boolean): number {
  const script = `
    import { getHeapSpaceStatistics } from 'node:v8';
    if (${keepSmall}) (await import(${JSON.stringify(MODULE)})).keepYoungGenerationSmall();
    const window = new Array(20000);
    for (let i = 0; i < 2_000_000; i++) window[i % window.length] = { i, text: 'entry ' + i, list: [i, i + 1] };
    process.stdout.write(String(getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size));
  `;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 });
  expect(child.stderr).toBe('');
  return Number(child.stdout);
}

describe('keepYoungGenerationSmall', () => {
  it('stops V8 from growing the young generation under churn', () => {
    const grown = newSpaceAfterChurn(false);
    const kept = newSpaceAfterChurn(true);
    expect(grown).toBeGreaterThanOrEqual(4 * kept);
    expect(kept).toBeLessThanOrEqual(8 * 2 ** 20);
  });

  it('is what the serve command does before it serves', () => {
    requireBuild();
    const source = readFileSync(CLI, 'utf8');
    const called = source.indexOf('keepYoungGenerationSmall()');
    expect(called).toBeGreaterThan(-1);
    expect(called).toBeLessThan(source.indexOf('await serve('));
  });
});
