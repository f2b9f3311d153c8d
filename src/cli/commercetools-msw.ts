#!/usr/bin/env node
/// <reference types="node" />
// The `commercetools-msw` command. Kept apart from the main entry, which must stay free of node:http.
import { parseCli, toServeOptions, UsageError, USAGE } from './cli-options.js';
import { DEFAULT_PROJECT_KEY, serve } from './serve.js';

function startMessage(url: string, projectKeys: readonly string[], auth: boolean): string {
  const first = projectKeys[0] ?? DEFAULT_PROJECT_KEY;
  const lines = [
    `commercetools-msw listening on ${url}`,
    `  Projects: ${projectKeys.join(', ')}`,
    `  Token:    curl -s -u any-id:any-secret -d grant_type=client_credentials ${url}/oauth/token`,
    auth
      ? `  Project:  curl -s -H "Authorization: Bearer <access_token>" ${url}/${first}`
      : `  Project:  curl -s ${url}/${first}   (no token needed: --no-auth)`,
    `  Use ${url} as the API, auth and Import API host. Ctrl+C stops the server.`,
  ];
  return `${lines.join('\n')}\n`;
}

async function main(argv: readonly string[]): Promise<void> {
  const command = parseCli(argv);
  if (command.kind === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  const options = toServeOptions(command);
  const server = await serve(options);
  const projectKeys = (options.projects ?? [{ key: DEFAULT_PROJECT_KEY }]).map((project) => project.key);
  process.stdout.write(startMessage(server.url, projectKeys, command.auth));

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`commercetools-msw: ${signal}, closing ${server.url}\n`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`commercetools-msw: closing failed: ${error instanceof Error ? error.message : String(error)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`commercetools-msw: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    process.stderr.write(`commercetools-msw: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
});
