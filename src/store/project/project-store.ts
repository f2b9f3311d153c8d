import { freeze, produce } from 'immer';
import type { MockClock } from '../../clock/create-clock.js';
import { projectNotFound } from '../../errors/http-api-errors.js';
import { unknownProjectUsage } from '../../errors/usage-errors.js';
import { parseJson } from '../parse-json.js';
import { fail, ok, type Result } from '../result.js';
import { projectActions } from './actions/index.js';
import { buildProject } from './build-project.js';
import { seededAssociateRoles } from './check-project-seed.js';
import type { AssociateRole, AssociateRoleDraft, Project, ProjectDraft, StoreDraft } from './project.js';
import { TIMED_INDEX_KEYS, type ProjectRecord } from './project-record.js';
import { settleIndexing } from './settle-indexing.js';
import type { MockState } from '../snapshot/mock-state.js';
import { updateProject } from './update-project.js';
import type { ProjectUpdateShapes } from './update-schema.js';
import { countedId } from '../../utils/counted-id.js';

export interface ProjectStoreOptions {
  readonly clock: MockClock;
  /** How long product indexing takes on the mock's clock. */
  readonly indexingDurationMs: number;
  /** How long reads keep showing the state before an update (0: reads see updates at once). */
  readonly staleReadMs: number;
}

/** The Projects of one mock, with their Stores. Knows nothing of HTTP. */
export interface ProjectStore {
  add(draft: ProjectDraft): Project;
  addStore(projectKey: string, store: StoreDraft): StoreDraft;
  /** Adds a Store declared as a resource (`ct.addResource`), with no languages, unless the Project has it. */
  declareStore(projectKey: string, storeKey: string): void;
  addAssociateRole(projectKey: string, role: AssociateRoleDraft): AssociateRole;
  /** The Project as stored: the truth, whatever reads show. */
  get(projectKey: string): Project | undefined;
  /**
   * The Project as a read (GET) shows it: under eventual consistency, possibly an earlier state.
   * Loads what only requests need (`loadProjectRequests`) with the first read. A Project given
   * out is frozen and replaced on every change, never changed in place, nor does anything in it
   * derive from the clock: REST keeps its JSON text with it (mask-project.ts), GraphQL its
   * answers (project-answers.ts).
   */
  read(projectKey: string): Promise<Project | undefined>;
  has(projectKey: string): boolean;
  /** Whether a Project has a Store of this key, added with `addStore` or declared as a resource. */
  hasStore(projectKey: string, storeKey: string): boolean;
  keys(): string[];
  /**
   * Applies an update request from its body's JSON text, on behalf of the API client whose token
   * sent it, if any: search index changes record it as `lastModifiedBy`. The request-only actions
   * need `loadProjectRequests()` first, which the update route awaits. GraphQL's updateProject
   * sends its actions in REST's form, with `shapes` that admit the actions only it has.
   */
  update(projectKey: string, bodyText: string, clientId?: string, shapes?: ProjectUpdateShapes): Result<Project>;
  /** The records of every Project, and how many Associate Role ids the mock has made, for a snapshot. */
  exportState(): ProjectsState;
  /** Replaces every Project with these records, checked already (`checkMockState`, and each Project as a seed). */
  restoreState(state: { readonly records: MockState['projects']; readonly associateRoleIds: number }): void;
  /** Makes the current state the one `reset()` returns to. */
  markInitial(): void;
  reset(): void;
  /** Returns these Projects to their state at `markInitial()`; one that did not exist then goes. */
  resetProjects(projectKeys: readonly string[]): void;
}

/** What a snapshot keeps of the Projects. */
export interface ProjectsState {
  readonly records: readonly ProjectRecord[];
  readonly associateRoleIds: number;
}

let requests: Promise<typeof import('./project-requests.js')> | undefined;

/**
 * Loads what only requests do to a Project, once per process: reads under eventual consistency,
 * and the request-only update actions, which then take their place in `projectActions`. Seeds
 * replay none of them, so creating a mock never needs it, and the main entry does not carry it.
 *
 * @example
 * await loadProjectRequests();
 * store.projects.update('shop', body);
 */
