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

function regionalBases(service: keyof Hosts): string[] {
  return REGIONS.map((region) => `https://${service}.${region}.commercetools.com`);
}

let regionalHosts: Hosts | undefined;

/**
 * Resolves the `hosts` option into the base URLs each service answers on. Without other hosts,
 * every call returns the same frozen object, so that mocks on the default hosts share one route
 * table.
 *
 * @example
 * resolveHosts({ api: ['http://localhost:8080'], regions: false }).api; // ['http://localhost:8080']
 */
export function resolveHosts(options: HostOptions = {}): Hosts {
  const regional = options.regions ?? true;
  if (regional && !options.api?.length && !options.auth?.length && !options.import?.length) {
    regionalHosts ??= Object.freeze({
      api: Object.freeze(regionalBases('api')),
      auth: Object.freeze(regionalBases('auth')),
      import: Object.freeze(regionalBases('import')),
    });
    return regionalHosts;
  }
  const bases = (service: keyof Hosts, extra: readonly string[] = []) => [
    ...(regional ? regionalBases(service) : []),
    ...extra.map(normalizeBase),
  ];
  return { api: bases('api', options.api), auth: bases('auth', options.auth), import: bases('import', options.import) };
}
