/// <reference types="node" />
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { errorResponse, type AdminResponse } from './admin-types.js';

/** Who may call the admin API. */
export interface AdminAccess {
  /** The secret every admin call must send as `Authorization: Bearer <secret>`; none when undefined. */
  readonly token?: string | undefined;
  /** The address the server is bound to, such as `127.0.0.1` or `0.0.0.0`. */
  readonly address: string;
}

/**
 * Whether an address is a loopback one: `127.0.0.0/8`, `::1`, or IPv4 loopback mapped into IPv6.
 * `localhost` counts too; any other name, and the wildcard addresses, do not.
 *
 * @example
 * isLoopback('127.0.0.1'); // true
 * isLoopback('0.0.0.0'); // false
 */
export function isLoopback(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) !== 6) return false;
  // The URL parser writes an IPv6 address in its one short form: ::1, and ::ffff:7fxx:xxxx for 127/8.
  const canonical = new URL(`http://[${bare}]`).hostname;
  return canonical === '[::1]' || /^\[::ffff:7f[\da-f]{2}:/.test(canonical);
}

// Both sides are hashed first, so that the comparison takes the same time whatever their lengths.
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

function bearerOf(header: string | undefined): string | undefined {
  const match = /^\s*bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Checks an admin call's right to run: with a token, every call must send it as a bearer token
 * (401 otherwise, compared in constant time); without one, only a server bound to loopback
 * answers (403 otherwise, with a message that names `--admin-token`). Undefined lets it through.
 *
 * @example
 * checkAccess({ authorization: 'Bearer s3cret' }, { token: 's3cret', address: '0.0.0.0' }); // undefined
 */
export function checkAccess(headers: Readonly<Record<string, string | undefined>>, access: AdminAccess): AdminResponse | undefined {
  if (access.token !== undefined) {
    const sent = bearerOf(headers.authorization);
    if (sent !== undefined && timingSafeEqual(digest(sent), digest(access.token))) return undefined;
    const response = errorResponse(
      401,
      sent === undefined
        ? 'The admin API needs the server\'s admin token: send "Authorization: Bearer <secret>" with the secret given by --admin-token or COMMERCETOOLS_MSW_ADMIN_TOKEN.'
        : 'The admin token sent does not match the server\'s --admin-token (or COMMERCETOOLS_MSW_ADMIN_TOKEN).',
    );
    return { ...response, headers: { ...response.headers, 'www-authenticate': 'Bearer realm="commercetools-msw admin"' } };
  }
  if (isLoopback(access.address)) return undefined;
  return errorResponse(
    403,
    `The admin API is closed: the server is bound to ${access.address}, beyond loopback, without an admin token. ` +
      'Start it with --admin-token <secret> (or COMMERCETOOLS_MSW_ADMIN_TOKEN) and send "Authorization: Bearer <secret>", or bind it to 127.0.0.1.',
  );
}
