type UnmodelledModule = typeof import('./unmodelled.js');
let loading: Promise<UnmodelledModule> | undefined;

/**
 * The stubs and the 501 for what the mock does not model, loaded once per process with the first
 * stub or the first such request: most tests never need them, and the main entry does not carry them.
 *
 * @example
 * const { answerUnmodelled } = await loadUnmodelled();
 */
export function loadUnmodelled(): Promise<UnmodelledModule> {
  return (loading ??= import('./unmodelled.js'));
}
