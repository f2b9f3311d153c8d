/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkMockState, type MockState } from '../store/snapshot/mock-state.js';
import { ConfigFileError } from './usage-error.js';

/**
 * Reads a `--state` file: a snapshot of a mock's state, as `ct.snapshot()` or
 * `GET /__admin/state` gives it. What is wrong is a usage error naming the file and the problem,
 * such as `--state state.json: the snapshot is broken at imports.resourceSerial: ...`.
 *
 * @example
 * readStateFile('state.json'); // { format: 'commercetools-msw/state', version: 1, ... }
 */
export function readStateFile(path: string, cwd: string = process.cwd()): MockState {
  const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).replace(/^commercetools-msw: /, '');
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(resolve(cwd, path), 'utf8'));
  } catch (error) {
    throw new ConfigFileError(`--state ${path}: ${message(error)}`);
  }
  try {
    return checkMockState(value);
  } catch (error) {
    throw new ConfigFileError(`--state ${path}: ${message(error)}`);
  }
}
