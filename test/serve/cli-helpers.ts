import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Spawning the built CLI, for the serve tests: `npm run build` first (npm test does it).

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLI = join(ROOT, 'dist/cli/commercetools-msw.js');
export const CLI_TIMEOUT_MS = 20_000;

export interface CliRun {
  readonly url: string;
  readonly child: ChildProcess;
  output(): string;
  errors(): string;
  /** Resolves when the process exits. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal and waits for the exit. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children = new Set<ChildProcess>();

export function requireBuild(): void {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run \`npm run build\` first (npm test does it for you).`);
}

/** The environment for a CLI run: this one without an admin token, plus `extra`. */
function envWith(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { COMMERCETOOLS_MSW_ADMIN_TOKEN: _, ...rest } = process.env;
  return { ...rest, ...extra };
}

/** Spawns the built CLI and resolves once it prints its "listening on" line. */
export function startCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliRun> {
  requireBuild();
  const child = spawn(process.execPath, [CLI, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: envWith(env) });
  children.add(child);
  const exited = once(child, 'exit').then(([code, signal]) => {
    children.delete(child);
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The CLI printed no "listening" line in 10 s.\n${out}${err}`)), 10_000);
    const onData = () => {
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve({
        url: match[1],
        child,
        output: () => out,
        errors: () => err,
        exited,
        stop: (signal) => {
          child.kill(signal);
          return exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    void exited.then(({ code }) => {
      clearTimeout(timer);
      reject(new Error(`The CLI exited (${code}) before listening.\n${out}${err}`));
    });
  });
}

/** Runs the built CLI to its end. */
export function runCli(args: readonly string[], env: Record<string, string> = {}) {
  requireBuild();
  return spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, encoding: 'utf8', timeout: 10_000, env: envWith(env) });
}

/** Kills whatever a failed test left running. */
export async function killChildren(): Promise<void> {
  await Promise.all(
    [...children].map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    }),
  );
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
