/** One HTTP exchange as the page saw it: the status and the parsed body. */
export interface Exchange {
  readonly status: number;
  readonly body: unknown;
}

/** A request as msw's life-cycle events reported it inside the page. */
export interface MswEvent {
  readonly type: 'request:start' | 'request:unhandled' | 'response:mocked' | 'response:bypass' | 'unhandledException';
  readonly method: string;
  readonly url: string;
  readonly status?: number;
}

/**
 * What the browser page writes to `window.__RESULT__` once it is done: every step it ran, in order,
 * and the error that stopped it, if any. Steps after an error are missing.
 */
export interface BrowserResult {
  error?: string;
  /** The service worker that controls the page after `worker.start()`. */
  serviceWorker?: {
    readonly controllerScriptUrl: string | null;
    readonly controllerState: string | null;
    readonly activeScriptUrl: string | null;
  };
  /** POST /oauth/token with plain fetch. */
  token?: Exchange;
  /** GET the Project with plain fetch and the token from the step before. */
  getProjectFetch?: Exchange;
  /** GET the Project through the platform SDK (client-credentials flow). */
  getProjectSdk?: Exchange;
  /** POST an update through the SDK with the current version. */
  updateSdk?: Exchange;
  /** POST an update through the SDK with the version the first update replaced. */
  staleUpdateSdk?: Exchange;
  /** GET the Project with plain fetch after the updates. */
  getAfterUpdateFetch?: Exchange;
  /** Two POSTs to import-containers through the Import API SDK. */
  createContainers?: Exchange[];
  /** GET import-containers through the SDK with `sort: ['key desc']`. */
  querySdk?: Exchange;
  /** GET import-containers with plain fetch, `?sort=resourceType+asc&limit=1`. */
  queryFetch?: Exchange;
  /** The operations and statuses of `ct.requests`. */
  journal?: { readonly operation: string; readonly status: number }[];
  /** The types and container keys of `ct.events`. */
  events?: { readonly type: string; readonly key: unknown }[];
  /** msw's life-cycle events for every request the page made after the worker started. */
  mswEvents?: MswEvent[];
}
