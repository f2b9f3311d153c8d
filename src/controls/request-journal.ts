import { freeze } from 'immer';
import { createBoundedList } from '../utils/bounded-list.js';
import { maskSecret } from '../utils/mask-secret.js';
import { AUTH_OPERATIONS, type JournalOperation } from '../vocabulary/operations.js';

/** One request the mock answered, as `ct.requests` lists it. Secrets appear masked. */
export interface JournalEntry {
  /** The route's operation; `stub` for a stub's answer, `unmodelled` for the 501 of a path the mock does not model. */
  readonly operation: JournalOperation;
  readonly method: string;
  /** The URL; for the auth endpoints with their secrets masked in the query (`?token=****`). */
  readonly url: string;
  /** The Project the request addressed; absent for `/oauth/token` and `/oauth/introspect`. */
  readonly projectKey?: string;
  /** The status answered; 0 for an injected network error. */
  readonly status: number;
  /** The mock's clock when the request was answered. */
  readonly at: string;
  /** The Authorization header with the secret masked, as `Bearer ****wxyz` or `Basic ****`. */
  readonly authorization?: string;
  /**
   * The request body: parsed JSON with secrets masked (`authorizationHeader`, `client_secret`,
   * `password`, `refresh_token`); an auth endpoint's form with those and `token` masked; for any
   * other body that is not JSON, or one over 64 KB, a marker with its size only. Absent without a body.
   */
  readonly body?: unknown;
  /** True when an injected fault answered or delayed the request. */
  readonly faulted: boolean;
  /** The answer's X-Correlation-ID: the request's own, or the one the mock generated. */
  readonly correlationId: string;
}

/** What the handlers hand over: the raw values, masked only when a test reads the journal. */
export interface RawJournalEntry extends Omit<JournalEntry, 'authorization' | 'body'> {
  readonly authorization: string | null;
  readonly body: string;
}

export interface RequestJournal {
  record(entry: RawJournalEntry): void;
  /** The entries held, oldest first, secrets masked. */
  all(): readonly JournalEntry[];
  /** The most entries held; older ones are dropped. */
  readonly limit: number;
  /** How many entries were dropped since the start or the last reset. */
  readonly dropped: number;
  reset(): void;
  /** Lets go of the entries of requests to these Projects (a per-Project reset); `dropped` stays. */
  forgetProjects(keys: readonly string[]): void;
  /** Calls `listener` after each entry is recorded; returns what stops it. */
  watch(listener: () => void): () => void;
}

/** Entries the journal holds unless told otherwise. */
export const DEFAULT_JOURNAL_LIMIT = 10_000;
/** Bodies longer than this are kept as a marker with their size. */
export const MAX_JOURNAL_BODY = 64 * 1024;

// The journal may end up in logs, so it hides more than the platform's own masking: a secret
// too short to spare four characters is hidden whole.
const mask = (secret: string) => (secret.length >= 8 ? maskSecret(secret) : '****');

function maskAuthorization(header: string): string {
  // Stryker disable next-line StringLiteral: split always gives at least one part, so the default is never used
  const [scheme = '', credentials, ...rest] = header.trim().split(/\s+/);
  if (credentials === undefined || rest.length > 0) return '****';
  return /^bearer$/i.test(scheme) ? `${scheme} ${mask(credentials)}` : `${scheme} ****`;
}

// Fields whose values are secrets wherever they appear, whatever their type.
const SECRET_FIELDS: ReadonlySet<string> = new Set(['authorizationHeader', 'client_secret', 'password', 'refresh_token']);
// The auth endpoints' secrets: an introspected token besides the others, in the body or the URL's query.
const AUTH_SECRETS: ReadonlySet<string> = new Set([...SECRET_FIELDS, 'token']);

// The external OAuth header keeps the hint the platform's own masking gives; credentials none.
const maskField = (key: string, value: unknown) => (key === 'authorizationHeader' && typeof value === 'string' ? mask(value) : '****');

