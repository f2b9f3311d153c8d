/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import type { ProjectDraft } from '../store/project/project.js';
import { readConfigFile } from './config-file.js';
import { readStateFile } from './state-file.js';
import { STATE_REPLACES } from '../create-commercetools-mock.js';
import { corsOptionOf, parseCorsFlags, type CorsFlags } from './cors-flags.js';
import { fixtureFile, projectFixtureNames } from './package-fixtures.js';
import { DEFAULT_HOST, DEFAULT_PORT, DEFAULT_PROJECT_KEY, type ServeOptions } from './serve.js';
import { UsageError } from './usage-error.js';

export { UsageError } from './usage-error.js';

/** The environment variable that gives the admin token, when --admin-token does not. */
export const ADMIN_TOKEN_ENV = 'COMMERCETOOLS_MSW_ADMIN_TOKEN';

/** The text `--help` prints. */
export const USAGE = `Usage: commercetools-msw serve [options]

Serves the commercetools mock over HTTP, every service on one base URL:
  OAuth       POST /oauth/token, /oauth/{projectKey}/anonymous/token,
              /oauth/{projectKey}/customers/token,
              /oauth/{projectKey}/in-store/key={storeKey}/customers/token,
              /oauth/introspect, /oauth/token/revoke
  Project     GET|HEAD|POST /{projectKey}
  Import API  GET|POST /{projectKey}/import-containers,
              GET|PUT|DELETE /{projectKey}/import-containers/{key},
              POST /{projectKey}/{segment}/import-containers/{key} (import requests),
              GET /{projectKey}/import-containers/{key}/import-summaries and /import-operations,
              GET /{projectKey}/import-operations/{id}
  Reads       GET|HEAD /{projectKey}/{resources}, /{resources}/{id} and /{resources}/key={key} for
              product-types, types, categories, products, product-projections, customers,
              inventory, standalone-prices, discount-codes and orders (/order-number={number});
              customers and orders also under /{projectKey}/in-store/key={storeKey}/
Any other path or method answers 501 NotModelledByMock, unless a stub (/__admin/stubs) answers it.
Every answer carries X-Correlation-ID: the request's own, or a generated one.

The admin API (/__admin/health, /__admin/reset, /__admin/clock, /__admin/faults, ...) controls
the mock from other processes; see the serve mode page of the docs (docs/serve.md).

Options:
  --port <number>          TCP port to listen on; 0 picks a free one (default ${DEFAULT_PORT})
  --host <address>         address to bind to (default ${DEFAULT_HOST}, loopback only)
  --project <key>          a Project to start with; repeatable (default: one Project '${DEFAULT_PROJECT_KEY}'
                           when no Project is given by --project, --fixture or --config)
  --fixture <name|path>    a Project to start with, repeatable: a Project JSON file, or one of
                           the package's fixtures by name: ${projectFixtureNames().join(', ')}
  --config <file.json>     options of createCommercetoolsMock as JSON: projects, importContainers,
                           resources, auth, now, clock, indexingDurationMs, importProcessingMs,
                           eventualConsistency, journal; and serve's cors; the flags above and
                           below win over it
  --state <file.json>      a snapshot to start from (ct.snapshot() or GET /__admin/state): its
                           Projects, containers, operations, resources and clock; not with
                           --project, --fixture, --now or the config's projects, importContainers,
                           resources and now
  --no-auth                answer API requests without a bearer token
  --now <time>             where the mock's clock starts: an ISO 8601 time such as
                           2030-01-01T00:00:00.000Z, or epoch milliseconds (default: now)
  --clock <frozen|real>    frozen (default): the clock stands still until moved through the admin
                           API; real: it follows wall time from --now
  --journal-limit <n>      requests (and events) held at most; older ones are dropped and counted
                           (default 10000)
  --admin-token <secret>   every admin call must send Authorization: Bearer <secret>; or set
                           ${ADMIN_TOKEN_ENV}, which stays out of the process list
  --no-admin               no admin API: /__admin answers 404
  --cors-origin <origin>   only pages on this origin may call the mock from a browser, such as
                           http://localhost:6006; repeatable, or a comma-separated list
                           (default: any origin)
  --cors-admin             the admin API answers the pages CORS allows too (default: no page
                           on another origin may call it); its token rules still apply
  --no-cors                no CORS headers at all, preflights included
  -h, --help               show this help

Without a token, the admin API answers only when the server is bound to loopback (403 otherwise).
Browser pages on other origins get CORS: preflights answer 204, and every answer carries
Access-Control-Allow-Origin and exposes X-Correlation-ID (see the CORS section of docs/serve.md).
`;

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
      /** An ISO 8601 time, or epoch milliseconds. */
      readonly now?: string | number;
      /** Whether the admin API answers (`--no-admin` turns it off). */
      readonly admin: boolean;
      readonly adminToken?: string;
      readonly clock: 'frozen' | 'real';
      readonly journalLimit?: number;
      readonly config?: string;
      /** A snapshot file to start from. */
      readonly state?: string;
      /** What --cors-origin, --cors-admin and --no-cors ask for; absent when none is given. */
      readonly cors?: CorsFlags;
    };

const OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  project: { type: 'string', multiple: true },
  fixture: { type: 'string', multiple: true },
  'no-auth': { type: 'boolean' },
  now: { type: 'string' },
  config: { type: 'string' },
  state: { type: 'string' },
  clock: { type: 'string' },
  'journal-limit': { type: 'string' },
  'admin-token': { type: 'string' },
  'no-admin': { type: 'boolean' },
  'cors-origin': { type: 'string', multiple: true },
  'cors-admin': { type: 'boolean' },
  'no-cors': { type: 'boolean' },
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

function parseJournalLimit(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const limit = /^\d{1,15}$/.test(text) ? Number(text) : Number.NaN;
  if (!(Number.isSafeInteger(limit) && limit >= 1)) throw new UsageError(`--journal-limit must be a whole number, 1 or more, not '${text}'.`);
  return limit;
}

const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** An ISO 8601 date or time that names a real day, or whole epoch milliseconds. */
function parseNow(text: string): string | number {
  if (/^\d{1,15}$/.test(text)) return Number(text);
  const match = ISO_TIME.exec(text);
  const [, year, month, day] = match ?? [];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (match && Number.isFinite(Date.parse(text)) && date.getUTCMonth() + 1 === Number(month) && date.getUTCDate() === Number(day)) return text;
  throw new UsageError(`--now takes an ISO 8601 time, such as 2030-01-01T00:00:00.000Z, or epoch milliseconds, not '${text}'.`);
}

function parseClock(text: string | undefined): 'frozen' | 'real' {
  if (text === undefined || text === 'frozen' || text === 'real') return text ?? 'frozen';
  throw new UsageError(`--clock must be frozen or real, not '${text}'.`);
}

/** The admin token from --admin-token, else from the environment; an empty variable counts as unset. */
function adminTokenOf(flag: string | undefined, env: Readonly<Record<string, string | undefined>>, adminOff: boolean): string | undefined {
  if (flag !== undefined) {
    if (flag === '') throw new UsageError('--admin-token must not be empty.');
    if (adminOff) throw new UsageError('--admin-token and --no-admin contradict each other: give one of them.');
    return flag;
  }
  const fromEnv = env[ADMIN_TOKEN_ENV];
  return fromEnv === undefined || fromEnv === '' || adminOff ? undefined : fromEnv;
}

function corsFlagsOf(origins: readonly string[] | undefined, admin: boolean, off: boolean): { cors?: CorsFlags } {
  const cors = parseCorsFlags(origins, admin, off);
  return Object.keys(cors).length === 0 ? {} : { cors };
}

/**
 * Parses the arguments after `node commercetools-msw.js`; the admin token may come from the
 * environment.
 *
 * @example
 * parseCli(['serve', '--port', '9000', '--project', 'shop', '--project', 'outlet']);
 * // { kind: 'serve', port: 9000, host: '127.0.0.1', projectKeys: ['shop', 'outlet'], fixtures: [], auth: true, admin: true, clock: 'frozen' }
 */
