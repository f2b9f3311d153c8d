import type { MockContext } from './mock-context.js';

/**
 * What a served mock (its request listener and its admin API) needs of a mock beyond its public
 * controls. Not part of the public API: it hangs off the mock under a registered symbol, so that
 * it is found whichever copy of the module (the bundled entry or the CLI's) made the mock.
 */
export interface MockInternals {
  /**
   * What the routes answer for: the served mock hands it to the route core with each request, and
   * the admin API reads the Project keys and watches the journal through it.
   */
  readonly context: MockContext;
}

// Stryker disable next-line StringLiteral: the name matters only between copies of this module (dist/ and the CLI's), which the serve tests run
const INTERNALS = Symbol.for('commercetools-msw.internals');

/**
 * Attaches the internals to a mock, unenumerable.
 *
 * @example
 * return attachInternals(mock, { context });
 */
export function attachInternals<T extends object>(mock: T, internals: MockInternals): T {
  return Object.defineProperty(mock, INTERNALS, { value: internals });
}

/**
 * The internals of a mock made by `createCommercetoolsMock`, or undefined for any other object.
 *
 * @example
 * internalsOf(ct)?.context.store.projects.keys(); // ['shop']
 */
export function internalsOf(mock: object): MockInternals | undefined {
  return (mock as { readonly [INTERNALS]?: MockInternals })[INTERNALS];
}
