import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Base64 } from './sha256.js';

const nodeDigest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('sha256Base64', () => {
  it('gives the FIPS 180-4 test vectors', () => {
    expect(sha256Base64('abc')).toBe('ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0=');
    expect(sha256Base64('')).toBe('47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=');
    expect(sha256Base64('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe('JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE=');
  });

  // Lengths on either side of the padding's edges: 55 bytes fit one block with the length, 56 need two.
  it.each([1, 55, 56, 63, 64, 65, 119, 120, 128, 1000])('agrees with Node for %i bytes', (length) => {
    const text = 'x'.repeat(length);
    expect(sha256Base64(text)).toBe(nodeDigest(text));
  });

  it('agrees with Node for any text, UTF-8 encoded', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 150 }), (text) => sha256Base64(text) === nodeDigest(text)));
  });
});
