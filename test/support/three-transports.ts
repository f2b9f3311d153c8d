import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { serve, type RunningServer } from '../../src/cli/serve.js';
import { createCommercetoolsMock, type CommercetoolsMock, type CommercetoolsMockOptions } from '../../src/index.js';
import { BYPASS_LISTEN } from './listen-options.js';
import { API_HOST, AUTH_HOST, interceptedFetch } from './sdk.js';

/** One way into the mock: its mock, its hosts, and the fetch that reaches it. */
export interface Transport {
  readonly mock: CommercetoolsMock;
  readonly authHost: string;
  readonly apiHost: string;
  readonly httpClient: typeof fetch;
}

/**
 * The three ways into a mock made of these options, each with a mock of its own: msw's
 * interception, ct.fetch and a served mock, listening and served for the file's tests. The table
 * feeds a `describe.each`; each entry is a function, since the served mock starts in `beforeAll`.
 *
 * @example
 * const { transports, mocks } = useThreeTransports(OPTIONS);
 * afterEach(() => mocks().forEach((mock) => mock.reset()));
 * describe.each(transports)('over %s', (_, transport) => { ... });
 */
export function useThreeTransports(options: CommercetoolsMockOptions): {
  readonly transports: readonly (readonly [string, () => Transport])[];
  /** The three mocks, the served one once it runs. */
  readonly mocks: () => readonly CommercetoolsMock[];
} {
  const msw = createCommercetoolsMock(options);
  const direct = createCommercetoolsMock(options);
  const interception = setupServer(...msw.handlers);
  let served: RunningServer;
  beforeAll(async () => {
    interception.listen(BYPASS_LISTEN);
    served = await serve({ port: 0, ...options });
  });
  afterAll(async () => {
    interception.close();
    await served.close();
  });
  return {
    transports: [
      ['msw', () => ({ mock: msw, authHost: AUTH_HOST, apiHost: API_HOST, httpClient: interceptedFetch })],
      ['ct.fetch', () => ({ mock: direct, authHost: AUTH_HOST, apiHost: API_HOST, httpClient: direct.fetch })],
      ['serve', () => ({ mock: served.mock, authHost: served.url, apiHost: served.url, httpClient: (input, init) => globalThis.fetch(input, init) })],
    ],
    mocks: () => [msw, direct, served.mock],
  };
}
