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

/**
 * Creates a mock for one test file, serves it through msw's setupServer (or `ct.fetch`, see
 * DIRECT), and resets it after each test.
 *
 * @example
 * const ct = useMockServer({ projects: [{ key: 'shop' }] });
 */
export function useMockServer(options: CommercetoolsMockOptions = {}) {
  const ct = createCommercetoolsMock({ now: START, ...options });
  const server = setupServer(...ct.handlers);
  beforeAll(() => {
    if (DIRECT) vi.stubGlobal('fetch', ct.fetch);
    else server.listen(STRICT_LISTEN);
  });
  afterEach(() => ct.reset());
  afterAll(() => {
    if (DIRECT) vi.unstubAllGlobals();
    else server.close();
  });
  return ct;
}
