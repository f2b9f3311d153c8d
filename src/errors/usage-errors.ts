/**
 * Thrown when a test names a Project the mock does not have.
 *
 * @example
 * throw unknownProjectUsage('shop');
 */
export function unknownProjectUsage(projectKey: string): Error {
  return new Error(`commercetools-msw: there is no Project '${projectKey}'. Add it first with ct.addProject({ key: '${projectKey}' }).`);
}
