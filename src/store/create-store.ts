import type { MockClock } from '../clock/create-clock.js';
import { createEventLog, type EventLog } from './events/event-log.js';
import { createImportContainerStore, type ImportContainerStore } from './import-container/import-container-store.js';
import { createProjectStore, type ProjectStore } from './project/project-store.js';

export interface StoreOptions {
  readonly clock: MockClock;
  readonly indexingDurationMs: number;
}

/** All the state of one mock, one part per resource. Knows nothing of HTTP. */
export interface Store {
  readonly projects: ProjectStore;
  readonly importContainers: ImportContainerStore;
  readonly events: EventLog;
  /** The recorded events, after the expiries the clock has reached. */
  recordedEvents(): ReturnType<EventLog['all']>;
  /** Makes the current state the one `reset()` returns to. */
  markInitial(): void;
  reset(): void;
}

/**
 * @example
 * const store = createStore({ clock, indexingDurationMs: 60_000 });
 */
export function createStore(options: StoreOptions): Store {
  const projects = createProjectStore(options);
  const events = createEventLog();
  const importContainers = createImportContainerStore({ clock: options.clock, events, projectExists: (key) => projects.has(key) });
  const parts = [projects, importContainers, events];
  return {
    projects,
    importContainers,
    events,
    recordedEvents() {
      importContainers.expire();
      return events.all();
    },
    markInitial: () => parts.forEach((part) => part.markInitial()),
    reset: () => parts.forEach((part) => part.reset()),
  };
}
