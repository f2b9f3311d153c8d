/**
 * Thrown for a command line that cannot run; the CLI prints the message and the usage, and exits 2.
 *
 * @example
 * throw new UsageError("--port must be a number from 0 to 65535, not '80a'.");
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
