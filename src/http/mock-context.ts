import type { ClientDefinition } from '../auth/grant-token.js';
import type { TokenRegistry } from '../auth/token-registry.js';
import type { Hosts } from '../hosts/resolve-hosts.js';
import type { Store } from '../store/create-store.js';

/** What the handlers of one mock share: built once per mock, read on every request. */
export interface MockContext {
  readonly store: Store;
  readonly tokens: TokenRegistry;
  readonly hosts: Hosts;
  /** False when the mock was created with `auth: false`. */
  readonly authEnabled: boolean;
  readonly clients: readonly ClientDefinition[] | undefined;
}
