import type { OperationName } from '../vocabulary/operations.js';
import type { MockContext } from './mock-context.js';
import type { PathParams } from './path-params.js';
import type { PlainRequest, PlainResponse } from './plain-messages.js';

export type RouteMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** What a route's answer may read from its request, already taken apart. */
export interface RouteInput {
  readonly request: PlainRequest;
  /** Decoded path parameters: the Project key first, then the container key. */
  readonly params: PathParams;
  /** The request body's text, read once; empty for GET, HEAD and DELETE. */
  readonly body: string;
  /** The API client whose token the bearer check accepted; none with authentication off. */
  readonly clientId?: string | undefined;
}

/**
 * One endpoint: which requests it takes, the scopes it needs, and how it answers. Faults, the
 * journal and the bearer check are the same for every route, so they live in the mock's handler.
 * A route holds no state of its own: every mock on the same hosts shares it, and its answer gets
 * the mock it answers for.
 */
export interface Route {
  readonly operation: OperationName;
  readonly method: RouteMethod;
  readonly pattern: RegExp;
  /**
   * The scopes of which a token needs one; absent for the token endpoint, which checks clients,
   * and for GraphQL, which checks the token itself and the scopes per field.
   */
  readonly scopes?: readonly string[];
  /**
   * For a route that checks scopes itself (GraphQL): the scopes the API reference gives the
   * endpoint, which an injected 403 names.
   */
  readonly referenceScopes?: readonly string[];
  /** For an endpoint in a Store: which path parameter holds its key, whose Store-bound scopes count too. */
  readonly storeParam?: 1 | 2;
  /** Import requests answer once their resource schemas are loaded, so an answer may be a promise. */
  answer(context: MockContext, input: RouteInput): PlainResponse | Promise<PlainResponse>;
}
