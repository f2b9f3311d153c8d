import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { orderPatch } from './order-patch.js';

/**
 * Order patches: the order must exist (a reference the patch waits for); the mock checks nothing
 * further of the fields a patch changes, and keeps the order's content as it was imported.
 *
 * @example
 * orderPatchRules.plan({ orderNumber: 'o-1', fields: { orderState: 'Complete' } }, project);
 */
export const orderPatchRules = resourceRules<ItemOf<typeof orderPatch>>({
  plan: () => ({ errors: [], writes: [], claims: [] }),
});
