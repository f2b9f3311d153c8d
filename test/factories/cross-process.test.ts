import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createFactories } from '../../src/factories/index.js';
import { buildSamples, SAMPLE_SEEDS } from './fixtures/samples.js';

// Same seed, same bytes in fresh Node processes that import the built entry as a user would,
// under different time zones and locales, and the same bytes as the sources give in this process.

const DIST_ENTRY = fileURLToPath(new URL('../../dist/factories/index.js', import.meta.url));
const SCRIPT = fileURLToPath(new URL('./fixtures/print-samples.ts', import.meta.url));

function printSamples(env: Record<string, string>): string {
  if (!existsSync(DIST_ENTRY)) {
    throw new Error(`${DIST_ENTRY} is missing: run \`npm run build\` first (npm test does it for you).`);
  }
  const result = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`The sample script failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

describe('factories across processes', () => {
  it('print byte-identical JSON in two fresh processes, whatever their time zone and locale', () => {
    const first = printSamples({ TZ: 'UTC', LANG: 'en_US.UTF-8', LC_ALL: 'en_US.UTF-8' });
    const second = printSamples({ TZ: 'Pacific/Kiritimati', LANG: 'tr_TR.UTF-8', LC_ALL: 'tr_TR.UTF-8' });
    expect(first.length).toBeGreaterThan(10_000);
    expect(second).toBe(first);
  });

  it('print what the sources build in this process (else dist is stale: run `npm run build`)', () => {
    const printed = printSamples({});
    const here = JSON.stringify(SAMPLE_SEEDS.map((seed) => buildSamples(createFactories, seed)));
    expect(printed).toBe(here);
  });
});