function maskSecrets(value: unknown, secrets: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item, secrets));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, secrets.has(key) ? maskField(key, inner) : maskSecrets(inner, secrets)]),
  );
}

/** A form with its secrets masked, parsed so that an encoded field name hides nothing; the very text when it holds none. */
function maskForm(text: string): string {
  const form = new URLSearchParams(text);
  const secrets = [...form.keys()].filter((key) => AUTH_SECRETS.has(key));
  for (const key of secrets) form.set(key, maskField(key, form.get(key)));
  return secrets.length > 0 ? form.toString() : text;
}

/**
 * A URL with the secrets of its query masked, whatever the operation: the token endpoints take
 * them there, and a request no route takes (journaled as `unmodelled` or `stub`) may send them to
 * any path. The other routes' parameters (`where`, `limit`...) are no secret names, so they stay.
 */
function maskUrl(url: string): string {
  const query = url.indexOf('?');
  return query >= 0 ? url.slice(0, query + 1) + maskForm(url.slice(query + 1)) : url;
}

function maskBody(operation: JournalOperation, text: string): unknown {
  try {
    return maskSecrets(JSON.parse(text), AUTH_OPERATIONS.has(operation) ? AUTH_SECRETS : SECRET_FIELDS);
  } catch {
    // The auth endpoints take forms.
    if (AUTH_OPERATIONS.has(operation)) return maskForm(text);
    // A broken body may hold a secret in any spelling (other quotes, escapes, cut short), so only
    // its size is kept.
    return `[not JSON: ${text.length} characters]`;
  }
}

interface HeldEntry {
  readonly raw: RawJournalEntry;
  readonly oversized: boolean;
  masked?: JournalEntry;
}

function masked({ raw: { authorization, body, projectKey, url, ...rest }, oversized }: HeldEntry): JournalEntry {
  const shown = oversized ? body : maskBody(rest.operation, body);
  return freeze(
    {
      ...rest,
      url: maskUrl(url),
      ...(projectKey === undefined ? {} : { projectKey }),
      ...(authorization === null ? {} : { authorization: maskAuthorization(authorization) }),
      ...(body === '' ? {} : { body: shown }),
    },
    true,
  );
}

/**
 * Every request one mock answered, in order, up to a limit: the oldest are dropped and counted,
 * so that a mock serving requests for hours keeps its memory flat. Entries are kept raw and
 * masked when read, so that recording costs a request next to nothing; a body over 64 KB is not
 * kept at all.
 *
 * @example
 * const journal = createRequestJournal(10_000);
 * journal.all().filter((entry) => entry.operation === 'updateProject');
 */
export function createRequestJournal(limit = DEFAULT_JOURNAL_LIMIT): RequestJournal {
  const held = createBoundedList<HeldEntry>(limit);
  let snapshot: readonly JournalEntry[] | undefined;
  const listeners = new Set<() => void>();
  return {
    record(entry) {
      // An oversized body is let go at once: only its length is ever shown.
      const oversized = entry.body.length > MAX_JOURNAL_BODY;
      const raw = oversized ? { ...entry, body: `[body of ${entry.body.length} characters, over the journal's 64 KB limit]` } : entry;
      held.push({ raw, oversized });
      snapshot = undefined;
      for (const listener of listeners) listener();
    },
    all() {
      snapshot ??= Object.freeze(held.items().map((entry) => (entry.masked ??= masked(entry))));
      return snapshot;
    },
    limit,
    get dropped() {
      return held.dropped;
    },
    reset() {
      held.clear();
      snapshot = undefined;
    },
    forgetProjects(keys) {
      held.retain(({ raw }) => raw.projectKey === undefined || !keys.includes(raw.projectKey));
      snapshot = undefined;
    },
    watch(listener) {
      // Wrapped, so that the same function watched twice is called twice and stopped once each.
      const watcher = () => listener();
      listeners.add(watcher);
      return () => void listeners.delete(watcher);
    },
  };
}
