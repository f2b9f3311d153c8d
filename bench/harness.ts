import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// What every scenario of the bench shares: the options, the measuring (interleaved batches, medians,
// ratios), the rows and their budgets. bench/run.ts has the overview.


export type Deps = typeof import('./deps.ts');
export type Server = ReturnType<Deps['setupServer']>;
export type StoreModule = typeof import('../dist/store/create-store.js');
export type ClockModule = typeof import('../dist/clock/create-clock.js');

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The bench's entry, which child processes of the bench run again. */
export const BENCH_ENTRY = join(ROOT, 'bench/run.ts');
const REGION = 'europe-west1.gcp';
export const AUTH_HOST = `https://auth.${REGION}.commercetools.com`;
export const API_HOST = `https://api.${REGION}.commercetools.com`;
export const IMPORT_HOST = `https://import.${REGION}.commercetools.com`;
export const NOW = Date.parse('2030-01-01T00:00:00.000Z');
export const NOW_ISO = new Date(NOW).toISOString();

// ---------------------------------------------------------------------------------------------
// Options

export type Mode = 'full' | 'quick' | 'ci';

interface Config {
  readonly mode: Mode;
  /** Rounds of (candidate batch, baseline batch) per row. */
  readonly rounds: number;
  /** Target duration of one batch. */
  readonly batchMs: number;
  /** Warm-up per side before the rounds start. */
  readonly warmupMs: number;
  /** Process spawns per entry for the cold-import rows. */
  readonly spawns: number;
}

const CONFIGS: Readonly<Record<Mode, Config>> = {
  // Many short batches: on a shared machine, load comes in bursts, and a burst that hits one
  // batch of a round hits the next batch of the other side as well.
  full: { mode: 'full', rounds: 150, batchMs: 8, warmupMs: 400, spawns: 20 },
  ci: { mode: 'ci', rounds: 100, batchMs: 6, warmupMs: 200, spawns: 10 },
  quick: { mode: 'quick', rounds: 15, batchMs: 5, warmupMs: 60, spawns: 3 },
};

export const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  const source = readFileSync(join(ROOT, 'bench/run.ts'), 'utf8');
  console.log(source.slice(0, source.indexOf('\nimport ')).replace(/^\/\/ ?/gm, ''));
  process.exit(0);
}
export const mode: Mode = argv.includes('--ci') ? 'ci' : argv.includes('--quick') ? 'quick' : 'full';
const roundsArg = argv.find((arg) => arg.startsWith('--rounds='));
export const config: Config = { ...CONFIGS[mode], ...(roundsArg ? { rounds: Number(roundsArg.slice('--rounds='.length)) } : {}) };
const onlyArg = argv.find((arg) => arg.startsWith('--only='));
const only = onlyArg ? new Set(onlyArg.slice('--only='.length).split(',')) : undefined;
export const isChild = argv.includes('--child');
export const selected = (id: string) => !only || only.has(id);

