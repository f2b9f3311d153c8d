import { duplicateField } from '../../../errors/import-processing-errors.js';
import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { order } from './order.js';

/**
 * Orders: an order import creates an order and never updates one (order patches do), so an
 * `orderNumber` the Project already has is a DuplicateField. Custom fields (of the order, its
 * addresses and line items) follow their Types.
 *
 * @example
 * orderRules.plan({ orderNumber: 'o-1', totalPrice: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 100 } }, project);
 */
export const orderRules = resourceRules<ItemOf<typeof order>>({
  plan(item, project) {
    // Stryker disable next-line ObjectLiteral,StringLiteral: no rule reads an order's content (its existence is the version the engine keeps), so where it is kept cannot show
    const identity = { typeId: 'order', key: item.orderNumber };
    const taken = project.get('order', item.orderNumber) === undefined ? [] : [duplicateField('orderNumber', item.orderNumber)];
    const addresses = [
      ...customFieldErrors(item.shippingAddress?.custom, 'address', project, 'shippingAddress.custom'),
      ...customFieldErrors(item.billingAddress?.custom, 'address', project, 'billingAddress.custom'),
      ...listCustomErrors(item.itemShippingAddresses, 'address', project, 'itemShippingAddresses'),
    ];
    const errors = [
      ...taken,
      ...customFieldErrors(item.custom, 'order', project, 'custom'),
      ...addresses,
      ...listCustomErrors(item.lineItems, 'line-item', project, 'lineItems'),
    ];
    return storeAs(identity, item, errors);
  },
});
