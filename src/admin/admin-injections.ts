import { AdminInputError, errorResponse, jsonResponse, noContent, type AdminResponse } from './admin-types.js';

/** What `ct.inject` and `ct.injectImportOutcome` hand back. */
interface Handle {
  remove(): void;
  readonly remaining: number;
  readonly hits: number;
}

interface Held {
  readonly id: string;
  /** The options as they came in JSON, to list them. */
  readonly options: Record<string, unknown>;
  readonly handle: Handle;
}

/** The faults, or the import outcomes, that admin calls injected, by the ids they were given. */
export interface Injections {
  /** Injects, and answers 201 `{ id, remaining, hits }`. */
  add(options: Record<string, unknown>, inject: () => Handle): AdminResponse;
  /** The live ones (not used up, removed or reset away), oldest first, under `name`. */
  list(name: string): AdminResponse;
  /** One by id, live or used up, with its counts now (404 for an id never given, or removed). */
  read(id: string): AdminResponse;
  /** Removes one by id (204; 404 for an id never given), or all with no id. */
  remove(id?: string): AdminResponse;
}

/**
 * Keeps the handles of injected faults or import outcomes under short ids (`"1"`, `"2"`...), which
 * keep counting across resets, so that an old id never removes a newer injection. `times` or
 * `remaining` of `Infinity` are written as null in JSON.
 *
 * @example
 * const faults = createInjections('fault');
 * faults.add(options, () => mock.inject(options)); // 201 { id: '1', remaining: 1, hits: 0 }
 */
export function createInjections(kind: string): Injections {
  const held = new Map<string, Held>();
  let issued = 0;
  // A used-up one stays held, so that its hits can still be read by id, until it is removed.
  const live = () => [...held.values()].filter((entry) => entry.handle.remaining > 0);
  const describe = ({ id, options, handle }: Held) => ({ id, ...options, remaining: handle.remaining, hits: handle.hits });
  return {
    add(options, inject) {
      const handle = inject();
      issued += 1;
      const id = String(issued);
      held.set(id, { id, options, handle });
      return jsonResponse(201, { id, remaining: handle.remaining, hits: handle.hits });
    },
    list(name) {
      return jsonResponse(200, {
        [name]: live().map(describe),
      });
    },
    read(id) {
      const entry = held.get(id);
      if (!entry) return errorResponse(404, `There is no ${kind} with the id '${id}'. The ids are those the POST answered, until removed.`);
      return jsonResponse(200, describe(entry));
    },
    remove(id) {
      if (id === undefined) {
        for (const entry of held.values()) entry.handle.remove();
        held.clear();
        return noContent();
      }
      if (!/^[1-9]\d*$/.test(id) || Number(id) > issued) {
        return errorResponse(404, `There is no ${kind} with the id '${id}'. The ids are those the POST answered; GET lists the live ones.`);
      }
      // An id that was given but is used up or reset away is gone already: removing it again is fine.
      held.get(id)?.handle.remove();
      held.delete(id);
      return noContent();
    },
  };
}

/**
 * Reads `times` as JSON can hold it: a whole number, or null (or `"Infinity"`) for until removed.
 *
 * @example
 * readTimes({ times: null }); // Infinity
 */
export function readTimes(body: Record<string, unknown>): number | undefined {
  const { times } = body;
  if (times === undefined) return undefined;
  if (times === null || times === 'Infinity') return Infinity;
  if (typeof times !== 'number') throw new AdminInputError(`'times' must be a positive whole number, or null for until removed, not ${JSON.stringify(times)}.`);
  return times;
}
