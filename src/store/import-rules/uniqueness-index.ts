import type { ErrorObject } from '../../errors/error-response.js';
import { duplicateField } from '../../errors/import-processing-errors.js';
import type { ResourceIdentity } from '../import-requests/resource-identity.js';
import type { ClaimSet } from './resource-rules.js';

const ownerId = ({ typeId, key }: ResourceIdentity) => `${typeId}\u0000${key}`;

/**
 * The values one Project keeps unique (slugs, SKUs, emails, codes...), each with the resource
 * that holds it, so that a check costs a lookup per value, never a scan over resources.
 */
export interface UniquenessIndex {
  /** DuplicateField errors for the claims another resource holds, or that two owners of the sets share. */
  conflicts(sets: readonly ClaimSet[]): ErrorObject[];
  /**
   * Gives each owner exactly its set's claims: what it held before and no longer claims is free
   * again. A value another resource held changes hands (only a forced import does that).
   */
  assign(sets: readonly ClaimSet[]): void;
  /** A copy, which changes apart from this one. */
  copy(): UniquenessIndex;
}

/**
 * Creates an empty uniqueness index.
 *
 * @example
 * const index = createUniquenessIndex();
 * index.assign([{ owner: { typeId: 'customer', key: 'jen' }, claims: [{ index: 'customer-email', value: 'jen@example.com', field: 'email', shown: 'jen@example.com' }] }]);
 */
export function createUniquenessIndex(): UniquenessIndex {
  return indexOf(new Map(), new Map());
}

function indexOf(holders: Map<string, string>, held: Map<string, ClaimSet['claims']>): UniquenessIndex {
  return {
    conflicts(sets) {
      const errors: ErrorObject[] = [];
      // What an owner of these sets holds now is theirs to keep or hand over: only the sets decide.
      const owners = new Set(sets.map((set) => ownerId(set.owner)));
      const planned = new Map<string, string>();
      for (const { owner, claims } of sets) {
        const id = ownerId(owner);
        for (const claim of claims) {
          const slot = `${claim.index}\u0000${claim.value}`;
          const holder = planned.get(slot) ?? holders.get(slot);
          const heldElsewhere = holder !== undefined && holder !== id && (planned.has(slot) || !owners.has(holder));
          if (heldElsewhere) errors.push(duplicateField(claim.field, claim.shown));
          planned.set(slot, id);
        }
      }
      return errors;
    },
    assign(sets) {
      for (const { owner } of sets) {
        const id = ownerId(owner);
        for (const claim of held.get(id) ?? []) {
          const slot = `${claim.index}\u0000${claim.value}`;
          if (holders.get(slot) === id) holders.delete(slot);
        }
        held.delete(id);
      }
      for (const { owner, claims } of sets) {
        const id = ownerId(owner);
        for (const claim of claims) holders.set(`${claim.index}\u0000${claim.value}`, id);
        if (claims.length > 0) held.set(id, claims);
      }
    },
    copy: () => indexOf(new Map(holders), new Map(held)),
  };
}
