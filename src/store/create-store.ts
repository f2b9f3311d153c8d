import type { MockClock } from '../clock/create-clock.js';
import { createProjectStore, type ProjectStore } from './project/project-store.js';

export interface StoreOptions {
  readonly clock: MockClock;
  readonly indexingDurationMs: number;
}

/** All the state of one mock, one part per resource. Knows nothing of HTTP. */
export interface Store {
  readonly projects: ProjectStore;
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
  return {
    projects,
    markInitial: () => projects.markInitial(),
    reset: () => projects.reset(),
  };
}
