import type { GraphQLRequest, GraphQLResponse } from '@commercetools/platform-sdk';
import type { CommercetoolsMock } from '../../src/index.js';
import { createApiRoot, sdkError, type SdkError } from './sdk.js';

/** Where a test's SDK sends its requests: a transport of three-transports.ts, or `{ httpClient: ct.fetch }`. */
export interface GraphqlTarget {
  readonly authHost?: string;
  readonly apiHost?: string;
  readonly httpClient: typeof fetch;
}

/** A test's GraphQL requests through the official SDK's apiRoot.graphql(), with a token of these scopes. */
export interface GraphqlClient {
  readonly apiRoot: (scopes?: string[]) => ReturnType<typeof createApiRoot>;
  /** The answer's body of a request the SDK takes as a success (HTTP 200). */
  readonly send: (body: GraphQLRequest, scopes?: string[]) => Promise<GraphQLResponse>;
  /** The status and body of a request the SDK rejects (HTTP 400 and the like). */
  readonly refused: (body: GraphQLRequest, scopes?: string[]) => Promise<SdkError>;
}

/**
 * The GraphQL suites' way to send a request, as a user's code sends it: the official SDK over the
 * target's fetch, its token asked of the target's auth host (`manage_project:shop` unless a test
 * names the scopes). The target is read per request, as a served mock starts in `beforeAll`.
 *
 * @example
 * const { send, refused } = graphqlClient(() => ({ httpClient: ct.fetch }));
 * expect(await send({ query: '{ project { key } }' })).toEqual({ data: { project: { key: 'shop' } } });
 */
export function graphqlClient(target: () => GraphqlTarget, projectKey = 'shop'): GraphqlClient {
  const apiRoot = (scopes = [`manage_project:${projectKey}`]) => {
    const { authHost, apiHost, httpClient } = target();
    return createApiRoot({ projectKey, scopes, authHost, apiHost, httpClient });
  };
  return {
    apiRoot,
    send: async (body, scopes) => (await apiRoot(scopes).graphql().post({ body }).execute()).body,
    refused: (body, scopes) => sdkError(apiRoot(scopes).graphql().post({ body }).execute()),
  };
}

/**
 * Declares resources in a mock's Project as a test writes them, loosely typed: each suite's seed
 * holds records of every read type.
 *
 * @example
 * const add = declaring(ct);
 * await add({ typeId: 'category', key: 'men', name: { en: 'Men' }, slug: { en: 'men' } });
 */
export function declaring(mock: CommercetoolsMock, projectKey = 'shop'): (resource: { readonly typeId: string } & Record<string, unknown>) => Promise<void> {
  return (resource) => mock.addResource(projectKey, resource as Parameters<CommercetoolsMock['addResource']>[1]);
}
