import type { Parameters as FcParameters } from 'fast-check';
import { expect } from 'vitest';
import { envCount } from '../support/env-count.js';
import { expectSchemaValid, type SchemaFile } from '../support/schemas.js';

// What both model-based properties share: how many runs, replay, and how a reply is compared
// with what a model expects.

/** Where every mock's clock starts. */
export const START = '2030-01-01T00:00:00.000Z';
export const START_MS = Date.parse(START);

/** Sequences per property: MODEL_RUNS, 1000 by default (`npm run test:deep` sets 100000). */
export const MODEL_RUNS = envCount('MODEL_RUNS', 1000);

/**
 * fast-check's parameters. On failure fast-check reports the seed and the path of the shrunk
 * counterexample; `MODEL_SEED=<seed> MODEL_PATH=<path>` replays exactly that case (the path may be
 * left out to rerun the whole seeded run). Verbose mode prints the counterexample and the failures
 * met while shrinking.
 */
export function modelParameters<T>(): FcParameters<T> {
  const seedText = process.env.MODEL_SEED;
  const path = process.env.MODEL_PATH;
  const seed = seedText === undefined || seedText === '' ? undefined : Number(seedText);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`MODEL_SEED must be an integer, not '${seedText}'.`);
  if (path && seed === undefined) throw new Error('MODEL_PATH replays a path of one seeded run: give MODEL_SEED as well.');
  return {
    numRuns: MODEL_RUNS,
    verbose: 1, // fc.VerbosityLevel.Verbose: the counterexample and every failure met while shrinking
    ...(seed === undefined ? {} : { seed }),
    ...(path ? { path } : {}),
  };
}

/** Vitest's timeout for a property: generous per run, so that 100 000 runs fit as well as 1000. */
export const propertyTimeout = (runs: number = MODEL_RUNS) => 60_000 + runs * 40;

export interface Reply {
  status: number;
  text: string;
  body: unknown;
}

/** Sends a request through `ct.fetch` and reads the whole reply. */
export async function send(fetcher: typeof fetch, url: string, init: RequestInit): Promise<Reply> {
  const response = await fetcher(url, init);
  const text = await response.text();
  let body: unknown;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
    }
  }
  return { status: response.status, text, body };
}

type JsonRecord = Record<string, unknown>;
const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equality as JSON sees it (key order and undefined-valued keys do not matter), with a readable diff when it fails. */
export function expectJsonEqual(actual: unknown, expected: unknown, what: string): void {
  if (jsonSame(actual, expected)) return;
  const plain = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  expect(plain(actual), what).toEqual(plain(expected));
  throw new Error(`${what}: the values differ only in a way toEqual does not show.`);
}

const definedKeys = (record: JsonRecord) => Object.keys(record).filter((key) => record[key] !== undefined);

function jsonSame(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => jsonSame(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = definedKeys(a);
    return keys.length === definedKeys(b).length && keys.every((key) => Object.prototype.hasOwnProperty.call(b, key) && jsonSame(a[key], b[key]));
  }
  return false;
}

/** What a model expects of a reply (both models' Expected fit this). */
export type ExpectedReply =
  | { kind: 'success'; status: number; body: unknown }
  | { kind: 'empty'; status: number }
  | {
      kind: 'failure';
      status: number;
      codes: string[];
      first?: Record<string, unknown>;
      message?: string;
      messageIncludes?: string;
    };

/**
 * Compares a reply with the model's expectation: never a 500, the status, the body (success), no
 * body (HEAD), or the error codes and the fields the spec fixes (failure); and the body's schema.
 */
export function expectReply(reply: Reply, expected: ExpectedReply, file: SchemaFile, successDefinition: string): void {
  if (reply.status >= 500) throw new Error(`The mock answered ${reply.status}, which bad input must never cause: ${reply.text.slice(0, 500)}`);
  const summary = reply.text.length > 600 ? `${reply.text.slice(0, 600)}…` : reply.text;
  expect(reply.status, `status (body: ${summary})`).toBe(expected.status);
  if (expected.kind === 'empty') {
    expect(reply.text, 'a HEAD reply has no body').toBe('');
    return;
  }
  if (expected.kind === 'success') {
    expectSchemaValid(reply.body, file, successDefinition);
    expectJsonEqual(reply.body, expected.body, 'response body');
    return;
  }
  expectSchemaValid(reply.body, file, 'ErrorResponse');
  if (!isRecord(reply.body) || !Array.isArray(reply.body.errors)) throw new Error(`An error body without errors: ${reply.text}`);
  const errors = reply.body.errors.filter(isRecord);
  expect(reply.body.statusCode, 'statusCode').toBe(expected.status);
  expect(reply.body.message, 'message = the first error message').toBe(errors[0]?.message);
  const codes = [...new Set(errors.map((error) => String(error.code)))].sort();
  expect(codes, `error codes of ${summary}`).toEqual(expected.codes);
  if (expected.first) expect(errors[0], 'the first error').toMatchObject(expected.first);
  if (expected.message !== undefined) expect(reply.body.message, 'message').toBe(expected.message);
  if (expected.messageIncludes !== undefined) expect(String(reply.body.message), 'message').toContain(expected.messageIncludes);
  for (const error of errors) {
    if (error.code === 'InvalidJsonInput') expect(error.message, 'InvalidJsonInput message').toBe('Request body does not contain valid JSON.');
  }
}

/** Runs the steps of one sequence, naming the failing step and the steps before it in the error. */
export async function runSteps<S>(steps: readonly S[], run: (step: S, index: number) => Promise<void>): Promise<void> {
  for (const [index, step] of steps.entries()) {
    try {
      await run(step, index);
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      const shown = JSON.stringify(step, (_key, value: unknown) => (typeof value === 'string' && value.length > 120 ? `${value.slice(0, 120)}…` : value));
      const wrapped = new Error(`Step ${index + 1} of ${steps.length} failed: ${shown.length > 1500 ? `${shown.slice(0, 1500)}…` : shown}\n${detail}`);
      wrapped.stack = `${wrapped.message}\n${error instanceof Error ? (error.stack ?? '') : ''}`;
      throw wrapped;
    }
  }
}
