import type {
  BusinessUnitConfiguration,
  CartsConfiguration,
  ImportContainer,
  MessagesConfiguration,
  ShippingRateInputType,
  StoreDraft,
} from '../index.js';

// Names for the values the factories build where the Project's own types leave a field optional
// that a builder always fills in. Each is assignable to the Project type it stands for.

/** Messages settings with both fields, as `changeMessagesConfiguration` requires them. */
export type MessagesConfigurationDraft = Required<MessagesConfiguration>;

/** Carts settings with every field given. */
export type CartsConfigurationDraft = Required<CartsConfiguration>;

/** The CartClassification variant of the shipping rate input type. */
export type CartClassificationType = Extract<ShippingRateInputType, { type: 'CartClassification' }>;

/** The key reference to an Associate Role that a Project stores. */
export type AssociateRoleKeyReference = NonNullable<BusinessUnitConfiguration['myBusinessUnitAssociateRoleOnCreation']>;

/** A Store for `ct.addStore`, with its languages always listed. */
export type StoreSeed = Required<StoreDraft>;

/** The body of an Import Container create request, with the Import API's own enumerations. */
export type ImportContainerDraftValues = Pick<ImportContainer, 'key' | 'resourceType' | 'retentionPolicy'>;
