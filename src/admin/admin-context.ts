import type { MockInternals } from '../http/mock-internals.js';
import type { CommercetoolsMock } from '../create-commercetools-mock.js';

/** What every admin route works on. */
export interface AdminContext {
  readonly mock: CommercetoolsMock;
  readonly internals: MockInternals;
  /** The package version `health` reports. */
  readonly version: string;
  /** Closes the server; the shutdown route calls it once its answer has gone out. */
  readonly shutdown: () => void;
}
