#!/usr/bin/env node
/// <reference types="node" />
// The `commercetools-msw` command. Kept apart from the main entry, which must stay free of node:http.
import { isLoopback } from '../admin/admin-access.js';
import { ADMIN_TOKEN_ENV, parseCli, toServeOptions, UsageError, USAGE } from './cli-options.js';
import { checkConfigContent } from './config-file.js';
import { ConfigFileError } from './usage-error.js';
import { DEFAULT_PROJECT_KEY, serve, type ServeOptions } from './serve.js';
import { keepYoungGenerationSmall } from './small-young-generation.js';

function adminLine(url: string, options: ServeOptions): string {
  if (options.admin === false) return '  Admin:    off (--no-admin)';
  if (options.admin?.token !== undefined) {
    return `  Admin:    curl -s -H "Authorization: Bearer $${ADMIN_TOKEN_ENV}" ${url}/__admin/health   (token required)`;
  }
  if (!isLoopback(options.host ?? '127.0.0.1')) {
    return `  Admin:    closed (403): bound to ${options.host} without --admin-token or ${ADMIN_TOKEN_ENV}`;
  }
  return `  Admin:    curl -s ${url}/__admin/health   (reset, clock, faults, requests: see docs/serve.md)`;
}

function corsLine(options: ServeOptions): string {
  const { cors } = options;
  if (cors === false) return '  CORS:     off (--no-cors)';
  const origins = cors?.origins === undefined ? 'any origin' : cors.origins.join(', ');
  const admin = cors?.admin === true && options.admin !== false ? 'admin API too' : 'not the admin API';
  return `  CORS:     ${origins} (${admin})`;
}

function startMessage(url: string, projectKeys: readonly string[], options: ServeOptions): string {
  const first = projectKeys[0] ?? DEFAULT_PROJECT_KEY;
  const lines = [
    `commercetools-msw listening on ${url}`,
    `  Projects: ${projectKeys.join(', ')}`,
    // A token is for one Project, so the command names one: with several, naming none is refused.
    `  Token:    curl -s -u any-id:any-secret -d grant_type=client_credentials -d scope=manage_project:${first} ${url}/oauth/token`,
    options.auth === false
      ? `  Project:  curl -s ${url}/${first}   (no token needed: --no-auth)`
      : `  Project:  curl -s -H "Authorization: Bearer <access_token>" ${url}/${first}`,
    adminLine(url, options),
    corsLine(options),
    `  Clock:    ${options.clock === 'real' ? 'real (follows wall time)' : 'frozen (moves only when told to)'}`,
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
  // Content declared in the config is checked as the import engine loads: before listening.
  if (command.config !== undefined) await checkConfigContent(command.config, options);
  keepYoungGenerationSmall();
  const server = await serve(options);
  const projectKeys = options.state ? options.state.projects.map(({ project }) => project.key) : (options.projects ?? [{ key: DEFAULT_PROJECT_KEY }]).map((project) => project.key);
  process.stdout.write(startMessage(server.url, projectKeys, options));

  // Closed by a signal or by POST /__admin/shutdown: either way, the requests in flight finished.
  server.closed.then(
    () => {
      process.stdout.write(`commercetools-msw: closed ${server.url}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      process.stderr.write(`commercetools-msw: closing failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    process.stdout.write(`commercetools-msw: ${signal}, finishing the requests in flight and closing ${server.url}\n`);
    // `closed` reports how it ends.
    server.close().catch(() => undefined);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigFileError) {
    process.stderr.write(`commercetools-msw: ${error.message}\n(commercetools-msw serve --help lists the options a config file may hold.)\n`);
    process.exitCode = 2;
  } else if (error instanceof UsageError) {
    process.stderr.write(`commercetools-msw: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    // The library's own messages carry the prefix already.
    const message = (error instanceof Error ? error.message : String(error)).replace(/^commercetools-msw: /, '');
    process.stderr.write(`commercetools-msw: ${message}\n`);
    process.exitCode = 1;
  }
});
