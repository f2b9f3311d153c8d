import type { GraphQLError } from 'graphql';
import type { Scope } from '../auth/scopes.js';
import type { Store } from '../store/create-store.js';

/** What the resolvers of one GraphQL request read: the mock's store, the Project, and who asks. */
export interface GraphqlContext {
  readonly store: Store;
  readonly projectKey: string;
  /** The token's scopes; undefined with authentication off, where every field may be read. */
  readonly scopes: readonly Scope[] | undefined;
  /** The API client whose token sent the request, which changes record as `lastModifiedBy`. */
  readonly clientId: string | undefined;
  /** Errors beyond the one a resolver throws (a REST answer may list several), added to the answer. */
  readonly moreErrors: GraphQLError[];
}
