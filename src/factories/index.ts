// The factories entry point (`commercetools-msw/factories`), the only module that loads faker.
// It is a separate entry so that the mock itself never pays for faker's size.

export { createFactories, type Factories, type FactoryOptions } from './create-factories.js';
export { FACTORY_REFERENCE_DATE } from './seeded-faker.js';
export type { Overrides } from './deep-merge.js';
export type { ImportResourceFactories, ProductTypeFactories } from './import-resource-factories.js';
export type { ProductOfVariants, ProductTypeOfProducts } from './product-type-fit.js';
export type { TypeOfFields } from './custom-fields.js';
export type { Catalog, CatalogOptions, CatalogRequest } from './catalog.js';
export {
  BREAKABLE_RULES,
  type BreakableType,
  type CustomFieldRule,
  type InvalidItem,
  type InvalidItemArguments,
  type InvalidItemContext,
  type ProcessingRule,
  type ProductContext,
  type ProductTypeContext,
  type TypeContext,
} from './breakable-rules.js';
export type * from './import-resource-types.js';
export type {
  AssociateRoleKeyReference,
  CartClassificationType,
  CartsConfigurationDraft,
  ImportContainerDraftValues,
  MessagesConfigurationDraft,
  StoreSeed,
} from './factory-types.js';
export type {
  BuiltProjectUpdateAction,
  ProjectActionFactories,
  ProjectActionName,
  ProjectActionPayloads,
  SearchStatus,
} from './action-types.js';
