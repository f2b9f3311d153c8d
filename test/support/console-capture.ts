import { format } from 'node:util';
import { onTestFinished, vi } from 'vitest';

/**
 * Takes over `console[method]` for the rest of the running test and returns what was printed
 * through it since, each call as one string (formatted as the console would print it). A test that
 * expects msw or the mock to print an error asserts on that text, and a green run prints no error
 * block that a newcomer could take for a failure. The console is given back when the test ends.
 *
 * @example
 * const printed = captureConsole('error');
 * await expect(fetch('https://elsewhere.example/')).rejects.toThrow();
 * expect(printed()).toEqual([expect.stringContaining('[MSW] Error: intercepted a request without a matching request handler')]);
 */
export function captureConsole(method: 'error' | 'warn' | 'log' = 'error'): () => string[] {
  // A second capture in the same test gets the same spy: it answers only what came after it.
  const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
  const from = spy.mock.calls.length;
  onTestFinished(() => spy.mockRestore());
  return () => spy.mock.calls.slice(from).map((args) => format(...args));
}