export function loadProjectRequests(): Promise<typeof import('./project-requests.js')> {
  return (requests ??= import('./project-requests.js').then((module) => {
    Object.assign(projectActions, module.requestActions);
    return module;
  }));
}

/**
 * Creates the Project store. Records are immutable (Immer), so the reset point shares them
 * instead of copying them.
 *
 * @example
 * const projects = createProjectStore({ clock, indexingDurationMs: 60_000 });
 * projects.add({ key: 'shop' });
 */
export function createProjectStore({ clock, indexingDurationMs, staleReadMs }: ProjectStoreOptions): ProjectStore {
  let records = new Map<string, ProjectRecord>();
  let initial = new Map<string, ProjectRecord>();
  // Associate Role ids the mock makes count up per mock, as its other ids do.
  let roles = 0;
  const nextRoleId = () => countedId('associate-role', ++roles);

  function current(projectKey: string): ProjectRecord | undefined {
    const record = records.get(projectKey);
    if (!record) return undefined;
    const settled = settleIndexing(record, clock.now());
    // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: keeps the settled record; settling it again gives the same
    if (settled !== record) records.set(projectKey, settled);
    return settled;
  }

  function requireRecord(projectKey: string): ProjectRecord {
    const record = current(projectKey);
    if (!record) {
      throw unknownProjectUsage(projectKey);
    }
    return record;
  }

  return {
    add(draft) {
      const project = buildProject(draft, clock.isoNow());
      if (records.has(project.key)) {
        throw new Error(`commercetools-msw: a Project with the key '${project.key}' already exists. Project keys are unique.`);
      }
      // A seed that is still indexing finishes like an update that started indexing now.
      const indexing = TIMED_INDEX_KEYS.filter((key) => project.searchIndexing?.[key]?.status === 'Indexing');
      const indexingCompletesAt = Object.fromEntries(indexing.map((key) => [key, clock.now() + indexingDurationMs]));
      // Stryker disable next-line ArrayDeclaration: no reader lists the Stores; each is checked by its languages, which a stray entry lacks
      records.set(project.key, freeze({ project, stores: [], associateRoles: seededAssociateRoles(project, nextRoleId), indexingCompletesAt }, true));
      return requireRecord(project.key).project;
    },
    addStore(projectKey, storeDraft) {
      const record = requireRecord(projectKey);
      const store = structuredClone({ key: storeDraft.key, languages: storeDraft.languages ?? [] });
      // A Store known by its declaration alone gets its languages; one added already is not added again.
      const declared = record.stores.findIndex((existing) => existing.key === store.key && existing.declared);
      if (typeof store.key !== 'string' || store.key === '' || (declared === -1 && record.stores.some((existing) => existing.key === store.key))) {
        throw new Error(`commercetools-msw: a Store needs a key that is unique in Project '${projectKey}', but got '${store.key}'.`);
      }
      // The Project's languages are valid locales, so a Store's must be too once they are among them.
      const unknown = store.languages.filter((language) => !record.project.languages.includes(language));
      if (unknown.length > 0) {
        throw new Error(
          `commercetools-msw: Store '${store.key}' uses languages the Project '${projectKey}' does not have: ${unknown.join(', ')}. ` +
            `A Store's languages must be among the Project's languages (${record.project.languages.join(', ')}).`,
        );
      }
      // Immer freezes what it takes in, so the Store returned is the one kept, frozen.
      records.set(
        projectKey,
        produce(record, (draft) => void (declared === -1 ? draft.stores.push(store) : draft.stores.splice(declared, 1, store))),
      );
      return store;
    },
    declareStore(projectKey, storeKey) {
      const record = requireRecord(projectKey);
      if (record.stores.some(({ key }) => key === storeKey)) return;
      records.set(projectKey, produce(record, (draft) => void draft.stores.push({ key: storeKey, languages: [], declared: true })));
    },
    addAssociateRole(projectKey, roleDraft) {
      const record = requireRecord(projectKey);
      const key: unknown = roleDraft?.key;
      const given: unknown = roleDraft?.id ?? undefined;
      // One message for both fields, as short as the main entry's budget asks; it shows what was given.
      if (typeof key !== 'string' || !/^[A-Za-z0-9_-]{2,256}$/.test(key) || (given !== undefined && (typeof given !== 'string' || given === ''))) {
        throw new TypeError(
          `commercetools-msw: an Associate Role needs a key of 2 to 256 letters, digits, '_' or '-', and an id, if given, that is a non-empty string, such as { key: 'buyer' }, not ${JSON.stringify(roleDraft)}.`,
        );
      }
      const taken = record.associateRoles.find((role) => role.key === key || role.id === given);
      if (taken) {
        throw new Error(`commercetools-msw: Project '${projectKey}' already has the Associate Role '${taken.key}' (id '${taken.id}'). Keys and ids are unique.`);
      }
      // Made only for a role that is added, and past any id a test gave in the same form.
      let id = given;
      while (id === undefined || record.associateRoles.some((role) => role.id === id)) id = nextRoleId();
      const role = { id, key };
      // Deep-frozen with the record, so the role returned is the one kept, frozen.
      records.set(projectKey, freeze({ ...record, associateRoles: [...record.associateRoles, role] }, true));
      return role;
    },
    get: (projectKey) => current(projectKey)?.project,
    async read(projectKey) {
      const { readRecord } = await loadProjectRequests();
      const record = current(projectKey);
      if (!record) return undefined;
      const { kept, shown } = readRecord(record, clock.now());
      // Stryker disable next-line ConditionalExpression: frees the stale states that have passed; reads skip them by time anyway
      if (kept !== record) records.set(projectKey, kept);
      return shown;
    },
    has: (projectKey) => records.has(projectKey),
    hasStore: (projectKey, storeKey) => records.get(projectKey)?.stores.some(({ key }) => key === storeKey) ?? false,
    keys: () => [...records.keys()],
    update(projectKey, bodyText, clientId, shapes) {
      const record = current(projectKey);
      if (!record) return fail(projectNotFound(projectKey));
      const body = parseJson(bodyText);
      if (!body.ok) return body;
      // An API client's change, never the platform's own.
      const lastModifiedBy = clientId === undefined ? undefined : { clientId, isPlatformClient: false };
      const result = updateProject(record, body.value, { now: clock.now(), isoNow: clock.isoNow(), indexingDurationMs, lastModifiedBy }, shapes);
      if (!result.ok) return result;
      // Stryker disable next-line ConditionalExpression: a stale state equal to the current one reads the same
      const changed = result.value.project !== record.project;
      const next: ProjectRecord =
        // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: a stale state equal to the current one, or kept for 0 ms reads the same
        changed && staleReadMs > 0
          ? freeze({ ...result.value, staleReads: [
                // Stryker disable next-line ArrayDeclaration: reads skip an entry without a time; only the kept states have one
                ...(record.staleReads ?? []),
                { before: record.project, indexingCompletesAt: record.indexingCompletesAt, until: clock.now() + staleReadMs },
              ],
            })
          : result.value;
      records.set(projectKey, next);
      return ok(next.project);
    },
    exportState: () => ({ records: [...records.values()], associateRoleIds: roles }),
    restoreState(state) {
      // Frozen whole, as the store keeps every record; its read-only lists are then what ProjectRecord's are.
      records = new Map(state.records.map((record) => [record.project.key, freeze(record, true) as ProjectRecord]));
      roles = state.associateRoleIds;
    },
    markInitial() {
      initial = new Map(records);
    },
    reset() {
      records = new Map(initial);
    },
    resetProjects(projectKeys) {
      for (const key of projectKeys) {
        const record = initial.get(key);
        if (record) records.set(key, record);
        else records.delete(key);
      }
    },
  };
}
