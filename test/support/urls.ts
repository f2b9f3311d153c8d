import { API_HOST, AUTH_HOST, IMPORT_HOST } from './sdk.js';

// The mock's URLs for requests through plain fetch, on the default region unless a host is given.

export const TOKEN_URL = `${AUTH_HOST}/oauth/token`;
export const projectUrl = (projectKey = 'shop', host = API_HOST) => `${host}/${encodeURIComponent(projectKey)}`;
export const collectionUrl = (projectKey = 'shop', host = IMPORT_HOST) => `${host}/${encodeURIComponent(projectKey)}/import-containers`;
export const itemUrl = (key: string, projectKey = 'shop', host = IMPORT_HOST) => `${collectionUrl(projectKey, host)}/${encodeURIComponent(key)}`;

/** `Basic base64(id:secret)`, UTF-8 encoded first so that any text can be a credential. */
export function basic(clientId: string, clientSecret: string): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}
