import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMockOptions } from '../../src/index.js';
import { STRICT_LISTEN } from './listen-options.js';

/**
 * Creates a mock for one test file, serves it through msw's setupServer, and resets it after each test.
 *
 * @example
 * const ct = useMockServer({ projects: [{ key: 'shop' }] });
 */
export function useMockServer(options: CommercetoolsMockOptions = {}) {
  const ct = createCommercetoolsMock({ now: '2030-01-01T00:00:00.000Z', ...options });
  const server = setupServer(...ct.handlers);
  beforeAll(() => server.listen(STRICT_LISTEN));
  afterEach(() => ct.reset());
  afterAll(() => server.close());
  return ct;
}
