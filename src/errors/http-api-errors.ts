import { authErrorResponse, errorResponse, type ErrorObject, type ErrorResponse } from './error-response.js';

// Constructors for the errors the Project settings API and the token endpoint answer with.
// Messages follow ../shared/spec/README.md where it gives them; the others say what to change.

/**
 * A body that is not JSON, or JSON of the wrong shape.
 *
 * @example
 * invalidJsonInput('actions -> name: Missing required value');
 */
export function invalidJsonInput(detailedErrorMessage: string): ErrorObject {
  return { code: 'InvalidJsonInput', message: 'Request body does not contain valid JSON.', detailedErrorMessage };
}

/**
 * A well-formed value that breaks a rule.
 *
 * @example
 * invalidInput("'XX' is not a valid country code.");
 */
export function invalidInput(message: string): ErrorObject {
  return { code: 'InvalidInput', message };
}

/**
 * An operation the resource's state does not allow.
 *
 * @example
 * invalidOperation('A Project must have at least one language.');
 */
export function invalidOperation(message: string): ErrorObject {
  return { code: 'InvalidOperation', message };
}

/**
 * `changeLanguages` removed a language that a Store still uses.
 *
 * @example
 * languageUsedInStores();
 */
export function languageUsedInStores(): ErrorObject {
  return {
    code: 'LanguageUsedInStores',
    message: 'Language(s) in use by a store cannot be deleted. Remove them in all the stores of this project first.',
  };
}

/**
 * The 400 response for one or more input errors.
 *
 * @example
 * badRequest([invalidInput('Project name must not be empty.')]);
 */
export function badRequest(errors: readonly [ErrorObject, ...ErrorObject[]]): ErrorResponse {
  return errorResponse(400, errors);
}

/**
 * The 409 a Project update gets when its version is not the current one. The SDK's
 * concurrent-modification middleware retries with `errors[0].currentVersion`.
 *
 * @example
 * projectConcurrentModification('shop', 1, 3);
 */
export function projectConcurrentModification(projectKey: string, expected: number, current: number): ErrorResponse {
  const message = `Object ${projectKey} has a different version than expected. Expected: ${expected} - Actual: ${current}.`;
  return errorResponse(409, [{ code: 'ConcurrentModification', message, currentVersion: current }]);
}

/**
 * The 404 for a Project key that the mock does not know.
 *
 * @example
 * projectNotFound('shop');
 */
export function projectNotFound(projectKey: string): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: `The Resource with ID ${projectKey} was not found.` }]);
}

/**
 * The 401 for a missing, unknown or expired bearer token.
 *
 * @example
 * invalidToken();
 */
export function invalidToken(): ErrorResponse {
  return authErrorResponse(401, 'invalid_token', 'invalid_token');
}

/**
 * The 403 for a token that lacks the scope an endpoint needs. Scope names appear without the Project key.
 *
 * @example
 * insufficientScope(['view_project_settings']);
 */
export function insufficientScope(scopeNames: readonly string[]): ErrorResponse {
  const message = `Insufficient scope. One of the following scopes is missing: ${scopeNames.join(', ')}.`;
  return authErrorResponse(403, 'insufficient_scope', message);
}

/**
 * The token endpoint's 401 for missing or wrong client credentials.
 *
 * @example
 * invalidClient();
 */
export function invalidClient(): ErrorResponse {
  return authErrorResponse(401, 'invalid_client', 'Please provide valid client credentials using HTTP Basic Authentication.');
}

/**
 * A token endpoint's 400 for a grant type it does not take. `/oauth/token` takes
 * `client_credentials` and `refresh_token`, the anonymous-session endpoint `client_credentials`,
 * the customer endpoint `password`.
 *
 * @example
 * unsupportedGrantType('password', ['client_credentials', 'refresh_token']);
 */
export function unsupportedGrantType(grantType: string, accepted: readonly string[]): ErrorResponse {
  const takes = `This endpoint accepts ${accepted.map((name) => `grant_type=${name}`).join(' or ')}.`;
  return authErrorResponse(400, 'unsupported_grant_type', `Unsupported grant type '${grantType}'. ${takes}`);
}

/**
 * The token endpoint's 400 for a scope that is malformed, of a name the platform does not know,
 * or not granted to the client.
 *
 * @example
 * invalidScope("Malformed scope 'shop'. Scopes look like view_project_settings:shop.");
 */
export function invalidScope(message: string): ErrorResponse {
  return authErrorResponse(400, 'invalid_scope', message);
}

/**
 * A token endpoint's 400 for a request it cannot take as it stands: a missing field, or an
 * anonymous id that already has a session.
 *
 * @example
 * invalidRequest("The anonymous id 'guest-1' already has a session. Leave anonymous_id out to get a new one.");
 */
export function invalidRequest(message: string): ErrorResponse {
  return authErrorResponse(400, 'invalid_request', message);
}

/**
 * The revocation endpoint's 400 for a token issued to another client (RFC 7009 refuses it).
 *
 * @example
 * unauthorizedClient('The token was issued to another client. A client revokes only its own tokens.');
 */
export function unauthorizedClient(message: string): ErrorResponse {
  return authErrorResponse(400, 'unauthorized_client', message);
}

/**
 * The customer token endpoint's 400 for an unknown email or a wrong password. It does not say
 * which, as the platform does not.
 *
 * @example
 * invalidCustomerAccountCredentials();
 */
export function invalidCustomerAccountCredentials(): ErrorResponse {
  return authErrorResponse(400, 'invalid_customer_account_credentials', 'Customer account with the given credentials not found.');
}

/**
 * The 400 for a refresh token that is unknown, expired, or another client's.
 *
 * @example
 * invalidGrant('The refresh token is unknown or expired.');
 */
export function invalidGrant(message: string): ErrorResponse {
  return authErrorResponse(400, 'invalid_grant', message);
}

/**
 * The 400 a Project update gets when it references an Associate Role the Project does not have,
 * by key or by id.
 *
 * @example
 * referencedResourceNotFound('associate-role', 'key', 'buyer');
 */
export function referencedResourceNotFound(typeId: string, field: 'id' | 'key', value: string): ErrorObject {
  return {
    code: 'ReferencedResourceNotFound',
    message:
      `The referenced object of type '${typeId}' with ${field} '${value}' was not found. It either doesn't exist, ` +
      "or it can't be accessed from this endpoint (e.g., if the endpoint filters by store or customer account).",
    typeId,
    [field]: value,
  };
}
