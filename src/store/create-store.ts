import type { MockClock } from '../clock/create-clock.js';
import { createCartStore, type CartStore } from './carts/cart-store.js';
import { createEventLog, type MockEvent, type PendingEvent } from './events/event-log.js';
import { createImportContainerStore, type ImportContainerStore } from './import-container/import-container-store.js';
import { createProjectStore, type ProjectStore } from './project/project-store.js';

export interface StoreOptions {
  readonly clock: MockClock;
  readonly indexingDurationMs: number;
  /** Under eventual consistency, how long reads show the state before an update (0: off). */
  readonly staleReadMs: number;
}

/** All the state of one mock, one part per resource. Knows nothing of requests and responses. */
export interface Store {
  readonly projects: ProjectStore;
  readonly importContainers: ImportContainerStore;
  readonly carts: CartStore;
  /** Applies the time-based changes the clock has reached: container expiry and cart deletion. */
  settle(): void;
  /** The recorded events, after the changes the clock has reached. */
  events(): readonly MockEvent[];
  /** Makes the current state the one `reset()` returns to. */
  markInitial(): void;
  reset(): void;
}

const byTime = (a: PendingEvent, b: PendingEvent) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0);

/**
 * @example
 * const store = createStore({ clock, indexingDurationMs: 60_000, staleReadMs: 0 });
 */
export function createStore(options: StoreOptions): Store {
  const { clock } = options;
  const projects = createProjectStore(options);
  const log = createEventLog();
  const importContainers = createImportContainerStore({ clock, events: log, projectExists: (key) => projects.has(key), settle });
  const carts = createCartStore({ clock, project: (key) => projects.get(key) });
  const parts = [projects, importContainers, carts, log];

  // Expiries and cart deletions from different parts are recorded together, in time order, so the
  // event log reads as the platform would have sent them.
  function settle(): void {
    const due = [...importContainers.takeExpired(), ...carts.takeDeleted()];
    for (const event of due.sort(byTime)) log.record(event);
  }

  return {
    projects,
    importContainers,
    carts,
    settle,
    events() {
      settle();
      return log.all();
    },
    markInitial: () => parts.forEach((part) => part.markInitial()),
    reset: () => parts.forEach((part) => part.reset()),
  };
}
