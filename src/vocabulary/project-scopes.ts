/**
 * The scopes of which reading or changing a Project's settings needs one, as the platform's API
 * reference lists them for `GET` and `POST /{projectKey}` (`manage_project` grants both). GraphQL's
 * `project` and `updateProject` take the same.
 *
 * @example
 * hasAnyScope(token.scopes, 'shop', PROJECT_SCOPES.view);
 */
export const PROJECT_SCOPES = {
  view: ['view_project_settings'],
  manage: ['manage_project_settings'],
} as const satisfies Readonly<Record<string, readonly string[]>>;