const gc = (globalThis as { gc?: (options?: { type: 'major' | 'minor' }) => void }).gc;
if (!gc) {
  // Heap figures and the per-batch collections need it: start again with the flag.
  const again = spawnSync(process.execPath, ['--expose-gc', ...process.execArgv, BENCH_ENTRY, ...argv], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}
/** A full collection, before each row and each heap figure. */
export const collect = () => gc({ type: 'major' });
/** A young-generation collection, before each batch: cheap, and it clears what the last batch left. */
const collectYoung = () => gc({ type: 'minor' });

if (!existsSync(join(ROOT, 'dist', 'index.js'))) {
  console.error('bench: dist/ is missing. Run `npm run build` first (npm run bench does).');
  process.exit(1);
}

export const progress = (text: string) => process.stderr.write(`${text}\n`);

// ---------------------------------------------------------------------------------------------
// Measuring

export interface Side {
  /** Whether op returns a promise to await. */
  readonly async: boolean;
  /** Untimed, before each batch of n operations. */
  before?(n: number): void | Promise<void>;
  /** Untimed, before each single operation; when present, each operation is timed alone. */
  untimed?(i: number): void;
  op(i: number): unknown;
  /** Untimed, after each batch: checks that the operations did what they should. */
  after?(n: number): void | Promise<void>;
}

/** Runs one batch of n operations and returns the time per operation in µs. */
async function batch(side: Side, n: number): Promise<number> {
  await side.before?.(n);
  collectYoung();
  let elapsed = 0;
  if (side.untimed) {
    for (let i = 0; i < n; i++) {
      side.untimed(i);
      const started = performance.now();
      side.op(i);
      elapsed += performance.now() - started;
    }
  } else {
    const started = performance.now();
    if (side.async) for (let i = 0; i < n; i++) await side.op(i);
    else for (let i = 0; i < n; i++) side.op(i);
    elapsed = performance.now() - started;
  }
  await side.after?.(n);
  return (elapsed * 1000) / n;
}

/**
 * Warms the side up for warmupMs, then returns the batch size that takes about batchMs. The size
 * comes from warm batches: the first calls run cold (lazy compilation, unoptimised code), and a
 * size computed from them can be a handful of operations, which timer resolution then swamps.
 */
async function calibrate(side: Side): Promise<number> {
  const warmUntil = performance.now() + config.warmupMs;
  let n = 1;
  let perOp = await batch(side, n);
  while (performance.now() < warmUntil || ((perOp * n) / 1000 < config.batchMs / 4 && n < 1 << 22)) {
    if ((perOp * n) / 1000 < config.batchMs / 4 && n < 1 << 22) n *= 2;
    perOp = await batch(side, n);
  }
  return Math.max(1, Math.round((config.batchMs * 1000) / perOp));
}

export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return (sorted[low] ?? NaN) + ((sorted[high] ?? NaN) - (sorted[low] ?? NaN)) * (at - low);
}
export const median = (values: readonly number[]) => quantile(values, 0.5);

interface Paired {
  readonly candidate: number;
  readonly baseline: number;
  readonly ratio: number;
  readonly ratioLow: number;
  readonly ratioHigh: number;
  readonly delta: number;
}

export function summarize(candidates: readonly number[], baselines: readonly number[]): Paired {
  const ratios = candidates.map((value, i) => value / (baselines[i] ?? NaN));
  const deltas = candidates.map((value, i) => value - (baselines[i] ?? NaN));
  return {
    candidate: median(candidates),
    baseline: median(baselines),
    ratio: median(ratios),
    ratioLow: quantile(ratios, 0.25),
    ratioHigh: quantile(ratios, 0.75),
    delta: median(deltas),
  };
}

/** Interleaved rounds: candidate then baseline, baseline then candidate, and so on. */
export async function compare(candidate: Side, baseline: Side): Promise<Paired> {
  collect();
  const sizeC = await calibrate(candidate);
  const sizeB = await calibrate(baseline);
  const c: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < config.rounds; round++) {
    if (round % 2 === 0) {
      c.push(await batch(candidate, sizeC));
      b.push(await batch(baseline, sizeB));
    } else {
      b.push(await batch(baseline, sizeB));
      c.push(await batch(candidate, sizeC));
    }
  }
  return summarize(c, b);
}

