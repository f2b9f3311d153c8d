// Starting the example's processes (the served mock, the apps) and stopping them, for the tests.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const children = [];

/** The installed bin, not npx: a signal reaches the server itself. */
export const MOCK_BIN = 'node_modules/commercetools-msw/dist/cli/commercetools-msw.js';

/** Starts a process and resolves with the first http:// URL it prints on stdout. */
export async function start(command, args, env = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines = createInterface({ input: child.stdout });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`${args.join(' ')} exited with ${code} before printing its URL`);
  });
  const url = new Promise((resolve) => lines.on('line', (line) => {
    const found = /http:\/\/[\w.:[\]]+/.exec(line);
    if (found) resolve(found[0]);
  }));
  return Promise.race([url, exited]);
}

/** Stops every process started, and waits for each to exit. */
export async function stopAll() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? once(child, 'exit') : undefined)));
}
