// The import resources the factories build, one per import request type, after the official
// Import API schema (`import-api.schema.json`). Written out here rather than taken from
// `@commercetools/importapi-sdk`, which is no dependency of this package; every type fits where the
// SDK expects its namesake (test/types/import-factories.test-d.ts checks each one).

import type { ImportResourceType } from '../index.js';

/** `{typeId, key}`: a resource of the Project, named by its key. */
export interface KeyReference<TypeId extends string = string> {
  typeId: TypeId;
  key: string;
}

/** A Custom Object (`key-value-document`) is named by its container as well. */
export interface CustomObjectKeyReference {
  typeId: 'key-value-document';
  key: string;
  container: string;
}

/** The `typeId`s a reference attribute or Custom Field may name. */
export type ReferenceTypeId =
  | 'associate-role'
  | 'business-unit'
  | 'cart'
  | 'cart-discount'
  | 'category'
  | 'channel'
  | 'customer'
  | 'customer-group'
  | 'discount-code'
  | 'order'
  | 'payment'
  | 'price'
  | 'product'
  | 'product-discount'
  | 'product-type'
  | 'product-variant'
  | 'shipping-method'
  | 'state'
  | 'store'
  | 'tax-category'
  | 'type';

/** A reference to a resource of any type, as reference attributes and Custom Fields hold. */
export type AnyKeyReference = { [T in ReferenceTypeId]: KeyReference<T> }[ReferenceTypeId] | CustomObjectKeyReference;

/** Locale → text, such as `{ en: 'Shirt', de: 'Hemd' }`. */
export type LocalizedString = Record<string, string>;

export interface Money {
  type: 'centPrecision';
  centAmount: number;
  currencyCode: string;
  fractionDigits?: number;
}

export interface HighPrecisionMoney {
  type: 'highPrecision';
  centAmount: number;
  currencyCode: string;
  fractionDigits?: number;
  preciseAmount: number;
}

export type TypedMoney = Money | HighPrecisionMoney;

export interface DiscountedPrice {
  value: TypedMoney;
  discount: KeyReference<'product-discount'>;
}

export interface PriceTier {
  minimumQuantity: number;
  value: TypedMoney;
}

export interface AssetDimensions {
  w: number;
  h: number;
}

export interface Image {
  url: string;
  dimensions: AssetDimensions;
  label?: string;
}

export interface AssetSource {
  uri: string;
  key?: string;
  dimensions?: AssetDimensions;
  contentType?: string;
}

export interface Asset {
  key: string;
  sources: AssetSource[];
  name: LocalizedString;
  description?: LocalizedString;
  tags?: string[];
  custom?: Custom;
}

interface CustomFieldValues {
  Boolean: boolean;
  String: string;
  LocalizedString: LocalizedString;
  Enum: string;
  LocalizedEnum: string;
  Number: number;
  Money: TypedMoney;
  Date: string;
  Time: string;
  DateTime: string;
  Reference: AnyKeyReference;
}
type SetOf<Values> = { [Name in keyof Values & string as `${Name}Set`]: Values[Name][] };
type Tagged<Values, Tag extends string> = { [Name in keyof Values]: { [K in Tag]: Name } & { value: Values[Name] } }[keyof Values];

/** One Custom Field's value, told apart by `type` (`String`, `NumberSet`, `Reference`, …). */
export type CustomField = Tagged<CustomFieldValues & SetOf<CustomFieldValues>, 'type'>;

/** The Type a resource's Custom Fields follow, and the fields by name. */
export interface Custom {
  type: KeyReference<'type'>;
  fields?: Record<string, CustomField>;
}

interface AttributeValues {
  boolean: boolean;
  text: string;
  ltext: LocalizedString;
  enum: string;
  lenum: string;
  number: number;
  money: TypedMoney;
  date: string;
  time: string;
  datetime: string;
  reference: AnyKeyReference;
}
type SetAttributeValues = { [Name in keyof AttributeValues as `${Name}-set`]: AttributeValues[Name][] };

/** One attribute's value, told apart by `type` (`text`, `lenum`, `number-set`, …). */
export type Attribute = Tagged<AttributeValues & SetAttributeValues, 'type'> & { name?: string };

export interface Address {
  id?: string;
  key?: string;
  title?: string;
  salutation?: string;
  firstName?: string;
  lastName?: string;
  streetName?: string;
  streetNumber?: string;
  additionalStreetInfo?: string;
  postalCode?: string;
  city?: string;
  region?: string;
  state?: string;
  country: string;
  company?: string;
  department?: string;
  building?: string;
  apartment?: string;
  pOBox?: string;
  phone?: string;
  mobile?: string;
  email?: string;
  fax?: string;
  additionalAddressInfo?: string;
  externalId?: string;
  custom?: Custom;
}

