/** A canned answer for a request the mock does not model, as `ct.stub` takes it. */
export interface StubOptions {
  /** The request method it answers, such as `GET` (compared in upper case). */
  readonly method: string;
  /**
   * The path it answers on every host of the mock, query left aside, as sent (percent-encoded):
   * `/shop/carts`. A `*` matches within one segment (`/shop/carts/*` takes any cart id),
   * and a last segment `**` matches anything below, itself included (`/shop/carts/**`).
   */
  readonly path: string;
  /** The status answered, 200 to 599. */
  readonly status: number;
  /** Headers of the answer; a body gets its Content-Type unless these give one. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The body: a string is sent as text, anything else as JSON. None with 204, 205 or 304. */
  readonly body?: unknown;
}

/** A stub as `ct.stubs` lists it: its options, its id, and how many requests it answered. */
export interface Stub {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: unknown;
  readonly hits: number;
}

/** What `ct.stub` gives back: the stub's id, its hits so far, and how to remove it. */
export interface StubHandle {
  readonly id: string;
  /** How many requests it answered so far (live). */
  readonly hits: number;
  /** Removes it; removing it again, or after a reset, does nothing. */
  remove(): void;
}

/** A stub as the mock holds it: what it answers, its path as a RegExp, and its hits. */
export interface StubEntry {
  readonly stub: Omit<Stub, 'hits'>;
  /** Matches the path below a host's base. */
  readonly pattern: RegExp;
  /** The method in upper case. */
  readonly method: string;
  /** The answer without its X-Correlation-ID. */
  readonly answer: { readonly status: number; readonly headers: Readonly<Record<string, string>>; readonly body: string };
  hits: number;
}

/** The stubs of one mock, newest first (the newest that matches answers), and the ids given so far. */
export interface StubList {
  readonly entries: StubEntry[];
  /** Ids keep counting across resets, so that an old id never names a newer stub. */
  issued: number;
}
