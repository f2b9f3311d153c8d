/** The regions the platform runs in; the mock answers on all of them by default. */
export const REGIONS = [
  'europe-west1.gcp',
  'us-central1.gcp',
  'australia-southeast1.gcp',
  'eu-central-1.aws',
  'us-east-2.aws',
] as const;

/** Base URLs for the three services. */
export interface Hosts {
  readonly api: readonly string[];
  readonly auth: readonly string[];
  readonly import: readonly string[];
}

/** The `hosts` option: base URLs to answer on, in addition to the five regions or instead of them. */
export interface HostOptions {
  readonly api?: readonly string[];
  readonly auth?: readonly string[];
  readonly import?: readonly string[];
  /** Keep answering on the five regional hosts as well (default true). */
  readonly regions?: boolean;
}

function normalizeBase(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new TypeError(`commercetools-msw: the host '${base}' is not an absolute URL. Pass one such as 'http://localhost:8080'.`);
  }
  if (url.search || url.hash) {
    throw new TypeError(`commercetools-msw: the host '${base}' must not have a query or fragment.`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * Resolves the `hosts` option into the base URLs each service answers on.
 *
 * @example
 * resolveHosts({ api: ['http://localhost:8080'], regions: false }).api; // ['http://localhost:8080']
 */
export function resolveHosts(options: HostOptions = {}): Hosts {
  const regional = options.regions ?? true;
  const bases = (service: 'api' | 'auth' | 'import', extra: readonly string[] = []) => [
    ...(regional ? REGIONS.map((region) => `https://${service}.${region}.commercetools.com`) : []),
    ...extra.map(normalizeBase),
  ];
  return { api: bases('api', options.api), auth: bases('auth', options.auth), import: bases('import', options.import) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Every mock with the same hosts gets the same patterns; building them cost a fresh mock ~40 us.
// Shared safely: without the g or y flag a RegExp keeps no state between matches.
const patterns = new Map<string, RegExp>();

/**
 * A RegExp matching any of the given bases followed by a path pattern. msw matches RegExp paths
 * the same way in its majors 2 and 3, where hostname parameters differ.
 *
 * @example
 * routePattern(['https://api.europe-west1.gcp.commercetools.com'], '/([^/]+)');
 */
export function routePattern(bases: readonly string[], path: string): RegExp {
  const key = `${bases.join('\n')}\n${path}`;
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = new RegExp(`^(?:${bases.map(escapeRegExp).join('|')})${path}$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