/** A customer's address: a `key` is required, an `id` is not given. */
export type CustomerAddress = Omit<Address, 'id' | 'key'> & { key: string };

// Business units

export interface AssociateDraft {
  customer: KeyReference<'customer'>;
  associateRoleAssignments: { associateRole: KeyReference<'associate-role'>; inheritance: 'Enabled' | 'Disabled' }[];
}

interface BusinessUnitFields {
  key: string;
  name: string;
  status?: 'Active' | 'Inactive';
  contactEmail?: string;
  associates?: AssociateDraft[];
  addresses?: Address[];
  shippingAddresses?: number[];
  defaultShippingAddress?: number;
  billingAddresses?: number[];
  defaultBillingAddress?: number;
  stores?: KeyReference<'store'>[];
  custom?: Custom;
  storeMode?: 'Explicit' | 'FromParent';
}

export interface CompanyBusinessUnitImport extends BusinessUnitFields {
  unitType: 'Company';
}

export interface DivisionBusinessUnitImport extends BusinessUnitFields {
  unitType: 'Division';
  parentUnit: KeyReference<'business-unit'>;
  associateMode?: 'Explicit' | 'ExplicitAndFromParent';
  approvalRuleMode?: 'Explicit' | 'ExplicitAndFromParent';
}

export type BusinessUnitImport = CompanyBusinessUnitImport | DivisionBusinessUnitImport;

// Catalogue

export interface CategoryImport {
  key: string;
  name: LocalizedString;
  slug: LocalizedString;
  description?: LocalizedString;
  parent?: KeyReference<'category'>;
  orderHint?: string;
  externalId?: string;
  metaTitle?: LocalizedString;
  metaDescription?: LocalizedString;
  metaKeywords?: LocalizedString;
  assets?: Asset[];
  custom?: Custom;
}

interface AttributeTypes {
  boolean: object;
  text: object;
  ltext: object;
  number: object;
  money: object;
  date: object;
  time: object;
  datetime: object;
  enum: { values: { key: string; label: string }[] };
  lenum: { values: { key: string; label: LocalizedString }[] };
  reference: { referenceTypeId: ReferenceTypeId | 'key-value-document' };
  nested: { typeReference: KeyReference<'product-type'> };
  set: { elementType: AttributeType };
}

/** An attribute definition's type, told apart by `name`; a `set` holds the type of its elements. */
export type AttributeType = { [Name in keyof AttributeTypes]: { name: Name } & AttributeTypes[Name] }[keyof AttributeTypes];

export interface AttributeDefinition {
  type: AttributeType;
  name: string;
  label: LocalizedString;
  isRequired: boolean;
  attributeConstraint?: 'None' | 'Unique' | 'CombinationUnique' | 'SameForAll';
  inputTip?: LocalizedString;
  inputHint?: 'SingleLine' | 'MultiLine';
  isSearchable?: boolean;
  level?: 'Variant' | 'Product';
}

export interface ProductTypeImport {
  key: string;
  name: string;
  description: string;
  attributes?: AttributeDefinition[];
}

export interface SearchKeyword {
  text: string;
  suggestTokenizer?: { type: 'whitespace' } | { type: 'custom'; inputs: string[] };
}

interface ProductFields {
  key: string;
  productType: KeyReference<'product-type'>;
  name: LocalizedString;
  slug: LocalizedString;
  description?: LocalizedString;
  categories?: KeyReference<'category'>[];
  attributes?: Attribute[];
  metaTitle?: LocalizedString;
  metaDescription?: LocalizedString;
  metaKeywords?: LocalizedString;
  taxCategory?: KeyReference<'tax-category'>;
  searchKeywords?: Record<string, SearchKeyword[]>;
  state?: KeyReference<'state'>;
  publish?: boolean;
  priceMode?: 'Embedded' | 'Standalone';
}

export type ProductImport = ProductFields;

interface PriceFields {
  key: string;
  value: TypedMoney;
  country?: string;
  customerGroup?: KeyReference<'customer-group'>;
  channel?: KeyReference<'channel'>;
  validFrom?: string;
  validUntil?: string;
  custom?: Custom;
  discounted?: DiscountedPrice;
  tiers?: PriceTier[];
}

/** A price embedded in a product draft's variant. */
export type PriceDraftImport = PriceFields;

