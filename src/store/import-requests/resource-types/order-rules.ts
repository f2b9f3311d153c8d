import { duplicateField } from '../../../errors/import-processing-errors.js';
import { customFieldErrors, listCustomErrors } from '../../import-rules/custom-fields.js';
import { resourceRules, storeAs } from '../../import-rules/resource-rules.js';
import type { OrderImportItem } from './order-content.js';
import { lineItemErrors } from './order-line-items.js';

/**
 * Orders: an order import creates an order and never updates one (order patches do), so an
 * `orderNumber` the Project already has is a DuplicateField. Line items sell variants the Project
 * has. Custom fields (of the order, its addresses and line items) follow their Types.
 *
 * @example
 * orderRules.plan({ orderNumber: 'o-1', totalPrice: { type: 'centPrecision', currencyCode: 'EUR', centAmount: 100 } }, project);
 */
export const orderRules = resourceRules<OrderImportItem>({
  plan(item, project) {
    const identity = { typeId: 'order', key: item.orderNumber };
    const taken = project.get('order', item.orderNumber) === undefined ? [] : [duplicateField('orderNumber', item.orderNumber)];
    const addresses = [
      ...customFieldErrors(item.shippingAddress?.custom, 'address', project, 'shippingAddress.custom'),
      ...customFieldErrors(item.billingAddress?.custom, 'address', project, 'billingAddress.custom'),
      ...listCustomErrors(item.itemShippingAddresses, 'address', project, 'itemShippingAddresses'),
    ];
    const errors = [
      ...taken,
      ...lineItemErrors(project, item.lineItems),
      ...customFieldErrors(item.custom, 'order', project, 'custom'),
      ...addresses,
      ...listCustomErrors(item.lineItems, 'line-item', project, 'lineItems'),
    ];
    return storeAs(identity, item, errors);
  },
});
