type UnmodelledModule = typeof import('./unmodelled.js');
let loading: Promise<UnmodelledModule> | undefined;

/**
 * The late routes (reading imported resources back), the stubs and the 501 for what the mock does
 * not model, loaded once per process with the first stub or the first request no route of the main
 * table takes: most tests never need them, and the main entry does not carry them.
 *
 * @example
 * const { answerLate } = await loadUnmodelled();
 */
export function loadUnmodelled(): Promise<UnmodelledModule> {
  return (loading ??= import('./unmodelled.js'));
}
