import * as v from 'valibot';
import { keyReference } from './key-reference.js';

/**
 * `AssociateRoleAssignmentDraft`: one role a business unit's associate holds, and whether its
 * child units inherit it.
 *
 * @example
 * v.array(associateRoleAssignmentDraft);
 */
export const associateRoleAssignmentDraft = v.object({
  associateRole: keyReference('associate-role'),
  inheritance: v.picklist(['Enabled', 'Disabled']),
});

/**
 * `AssociateDraft`: a customer who acts for a business unit, with the roles they hold there.
 *
 * @example
 * v.object({ associates: v.optional(v.array(associateDraft)) });
 */
export const associateDraft = v.object({
  customer: keyReference('customer'),
  associateRoleAssignments: v.array(associateRoleAssignmentDraft),
});
