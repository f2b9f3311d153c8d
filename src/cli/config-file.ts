/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCommercetoolsMock, type CommercetoolsMockOptions } from '../create-commercetools-mock.js';
import { internalsOf } from '../http/mock-internals.js';
import { corsProblem, type CorsOption } from './cors-options.js';
import { ConfigFileError } from './usage-error.js';

/** What a `--config` file may hold: every option of `createCommercetoolsMock` that JSON can, and serve's `cors` (a state comes with `--state`). */
export type ConfigOptions = Omit<CommercetoolsMockOptions, 'hosts' | 'now' | 'state'> & { readonly now?: string | number; readonly cors?: CorsOption };

/** The fields a config file takes, each with what it holds. */
const FIELDS: Record<keyof ConfigOptions, string> = {
  projects: 'a list of Project seeds, each with a string "key"',
  importContainers: 'Import Container seeds by Project key, such as {"shop": [{"key": "products"}]}',
  resources: 'declared resources by Project key, such as {"shop": [{"typeId": "category", "key": "shirts"}]}',
  auth: 'false, or {"clients": [{"clientId": "...", "clientSecret": "...", "scopes": ["manage_project:shop"], "accessTokenValiditySeconds": 172800}]}',
  now: 'an ISO 8601 time or epoch milliseconds',
  clock: '"frozen" (the default) or "real"',
  indexingDurationMs: 'a number of milliseconds',
  eventualConsistency: '{"delayMs": <milliseconds>}',
  importProcessingMs: 'a number of milliseconds',
  journal: '{"limit": <entries>}',
  cors: 'false, or {"origins": ["http://localhost:6006", ...], "admin": true}',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks the JSON shape of each field, naming the field that is wrong. */
function checkShape(config: Record<string, unknown>, fail: (field: string, problem: string) => never): void {
  const expect = (field: string, ok: boolean) => {
    if (!ok) fail(field, `must be ${FIELDS[field as keyof ConfigOptions]}`);
  };
  const { projects, importContainers, resources, auth, now, clock } = config;
  if (clock !== undefined) expect('clock', clock === 'frozen' || clock === 'real');
  if ('hosts' in config) {
    fail('hosts', 'is not for serve: it answers every service on its own base URL, whatever Host a client sends. Leave hosts out');
  }
  for (const field of Object.keys(config)) {
    if (!(field in FIELDS)) fail(field, `is not an option. The options are ${Object.keys(FIELDS).join(', ')}`);
  }
  if (projects !== undefined) {
    expect('projects', Array.isArray(projects));
    (projects as unknown[]).forEach((project, index) => {
      if (!isObject(project) || typeof project.key !== 'string') fail(`projects[${index}]`, 'must be a Project seed: an object with a string "key"');
    });
  }
  for (const [field, value] of [['importContainers', importContainers], ['resources', resources]] as const) {
    if (value === undefined) continue;
    expect(field, isObject(value));
    for (const [projectKey, list] of Object.entries(value as object)) {
      if (!Array.isArray(list)) fail(`${field}.${projectKey}`, 'must be a list');
      (list as unknown[]).forEach((item, index) => {
        if (!isObject(item)) fail(`${field}.${projectKey}[${index}]`, 'must be an object');
      });
    }
  }
  if (auth !== undefined) {
    expect('auth', auth === false || isObject(auth));
    if (isObject(auth)) {
      for (const field of Object.keys(auth)) if (field !== 'clients') fail(`auth.${field}`, 'is not an option of auth; the only one is clients');
      const { clients } = auth;
      if (clients !== undefined && !Array.isArray(clients)) fail('auth.clients', 'must be a list');
      ((clients as unknown[] | undefined) ?? []).forEach((client, index) => {
        const ok =
          isObject(client) &&
          typeof client.clientId === 'string' &&
          typeof client.clientSecret === 'string' &&
          Array.isArray(client.scopes) &&
          client.scopes.every((scope) => typeof scope === 'string') &&
          [client.accessTokenValiditySeconds, client.refreshTokenValiditySeconds].every((seconds) => seconds === undefined || typeof seconds === 'number');
        if (!ok) {
          fail(
            `auth.clients[${index}]`,
            'must be {"clientId": string, "clientSecret": string, "scopes": [strings]}, with optional "accessTokenValiditySeconds" and "refreshTokenValiditySeconds" numbers',
          );
        }
      });
    }
  }
  if (now !== undefined) expect('now', (typeof now === 'string' || typeof now === 'number') && Number.isFinite(typeof now === 'string' ? Date.parse(now) : now));
  for (const field of ['indexingDurationMs', 'importProcessingMs'] as const) {
    if (config[field] !== undefined) expect(field, typeof config[field] === 'number');
  }
  const wrongCors = corsProblem(config.cors);
  if (wrongCors !== undefined) fail(wrongCors.field, wrongCors.problem);
  const { eventualConsistency, journal } = config;
  if (eventualConsistency !== undefined) expect('eventualConsistency', isObject(eventualConsistency) && typeof eventualConsistency.delayMs === 'number');
  if (journal !== undefined) {
    expect('journal', isObject(journal) && Object.keys(journal).every((key) => key === 'limit'));
    const { limit } = journal as { limit?: unknown };
    if (limit !== undefined && !(typeof limit === 'number' && Number.isSafeInteger(limit) && limit >= 1)) fail('journal.limit', 'must be a whole number, 1 or more');
  }
}

/** A control's message, in the terms of a config file. */
const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/^commercetools-msw: /, '')
    .replace(/Add it first with ct\.addProject\(\{ key: '([^']*)' \}\)/, (_, key: string) => `Add ${JSON.stringify({ key })} to projects, or give --project ${key}`)
    .replace(/\.$/, '');

/**
 * Runs the config's seeds through a scratch mock one by one, so that what the mock refuses is
 * reported with the field it came from (`projects[2]`, `importContainers.shop[0]`...).
 */
function dryRun(config: ConfigOptions, extraProjectKeys: readonly string[], fail: (field: string, problem: string) => never): void {
  // cors is serve's own option, not the mock's: checkShape has checked it.
  const { projects = [], importContainers = {}, resources = {}, cors: _cors, ...scalars } = config;
  let scratch;
  try {
    scratch = createCommercetoolsMock(scalars);
  } catch (error) {
    const message = messageOf(error);
    const field = Object.keys(scalars).find((name) => message.includes(name)) ?? Object.keys(scalars).join(', ');
    return fail(field, `is refused: ${message}`);
  }
  const attempt = (field: string, add: () => unknown) => {
    try {
      add();
    } catch (error) {
      fail(field, `is refused: ${messageOf(error)}`);
    }
  };
  projects.forEach((project, index) => attempt(`projects[${index}]`, () => scratch.addProject(project)));
  for (const key of extraProjectKeys) if (!scratch.getProject(key)) scratch.addProject({ key });
  for (const [projectKey, seeds] of Object.entries(importContainers)) {
    seeds.forEach((seed, index) => attempt(`importContainers.${projectKey}[${index}]`, () => scratch.addImportContainer(projectKey, seed)));
  }
  // The store's own check, which throws at once where ct.addResource reports through its promise.
  const declared = internalsOf(scratch)?.context.store.importOperations;
  for (const [projectKey, identities] of Object.entries(resources)) {
    identities.forEach((identity, index) => attempt(`resources.${projectKey}[${index}]`, () => declared?.addResource(projectKey, identity)));
  }
}

/**
 * Declares the config's resources that carry content in a scratch mock and waits for each, since
 * content is checked like an import of it once the import engine has loaded: a product type
 * whose attribute names repeat, a customer whose email another one holds... A refusal is a usage
 * error naming the resource, such as `--config mock.json: resources.shop[1] is refused: ...`, and
 * the server does not start.
 *
 * @example
 * await checkConfigContent('mock.json', toServeOptions(command)); // its Projects: the config's and the flags'
 */
export async function checkConfigContent(path: string, config: Pick<CommercetoolsMockOptions, 'projects' | 'resources'>): Promise<void> {
  const { projects = [], resources = {} } = config;
  const scratch = createCommercetoolsMock({ projects });
  for (const [projectKey, declarations] of Object.entries(resources)) {
    for (const [index, declaration] of declarations.entries()) {
      try {
        await scratch.addResource(projectKey, declaration);
      } catch (error) {
        throw new ConfigFileError(`--config ${path}: resources.${projectKey}[${index}] is refused: ${messageOf(error)}.`);
      }
    }
  }
}

/**
 * Reads a `--config` file: a JSON object with any of `createCommercetoolsMock`'s options that JSON
 * can hold (`hosts` aside: serve answers on its own base URL). What is wrong is reported as a
 * usage error that names the field, such as `--config mock.json: projects[1] is refused: ...`.
 * `extraProjectKeys` are the Projects the command line adds, which containers and resources may
 * name.
 *
 * @example
 * readConfigFile('mock.json', process.cwd(), ['shop']); // { projects: [...], journal: { limit: 500 } }
 */
export function readConfigFile(path: string, cwd: string = process.cwd(), extraProjectKeys: readonly string[] = []): ConfigOptions {
  const fail = (field: string, problem: string): never => {
    throw new ConfigFileError(`--config ${path}: ${field} ${problem}.`);
  };
  let text: string;
  try {
    text = readFileSync(resolve(cwd, path), 'utf8');
  } catch (error) {
    throw new ConfigFileError(`--config ${path}: ${messageOf(error)}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`--config ${path} is not JSON: ${messageOf(error)}`);
  }
  if (!isObject(value)) throw new ConfigFileError(`--config ${path} must hold one JSON object of options, such as {"projects": [{"key": "shop"}]}.`);
  checkShape(value, fail);
  const config = value as ConfigOptions;
  dryRun(config, extraProjectKeys, fail);
  return config;
}
