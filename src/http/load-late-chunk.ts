type LateChunk = typeof import('./late-chunk.js');
let loading: Promise<LateChunk> | undefined;

/**
 * The late routes (import requests and operations, reading imported resources back), the stubs and the 501 for what the mock does
 * not model, loaded once per process with the first stub or the first request no route of the main
 * table takes: most tests never need them, and the main entry does not carry them.
 *
 * @example
 * const { answerLate } = await loadLateChunk();
 */
export function loadLateChunk(): Promise<LateChunk> {
  return (loading ??= import('./late-chunk.js'));
}
