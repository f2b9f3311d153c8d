import type { ErrorObject } from './error-response.js';
import { invalidOperation } from './http-api-errors.js';

// Apart from http-api-errors.ts so that its message loads with the request-only Project actions
// (store/project/actions/request-actions.ts), not with the main entry.

/**
 * `changeProductSearchIndexingEnabled` asked a Project created after 31 August 2026 to start
 * Product Projection Search, which it does not have (release note 2026-08-31). The platform words
 * it its own way; this one says how to get on.
 *
 * @example
 * productProjectionSearchClosed();
 */
export function productProjectionSearchClosed(): ErrorObject {
  return invalidOperation(
    'Projects created after 31 August 2026 cannot enable Product Projection Search (release note of 2026-08-31). ' +
      "Use Product Search (mode 'ProductsSearch'), or seed the Project with a createdAt up to 2026-08-31 to model an older one.",
  );
}
