import type { AssociateRole, Project, StoreDraft } from './project.js';

/** The product indexes whose activation takes time on the mock's clock. */
export type TimedIndexKey = 'products' | 'productsSearch';

export const TIMED_INDEX_KEYS: readonly TimedIndexKey[] = ['products', 'productsSearch'];

/**
 * A state reads keep showing, under eventual consistency, until the clock reaches `until`, with
 * the indexing it had pending, so that indexing still completes in what reads show.
 */
export interface StaleRead {
  readonly before: Project;
  readonly indexingCompletesAt: ProjectRecord['indexingCompletesAt'];
  readonly until: number;
}

/**
 * What the store keeps per Project: the Project itself (unmasked), the Stores a test declared,
 * when pending product indexing completes (epoch ms on the mock's clock), and, under eventual
 * consistency, the earlier states reads still show.
 */
export interface ProjectRecord {
  readonly project: Project;
  /**
   * The Project's Stores, the one list that sign-in, imports, declarations and reads ask: those
   * `ct.addStore` added (a Store added without languages has none), and those declared as
   * resources (`declared`), which a later `ct.addStore` gives their languages.
   */
  readonly stores: readonly (Required<StoreDraft> & { readonly declared?: true })[];
  /** The Associate Roles the Project has, which `setMyBusinessUnitAssociateRoleOnCreation` may name by key or id. */
  readonly associateRoles: readonly AssociateRole[];
  readonly indexingCompletesAt: Readonly<Partial<Record<TimedIndexKey, number>>>;
  readonly staleReads?: readonly StaleRead[];
}
