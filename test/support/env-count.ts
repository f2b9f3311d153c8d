/**
 * A count a test reads from the environment (how many runs, how many seeds), or its fallback when
 * the variable is unset or empty. Anything but a positive whole number stops the run with the
 * variable's name, rather than quietly running zero cases.
 *
 * @example
 * const runs = envCount('MODEL_RUNS', 1000);
 */
export function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not '${raw}'.`);
  return value;
}
