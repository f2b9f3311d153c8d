import { assets, custom, given, isShown, keyOf, keyReference, keyReferences, price, shownReader, withoutNulls, type Shown, type ShownReader } from './shown-values.js';
import { shownProduct, type ShownProduct } from './shown-product.js';
import { shownOrder, shownReturns } from './shown-order.js';

// A resource declared as the platform shows it (issue 33: what a GET returned, or what the official
// test-data builders build), read back into the Import API draft the store keeps, which the engine
// then checks as it checks an import. The fields the store keeps beside the draft (the ids, the
// version and times, a product's current data, a customer's password hash) come along.

/** The fields every resource shows and no draft holds, kept as given. */
export interface ShownMeta {
  readonly id?: string;
  readonly version?: number;
  readonly createdAt?: string;
  readonly lastModifiedAt?: string;
}

/** A representation read back: its key, its draft (for a product, its data), what the store keeps beside it. */
export interface ShownDeclaration {
  readonly key: string;
  readonly meta: ShownMeta;
  /** The Import API draft (its type's, DECLARED_TYPES), without `typeId`. */
  readonly draft: Record<string, unknown>;
  readonly product?: ShownProduct;
  /**
   * What the store keeps beside the draft, which the Import API has no place for: a customer's
   * password as the platform shows it (its hash) as `passwordHash`, an order's returns
   * (`returnInfo`, which order patches add).
   */
  readonly kept?: Readonly<Record<string, unknown>>;
  /** Keys made for parts given without one, which a read leaves out. */
  readonly madeKeys: readonly string[];
}

type DraftOf = (reader: ShownReader, shown: Shown) => Record<string, unknown>;

/** A product type: its attribute definitions already have the draft's shape. */
const productTypeDraft: DraftOf = (_reader, shown) => given({ key: shown['key'], name: shown['name'], description: shown['description'], attributes: shown['attributes'] });

/** A Type: its field definitions already have the draft's shape. */
const typeDraft: DraftOf = (_reader, shown) =>
  given({ key: shown['key'], name: shown['name'], description: shown['description'], resourceTypeIds: shown['resourceTypeIds'], fieldDefinitions: shown['fieldDefinitions'] });

/** A category: its parent by key, its ancestors left to the parent (a read makes them of it). */
const categoryDraft: DraftOf = (reader, shown) =>
  given({
    key: shown['key'],
    name: shown['name'],
    slug: shown['slug'],
    description: shown['description'],
    parent: shown['parent'] === undefined ? undefined : keyReference(reader, shown['parent'], 'parent'),
    orderHint: shown['orderHint'],
    externalId: shown['externalId'],
    metaTitle: shown['metaTitle'],
    metaDescription: shown['metaDescription'],
    metaKeywords: shown['metaKeywords'],
    assets: assets(reader, shown['assets'], 'assets'),
    custom: custom(reader, shown['custom'], 'custom'),
  });

/** An inventory entry: its available quantity is what a read makes of its quantity on stock. */
const inventoryDraft: DraftOf = (reader, shown) =>
  given({
    key: shown['key'],
    sku: shown['sku'],
    quantityOnStock: shown['quantityOnStock'],
    restockableInDays: shown['restockableInDays'],
    expectedDelivery: shown['expectedDelivery'],
    reservationExpirationInMinutes: shown['reservationExpirationInMinutes'],
    supplyChannel: shown['supplyChannel'] === undefined ? undefined : keyReference(reader, shown['supplyChannel'], 'supplyChannel'),
    custom: custom(reader, shown['custom'], 'custom'),
  });

/** A standalone price: a price with its SKU and whether it is active. */
const standalonePriceDraft: DraftOf = (reader, shown) => {
  // Its key is there (shownDeclaration asks for it first): the store keeps it by that key, never a made one.
  const fields = price(reader, shown, '', String(shown['key'])) as Record<string, unknown>;
  return given({ ...fields, key: shown['key'], sku: shown['sku'], active: shown['active'] });
};

/** A discount code: its cart discounts by key. */
const discountCodeDraft: DraftOf = (reader, shown) =>
  given({
    key: shown['key'],
    name: shown['name'],
    description: shown['description'],
    code: shown['code'],
    cartDiscounts: keyReferences(reader, shown['cartDiscounts'], 'cartDiscounts'),
    cartPredicate: shown['cartPredicate'],
    isActive: shown['isActive'],
    maxApplications: shown['maxApplications'],
    maxApplicationsPerCustomer: shown['maxApplicationsPerCustomer'],
    groups: shown['groups'],
    validFrom: shown['validFrom'],
    validUntil: shown['validUntil'],
    custom: custom(reader, shown['custom'], 'custom'),
  });

/** The place of an address id among a customer's addresses, which the draft names addresses by. */
function addressIndex(reader: ShownReader, ids: readonly unknown[], id: unknown, path: string): number | undefined {
  if (id === undefined) return undefined;
  const index = ids.indexOf(id);
  if (index === -1) reader.problems.push(`${path}: names the address ${JSON.stringify(id)}, which is none of the customer's addresses`);
  return index === -1 ? undefined : index;
}

