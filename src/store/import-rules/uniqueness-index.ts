import type { ErrorObject } from '../../errors/error-response.js';
import { duplicateField } from '../../errors/import-processing-errors.js';
import type { ResourceIdentity } from '../import-requests/resource-identity.js';
import type { UniqueState } from '../snapshot/mock-state.js';
import type { ClaimSet, UniqueIndexName } from './resource-rules.js';

/**
 * The one resource type that holds each index's values. The index keeps an owner's key alone,
 * which the owner's content already holds, rather than an identity object per value.
 */
function ownerTypeOf(index: UniqueIndexName): string {
  switch (index) {
    case 'product-slug':
      return 'product';
    case 'category-slug':
      return 'category';
    case 'variant-sku':
      return 'product-variant';
    case 'customer-email':
    case 'customer-number':
      return 'customer';
    case 'discount-code':
      return 'discount-code';
    case 'inventory-sku-channel':
      return 'inventory';
  }
}

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
  /** The key of the resource holding a value, for reads that find a resource by it (a product by a SKU). */
  holder(index: UniqueIndexName, value: string, scope?: string): string | undefined;
  /** The keys of the resources holding a value in any scope of an index: the inventory entries of a SKU, one per supply channel. */
  holdersInAnyScope(index: UniqueIndexName, value: string): string[];
  /**
   * Whether a value ever changed hands here (a forced import claimed what another resource held,
   * which still holds it in its content): the index then names one of several resources that show
   * it, and a read that finds by it must look at every resource instead.
   */
  handedOver(index: UniqueIndexName, value: string): boolean;
  /** A copy, which changes apart from this one. */
  copy(): UniquenessIndex;
  /** What it holds as JSON, for a snapshot: `restoreUniquenessIndex` makes it again. */
  exportState(): UniqueState;
}

/** Per index and scope, each value with the key of the owner holding it: no key is built per lookup. */
type Holders = Map<UniqueIndexName, Map<string, Map<string, string>>>;
/**
 * Per owner's type and key, what it holds: index, scope and value after each other in one flat
 * list (every imported resource keeps one; objects per claim would cost more than the content).
 */
type Held = Map<string, Map<string, readonly string[]>>;

/** The values of one scope of an index, made when `make` and first needed. */
function valuesIn(holders: Holders, index: UniqueIndexName, scope: string, make: true): Map<string, string>;
function valuesIn(holders: Holders, index: UniqueIndexName, scope: string, make: false): Map<string, string> | undefined;
function valuesIn(holders: Holders, index: UniqueIndexName, scope: string, make: boolean): Map<string, string> | undefined {
  let scopes = holders.get(index);
  if (!scopes) {
    if (!make) return undefined;
    holders.set(index, (scopes = new Map()));
  }
  let values = scopes.get(scope);
  if (!values && make) scopes.set(scope, (values = new Map()));
  return values;
}

/**
 * Creates an empty uniqueness index.
 *
 * @example
 * const index = createUniquenessIndex();
 * index.assign([{ owner: { typeId: 'customer', key: 'jen' }, claims: [{ index: 'customer-email', value: 'jen@example.com', field: 'email', shown: 'jen@example.com' }] }]);
 */
export function createUniquenessIndex(): UniquenessIndex {
  return indexOf([new Map(), new Map(), new Set()]);
}

/**
 * Makes an index again from what `exportState` gave. What each owner holds is rebuilt from the
 * holders: an owner that lost a value to a forced import kept it in its own list, which frees
 * only what the owner still holds, so leaving it out changes nothing. The index names are
 * checked: a test may have edited the snapshot.
 *
 * @example
 * const again = restoreUniquenessIndex(index.exportState());
 */
export function restoreUniquenessIndex(state: UniqueState): UniquenessIndex {
  const holders: Holders = new Map();
  const held: Held = new Map();
  for (const name of Object.keys(state.holders)) {
    const index = checkedIndexName(name);
    const ownerType = ownerTypeOf(index);
    let owners = held.get(ownerType);
    if (!owners) held.set(ownerType, (owners = new Map()));
    const scopes = new Map<string, Map<string, string>>();
    holders.set(index, scopes);
    for (const [scope, flat] of Object.entries(state.holders[name]!)) {
      const values = new Map<string, string>();
      scopes.set(scope, values);
      for (let at = 0; at < flat.length; at += 2) {
        const value = flat[at]!;
        const owner = flat[at + 1]!;
        values.set(value, owner);
        const holding = owners.get(owner);
        if (holding) (holding as string[]).push(index, scope, value);
        else owners.set(owner, [index, scope, value]);
      }
    }
  }
  return indexOf([holders, held, new Set(state.handedOver)]);
}

// Every index name, in a typed map so that a new index fails to compile until it is listed.
const INDEX_NAMES: Readonly<Record<UniqueIndexName, true>> = {
  'product-slug': true,
  'category-slug': true,
  'variant-sku': true,
  'customer-email': true,
  'customer-number': true,
  'discount-code': true,
  'inventory-sku-channel': true,
};

function checkedIndexName(name: string): UniqueIndexName {
  if (!Object.hasOwn(INDEX_NAMES, name)) {
    throw new TypeError(`commercetools-msw: the snapshot is broken at imports: '${name}' is no unique index of the mock (${Object.keys(INDEX_NAMES).join(', ')}).`);
  }
  return name as UniqueIndexName;
}

