/**
 * Which browser pages may call the served mock from another origin. Given to `serve({ cors })`,
 * to `--config` as `"cors"`, and built by `--cors-origin`, `--cors-admin` and `--no-cors`.
 */
export interface CorsOptions {
  /**
   * The page origins allowed, each as a browser sends it in `Origin`: scheme, host and port, no
   * path, such as `http://localhost:6006`. Absent: any origin.
   */
  readonly origins?: readonly string[] | undefined;
  /**
   * Whether the admin API (`/__admin`) answers those origins too (default false: a page on another
   * origin cannot drive it). Its token rules still apply.
   */
  readonly admin?: boolean | undefined;
}

/** `serve`'s `cors` option: `false` for no CORS at all, else {@link CorsOptions}. */
export type CorsOption = false | CorsOptions;

/** What the CORS layer needs: whom it answers, normalized and checked. */
export interface CorsPolicy {
  /** False with `cors: false`: no answer carries CORS headers. */
  readonly enabled: boolean;
  /** The origins allowed; undefined: any. */
  readonly origins: ReadonlySet<string> | undefined;
  /** Whether allowed origins may call the admin API too. */
  readonly admin: boolean;
}

/** The fields of {@link CorsOptions}, for messages. */
export const CORS_FIELDS = ['origins', 'admin'] as const;

/**
 * What is wrong with an origin as `cors.origins` or `--cors-origin` takes it, or undefined when it
 * is one. The problem reads after the value's name, such as `--cors-origin 'x' ...`.
 *
 * @example
 * originProblem('http://localhost:6006'); // undefined
 * originProblem('http://localhost:6006/'); // "is not an origin as a browser sends it: write 'http://localhost:6006' ..."
 */
export function originProblem(value: unknown): string | undefined {
  if (typeof value !== 'string') return 'must be a string, such as "http://localhost:6006"';
  if (value === '*') return 'must name one origin: leave the origins out to allow any origin';
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    return 'is not an origin: write scheme, host and port, such as http://localhost:6006';
  }
  if (origin === value) return undefined;
  // Browsers send the origin in one form: lower case, no default port, no path or trailing slash.
  return origin === 'null'
    ? 'is not an origin: write scheme, host and port, such as http://localhost:6006'
    : `is not an origin as a browser sends it: write '${origin}' (no path, no trailing slash, no default port, lower case)`;
}

/**
 * What is wrong with a `cors` option, as the field (`cors`, `cors.origins[1]`...) and what it
 * must be, or undefined when it is a good one. serve() and `--config` word their refusals with it.
 *
 * @example
 * corsProblem({ origins: ['http://localhost:6006/'] });
 * // { field: 'cors.origins[0]', problem: `"http://localhost:6006/" is not an origin as a browser sends it: write 'http://localhost:6006' ...` }
 */
export function corsProblem(option: unknown): { readonly field: string; readonly problem: string } | undefined {
  if (option === false || option === undefined) return undefined;
  if (typeof option !== 'object' || option === null || Array.isArray(option)) {
    return { field: 'cors', problem: 'must be false, or {"origins": ["http://localhost:6006", ...], "admin": true}' };
  }
  for (const field of Object.keys(option)) {
    if (!(CORS_FIELDS as readonly string[]).includes(field)) return { field: `cors.${field}`, problem: `is not an option of cors; the options are ${CORS_FIELDS.join(', ')}` };
  }
  const { origins, admin } = option as Record<string, unknown>;
  if (admin !== undefined && typeof admin !== 'boolean') return { field: 'cors.admin', problem: 'must be true or false' };
  if (origins === undefined) return undefined;
  if (!Array.isArray(origins) || origins.length === 0) {
    return { field: 'cors.origins', problem: 'must be a non-empty list of origins, such as ["http://localhost:6006"]; leave it out to allow any origin' };
  }
  for (const [index, origin] of (origins as unknown[]).entries()) {
    const problem = originProblem(origin);
    if (problem !== undefined) return { field: `cors.origins[${index}]`, problem: `${JSON.stringify(origin)} ${problem}` };
  }
  return undefined;
}

/**
 * Checks and normalizes `serve`'s `cors` option; a bad one throws a TypeError that names the field
 * and says what to write instead.
 *
 * @example
 * corsPolicyOf(undefined); // { enabled: true, origins: undefined, admin: false }: any origin, not the admin API
 * corsPolicyOf({ origins: ['http://localhost:6006'], admin: true });
 * corsPolicyOf(false); // { enabled: false, ... }
 */
export function corsPolicyOf(option: CorsOption | undefined): CorsPolicy {
  const wrong = corsProblem(option);
  if (wrong !== undefined) throw new TypeError(`commercetools-msw: ${wrong.field} ${wrong.problem}.`);
  if (option === false) return { enabled: false, origins: undefined, admin: false };
  const { origins, admin = false } = option ?? {};
  return { enabled: true, origins: origins === undefined ? undefined : new Set(origins), admin };
}
