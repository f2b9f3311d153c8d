import type { GraphQLResolveInfo } from 'graphql';
import type { ErrorObject } from '../errors/error-response.js';
import type { GraphqlContext } from './graphql-context.js';
import { graphqlError, graphqlErrorAt } from './graphql-error.js';

/**
 * A function of the root value: graphql-js's default resolver calls it with the field's arguments,
 * the context and the field's info (no source: the root value is its `this`).
 */
export type RootResolver = (args: Readonly<Record<string, unknown>>, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;

/**
 * Throws the first of a REST answer's errors, located at the field, and adds the others to the
 * answer, so that a field refused as REST refuses it lists every error REST lists.
 *
 * @example
 * if (!found.ok) refuse(found.error.errors, context, info);
 */
export function refuse(errors: readonly [ErrorObject, ...ErrorObject[]], context: GraphqlContext, info: GraphQLResolveInfo): never {
  const [first, ...rest] = errors;
  context.moreErrors.push(...rest.map((error) => graphqlErrorAt(error, info)));
  throw graphqlError(first);
}
