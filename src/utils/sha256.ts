// SHA-256 (FIPS 180-4) on plain numbers: synchronous, and the same in Node and in browsers, where
// the platform's WebCrypto digest is asynchronous and Node's `crypto` is missing.

/** The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
const ROUND_CONSTANTS = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74,
  0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d,
  0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e,
  0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5,
  0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

/** The first 32 bits of the fractional parts of the square roots of the first 8 primes. */
const INITIAL_HASH = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

const rotate = (word: number, bits: number) => (word >>> bits) | (word << (32 - bits));

/** The message padded to whole 64-byte blocks: a 1 bit, zeros, and its length in bits (big-endian). */
function padded(message: Uint8Array): DataView {
  const length = Math.ceil((message.length + 9) / 64) * 64;
  const bytes = new Uint8Array(length);
  bytes.set(message);
  bytes[message.length] = 0x80;
  const view = new DataView(bytes.buffer);
  const bits = message.length * 8;
  // Stryker disable next-line ArithmeticOperator,CallExpression: the high word is 0 below 512 MiB, written or not (setUint32 keeps the low 32 bits)
  view.setUint32(length - 8, Math.floor(bits / 2 ** 32));
  view.setUint32(length - 4, bits >>> 0);
  return view;
}

/** Mixes one 64-byte block into the hash. */
function compress(hash: number[], block: DataView, offset: number, schedule: Uint32Array): void {
  for (let t = 0; t < 16; t += 1) schedule[t] = block.getUint32(offset + t * 4);
  // Stryker disable next-line EqualityOperator: a Uint32Array of 64 ignores a write at 64
  for (let t = 16; t < 64; t += 1) {
    const early = schedule[t - 15]!;
    const late = schedule[t - 2]!;
    const s0 = rotate(early, 7) ^ rotate(early, 18) ^ (early >>> 3);
    const s1 = rotate(late, 17) ^ rotate(late, 19) ^ (late >>> 10);
    schedule[t] = (schedule[t - 16]! + s0 + schedule[t - 7]! + s1) >>> 0;
  }
  let [a, b, c, d, e, f, g, h] = hash as [number, number, number, number, number, number, number, number];
  for (let t = 0; t < 64; t += 1) {
    const choice = (e & f) ^ (~e & g);
    const temp1 = (h + (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) + choice + ROUND_CONSTANTS[t]! + schedule[t]!) >>> 0;
    const majority = (a & b) ^ (a & c) ^ (b & c);
    const temp2 = ((rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) + majority) >>> 0;
    [h, g, f, e, d, c, b, a] = [g, f, e, (d + temp1) >>> 0, c, b, a, (temp1 + temp2) >>> 0];
  }
  [a, b, c, d, e, f, g, h].forEach((word, index) => {
    hash[index] = (hash[index]! + word) >>> 0;
  });
}

/**
 * The SHA-256 digest of a text's UTF-8 bytes, in base64.
 *
 * @example
 * sha256Base64('abc'); // 'ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='
 */
export function sha256Base64(text: string): string {
  const block = padded(new TextEncoder().encode(text));
  const hash = [...INITIAL_HASH];
  const schedule = new Uint32Array(64);
  for (let offset = 0; offset < block.byteLength; offset += 64) compress(hash, block, offset, schedule);
  const digest = new DataView(new ArrayBuffer(32));
  hash.forEach((word, index) => digest.setUint32(index * 4, word));
  return btoa(String.fromCharCode(...new Uint8Array(digest.buffer)));
}
