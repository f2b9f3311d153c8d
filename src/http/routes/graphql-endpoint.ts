import { bearerGrant } from '../../auth/authorize.js';
import { invalidToken, projectNotFound } from '../../errors/http-api-errors.js';
import { executeGraphql } from '../../graphql/execute-graphql.js';
import { readGraphqlRequest } from '../../graphql/graphql-request.js';
import type { MockContext } from '../mock-context.js';
import type { PlainResponse } from '../plain-messages.js';
import { errorJson, json } from '../respond.js';
import type { RouteInput } from '../route.js';

/**
 * The answer to `POST /{projectKey}/graphql`, loaded with the first GraphQL request. What comes
 * before GraphQL answers as REST does: a missing, unknown or expired token the 401, a Project the
 * mock does not have the 404, a body that is not JSON or not a GraphQL request (`query` a string,
 * `variables` an object) the 400 InvalidJsonInput. Then graphql-js runs the document on the pinned
 * official schema, each field checking its own scope.
 *
 * @example
 * const { answerGraphql } = await import('./graphql-endpoint.js');
 * return answerGraphql(context, input);
 */
export async function answerGraphql({ authEnabled, tokens, store }: MockContext, { request, params: [projectKey], body }: RouteInput): Promise<PlainResponse> {
  const grant = authEnabled ? bearerGrant(tokens, request.header('authorization')) : undefined;
  if (authEnabled && !grant) return errorJson(invalidToken());
  if (!store.projects.has(projectKey)) return errorJson(projectNotFound(projectKey));
  const graphqlRequest = readGraphqlRequest(body);
  if (!graphqlRequest.ok) return errorJson(graphqlRequest.error);
  const { status, body: answer } = await executeGraphql(graphqlRequest.value, {
    store,
    projectKey,
    scopes: grant?.scopes,
    clientId: grant?.clientId,
    moreErrors: [],
  });
  return json(answer, status);
}
