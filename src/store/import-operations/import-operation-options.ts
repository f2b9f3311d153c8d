import type { MockClock } from '../../clock/create-clock.js';
import type { EventLog } from '../events/event-log.js';
import type { ImportContainer } from '../import-container/import-container.js';
import type { ProductCatalogModel } from '../project/project.js';

/** What the import operation store, and the engine behind it, need from the rest of the store. */
export interface ImportOperationStoreOptions {
  readonly clock: MockClock;
  /** Where events of changes outside the clock's settling (a declared resource) are recorded. */
  readonly events: EventLog;
  /** Time on the mock's clock from an operation's creation to its processing. */
  readonly processingMs: number;
  readonly projectExists: (projectKey: string) => boolean;
  /** The Project's catalog model as it is now, which sets how many variants a product may have. */
  readonly productCatalogModel: (projectKey: string) => ProductCatalogModel | undefined;
  /** A live container of a Project, or undefined. */
  readonly container: (projectKey: string, key: string) => ImportContainer | undefined;
  /** Applies every time-based change that is due, this store's processing among them. */
  readonly settle: () => void;
}