export interface ProductVariantDraftImport {
  key: string;
  sku?: string;
  prices?: PriceDraftImport[];
  attributes?: Attribute[];
  images?: Image[];
  assets?: Asset[];
}

export interface ProductDraftImport extends ProductFields {
  masterVariant?: ProductVariantDraftImport;
  variants?: ProductVariantDraftImport[];
}

export interface ProductVariantImport {
  key: string;
  sku?: string;
  isMasterVariant: boolean;
  attributes?: Attribute[];
  images?: Image[];
  assets?: Asset[];
  publish?: boolean;
  staged?: boolean;
  product: KeyReference<'product'>;
}

/** Changes to the attributes of a variant that exists: a value sets one, `null` removes it. */
export interface ProductVariantPatch {
  productVariant: KeyReference<'product-variant'>;
  attributes?: Record<string, Attribute | null>;
  staged?: boolean;
  product?: KeyReference<'product'>;
}

export interface VariantImport {
  key: string;
  sku: string;
  product: KeyReference<'product'>;
  publish?: boolean;
  images?: Image[];
  attributes?: Attribute[];
  assets?: Asset[];
}

export interface PriceImport extends PriceFields {
  publish?: boolean;
  staged?: boolean;
  productVariant: KeyReference<'product-variant'>;
  product: KeyReference<'product'>;
}

export interface StandalonePriceImport extends PriceFields {
  sku: string;
  active?: boolean;
}

export interface InventoryImport {
  key: string;
  sku: string;
  quantityOnStock: number;
  restockableInDays?: number;
  expectedDelivery?: string;
  reservationExpirationInMinutes?: number;
  supplyChannel?: KeyReference<'channel'>;
  custom?: Custom;
}

export interface ProductSelectionImport {
  key: string;
  name: LocalizedString;
  mode?: 'Individual' | 'IndividualExclusion';
  custom?: Custom;
  assignments?: {
    product: KeyReference<'product'>;
    variantSelection?: { type: 'includeOnly' | 'includeAllExcept'; skus?: string[] };
    variantExclusion?: { skus?: string[] };
  }[];
}

export interface ProductTailoringImport {
  key: string;
  store: KeyReference<'store'>;
  product: KeyReference<'product'>;
  name?: LocalizedString;
  description?: LocalizedString;
  metaTitle?: LocalizedString;
  metaDescription?: LocalizedString;
  metaKeywords?: LocalizedString;
  slug?: LocalizedString;
  publish?: boolean;
  variants?: { sku: string; images?: Image[]; assets?: Asset[]; attributes?: Attribute[] }[];
  attributes?: Attribute[];
}

// Customers, discounts, Types

export interface CustomerImport {
  key: string;
  customerNumber?: string;
  email: string;
  password?: string;
  stores?: KeyReference<'store'>[];
  firstName?: string;
  lastName?: string;
  middleName?: string;
  title?: string;
  salutation?: string;
  externalId?: string;
  /** `YYYY-MM-DD`. */
  dateOfBirth?: string;
  companyName?: string;
  vatId?: string;
  isEmailVerified?: boolean;
  customerGroup?: KeyReference<'customer-group'>;
  addresses?: CustomerAddress[];
  defaultBillingAddress?: number;
  billingAddresses?: number[];
  defaultShippingAddress?: number;
  shippingAddresses?: number[];
  locale?: string;
  custom?: Custom;
  authenticationMode?: 'Password' | 'ExternalAuth';
}

export interface DiscountCodeImport {
  key: string;
  name?: LocalizedString;
  description?: LocalizedString;
  code: string;
  cartDiscounts: KeyReference<'cart-discount'>[];
  cartPredicate?: string;
  isActive: boolean;
  maxApplications?: number;
  maxApplicationsPerCustomer?: number;
  groups?: string[];
  validFrom?: string;
  validUntil?: string;
  custom?: Custom;
}

type CustomFieldReferenceTypeId =
  | 'associate-role'
  | 'business-unit'
  | 'cart'
  | 'category'
  | 'channel'
  | 'customer'
  | 'customer-group'
  | 'key-value-document'
  | 'order'
  | 'product'
  | 'product-type'
  | 'review'
  | 'state'
  | 'shipping-method'
  | 'zone';

/** A Custom Field's type, told apart by `name`; a `Set` holds the type of its elements. */
export type FieldType =
  | { name: 'Boolean' | 'String' | 'LocalizedString' | 'Number' | 'Money' | 'Date' | 'Time' | 'DateTime' }
  | { name: 'Enum'; values: { key: string; label: string }[] }
  | { name: 'LocalizedEnum'; values: { key: string; label: LocalizedString }[] }
  | { name: 'Reference'; referenceTypeId: CustomFieldReferenceTypeId }
  | { name: 'Set'; elementType: FieldType };