export function parseCli(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): CliCommand {
  const { values, positionals } = parseRaw(argv);
  if (values.help) return { kind: 'help' };
  const [command, ...rest] = positionals;
  if (command === undefined) throw new UsageError('Name a command: serve.');
  if (command !== 'serve') throw new UsageError(`Unknown command '${command}'. The only command is serve.`);
  if (rest.length > 0) throw new UsageError(`Unexpected argument '${rest.join(' ')}'.`);
  const host = values.host ?? DEFAULT_HOST;
  if (host.trim() === '') throw new UsageError('--host must not be empty.');
  const now = values.now === undefined ? undefined : parseNow(values.now);
  const admin = values['no-admin'] !== true;
  const adminToken = adminTokenOf(values['admin-token'], env, !admin);
  const journalLimit = parseJournalLimit(values['journal-limit']);
  return {
    kind: 'serve',
    port: parsePort(values.port),
    host,
    projectKeys: values.project ?? [],
    fixtures: values.fixture ?? [],
    auth: values['no-auth'] !== true,
    ...(now === undefined ? {} : { now }),
    admin,
    ...(adminToken === undefined ? {} : { adminToken }),
    clock: parseClock(values.clock),
    ...(journalLimit === undefined ? {} : { journalLimit }),
    ...(values.config === undefined ? {} : { config: values.config }),
    ...(values.state === undefined ? {} : { state: values.state }),
    ...corsFlagsOf(values['cors-origin'], values['cors-admin'] === true, values['no-cors'] === true),
  };
}

/**
 * Reads a Project JSON file, such as one of the package's fixtures. Only the shape a seed needs is
 * checked here (an object with a string `key`); the mock checks the rest when it is created.
 *
 * @example
 * readProjectFile('full-project').key; // 'full-project', from the package's fixtures
 * readProjectFile('seeds/shop.json').key; // from a file of your own
 */
export function readProjectFile(path: string, cwd: string = process.cwd()): ProjectDraft {
  const absolute = fixtureFile(path, cwd);
  if (absolute === undefined) {
    throw new UsageError(`--fixture ${path}: no such file, and no fixture of the package by that name. Its fixtures: ${projectFixtureNames().join(', ')}.`);
  }
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
 * Turns a parsed `serve` command into the options of `serve()`, reading the fixtures and the
 * config file. The flags win over the config; the Projects of both are served.
 *
 * @example
 * const options = toServeOptions(parseCli(['serve', '--no-auth', '--fixture', 'fixtures/full-project.json']));
 * // { port: 8080, host: '127.0.0.1', projects: [fullProject], auth: false }
 */
export function toServeOptions(command: Extract<CliCommand, { kind: 'serve' }>, cwd: string = process.cwd()): ServeOptions {
  const fromFlags: ProjectDraft[] = [
    ...command.projectKeys.map((key) => ({ key })),
    ...command.fixtures.map((path) => readProjectFile(path, cwd)),
  ];
  const config = command.config === undefined ? {} : readConfigFile(command.config, cwd, fromFlags.map((project) => project.key));
  const projects = [...(config.projects ?? []), ...fromFlags];
  const journalLimit = command.journalLimit ?? config.journal?.limit;
  const now = command.now ?? config.now;
  const state = command.state === undefined ? undefined : readStateFile(command.state, cwd);
  if (state) {
    const replaced = [
      ...(fromFlags.length > 0 ? ['--project, --fixture'] : []),
      ...(command.now === undefined ? [] : ['--now']),
      ...STATE_REPLACES.filter((field) => config[field] !== undefined).map((field) => `the config's ${field}`),
    ];
    if (replaced.length > 0) throw new UsageError(`--state holds the whole starting state, with its Projects and clock: leave out ${replaced.join(', ')}.`);
  }
  return {
    ...config,
    ...(state === undefined ? {} : { state }),
    port: command.port,
    host: command.host,
    ...(projects.length > 0 ? { projects } : {}),
    ...(command.auth ? {} : { auth: false as const }),
    ...(now === undefined ? {} : { now }),
    ...(journalLimit === undefined ? {} : { journal: { limit: journalLimit } }),
    ...(command.admin ? (command.adminToken === undefined ? {} : { admin: { token: command.adminToken } }) : { admin: false as const }),
    ...(command.clock === 'real' ? { clock: 'real' as const } : {}),
    ...corsOptionOf(command.cors ?? {}, config.cors),
  };
}
