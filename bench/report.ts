import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import type { Deps, Row } from './harness.ts';
import { config, describeBudget, passes } from './harness.ts';

// ---------------------------------------------------------------------------------------------
// Output

export function table(rows: readonly Row[]): string {
  const lines = [
    '| # | case | msw | median | baseline (median) | ratio (IQR) | Δ | budget | result |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const result = row.budget && row.measured !== undefined ? (passes(row.budget, row.measured) ? 'PASS' : '**FAIL**') : '';
    lines.push(
      `| ${row.section} | ${row.name} | ${row.msw.replace('msw ', '')} | ${row.value} | ${row.baseline ?? ''} | ${row.ratio ?? ''} | ${row.delta ?? ''} | ${
        row.budget ? describeBudget(row.budget) : ''
      } | ${result} |`,
    );
  }
  return lines.join('\n');
}

export function machine(d: Deps): string[] {
  let model = cpus()[0]?.model ?? 'unknown';
  try {
    model = /^model name\s*:\s*(.+)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? model;
  } catch {
    // not Linux
  }
  const major = d.mswVersion.split('.')[0];
  return [
    `machine: ${availableParallelism()} cores (nproc), ${model}; Node ${process.version}; ${process.platform}/${process.arch}`,
    `msw ${d.mswVersion} installed (major ${major})${process.env['MSW2_DIR'] ? `; second major from MSW2_DIR=${process.env['MSW2_DIR']}` : ''}`,
    `mode ${config.mode}: ${config.rounds} interleaved rounds of ~${config.batchMs} ms batches per side, ${config.warmupMs} ms warm-up, ${config.spawns} spawns per entry`,
  ];
}
