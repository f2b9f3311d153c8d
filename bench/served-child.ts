import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './harness.ts';

// A server in a child process of its own, for the served-speed and soak scenarios.

export interface ServedChild {
  readonly url: string;
  ask(message: { type: string; file?: string; lastResort?: boolean }): Promise<Record<string, unknown>>;
  kill(): void;
}

/**
 * A server in a child process of its own (the soak's served mock, the served-speed rows' servers):
 * it runs `script`, reports `{ type: 'ready', url }` over IPC, and answers what `ask` sends.
 * `BENCH_SERVE_URL` in its environment is dist/'s `serve()`.
 */
export function startServedChild(script: string, env: Readonly<Record<string, string>> = {}): Promise<ServedChild> {
  const child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    cwd: ROOT,
    env: { ...process.env, BENCH_SERVE_URL: pathToFileURL(join(ROOT, 'dist/cli/serve.js')).href, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  /** The next message of this type, or an error when the child exits or stays silent for 60 s. */
  const next = (type: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (message: Record<string, unknown>) => {
        if (message['type'] !== type) return;
        done();
        resolve(message);
      };
      const onExit = (code: number | null, signal: string | null) => {
        done();
        reject(new Error(`bench: the served child exited (${code ?? signal}) while the bench waited for '${type}'`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`bench: the served child sent no '${type}' within 60 s`));
      }, 60_000);
      child.on('message', onMessage);
      child.on('exit', onExit);
    });
  return next('ready').then(
    (ready) => ({
      url: String(ready['url']),
      ask: (message) => {
        const answer = next(message.type);
        child.send(message);
        return answer;
      },
      kill,
    }),
    (error: unknown) => {
      kill();
      throw error;
    },
  );
}