/** Rounds of one side alone: its median time per operation. */
export async function alone(side: Side): Promise<number> {
  collect();
  const size = await calibrate(side);
  const times: number[] = [];
  for (let round = 0; round < config.rounds; round++) times.push(await batch(side, size));
  return median(times);
}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(`bench: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Rows and budgets

export type Budget =
  | { readonly kind: 'ratio'; readonly max: number }
  | { readonly kind: 'abs'; readonly maxUs: number }
  | { readonly kind: 'delta'; readonly maxMs: number }
  | { readonly kind: 'bytes'; readonly maxBytes: number }
  /** A throughput as a share of its floor's, where more is better. */
  | { readonly kind: 'share'; readonly min: number };

export interface Row {
  readonly id: string;
  readonly section: string;
  readonly name: string;
  readonly msw: string;
  /** The row's own median, as text. */
  readonly value: string;
  readonly baseline?: string;
  readonly ratio?: string;
  readonly delta?: string;
  readonly budget?: Budget;
  /** The figure the budget is checked on: a ratio, µs, ms or bytes. */
  readonly measured?: number;
}

export function fmtUs(us: number): string {
  const size = Math.abs(us);
  if (size >= 1000) return `${(us / 1000).toFixed(2)} ms`;
  return `${us.toFixed(size >= 100 ? 0 : size >= 10 ? 1 : 2)} µs`;
}
export const fmtMs = (ms: number): string => `${ms.toFixed(1)} ms`;
/** Bytes as B below 1 MB, as MB (2^20 B) from there on. */
export const fmtBytes = (bytes: number): string => (Math.abs(bytes) < 2 ** 20 ? `${Math.round(bytes)} B` : `${(bytes / 2 ** 20).toFixed(1)} MB`);
export const fmtRatio = (p: Paired): string => `${p.ratio.toFixed(2)}× (${p.ratioLow.toFixed(2)}–${p.ratioHigh.toFixed(2)})`;

/** A limit in µs, in ms from 1 ms up. */
export const fmtLimitUs = (us: number): string => (us >= 1000 ? `${us / 1000} ms` : `${us} µs`);

export function describeBudget(budget: Budget): string {
  if (budget.kind === 'ratio') return `≤ ${budget.max.toFixed(2)}×`;
  if (budget.kind === 'abs') return `≤ ${fmtLimitUs(budget.maxUs)}`;
  if (budget.kind === 'bytes') return `≤ ${fmtBytes(budget.maxBytes)}`;
  if (budget.kind === 'share') return `≥ ${budget.min.toFixed(2)}× the floor`;
  return `Δ ≤ ${budget.maxMs} ms`;
}

export function passes(budget: Budget, measured: number): boolean {
  if (budget.kind === 'ratio') return measured <= budget.max;
  if (budget.kind === 'abs') return measured <= budget.maxUs;
  if (budget.kind === 'bytes') return measured <= budget.maxBytes;
  if (budget.kind === 'share') return measured >= budget.min;
  return measured <= budget.maxMs;
}

/** A budget's figure or limit as the verdicts show it. */
export function fmtBudgetFigure(budget: Budget, value: number): string {
  if (budget.kind === 'ratio' || budget.kind === 'share') return `${value.toFixed(2)}×`;
  if (budget.kind === 'abs') return fmtUs(value);
  if (budget.kind === 'bytes') return fmtBytes(value);
  return `Δ ${fmtMs(value)}`;
}

/**
 * The --ci threshold: three times the budget. For a ratio budget that is three times the excess it
 * allows over the floor (≤ 1.10× allows 0.10 on top, so CI fails above 1.30×), because three times
 * the ratio itself (3.3×) would let a run pass that is three times slower than msw alone. For a
 * share, a third of it: three times slower than the budget allows.
 */
export function grossLimit(budget: Budget): number {
  if (budget.kind === 'ratio') return 1 + 3 * (budget.max - 1);
  if (budget.kind === 'share') return budget.min / 3;
  if (budget.kind === 'abs') return 3 * budget.maxUs;
  if (budget.kind === 'bytes') return 3 * budget.maxBytes;
  return 3 * budget.maxMs;
}

export function pairedRow(
  id: string,
  section: string,
  name: string,
  msw: string,
  baselineName: string,
  paired: Paired,
  budget?: Budget,
): Row {
  return {
    id,
    section,
    name,
    msw,
    value: fmtUs(paired.candidate),
    baseline: `${baselineName} ${fmtUs(paired.baseline)}`,
    ratio: fmtRatio(paired),
    delta: `${paired.delta >= 0 ? '+' : ''}${fmtUs(paired.delta)}`,
    ...(budget ? { budget, measured: budget.kind === 'ratio' ? paired.ratio : paired.candidate } : {}),
  };
}


export const fmtCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
export const fmtMB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