export interface FieldDefinition {
  type: FieldType;
  name: string;
  label: LocalizedString;
  required: boolean;
  inputHint?: 'SingleLine' | 'MultiLine';
}

/** The resources a Type's Custom Fields may extend. */
export type ResourceTypeId =
  | 'address'
  | 'asset'
  | 'business-unit'
  | 'cart-discount'
  | 'category'
  | 'channel'
  | 'customer'
  | 'customer-group'
  | 'custom-line-item'
  | 'discount-code'
  | 'inventory-entry'
  | 'line-item'
  | 'order'
  | 'order-edit'
  | 'order-delivery'
  | 'order-parcel'
  | 'order-return-item'
  | 'payment'
  | 'payment-interface-interaction'
  | 'product-price'
  | 'product-selection'
  | 'quote'
  | 'review'
  | 'shipping'
  | 'shipping-method'
  | 'shopping-list'
  | 'shopping-list-text-line-item'
  | 'standalone-price'
  | 'store'
  | 'transaction';

export interface TypeImport {
  key: string;
  name: LocalizedString;
  description?: LocalizedString;
  resourceTypeIds: ResourceTypeId[];
  fieldDefinitions?: FieldDefinition[];
}

// Orders

export interface TaxRate {
  id?: string;
  name: string;
  amount: number;
  includedInPrice: boolean;
  country: string;
  state?: string;
  subRates?: { name: string; amount: number }[];
}

export interface ItemState {
  quantity: number;
  state: KeyReference<'state'>;
}

export interface ItemShippingDetailsDraft {
  targets: { addressKey: string; quantity: number }[];
}

export interface DiscountedLineItemPriceDraft {
  value: Money;
  includedDiscounts: { discount: KeyReference<'cart-discount'>; discountedAmount: Money }[];
}

export interface LineItemPrice {
  value: TypedMoney;
  country?: string;
  validFrom?: string;
  validUntil?: string;
  customerGroup?: KeyReference<'customer-group'>;
  channel?: KeyReference<'channel'>;
  discounted?: DiscountedPrice;
  tiers?: PriceTier[];
  custom?: Custom;
}

export interface LineItemImportDraft {
  product?: KeyReference<'product'>;
  name: LocalizedString;
  variant: {
    productVariant?: KeyReference<'product-variant'>;
    sku?: string;
    prices?: LineItemPrice[];
    attributes?: Attribute[];
    images?: Image[];
  };
  price: LineItemPrice;
  quantity: number;
  state?: ItemState[];
  supplyChannel?: KeyReference<'channel'>;
  distributionChannel?: KeyReference<'channel'>;
  taxRate?: TaxRate;
  shippingDetails?: ItemShippingDetailsDraft;
  custom?: Custom;
}

export interface CustomLineItemDraft {
  name: LocalizedString;
  money: TypedMoney;
  taxedPrice?: { totalNet: TypedMoney; totalGross: TypedMoney };
  totalPrice: TypedMoney;
  slug: string;
  quantity: number;
  state?: ItemState[];
  taxCategory?: KeyReference<'tax-category'>;
  taxRate?: TaxRate;
  externalTaxRate?: {
    name: string;
    amount?: number;
    country: string;
    state?: string;
    subRates?: { name: string; amount: number }[];
    includedInPrice?: boolean;
  };
  discountedPricePerQuantity?: DiscountedLineItemPriceDraft[];
  shippingDetails?: ItemShippingDetailsDraft;
}

export interface TaxedPrice {
  totalNet: Money;
  totalGross: Money;
  taxPortions: { name?: string; rate: number; amount: TypedMoney }[];
}

export interface ParcelMeasurements {
  heightInMillimeter?: number;
  lengthInMillimeter?: number;
  widthInMillimeter?: number;
  weightInGram?: number;
}

export interface TrackingData {
  trackingId?: string;
  carrier?: string;
  provider?: string;
  providerTransaction?: string;
  isReturn?: boolean;
}

export interface DeliveryItem {
  id: string;
  quantity: number;
}

export interface CartClassificationTier {
  type: 'CartClassification';
  value: string;
  price: Money;
  tiers: CartClassificationTier[];
  isMatching?: boolean;
}

