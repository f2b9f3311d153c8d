// What the auth host's routes load with their first request, as one chunk: the token grants and
// the introspection.
export { grantToken } from './grant-token.js';
export { introspectToken } from './introspect-token.js';
