import { hasAnyScope } from '../auth/scopes.js';
import { insufficientScope } from '../errors/http-api-errors.js';
import type { GraphqlContext } from './graphql-context.js';
import { graphqlError } from './graphql-error.js';

/**
 * Refuses a field whose scope the token lacks, as the platform checks scopes per field with the
 * same scopes as the REST endpoint that reads or changes the same resource: the error is REST's
 * `insufficient_scope`, its message naming the scopes of which one is missing. With authentication
 * off every field may be read.
 *
 * @example
 * requireScope(context, ['view_project_settings']); // throws for a token with manage_orders alone
 */
export function requireScope(context: GraphqlContext, names: readonly string[]): void {
  if (mayRead(context, names)) return;
  const [error] = insufficientScope(names).errors;
  if (error) throw graphqlError(error);
}

/**
 * Whether the request's token has one of these scopes, or authentication is off.
 *
 * @example
 * if (mayRead(context, ['view_project_settings'])) answerFromCache();
 */
export function mayRead({ scopes, projectKey }: GraphqlContext, names: readonly string[]): boolean {
  return scopes === undefined || hasAnyScope(scopes, projectKey, names);
}
