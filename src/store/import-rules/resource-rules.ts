import type { ErrorObject } from '../../errors/error-response.js';
import type { ResourceIdentity } from '../import-requests/resource-identity.js';
import type { PartIds } from './part-ids.js';

/**
 * A resource as a Project holds it: how many times it was imported (1 when declared), and its
 * content in the Import API draft shape of its type. A resource declared by its identity alone has
 * no content, and the rules that need it are skipped. Never changed in place: a change stores a
 * new one, so that a snapshot of the map stays as it was.
 */
export interface StoredResource {
  readonly version: number;
  readonly content: unknown;
  /**
   * The serial the resource's platform id is made of (issue 25: the id the platform API shows),
   * counted per mock in creation order, so that the same steps give the same ids; 0 for what the
   * platform keeps inside another resource (a product variant).
   */
  readonly serial: number;
  /** When it came to exist, and when an import last changed it, on the mock's clock (ISO). */
  readonly createdAt: string;
  readonly lastModifiedAt: string;
  /**
   * A product's published (current) data and whether it is published; `content` is its staged
   * data. Undefined for every other resource.
   */
  readonly current: unknown;
  readonly published: boolean;
  /**
   * A product's variant ids, where they are not the positions of its staged variants counted from
   * 1 (the usual case, which keeps nothing here): a variant keeps its id for life.
   */
  readonly variantIds?: VariantIds;
  /**
   * The numbers the ids of its keyed parts (a variant's prices and assets, a category's assets)
   * are made of, where they are not the parts' places: a part keeps its id while its key stays.
   */
  readonly partIds?: PartIds;
  /**
   * The platform id a declaration gave (issue 33: a resource declared as the platform shows it),
   * which reads show and find it by instead of the one made of its serial. Plain JSON, as every
   * optional field here, so that a snapshot of the engine's state keeps it.
   */
  readonly id?: string;
  /**
   * The ids a declaration gave to what the resource holds (prices, assets, addresses, line
   * items...), by the id the mock would show there: a read shows the given one instead.
   */
  readonly givenIds?: Readonly<Record<string, string>>;
  /**
   * Keys the mock made for what a declaration gave without one (a price, an asset, a variant or an
   * address the platform keeps keyless and the store keeps by key): a read leaves them out.
   */
  readonly madeKeys?: readonly string[];
}

/**
 * A product's variant ids by variant key, and the last id given: ids count up in order of
 * creation and are never given again within the product (`ProductVariant.raml`).
 */
export interface VariantIds {
  readonly byKey: Readonly<Record<string, number>>;
  readonly last: number;
}

/** A product's data as an import leaves it, beside its staged data (a write's `content`). */
export interface ProductState {
  readonly current: unknown;
  readonly published: boolean;
  readonly variantIds: VariantIds | undefined;
}

/** The uniqueness indexes a Project keeps, one per value the platform keeps unique. */
export type UniqueIndexName =
  | 'product-slug'
  | 'category-slug'
  | 'variant-sku'
  | 'customer-email'
  | 'customer-number'
  | 'discount-code'
  | 'inventory-sku-channel';

/** One unique value a resource holds: where it is kept, and how a DuplicateField names it. */
export interface Claim {
  readonly index: UniqueIndexName;
  /** Where in the index the value must be unique, when not in all of it: a slug's locale, an inventory entry's channel. */
  readonly scope?: string;
  /** The value as the index compares it (an email in lower case). */
  readonly value: string;
  readonly field: string;
  /** The value as the error shows it. */
  readonly shown: string;
}

/** Every unique value one resource holds after an import: it replaces what that resource held. */
export interface ClaimSet {
  readonly owner: ResourceIdentity;
  readonly claims: readonly Claim[];
}

/** What the rules read of a Project: its resources, with their content where it is known. */
export interface ProjectView {
  /** The resource, or undefined when the Project does not have it. */
  get(typeId: string, key: string): StoredResource | undefined;
  /** How many variants a product may have in the Project's catalog model as it is now. */
  variantLimit(): number;
  /** The Project's catalog model as it is now (`Classic`, `Modular` or `InMigration`). */
  catalogModel(): string;
  /**
   * The master variant another import brings for a product waiting for one
   * (`waitForMasterVariant`), while that product's waiting imports are planned; else undefined.
   */
  suppliedMasterVariant(): unknown;
  /** The standalone prices of a SKU the Project has, with their content. */
  standalonePrices(sku: string): readonly StoredResource[];
  /** The key of the resource holding a unique value (a variant's key by its SKU), or undefined when none holds it. */
  holder(index: UniqueIndexName, value: string): string | undefined;
  /** When the item is processed (ISO), the creation time of what it adds inside a resource (an order's delivery). */
  now(): string;
}

/** A content to store: the resource's whole content after the import. */
export interface ContentWrite {
  readonly identity: ResourceIdentity;
  readonly content: unknown;
  /** For a product: its current data, whether it is published, and its variant ids. */
  readonly product?: ProductState;
  /** The numbers of its keyed parts' ids, where they are not their places (`StoredResource.partIds`). */
  readonly partIds?: PartIds;
}

/**
 * Why an item cannot import yet, although every reference it holds exists: it waits `unresolved`
 * for resources to change (a product variant naming an attribute its product type does not define
 * yet), or `waitForMasterVariant` until an import brings its product's master variant.
 */
export type ImportWait =
  | { readonly state: 'unresolved'; readonly references: readonly ResourceIdentity[] }
  | { readonly state: 'waitForMasterVariant'; readonly product: string };

/**
 * What processing one item would do: the rules it breaks, or what it stores and claims. The
 * engine applies a plan only when it has no errors and its claims clash with no other resource.
 */
export interface ImportPlan {
  readonly errors: readonly ErrorObject[];
  readonly writes: readonly ContentWrite[];
  readonly claims: readonly ClaimSet[];
  /** The item waits rather than imports; its writes and claims are not applied. */
  readonly waits?: ImportWait;
  /**
   * The resource whose version the import raises and its operation reports, when not the item's
   * target: the product, for imports of its variants, prices and variant patches.
   */
  readonly versioned?: ResourceIdentity;
}

/**
 * The processing rules of one resource type: from a checked item and the Project as it stands,
 * the plan of its import.
 */
export interface ResourceRules<Item> {
  plan(item: Item, project: ProjectView): ImportPlan;
}

/**
 * Declares a resource type's rules.
 *
 * @example
 * export const categoryRules = resourceRules<CategoryImport>({ plan: (item, project) => ({ errors: [], writes: [], claims: [] }) });
 */
export function resourceRules<Item>(rules: ResourceRules<Item>): ResourceRules<Item> {
  return rules;
}

/**
 * The plan of an item that stores its content under its own identity and claims nothing.
 *
 * @example
 * storeAs({ typeId: 'type', key: item.key }, item, errors);
 */
export function storeAs(identity: ResourceIdentity, content: unknown, errors: readonly ErrorObject[], claims: readonly ClaimSet[] = []): ImportPlan {
  return { errors, writes: [{ identity, content }], claims };
}
