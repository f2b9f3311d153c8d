import { createApiBuilderFromCtpClient } from '@commercetools/platform-sdk';
import { createApiBuilderFromCtpClient as createImportApiBuilderFromCtpClient } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';

export const REGION = 'europe-west1.gcp';
export const AUTH_HOST = `https://auth.${REGION}.commercetools.com`;
export const API_HOST = `https://api.${REGION}.commercetools.com`;

// msw replaces globalThis.fetch when the server starts listening, so the SDK must look it up per call.
export const interceptedFetch: typeof fetch = (input, init) => globalThis.fetch(input, init);

export interface ApiRootOptions {
  projectKey: string;
  scopes?: string[];
  clientId?: string;
  clientSecret?: string;
  authHost?: string;
  apiHost?: string;
  /** Retry 409s with the version the error body names, through the SDK's own middleware. */
  concurrentModification?: boolean;
  httpClient?: typeof fetch;
}

/** A ts-client with the client-credentials flow against one service host, as a user would build it. */
function credentialsClient(options: ApiRootOptions, serviceHost: string) {
  const { projectKey, authHost = AUTH_HOST, httpClient = interceptedFetch } = options;
  // A token is for one Project, and many test mocks have several: the mock's default client then
  // needs the Project named, as a configured client does not (it gets its own scopes). `scopes: []`
  // asks for none.
  const scopes = options.scopes ?? (options.clientId === undefined ? [`manage_project:${projectKey}`] : undefined);
  const builder = new ClientBuilder()
    .withProjectKey(projectKey)
    .withClientCredentialsFlow({
      host: authHost,
      projectKey,
      credentials: { clientId: options.clientId ?? 'client-id', clientSecret: options.clientSecret ?? 'client-secret' },
      // `scopes: []` sends none, as the SDK does without the option.
      ...(scopes && scopes.length > 0 ? { scopes } : {}),
      httpClient,
    })
    .withHttpMiddleware({ host: serviceHost, httpClient });
  return options.concurrentModification ? builder.withConcurrentModificationMiddleware() : builder;
}

/**
 * The official Project API client, with the client-credentials flow.
 */
export function createApiRoot(options: ApiRootOptions) {
  const client = credentialsClient(options, options.apiHost ?? API_HOST).build();
  return createApiBuilderFromCtpClient(client).withProjectKey({ projectKey: options.projectKey });
}

/** The error an SDK call rejected with: its status and body, as the SDK exposes them. */
export interface SdkError {
  statusCode: number;
  body: unknown;
}

/**
 * Runs an SDK call that must fail, and returns what the SDK reports.
 */
export async function sdkError(call: Promise<unknown>): Promise<SdkError> {
  try {
    await call;
  } catch (error) {
    const { statusCode, body } = error as { statusCode?: unknown; body?: unknown };
    if (typeof statusCode !== 'number') throw error;
    return { statusCode, body };
  }
  throw new Error('Expected the SDK call to fail, but it succeeded.');
}

export const IMPORT_HOST = `https://import.${REGION}.commercetools.com`;

export interface ImportApiRootOptions extends Omit<ApiRootOptions, 'apiHost' | 'concurrentModification'> {
  importHost?: string;
}

/**
 * The official Import API client, with the client-credentials flow.
 */
export function createImportApiRoot(options: ImportApiRootOptions) {
  const client = credentialsClient(options, options.importHost ?? IMPORT_HOST).build();
  return createImportApiBuilderFromCtpClient(client).withProjectKeyValue({ projectKey: options.projectKey });
}
