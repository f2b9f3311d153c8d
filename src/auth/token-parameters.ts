/**
 * A token request's parameters: the form body's fields, then the query's, as `oauth.raml`
 * declares them as query parameters and clients send them either way.
 *
 * @example
 * tokenParameters(new URL('https://auth.europe-west1.gcp.commercetools.com/oauth/token?grant_type=client_credentials'), '');
 */
export function tokenParameters(url: URL, body: string): URLSearchParams {
  const params = new URLSearchParams(body);
  for (const [name, value] of url.searchParams) params.append(name, value);
  return params;
}
