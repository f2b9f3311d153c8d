/**
 * Hides a secret as the platform does: `****` and its last four characters. Responses and the
 * request journal both mask with it, so it sits below http/ and controls/.
 *
 * @example
 * maskSecret('Bearer secret-token'); // '****oken'
 */
export function maskSecret(secret: string): string {
  return `****${secret.slice(-4)}`;
}
