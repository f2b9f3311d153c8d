/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { ProjectDraft } from '../store/project/project.js';
import { DEFAULT_HOST, DEFAULT_PORT, DEFAULT_PROJECT_KEY, type ServeOptions } from './serve.js';

/** The text `--help` prints. */
export const USAGE = `Usage: commercetools-msw serve [options]

Serves the commercetools mock (OAuth token endpoint, Project settings API, Import Containers)
over HTTP on one base URL: POST /oauth/token, GET|HEAD|POST /{projectKey},
/{projectKey}/import-containers[/{key}].

Options:
  --port <number>     TCP port to listen on; 0 picks a free one (default ${DEFAULT_PORT})
  --host <address>    address to bind to (default ${DEFAULT_HOST}, loopback only)
  --project <key>     a Project to start with; repeatable (default: one Project '${DEFAULT_PROJECT_KEY}'
                      when neither --project nor --fixture is given)
  --fixture <path>    a Project JSON file to start with, such as fixtures/full-project.json; repeatable
  --no-auth           answer API requests without a bearer token
  --now <iso>         where the mock's clock starts, e.g. 2030-01-01T00:00:00.000Z (default: now);
                      the clock then stands still
  -h, --help          show this help
`;

/** Thrown for a command line that cannot run; the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** What the command line asks for. */
export type CliCommand =
  | { readonly kind: 'help' }
  | {
      readonly kind: 'serve';
      readonly port: number;
      readonly host: string;
      readonly projectKeys: readonly string[];
      readonly fixtures: readonly string[];
      readonly auth: boolean;
      readonly now?: string;
    };

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  project: { type: 'string', multiple: true },
  fixture: { type: 'string', multiple: true },
  'no-auth': { type: 'boolean' },
  now: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsOptionsConfig;

function parseRaw(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parsePort(text: string | undefined): number {
  if (text === undefined) return DEFAULT_PORT;
  const port = /^\d{1,5}$/.test(text) ? Number(text) : Number.NaN;
  if (!(port >= 0 && port <= 65_535)) throw new UsageError(`--port must be a number from 0 to 65535, not '${text}'.`);
  return port;
}

/**
 * Parses the arguments after `node commercetools-msw.js`.
 *
 * @example
 * parseCli(['serve', '--port', '9000', '--project', 'shop', '--project', 'outlet']);
 * // { kind: 'serve', port: 9000, host: '127.0.0.1', projectKeys: ['shop', 'outlet'], fixtures: [], auth: true }
 */
export function parseCli(argv: readonly string[]): CliCommand {
  const { values, positionals } = parseRaw(argv);
  if (values.help) return { kind: 'help' };
  const [command, ...rest] = positionals;
  if (command === undefined) throw new UsageError('Name a command: serve.');
  if (command !== 'serve') throw new UsageError(`Unknown command '${command}'. The only command is serve.`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument '${rest.join(' ')}'.`);
  const host = values.host ?? DEFAULT_HOST;
  if (host.trim() === '') throw new UsageError('--host must not be empty.');
  return {
    kind: 'serve',
    port: parsePort(values.port),
    host,
    projectKeys: values.project ?? [],
    fixtures: values.fixture ?? [],
    auth: values['no-auth'] !== true,
    ...(values.now === undefined ? {} : { now: values.now }),
  };
}

/**
 * Reads a Project JSON file, such as one of the package's fixtures. Only the shape a seed needs is
 * checked here (an object with a string `key`); the mock checks the rest when it is created.
 *
 * @example
 * readProjectFile('fixtures/full-project.json').key; // 'full-project'
 */
export function readProjectFile(path: string, cwd: string = process.cwd()): ProjectDraft {
  const absolute = resolve(cwd, path);
  let text: string;
  try {
    text = readFileSync(absolute, 'utf8');
  } catch (error) {
    throw new UsageError(`--fixture ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--fixture ${path} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !('key' in value) || typeof value.key !== 'string') {
    throw new UsageError(`--fixture ${path} must hold one Project: a JSON object with a string "key".`);
  }
  // The mock validates every other field of the seed, with a message that lists what is wrong.
  return value as ProjectDraft;
}

/**
 * Turns a parsed `serve` command into the options of `serve()`, reading the fixtures.
 *
 * @example
 * const options = toServeOptions(parseCli(['serve', '--no-auth', '--fixture', 'fixtures/full-project.json']));
 * // { port: 8080, host: '127.0.0.1', projects: [fullProject], auth: false }
 */
export function toServeOptions(command: Extract<CliCommand, { kind: 'serve' }>, cwd: string = process.cwd()): ServeOptions {
  const projects: ProjectDraft[] = [
    ...command.projectKeys.map((key) => ({ key })),
    ...command.fixtures.map((path) => readProjectFile(path, cwd)),
  ];
  return {
    port: command.port,
    host: command.host,
    ...(projects.length > 0 ? { projects } : {}),
    ...(command.auth ? {} : { auth: false as const }),
    ...(command.now === undefined ? {} : { now: command.now }),
  };
}
