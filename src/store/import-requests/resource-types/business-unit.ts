import * as v from 'valibot';
import { importResourceKind } from '../import-resource-kind.js';
import { address } from '../schemas/address.js';
import { associateDraft } from '../schemas/associate.js';
import { custom } from '../schemas/custom.js';
import { keyReference } from '../schemas/key-reference.js';
import { key } from '../schemas/keys.js';

// Indexes into `addresses`, which the schema types as int32.
const addressIndex = v.pipe(v.number(), v.integer());

const storeMode = v.picklist(['Explicit', 'FromParent']);

// What both unit types share (`BusinessUnitImport`); each option adds its own `unitType`.
const businessUnitFields = {
  key,
  name: v.string(),
  status: v.optional(v.picklist(['Active', 'Inactive'])),
  contactEmail: v.optional(v.string()),
  associates: v.optional(v.array(associateDraft)),
  addresses: v.optional(v.array(address)),
  shippingAddresses: v.optional(v.array(addressIndex)),
  defaultShippingAddress: v.optional(addressIndex),
  billingAddresses: v.optional(v.array(addressIndex)),
  defaultBillingAddress: v.optional(addressIndex),
  stores: v.optional(v.array(keyReference('store'))),
  custom: v.optional(custom),
  storeMode: v.optional(storeMode),
};

/** `CompanyBusinessUnitImport`: a top-level unit. */
const companyBusinessUnitImport = v.object({
  unitType: v.literal('Company'),
  ...businessUnitFields,
});

/** `DivisionBusinessUnitImport`: a unit below another, which must exist (or be imported first). */
const divisionBusinessUnitImport = v.object({
  unitType: v.literal('Division'),
  ...businessUnitFields,
  parentUnit: keyReference('business-unit'),
  associateMode: v.optional(v.picklist(['Explicit', 'ExplicitAndFromParent'])),
  approvalRuleMode: v.optional(v.picklist(['Explicit', 'ExplicitAndFromParent'])),
});

/** `BusinessUnitImport`, told apart by `unitType`. */
const businessUnitImport = v.variant('unitType', [companyBusinessUnitImport, divisionBusinessUnitImport]);

/**
 * Business units: imported by key; a division's parent unit, its associates' customers and roles,
 * and its stores must exist.
 *
 * @example
 * businessUnit.parse({ key: 'acme', name: 'ACME', unitType: 'Company' });
 * // { success: true, item: { resourceKey: 'acme', target: { typeId: 'business-unit', key: 'acme' }, ... } }
 */
export const businessUnit = importResourceKind({
  type: 'business-unit',
  itemsKey: 'resources',
  schema: businessUnitImport,
  resourceKey: (item) => item.key,
  target: (item) => ({ typeId: 'business-unit', key: item.key }),
  createsTarget: true,
});
