import type { ErrorObject } from '../../../errors/error-response.js';
import { duplicateStandalonePriceScope, overlappingStandalonePriceValidity } from '../../../errors/import-processing-errors.js';
import { customFieldErrors } from '../../import-rules/custom-fields.js';
import { scopeClash, shownScope, validityErrors } from '../../import-rules/price-scope.js';
import { resourceRules, storeAs, type ProjectView } from '../../import-rules/resource-rules.js';
import { unchangeableFieldErrors } from '../../import-rules/unchangeable-fields.js';
import { shownId } from '../../representations/read-context.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { standalonePrice } from './standalone-price.js';

type StandalonePriceImport = ItemOf<typeof standalonePrice>;

/**
 * The error of a standalone price against the first other standalone price of its SKU it clashes
 * with, in the order they were created: the same scope (DuplicateStandalonePriceScope) or an
 * overlapping validity in it (OverlappingStandalonePriceValidity). The price of its own key is the
 * one it replaces.
 */
function scopeErrors(item: StandalonePriceImport, project: ProjectView): ErrorObject[] {
  for (const stored of project.standalonePrices(item.sku)) {
    const other = stored.content as StandalonePriceImport;
    if (other.key === item.key) continue;
    const clash = scopeClash(item, other);
    if (clash === undefined) continue;
    const conflicting = { typeId: 'standalone-price', id: shownId(stored) };
    const scope = shownScope({ resources: project }, item);
    return [
      clash === 'same'
        ? duplicateStandalonePriceScope(conflicting, item.sku, scope)
        : overlappingStandalonePriceValidity(conflicting, item.sku, scope, { conflictingValidFrom: other.validFrom, conflictingValidUntil: other.validUntil }),
    ];
  }
  return [];
}

/**
 * The standalone price rules: custom fields follow their Type (one for `standalone-price`),
 * validFrom is at least 1 ms before validUntil, the scope is the price's own among its SKU's
 * standalone prices (validity periods in one scope do not overlap), and a re-import keeps the
 * country, customer group and channel the price was created with.
 *
 * @example
 * standalonePriceRules.plan(item, project);
 */
export const standalonePriceRules = resourceRules<StandalonePriceImport>({
  plan: (item, project) => {
    const identity = { typeId: 'standalone-price', key: item.key };
    const stored = project.get(identity.typeId, identity.key)?.content as StandalonePriceImport | undefined;
    const errors = [
      ...customFieldErrors(item.custom, 'standalone-price', project, 'custom'),
      ...validityErrors(item, 'validUntil'),
      ...unchangeableFieldErrors(stored, item, ['country', 'customerGroup', 'channel']),
      ...scopeErrors(item, project),
    ];
    return storeAs(identity, item, errors);
  },
});
