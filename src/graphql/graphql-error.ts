import { GraphQLError, locatedError, responsePathAsArray, type GraphQLResolveInfo } from 'graphql';
import type { ErrorObject } from '../errors/error-response.js';

/**
 * A platform error as the GraphQL API carries it: its message, and its `code` with every other
 * field REST puts beside it (`currentVersion`, `detailedErrorMessage`, ...) in `extensions`. Thrown
 * by a resolver, graphql-js adds the field's `locations` and `path`.
 *
 * @example
 * throw graphqlError(invalidInput("'XX' is not a valid country code."));
 * // { message: "'XX' is not ...", extensions: { code: 'InvalidInput' } }
 */
export function graphqlError({ message, ...extensions }: ErrorObject): GraphQLError {
  return new GraphQLError(message, { extensions });
}

/**
 * A platform error located at the field a resolver answers, for the errors after the first of a
 * REST answer that lists several: a resolver throws one, the others are added to the answer.
 *
 * @example
 * context.moreErrors.push(...rest.map((error) => graphqlErrorAt(error, info)));
 */
export function graphqlErrorAt(error: ErrorObject, info: GraphQLResolveInfo): GraphQLError {
  return locatedError(graphqlError(error), info.fieldNodes, responsePathAsArray(info.path));
}

