/** A list that keeps its newest `limit` items and counts those it drops. */
export interface BoundedList<T> {
  push(item: T): void;
  /** The items held, oldest first (a fresh array). */
  items(): T[];
  readonly size: number;
  readonly limit: number;
  /** How many items were dropped since the list was made or last cleared. */
  readonly dropped: number;
  /** Empties the list, and forgets what it dropped. */
  clear(): void;
  /** Replaces the items held, as after a reset, and forgets what it dropped. */
  replace(items: readonly T[]): void;
  /** Keeps only the items `keep` accepts; what it dropped before still counts. */
  retain(keep: (item: T) => boolean): void;
}

/**
 * A bounded list, so that a long-running mock (a served one under an end-to-end suite) keeps its
 * memory flat. Dropping is O(1): the items are compacted only once half of the array is dropped.
 *
 * @example
 * const journal = createBoundedList<JournalEntry>(10_000);
 * journal.push(entry);
 */
export function createBoundedList<T>(limit: number): BoundedList<T> {
  let items: T[] = [];
  let head = 0;
  let dropped = 0;
  return {
    push(item) {
      items.push(item);
      if (items.length - head > limit) {
        head += 1;
        dropped += 1;
        if (head > 1024 && head * 2 > items.length) {
          items = items.slice(head);
          head = 0;
        }
      }
    },
    items: () => items.slice(head),
    get size() {
      return items.length - head;
    },
    limit,
    get dropped() {
      return dropped;
    },
    clear() {
      items = [];
      head = 0;
      dropped = 0;
    },
    replace(next) {
      items = next.slice(Math.max(0, next.length - limit));
      head = 0;
      dropped = 0;
    },
    retain(keep) {
      items = items.slice(head).filter(keep);
      head = 0;
    },
  };
}
