import { originProblem, type CorsOption } from './cors-options.js';
import { UsageError } from './usage-error.js';

/** What `--cors-origin`, `--cors-admin` and `--no-cors` ask for; a field is absent when its flag is. */
export interface CorsFlags {
  /** The origins of every `--cors-origin`, comma lists split, in order, without repeats. */
  readonly origins?: readonly string[];
  readonly admin?: true;
  readonly off?: true;
}

/**
 * Reads the CORS flags. `--cors-origin` is repeatable and takes comma-separated lists too (an
 * origin never holds a comma); each must be an origin as a browser sends it.
 *
 * @example
 * parseCorsFlags(['http://localhost:6006,http://localhost:3000'], true, false);
 * // { origins: ['http://localhost:6006', 'http://localhost:3000'], admin: true }
 */
export function parseCorsFlags(originFlags: readonly string[] | undefined, admin: boolean, off: boolean): CorsFlags {
  const origins = originFlags?.flatMap((flag) => flag.split(',').map((origin) => origin.trim()));
  for (const origin of origins ?? []) {
    if (origin === '') throw new UsageError('--cors-origin takes origins such as http://localhost:6006, comma-separated or repeated; one of them is empty.');
    const problem = originProblem(origin);
    if (problem !== undefined) throw new UsageError(`--cors-origin '${origin}' ${problem}.`);
  }
  if (off && (origins !== undefined || admin)) {
    throw new UsageError(`--no-cors and ${origins === undefined ? '--cors-admin' : '--cors-origin'} contradict each other: give one of them.`);
  }
  return {
    ...(origins === undefined ? {} : { origins: [...new Set(origins)] }),
    ...(admin ? { admin: true as const } : {}),
    ...(off ? { off: true as const } : {}),
  };
}

/**
 * The `cors` option of `serve` from the flags and a config file's `cors`: the flags win, field by
 * field (`--cors-origin` replaces the config's origins, `--cors-admin` turns its admin on,
 * `--no-cors` turns CORS off); without either, no option (the default: any origin).
 *
 * @example
 * corsOptionOf({ admin: true }, { origins: ['http://localhost:6006'] });
 * // { cors: { origins: ['http://localhost:6006'], admin: true } }
 */
export function corsOptionOf(flags: CorsFlags, fromConfig: CorsOption | undefined): { readonly cors?: CorsOption } {
  if (flags.off) return { cors: false };
  if (flags.origins === undefined && !flags.admin) return fromConfig === undefined ? {} : { cors: fromConfig };
  const base = fromConfig === false || fromConfig === undefined ? {} : fromConfig;
  const origins = flags.origins ?? base.origins;
  const admin = flags.admin ?? base.admin;
  return { cors: { ...(origins === undefined ? {} : { origins }), ...(admin === undefined ? {} : { admin }) } };
}
