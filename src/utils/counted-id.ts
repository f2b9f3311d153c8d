// The ids the mock makes, counted up per mock so that the same steps give the same ids: a UUID of
// zeros with the count in its last group, and a fourth group that says what the id names, so that
// an id in a failing test tells its kind (each stays a variant a UUID check takes: 8, 9, a or b).
// Inner ids (prices, line items...) are made of their resource's serial instead: read-context.ts.

/** What each fourth group names. */
const TAGS = {
  event: '8000',
  correlation: '9000',
  operation: 'a000',
  resource: 'b000',
  'associate-role': 'b200',
  customer: 'b300',
  'anonymous-session': 'b400',
} as const;

/** The kinds of id the mock counts. */
export type CountedKind = keyof typeof TAGS;

/**
 * The id the mock makes for the count-th thing of a kind.
 *
 * @example
 * countedId('resource', 10); // '00000000-0000-4000-b000-00000000000a'
 */
export function countedId(kind: CountedKind, count: number): string {
  return `00000000-0000-4000-${TAGS[kind]}-${count.toString(16).padStart(12, '0')}`;
}

/**
 * The count an id of this kind is made of; undefined for any other id.
 *
 * @example
 * countIn('customer', '00000000-0000-4000-b300-000000000002'); // 2
 * countIn('customer', 'a-given-id'); // undefined
 */
export function countIn(kind: CountedKind, id: string): number | undefined {
  const prefix = `00000000-0000-4000-${TAGS[kind]}-`;
  const count = id.slice(prefix.length);
  return id.length === prefix.length + 12 && id.startsWith(prefix) && /^[0-9a-f]{12}$/.test(count) ? Number.parseInt(count, 16) : undefined;
}
