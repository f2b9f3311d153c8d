import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMockOptions } from '../../src/index.js';
import { STRICT_LISTEN } from './listen-options.js';
import { START } from './time.js';

/**
 * `TRANSPORT=direct` runs the suites on `ct.fetch` instead of msw's interception: the global
 * fetch is replaced by it, so every request a test sends goes through `getResponse` directly.
 */
export const DIRECT = process.env.TRANSPORT === 'direct';

/** How a test file shares its mock between tests. */
export interface MockServerUse {
  /**
   * Reset the mock after each test (the default). Without, the file resets it where it needs: a
   * table of read-only cases can then share one setup, which keeps the file fast.
   */
  readonly resetAfterEach?: boolean;
}

/**
 * Creates a mock for one test file, serves it through msw's setupServer (or `ct.fetch`, see
 * DIRECT), and resets it after each test unless told otherwise.
 *
 * @example
 * const ct = useMockServer({ projects: [{ key: 'shop' }] });
 */
export function useMockServer(options: CommercetoolsMockOptions = {}, { resetAfterEach = true }: MockServerUse = {}) {
  const ct = createCommercetoolsMock({ now: START, ...options });
  const server = setupServer(...ct.handlers);
  beforeAll(() => {
    if (DIRECT) vi.stubGlobal('fetch', ct.fetch);
    else server.listen(STRICT_LISTEN);
  });
  afterEach(() => {
    if (resetAfterEach) ct.reset();
  });
  afterAll(() => {
    if (DIRECT) vi.unstubAllGlobals();
    else server.close();
  });
  return ct;
}
