import { COUNTRY_POOL, LOCALE_POOL } from './code-pools.js';
import { deepMerge, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import { DAY_MS, REFERENCE_MS } from './generators.js';
import { givenPresence } from './given-presence.js';
import type {
  Address,
  BusinessUnitImport,
  CustomerImport,
  DiscountCodeImport,
  FieldDefinition,
  CustomLineItemDraft,
  OrderField,
  OrderImport,
  OrderPatchImport,
  ResourceTypeId,
  TypeImport,
} from './import-resource-types.js';
import { coins, currency, english, importKey, money, reference, validity } from './import-values.js';

// Builders of the import resources around the catalogue: business units, customers, discount
// codes, orders and their patches, and Types. As in the catalogue's builders, randomness is drawn
// before overrides merge, and only the references that the schema requires are there.


/** An address in a country of the common list, with a street, a postcode and a city. */
function address(context: FactoryContext): Omit<Address, 'key'> {
  const { faker } = context;
  return {
    country: context.pick(COUNTRY_POOL),
    streetName: faker.location.street(),
    streetNumber: faker.location.buildingNumber(),
    postalCode: faker.location.zipCode(),
    city: faker.location.city(),
  };
}

/** An order number that one instance never repeats. */
const orderNumber = (context: FactoryContext): string => `ORD-${context.faker.string.numeric(6)}-${context.next('order')}`;

/**
 * A Company unit, or a Division when the overrides say `unitType: 'Division'`: a Division's parent
 * unit (a reference) must exist, or be imported before it.
 *
 * @example
 * generateBusinessUnitImport(context, { unitType: 'Division', parentUnit: { key: 'acme' } });
 * // { unitType: 'Division', key: 'hills-group-2', name: 'Hills Group', parentUnit: { typeId: 'business-unit', key: 'acme' }, … }
 */
export function generateBusinessUnitImport(context: FactoryContext, overrides?: Overrides<BusinessUnitImport>): BusinessUnitImport {
  const { faker } = context;
  const name = faker.company.name();
  const key = importKey(context, name, 'businessUnit');
  const parentUnit = reference(context, 'business-unit', faker.company.name());
  const status = context.pick(['Active', 'Inactive'] as const);
  const contactEmail = faker.internet.email({ provider: 'example.com' }).toLowerCase();
  const unitAddress = { ...address(context), key: `${key}-office` };
  const [hasStatus, hasEmail, hasAddress, hasModes] = coins(context, 0.5, 0.5, 0.5, 0.5);
  const fields = {
    key,
    name,
    ...(hasStatus ? { status } : {}),
    ...(hasEmail ? { contactEmail } : {}),
    ...(hasAddress ? { addresses: [unitAddress], defaultShippingAddress: 0, defaultBillingAddress: 0 } : {}),
  };
  const unit: BusinessUnitImport =
    overrides?.unitType === 'Division'
      ? {
          unitType: 'Division',
          ...fields,
          parentUnit,
          ...(hasModes ? { storeMode: 'FromParent', associateMode: 'ExplicitAndFromParent', approvalRuleMode: 'ExplicitAndFromParent' } : {}),
        }
      : { unitType: 'Company', ...fields, ...(hasModes ? { storeMode: 'Explicit' } : {}) };
  return deepMerge(unit, overrides);
}

/**
 * A customer with a unique e-mail address (in lower case, so that no two differ by case alone) and,
 * when it has one, a unique customer number, referencing nothing (no group or Stores unless the
 * overrides name them). It has a password, or else authenticates externally (`ExternalAuth`), as
 * the platform requires. Addresses, when there are some, are the defaults.
 *
 * @example
 * generateCustomerImport(context); // { key: 'jane-doe-1', email: 'jane.doe.1@example.com', firstName: 'Jane', lastName: 'Doe', … }
 */
export function generateCustomerImport(context: FactoryContext, overrides?: Overrides<CustomerImport>): CustomerImport {
  const { faker } = context;
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  const key = importKey(context, `${firstName} ${lastName}`, 'customer');
  const email = `${key.replace(/-/g, '.')}@example.com`;
  // The counter keeps customer numbers, which the platform keeps unique, apart within an instance.
  const customerNumber = `C${faker.string.numeric(6)}-${context.next('customerNumber')}`;
  const password = faker.internet.password({ length: 16 });
  const dateOfBirth = faker.date.birthdate({ mode: 'age', min: 18, max: 90 }).toISOString().slice(0, 10);
  const companyName = faker.company.name();
  const locale = context.pick(LOCALE_POOL);
  const home = { ...address(context), key: 'home' };
  const [hasNumber, hasPassword, hasBirth, hasCompany, hasVerified, isEmailVerified, hasLocale, hasAddress] = coins(
    context,
    0.5,
    0.5,
    0.3,
    0.2,
    0.5,
    0.5,
    0.4,
    0.5,
  );
  const customer: CustomerImport = {
    key,
    email,
    firstName,
    lastName,
    ...(hasNumber ? { customerNumber } : {}),
    // The platform wants a password in its default Password mode: a customer without one signs in elsewhere.
    ...(hasPassword ? { password } : { authenticationMode: 'ExternalAuth' as const }),
    ...(hasBirth ? { dateOfBirth } : {}),
    ...(hasCompany ? { companyName } : {}),
    ...(hasVerified ? { isEmailVerified } : {}),
    ...(hasLocale ? { locale } : {}),
    ...(hasAddress ? { addresses: [home], defaultShippingAddress: 0, defaultBillingAddress: 0 } : {}),
  };
  return deepMerge(customer, overrides);
}

/**
 * A discount code for one cart discount, which must exist.
 *
 * @example
 * generateDiscountCodeImport(context, { cartDiscounts: [{ typeId: 'cart-discount', key: 'summer' }] });
 * // { key: 'gorgeous-1', code: 'GORGEOUS-1', cartDiscounts: [{ typeId: 'cart-discount', key: 'summer' }], isActive: true, … }
 */
export function generateDiscountCodeImport(context: FactoryContext, overrides?: Overrides<DiscountCodeImport>): DiscountCodeImport {
  const { faker } = context;
  const word = faker.commerce.productAdjective();
  const key = importKey(context, word, 'discountCode');
  const cartDiscount = reference(context, 'cart-discount', `${faker.commerce.department()} deal`);
  const maxApplications = context.int(1, 1000);
  const maxApplicationsPerCustomer = context.int(1, 5);
  const period = validity(context);
  const [isActive, hasName, hasLimits, hasValidity] = coins(context, 0.8, 0.5, 0.3, 0.3);
  const code: DiscountCodeImport = {
    key,
    code: key.toUpperCase(),
    cartDiscounts: [cartDiscount],
    isActive,
    ...(hasName ? { name: english(`${word} deal`) } : {}),
    ...(hasLimits ? { maxApplications, maxApplicationsPerCustomer } : {}),
    ...(hasValidity ? period : {}),
  };
  return deepMerge(code, overrides);
}

/**
 * An order of one to three custom line items, which name no product (line items sell variants
 * that must exist: give `lineItems` to sell ones the test imported), whose `totalPrice` is their
 * sum, completed in the month before the reference date.
 *
 * @example
 * generateOrderImport(context); // { orderNumber: 'ORD-204816-1', totalPrice: { …, centAmount: 5997 }, customLineItems: [ … ], … }
 */
export function generateOrderImport(context: FactoryContext, overrides?: Overrides<OrderImport>): OrderImport {
  const { faker } = context;
  const number = orderNumber(context);
  const code = currency(context);
  const customLineItems: CustomLineItemDraft[] = Array.from({ length: context.int(1, 3) }, (_, index) => {
    const name = faker.commerce.productName();
    const price = money(code, context.int(100, 20_000));
    const quantity = context.int(1, 5);
    return { name: english(name), money: price, totalPrice: money(code, price.centAmount * quantity), slug: `${context.slug(name, 32)}-${index + 1}`, quantity };
  });
  const total = customLineItems.reduce((sum, item) => sum + item.totalPrice.centAmount, 0);
  const customerEmail = faker.internet.email({ provider: 'example.com' }).toLowerCase();
  const shippingAddress = address(context);
  const completedAt = new Date(REFERENCE_MS - context.int(60_000, 30 * DAY_MS)).toISOString();
  const orderState = context.pick(['Open', 'Confirmed', 'Complete'] as const);
  const paymentState = context.pick(['Pending', 'Paid', 'BalanceDue'] as const);
  const shipmentState = context.pick(['Pending', 'Ready', 'Shipped'] as const);
  const [hasEmail, hasAddress, hasStates] = coins(context, 0.7, 0.5, 0.5);
  const order: OrderImport = {
    orderNumber: number,
    totalPrice: money(code, total),
    customLineItems,
    completedAt,
    ...(hasEmail ? { customerEmail } : {}),
    ...(hasAddress ? { shippingAddress, billingAddress: shippingAddress, country: shippingAddress.country } : {}),
    ...(hasStates ? { orderState, paymentState, shipmentState } : {}),
  };
  return deepMerge(order, overrides);
}

/**
 * A patch of an order that must exist (by `orderNumber`): a return, a delivery, or tracking data.
 * Fields given as overrides replace the built ones rather than joining them, so the patch makes
 * exactly those changes.
 *
 * @example
 * generateOrderPatchImport(context, { orderNumber: 'ORD-204816-1', fields: { removeDelivery: { id: 'd-1' } } });
 * // { orderNumber: 'ORD-204816-1', fields: { removeDelivery: { id: 'd-1' } } }
 */
export function generateOrderPatchImport(context: FactoryContext, overrides?: Overrides<OrderPatchImport>): OrderPatchImport {
  const { faker } = context;
  const number = orderNumber(context);
  const lineItemId = faker.string.uuid();
  const parcelId = faker.string.uuid();
  const quantity = context.int(1, 3);
  const returnDate = new Date(REFERENCE_MS - context.int(0, 14 * DAY_MS)).toISOString();
  const trackingId = faker.string.alphanumeric({ length: 12, casing: 'upper' });
  const carrier = context.pick(['DHL', 'UPS', 'FedEx', 'DPD']);
  const choices: OrderField[] = [
    { addReturnInfo: { items: [{ quantity, lineItemId, shipmentState: 'Advised' }], returnDate } },
    { addDeliveries: [{ items: [{ id: lineItemId, quantity }], parcels: [{ trackingData: { trackingId, carrier } }] }] },
    { setParcelTrackingData: { parcelId, trackingData: { trackingId, carrier } } },
  ];
  const fields = context.pick(choices);
  return deepMerge({ orderNumber: number, fields: givenPresence(overrides, 'fields') ? {} : fields }, overrides);
}

const TYPE_RESOURCES: readonly ResourceTypeId[] = ['category', 'customer', 'order', 'line-item', 'product-price', 'inventory-entry', 'channel', 'store'];

const FIELD_TEMPLATES: readonly Omit<FieldDefinition, 'label' | 'required'>[] = [
  { name: 'note', type: { name: 'String' }, inputHint: 'MultiLine' },
  { name: 'priority', type: { name: 'Number' } },
  { name: 'gift-wrap', type: { name: 'Boolean' } },
  { name: 'delivery-date', type: { name: 'Date' } },
  { name: 'channel', type: { name: 'Enum', values: ['web', 'store', 'phone'].map((key) => ({ key, label: key })) } },
  { name: 'tags', type: { name: 'Set', elementType: { name: 'String' } } },
];

/**
 * A Type of Custom Fields for one or two resource types, with up to three optional fields.
 *
 * @example
 * generateTypeImport(context); // { key: 'order-extras-1', name: { en: 'Order extras' }, resourceTypeIds: ['order'], fieldDefinitions: [ … ] }
 */
export function generateTypeImport(context: FactoryContext, overrides?: Overrides<TypeImport>): TypeImport {
  const resourceTypeIds = context.pickSome(TYPE_RESOURCES, 1, 2);
  const name = `${resourceTypeIds[0] ?? 'resource'} extras`;
  const key = importKey(context, name, 'type');
  const fieldDefinitions = context.pickSome(FIELD_TEMPLATES, 0, 3).map((field) => ({ ...field, label: english(field.name), required: false }));
  const description = context.faker.commerce.productDescription();
  const [hasDescription] = coins(context, 0.3);
  const type: TypeImport = {
    key,
    name: english(name.charAt(0).toUpperCase() + name.slice(1)),
    resourceTypeIds,
    ...(fieldDefinitions.length > 0 ? { fieldDefinitions } : {}),
    ...(hasDescription ? { description: english(description) } : {}),
  };
  return deepMerge(type, overrides);
}
