import type { GraphQLFormattedError } from 'graphql';

/** A GraphQL answer's JSON body, as the platform's RAML (`GraphQLResponse`) describes it. */
export interface GraphqlResponseBody {
  readonly data?: Record<string, unknown> | null;
  readonly errors?: readonly GraphQLFormattedError[];
}

/** A GraphQL answer: its HTTP status and body. */
export interface GraphqlAnswer {
  readonly status: number;
  readonly body: GraphqlResponseBody;
}
