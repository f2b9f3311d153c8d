/**
 * Thrown for a command line that cannot run; the CLI prints the message and the usage, and exits 2.
 *
 * @example
 * throw new UsageError("--port must be a number from 0 to 65535, not '80a'.");
 */
export class UsageError extends Error {
  override readonly name: string = 'UsageError';
}

/**
 * Thrown for a `--config` file the CLI cannot serve from (unreadable, not JSON, a field refused):
 * it prints the message alone, which names the file and the field, and exits 2. The usage would
 * push it fifty lines up, and says nothing about the file.
 *
 * @example
 * throw new ConfigFileError('--config mock.json: journal.limit must be a whole number, 1 or more.');
 */
export class ConfigFileError extends UsageError {
  override readonly name = 'ConfigFileError';
}