/** A customer: addresses keyed, the address ids it names as the draft's indexes; its password is the hash a read shows. */
const customerDraft: DraftOf = (reader, shown) => {
  const addresses = Array.isArray(shown['addresses']) ? shown['addresses'] : [];
  const ids = addresses.map((address: unknown) => (isShown(address) ? address['id'] : undefined));
  const indexes = (list: unknown, path: string) =>
    Array.isArray(list) ? list.flatMap((id: unknown, index) => addressIndex(reader, ids, id, `${path}.${index}`) ?? []) : undefined;
  // The password as a read shows it stands in for the clear text a Password-mode customer needs; its hash is kept as shown.
  const { id: _id, version: _version, createdAt: _createdAt, lastModifiedAt: _lastModifiedAt, ...fields } = shown;
  return given({
    ...fields,
    stores: keyReferences(reader, shown['stores'], 'stores'),
    customerGroup: shown['customerGroup'] === undefined ? undefined : keyReference(reader, shown['customerGroup'], 'customerGroup'),
    addresses:
      shown['addresses'] === undefined
        ? undefined
        : addresses.map((address: unknown, index) => {
            if (!isShown(address)) return address;
            const { id: _addressId, ...rest } = address;
            return given({ ...rest, key: keyOf(reader, address, `address-${index}`), custom: custom(reader, address['custom'], `addresses.${index}.custom`) });
          }),
    defaultBillingAddress: addressIndex(reader, ids, shown['defaultBillingAddressId'], 'defaultBillingAddressId'),
    defaultShippingAddress: addressIndex(reader, ids, shown['defaultShippingAddressId'], 'defaultShippingAddressId'),
    billingAddresses: indexes(shown['billingAddressIds'], 'billingAddressIds'),
    shippingAddresses: indexes(shown['shippingAddressIds'], 'shippingAddressIds'),
    custom: custom(reader, shown['custom'], 'custom'),
  });
};

/** How each type the read routes serve reads back, by the typeId a declaration names it with. */
const DRAFTS: Readonly<Record<string, DraftOf>> = {
  'product-type': productTypeDraft,
  type: typeDraft,
  category: categoryDraft,
  customer: customerDraft,
  'inventory-entry': inventoryDraft,
  'standalone-price': standalonePriceDraft,
  'discount-code': discountCodeDraft,
  order: (reader, shown) => shownOrder(reader, shown),
  // A product's drafts come with its ShownProduct; the staged data is the one checked first.
  product: (reader, shown) => shownProduct(reader, shown).staged,
};

/** What a type keeps beside its draft (`ShownDeclaration.kept`), where it shows any. */
const KEPT: Readonly<Record<string, (reader: ShownReader, shown: Shown) => Record<string, unknown> | undefined>> = {
  customer: (_reader, shown) => (typeof shown['password'] === 'string' ? { passwordHash: shown['password'] } : undefined),
  order: (reader, shown) => {
    const returns = shownReturns(reader, shown['returnInfo']);
    return returns === undefined ? undefined : { returnInfo: returns };
  },
};

/** The typeIds a representation may be declared with: the types the read routes serve. */
export const SHOWN_TYPE_IDS: readonly string[] = Object.keys(DRAFTS);

/** The fields every resource shows, checked: an id, a whole version from 1, ISO times. */
function meta(reader: ShownReader, shown: Shown): ShownMeta {
  const { id, version, createdAt, lastModifiedAt } = shown;
  if (id !== undefined && (typeof id !== 'string' || id === '')) reader.problems.push(`id: expected a non-empty string, not ${JSON.stringify(id)}`);
  if (version !== undefined && !(Number.isSafeInteger(version) && (version as number) >= 1)) reader.problems.push(`version: expected a whole number from 1, not ${JSON.stringify(version)}`);
  for (const [name, time] of [['createdAt', createdAt], ['lastModifiedAt', lastModifiedAt]] as const) {
    if (time !== undefined && (typeof time !== 'string' || Number.isNaN(Date.parse(time)))) reader.problems.push(`${name}: expected an ISO date-time, not ${JSON.stringify(time)}`);
  }
  return given({ id, version, createdAt, lastModifiedAt }) as ShownMeta;
}

/**
 * A declaration in the platform's representation read back into the draft the store keeps, or the
 * problems that keep it from being read (thrown by the engine as one TypeError). `null` fields
 * are absent ones; references may be by id (to a resource the Project holds), by key or expanded.
 *
 * @example
 * const read = shownDeclaration(state.resources, { typeId: 'category', id, version: 2, key: 'shirts', name, slug, ancestors: [], ... });
 * if (read.ok) read.value.draft; // { key: 'shirts', name, slug, ... }
 */
export function shownDeclaration(resources: ShownReader['resources'], declaration: Readonly<Record<string, unknown>>): { ok: true; value: ShownDeclaration } | { ok: false; problems: readonly string[] } {
  const reader = shownReader(resources);
  const shown = withoutNulls(declaration) as Shown;
  const typeId = String(shown['typeId']);
  const draftOf = DRAFTS[typeId];
  if (!draftOf) return { ok: false, problems: [`a ${typeId} is declared as the platform shows it only where the mock reads it back: ${SHOWN_TYPE_IDS.join(', ')}`] };
  const key = typeId === 'order' ? shown['orderNumber'] : shown['key'];
  if (typeof key !== 'string' || key === '') {
    const field = typeId === 'order' ? 'orderNumber' : 'key';
    return { ok: false, problems: [`${field}: the mock keeps every ${typeId} by its ${field}, and this one has none`] };
  }
  const read = meta(reader, shown);
  const product = typeId === 'product' ? shownProduct(reader, shown) : undefined;
  const draft = product ? product.staged : draftOf(reader, shown);
  const kept = KEPT[typeId]?.(reader, shown);
  if (reader.problems.length > 0) return { ok: false, problems: reader.problems };
  return { ok: true, value: { key, meta: read, draft, product, madeKeys: reader.madeKeys, ...(kept === undefined ? {} : { kept }) } };
}