const entriesOf = <V, W>(map: ReadonlyMap<string, V>, value: (inner: V) => W): Record<string, W> => Object.fromEntries([...map].map(([name, inner]) => [name, value(inner)]));

/** The `index\0value` of every value that changed hands; each key built only when one does. */
type HandedOver = Set<string>;

/**
 * An index over these maps. A copy shares them until either index is first written (`assign`),
 * which then copies them for itself: a reset, or a restore, costs nothing per value.
 */
function indexOf(maps: readonly [Holders, Held, HandedOver], sharedAtStart = false): UniquenessIndex {
  let [holders, held, handed] = maps;
  let shared = sharedAtStart;
  const own = () => {
    if (!shared) return;
    holders = new Map([...holders].map(([index, scopes]) => [index, new Map([...scopes].map(([scope, values]) => [scope, new Map(values)]))]));
    held = new Map([...held].map(([typeId, byKey]) => [typeId, new Map(byKey)]));
    handed = new Set(handed);
    shared = false;
  };
  /**
   * A customer's email is held in the Project (scope '') by a global customer and in each of its
   * Stores (scope: the Store's key) by a Store's: a global customer's clashes with a Store's, and a
   * Store's with a global one's, as emails are unique in a Project for global customers and in
   * each Store for Stores' customers.
   */
  const acrossScopes = (index: UniqueIndexName, scope: string, value: string, ownerKey: string): string | undefined => {
    if (index !== 'customer-email') return undefined;
    if (scope !== '') return valuesIn(holders, index, '', false)?.get(value);
    return [...(holders.get(index)?.values() ?? [])].map((values) => values.get(value)).find((key) => key !== undefined && key !== ownerKey);
  };
  return {
    conflicts(sets) {
      const errors: ErrorObject[] = [];
      // The claims of earlier sets of these, scanned: a plan holds a few, and two owners of one
      // import may not share a value.
      const planned: { readonly index: UniqueIndexName; readonly scope: string; readonly value: string; readonly owner: string }[] = [];
      for (const { owner, claims } of sets) {
        for (const { index, scope = '', value, field, shown } of claims) {
          const ownerType = ownerTypeOf(index);
          const plannedHolder = planned.find((claim) => claim.value === value && claim.index === index && claim.scope === scope)?.owner;
          const holder = plannedHolder ?? valuesIn(holders, index, scope, false)?.get(value) ?? acrossScopes(index, scope, value, owner.key);
          // What an owner of these sets holds now is theirs to keep or hand over: only the sets decide.
          const isOwner = (identity: ResourceIdentity) => identity.key === holder && identity.typeId === ownerType;
          if (holder !== undefined && !isOwner(owner) && (plannedHolder !== undefined || !sets.some((set) => isOwner(set.owner)))) {
            const error = duplicateField(field, shown);
            // A Store's customer claims its email in each of its Stores: one clash is one error.
            if (!errors.some((found) => found.message === error.message)) errors.push(error);
          }
          planned.push({ index, scope, value, owner: owner.key });
        }
      }
      return errors;
    },
    assign(sets) {
      own();
      for (const { owner } of sets) {
        const ofType = held.get(owner.typeId);
        const before = ofType?.get(owner.key);
        if (!before) continue;
        // Stryker disable next-line EqualityOperator: one step past the end reads no index, and frees nothing
        for (let at = 0; at < before.length; at += 3) {
          // Stryker disable next-line BooleanLiteral: making an empty scope here frees nothing either
          const values = valuesIn(holders, before[at] as UniqueIndexName, before[at + 1]!, false);
          // Stryker disable next-line OptionalChaining: the scope of a value an owner holds exists (scopes are never removed)
          if (values?.get(before[at + 2]!) === owner.key) values?.delete(before[at + 2]!);
        }
        // Stryker disable next-line OptionalChaining: `before` was found in it
        ofType?.delete(owner.key);
      }
      for (const { owner, claims } of sets) {
        if (claims.length === 0) continue;
        // Sized once: a list grown by push keeps room for more, in every resource.
        const holding = new Array<string>(claims.length * 3);
        claims.forEach(({ index, scope = '', value }, at) => {
          const values = valuesIn(holders, index, scope, true);
          const before = values.get(value);
          if (before !== undefined && before !== owner.key) handed.add(`${index}\u0000${value}`);
          values.set(value, owner.key);
          holding[3 * at] = index;
          holding[3 * at + 1] = scope;
          holding[3 * at + 2] = value;
        });
        let ofType = held.get(owner.typeId);
        if (!ofType) held.set(owner.typeId, (ofType = new Map()));
        ofType.set(owner.key, holding);
      }
    },
    holder: (index, value, scope = '') => valuesIn(holders, index, scope, false)?.get(value),
    holdersInAnyScope: (index, value) => [...(holders.get(index)?.values() ?? [])].flatMap((values) => values.get(value) ?? []),
    handedOver: (index, value) => handed.size > 0 && handed.has(`${index}\u0000${value}`),
    copy() {
      shared = true;
      return indexOf([holders, held, handed], true);
    },
    exportState: () => ({
      holders: entriesOf(holders, (scopes) => entriesOf(scopes, (values) => [...values].flat())),
      handedOver: [...handed],
    }),
  };
}
