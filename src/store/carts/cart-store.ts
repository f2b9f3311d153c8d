import type { MockClock } from '../../clock/create-clock.js';
import { toEpochMs } from '../../clock/create-clock.js';
import { unknownProjectUsage } from '../../errors/usage-errors.js';
import type { PendingEvent } from '../events/event-log.js';
import type { Project } from '../project/project.js';

/** A Cart as far as its automatic deletion goes. */
export interface CartSeed {
  readonly id: string;
  /** When the Cart was last modified; it is deleted `deleteDaysAfterLastModification` days later. */
  readonly lastModifiedAt: string;
  readonly version?: number;
  /** The Cart's own retention; by default the Project's `carts.deleteDaysAfterLastModification` when the Cart is added. */
  readonly deleteDaysAfterLastModification?: number;
}

/** A ChangeSubscription: it receives a ResourceDeleted delivery for each deleted resource of its types. */
export interface SubscriptionSeed {
  readonly key: string;
  readonly changes: readonly { readonly resourceTypeId: string }[];
}

export interface CartStore {
  addCart(projectKey: string, cart: CartSeed): void;
  addSubscription(projectKey: string, subscription: SubscriptionSeed): void;
  /** Deletes the Carts whose time has come and returns the ResourceDeleted deliveries, unrecorded. */
  takeDeleted(): PendingEvent[];
  /** The Carts with their deletion times, and the subscriptions, for a snapshot. */
  exportState(): CartsState;
  /** Replaces every Cart and subscription with these, checked already. */
  restoreState(state: CartsState): void;
  markInitial(): void;
  reset(): void;
  /** Returns these Projects' Carts and subscriptions to their state at `markInitial()`. */
  resetProjects(projectKeys: readonly string[]): void;
}

/** What a snapshot keeps of the Carts and subscriptions. */
export type CartsState = State;

interface CartState {
  readonly projectKey: string;
  readonly id: string;
  readonly version: number;
  readonly deleteAt: number;
}

interface State {
  readonly carts: readonly CartState[];
  readonly subscriptions: readonly (SubscriptionSeed & { readonly projectKey: string })[];
}

const DAY_MS = 86_400_000;

const earliestDeletion = (carts: readonly CartState[]) => Math.min(Infinity, ...carts.map((cart) => cart.deleteAt));

/**
 * Carts and ChangeSubscriptions of one mock, for the cart retention the Project configures. A Cart
 * keeps the retention it had when it was added: the platform does not apply a changed Project
 * setting to existing Carts.
 *
 * @example
 * carts.addCart('shop', { id: 'cart-1', lastModifiedAt: '2030-01-01T00:00:00.000Z' });
 */
export function createCartStore(options: {
  readonly clock: MockClock;
  readonly project: (projectKey: string) => Project | undefined;
}): CartStore {
  const { clock, project } = options;
  let state: State = { carts: [], subscriptions: [] };
  let initial = state;
  // The earliest deletion time, so that requests skip the scan until one is due.
  let nextDeletion = Infinity;

  function requireProject(projectKey: string): Project {
    const found = project(projectKey);
    if (!found) throw unknownProjectUsage(projectKey);
    return found;
  }

  return {
    addCart(projectKey, cart) {
      const days = cart.deleteDaysAfterLastModification ?? requireProject(projectKey).carts.deleteDaysAfterLastModification;
      requireProject(projectKey);
      if (typeof cart.id !== 'string' || cart.id === '' || state.carts.some((known) => known.projectKey === projectKey && known.id === cart.id)) {
        throw new Error(`commercetools-msw: a Cart needs an id that is unique in Project '${projectKey}', but got '${cart.id}'.`);
      }
      if (!(Number.isInteger(days) && days >= 1 && days <= 365_250)) {
        throw new RangeError(`commercetools-msw: deleteDaysAfterLastModification must be a whole number from 1 to 365250, not ${days}.`);
      }
      const deleteAt = toEpochMs(cart.lastModifiedAt) + days * DAY_MS;
      if (deleteAt < clock.now()) {
        // Its deletion would lie in the past, before events already recorded.
        throw new RangeError(
          `commercetools-msw: Cart '${cart.id}' would already have been deleted at ${new Date(deleteAt).toISOString()}. Give a later lastModifiedAt.`,
        );
      }
      state = { ...state, carts: [...state.carts, { projectKey, id: cart.id, version: cart.version ?? 1, deleteAt }] };
      nextDeletion = Math.min(nextDeletion, deleteAt);
    },
    addSubscription(projectKey, subscription) {
      requireProject(projectKey);
      const changes: unknown = subscription.changes;
      const validChanges =
        Array.isArray(changes) &&
        changes.every((change: unknown) => typeof change === 'object' && change !== null && 'resourceTypeId' in change && typeof change.resourceTypeId === 'string');
      if (typeof subscription.key !== 'string' || subscription.key === '' || !validChanges) {
        throw new TypeError("commercetools-msw: a subscription needs a key and changes, such as { key: 'carts', changes: [{ resourceTypeId: 'cart' }] }.");
      }
      state = { ...state, subscriptions: [...state.subscriptions, { ...structuredClone(subscription), projectKey }] };
    },
    takeDeleted() {
      const now = clock.now();
      // Stryker disable next-line ConditionalExpression: a shortcut; without it no cart is found due either
      if (!(nextDeletion < now)) return [];
      const due = state.carts.filter((cart) => cart.deleteAt < now);
      const deliveries: PendingEvent[] = [];
      // Stryker disable next-line MethodExpression,ArrowFunction,ArithmeticOperator: settle() sorts every due event by time again, stably, on the same instant
      for (const cart of due.sort((a, b) => a.deleteAt - b.deleteAt)) {
        const modifiedAt = new Date(cart.deleteAt).toISOString();
        for (const subscription of state.subscriptions) {
          if (subscription.projectKey !== cart.projectKey || !subscription.changes.some((change) => change.resourceTypeId === 'cart')) continue;
          deliveries.push({
            type: 'SubscriptionDelivery',
            subscriptionKey: subscription.key,
            payload: {
              notificationType: 'ResourceDeleted',
              projectKey: cart.projectKey,
              resource: { typeId: 'cart', id: cart.id },
              version: cart.version,
              modifiedAt,
            },
            createdAt: modifiedAt,
          });
        }
      }
      // Committed only once the deliveries are built, so that nothing is lost half-way.
      const remaining = state.carts.filter((cart) => cart.deleteAt >= now);
      state = { ...state, carts: remaining };
      nextDeletion = earliestDeletion(remaining);
      return deliveries;
    },
    exportState: () => state,
    restoreState(restored) {
      state = restored;
      nextDeletion = earliestDeletion(state.carts);
    },
    markInitial() {
      initial = state;
    },
    reset() {
      state = initial;
      nextDeletion = earliestDeletion(state.carts);
    },
    resetProjects(projectKeys) {
      const reset = new Set(projectKeys);
      const keep = <T extends { readonly projectKey: string }>(now: readonly T[], before: readonly T[]) => [
        ...now.filter((item) => !reset.has(item.projectKey)),
        ...before.filter((item) => reset.has(item.projectKey)),
      ];
      state = { carts: keep(state.carts, initial.carts), subscriptions: keep(state.subscriptions, initial.subscriptions) };
      nextDeletion = earliestDeletion(state.carts);
    },
  };
}
