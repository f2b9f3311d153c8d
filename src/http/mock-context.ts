import type { ClientRegistry } from '../auth/client-registry.js';
import type { TokenRegistry } from '../auth/token-registry.js';
import type { MockClock } from '../clock/create-clock.js';
import type { FaultRegistry } from '../controls/fault-registry.js';
import type { RequestJournal } from '../controls/request-journal.js';
import type { StubList } from '../controls/stub-list.js';
import type { Hosts } from '../hosts/resolve-hosts.js';
import type { Store } from '../store/create-store.js';

/** What the handlers of one mock share: built once per mock, read on every request. */
export interface MockContext {
  readonly store: Store;
  readonly clock: MockClock;
  readonly tokens: TokenRegistry;
  readonly faults: FaultRegistry;
  readonly journal: RequestJournal;
  readonly hosts: Hosts;
  /** False when the mock was created with `auth: false`. */
  readonly authEnabled: boolean;
  /** The configured clients: `auth.clients`, then those `ct.addClient` added, which a reset drops. */
  readonly clients: ClientRegistry;
  /**
   * Counts resets, so that a request delayed across a reset does not reach the state after it,
   * and the correlation ids generated since the last reset.
   */
  readonly lifecycle: { generation: number; correlations: number };
  /** The canned answers for paths the mock does not model (`ct.stub`). */
  readonly stubs: StubList;
}