export interface ShippingInfoImportDraft {
  shippingMethodName: string;
  price: TypedMoney;
  shippingRate: { price: Money; freeAbove?: Money; tiers?: CartClassificationTier[] };
  taxRate?: TaxRate;
  taxCategory?: KeyReference<'tax-category'>;
  shippingMethod?: KeyReference<'shipping-method'>;
  deliveries?: {
    id: string;
    createdAt: string;
    items: DeliveryItem[];
    parcels: {
      id: string;
      createdAt: string;
      measurements?: ParcelMeasurements;
      trackingData?: TrackingData;
      items?: DeliveryItem[];
      custom?: Custom;
    }[];
    address?: Address;
  }[];
  discountedPrice?: DiscountedLineItemPriceDraft;
  shippingMethodState?: 'DoesNotMatchCart' | 'MatchesCart';
}

export interface OrderImport {
  orderNumber: string;
  customer?: KeyReference<'customer'>;
  customerEmail?: string;
  lineItems?: LineItemImportDraft[];
  customLineItems?: CustomLineItemDraft[];
  totalPrice: TypedMoney;
  taxedPrice?: TaxedPrice;
  shippingAddress?: Address;
  billingAddress?: Address;
  customerGroup?: KeyReference<'customer-group'>;
  country?: string;
  orderState?: 'Open' | 'Confirmed' | 'Complete' | 'Cancelled';
  shipmentState?: 'Shipped' | 'Ready' | 'Pending' | 'Delayed' | 'Partial' | 'Backorder';
  paymentState?: 'BalanceDue' | 'Failed' | 'Pending' | 'CreditOwed' | 'Paid';
  shippingInfo?: ShippingInfoImportDraft;
  completedAt?: string;
  custom?: Custom;
  inventoryMode?: 'TrackOnly' | 'ReserveOnOrder';
  taxRoundingMode?: 'HalfEven' | 'HalfUp' | 'HalfDown';
  taxCalculationMode?: 'LineItemLevel' | 'UnitPriceLevel';
  origin?: 'Customer' | 'Merchant';
  itemShippingAddresses?: Address[];
  store?: KeyReference<'store'>;
  state?: KeyReference<'state'>;
}

export interface DeliveryParcelDraft {
  measurements?: ParcelMeasurements;
  trackingData?: TrackingData;
  items?: DeliveryItem[];
}

/** The changes one order patch makes; every one is optional. */
export interface OrderField {
  addReturnInfo?: {
    items: {
      quantity: number;
      lineItemId?: string;
      customLineItemId?: string;
      comment?: string;
      shipmentState: 'Advised' | 'Returned' | 'BackInStock' | 'Unusable';
    }[];
    returnTrackingId?: string;
    returnDate?: string;
  };
  addParcelToDelivery?: DeliveryParcelDraft & { deliveryId: string };
  addDeliveries?: { items: DeliveryItem[]; address?: Address; parcels: DeliveryParcelDraft[] }[];
  removeDelivery?: { id: string };
  removeParcelFromDelivery?: { parcelId: string };
  setDeliveryAddress?: { deliveryId: string; address?: Address };
  setParcelMeasurements?: { parcelId: string; measurements?: ParcelMeasurements };
  setParcelTrackingData?: { parcelId: string; trackingData?: TrackingData };
  setParcelItems?: { parcelId: string; items?: DeliveryItem[] }[];
}

/** Changes to an order that exists, named by its `orderNumber`. */
export interface OrderPatchImport {
  orderNumber: string;
  fields: OrderField;
}

// By request type

/**
 * The item of each import request type. A type of `ImportResourceType` missing here fails to
 * compile (see `ImportRequestBody`).
 */
export interface ImportResources {
  'business-unit': BusinessUnitImport;
  category: CategoryImport;
  customer: CustomerImport;
  'discount-code': DiscountCodeImport;
  inventory: InventoryImport;
  order: OrderImport;
  'order-patch': OrderPatchImport;
  price: PriceImport;
  product: ProductImport;
  'product-draft': ProductDraftImport;
  'product-selection': ProductSelectionImport;
  'product-tailoring': ProductTailoringImport;
  'product-type': ProductTypeImport;
  'product-variant': ProductVariantImport;
  'product-variant-patch': ProductVariantPatch;
  'standalone-price': StandalonePriceImport;
  type: TypeImport;
  variant: VariantImport;
}

/** The two request types whose items go under `patches`; every other type uses `resources`. */
export type ImportPatchType = 'order-patch' | 'product-variant-patch';

/**
 * The body of an import request of one type: `{ type, resources }`, or `{ type, patches }` for the
 * two patch types.
 */
export type ImportRequestBody<Type extends ImportResourceType = ImportResourceType> = Type extends ImportPatchType
  ? { type: Type; patches: ImportResources[Type][] }
  : { type: Type; resources: ImportResources[Type][] };
