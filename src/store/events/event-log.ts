/** An Import API event, in the shape of the platform's ImportContainerCreated/Deleted events. */
export interface ImportApiEvent {
  readonly id: string;
  readonly notificationType: 'Event';
  readonly resourceType: 'import-api';
  readonly type: 'ImportContainerCreated' | 'ImportContainerDeleted';
  readonly data: object;
  readonly createdAt: string;
}

export interface EventLog {
  record(type: ImportApiEvent['type'], data: ImportApiEvent['data'], createdAt: string): void;
  all(): readonly ImportApiEvent[];
  markInitial(): void;
  reset(): void;
}

/**
 * The events one mock has recorded, in order. Ids count up in UUID form, so a test that runs the
 * same steps sees the same ids every time.
 *
 * @example
 * const events = createEventLog();
 * events.record('ImportContainerCreated', container, clock.isoNow());
 */
export function createEventLog(): EventLog {
  let events: ImportApiEvent[] = [];
  let initialLength = 0;
  let snapshot: readonly ImportApiEvent[] | undefined;
  const eventId = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  return {
    record(type, data, createdAt) {
      events.push(Object.freeze({ id: eventId(events.length + 1), notificationType: 'Event', resourceType: 'import-api', type, data, createdAt }));
      snapshot = undefined;
    },
    all: () => (snapshot ??= Object.freeze([...events])),
    markInitial() {
      initialLength = events.length;
    },
    reset() {
      events = events.slice(0, initialLength);
      snapshot = undefined;
    },
  };
}
