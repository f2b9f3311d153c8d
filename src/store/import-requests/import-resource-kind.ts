import * as v from 'valibot';
import type { ImportResourceType } from '../import-container/import-container.js';
import { collectReferences } from './collect-references.js';
import type { ImportPlan, ProjectView, ResourceRules } from '../import-rules/resource-rules.js';
import type { ResourceIdentity } from './resource-identity.js';

export type { ResourceIdentity } from './resource-identity.js';

/**
 * What one resource type's module declares: the shape of its items, and what an item imports
 * into and makes exist. References need no listing: every `{typeId, key}` object in a checked item
 * is a KeyReference that must resolve.
 */
export interface ImportResourceDefinition<Type extends ImportResourceType, Item> {
  /** The request's `type`, as the path's segment names it. */
  readonly type: Type;
  /** Where the request holds its items: `resources`, or `patches` for the two patch types. */
  readonly itemsKey: 'resources' | 'patches';
  /** One item's shape; each issue becomes one `InvalidField` error. */
  readonly schema: v.GenericSchema<unknown, Item>;
  /** The operation's `resourceKey`: the item's `key`, an order's `orderNumber`, a patch's target key. */
  resourceKey(item: Item): string;
  /**
   * The resource the item is imported into; `resourceVersion` counts imports per identity. Its
   * `typeId` is a ReferenceType where one names the resource (`product`), else the import type
   * (`inventory`).
   */
  target(item: Item): ResourceIdentity;
  /**
   * False for patches: their target must exist already, and they make nothing exist. True when
   * importing the item creates or updates its target.
   */
  readonly createsTarget: boolean;
  /** Further resources the item makes exist, such as a product draft's variants (by their keys). */
  alsoCreates?(item: Item): readonly ResourceIdentity[];
  /**
   * The master variant data the item brings for a product (a product draft's `masterVariant`, a
   * product variant import's variant), which frees that product's imports waiting for one.
   */
  suppliesMasterVariant?(item: Item): MasterVariantSupply | undefined;
  /** What the items of one request must hold together (each item valid on its own), as problems of single items. */
  together?(items: readonly Item[]): readonly TogetherProblem[];
}

/** A problem of one item of a request that shows only beside the others. */
export interface TogetherProblem {
  readonly index: number;
  /** The field's path in the item (`product`). */
  readonly field: string;
  readonly invalidValue: unknown;
  readonly problem: string;
}

/** Master variant data an import brings for a product: the product's key, and the variant. */
export interface MasterVariantSupply {
  readonly product: string;
  readonly variant: unknown;
}

/** What the store keeps of a checked item: no more than processing it needs. */
export interface CheckedItem {
  readonly resourceKey: string;
  readonly target: ResourceIdentity;
  /** Every resource that must exist before the item can be imported, each once. */
  readonly references: readonly ResourceIdentity[];
  /** What importing it makes exist: its target (unless a patch) and `alsoCreates`. */
  readonly creates: readonly ResourceIdentity[];
  /** The master variant data it brings for a product, where it brings some. */
  readonly suppliesMasterVariant?: MasterVariantSupply | undefined;
  /** What importing it would do to the Project as it stands: the rules it breaks, or what it stores and claims. */
  plan(project: ProjectView): ImportPlan;
  /** The item as checked, which a snapshot keeps for an operation still processing, and checks again on restore. */
  readonly draft: unknown;
}

export type ItemCheck =
  | { readonly success: true; readonly item: CheckedItem }
  | { readonly success: false; readonly issues: readonly v.BaseIssue<unknown>[] };

/** A resource type as the store uses it: the item type is sealed inside `check`. */
export interface ImportResourceKind<Type extends ImportResourceType = ImportResourceType> {
  readonly type: Type;
  readonly itemsKey: 'resources' | 'patches';
  check(item: unknown): ItemCheck;
  /** The problems of items that are valid one by one but not together in one request. */
  together(items: readonly unknown[]): readonly TogetherProblem[];
}

/** A resource type's module before its rules join it: it checks items and knows their type. */
export interface TypedImportResourceKind<Type extends ImportResourceType, Item> {
  readonly type: Type;
  readonly itemsKey: 'resources' | 'patches';
  /** The problems of valid items that are not valid together in one request. */
  together(items: readonly unknown[]): readonly TogetherProblem[];
  /** The item's shape checked, and what the store keeps of it but its plan. */
  parse(input: unknown): { readonly success: true; readonly item: Item; readonly checked: Omit<CheckedItem, 'plan' | 'draft'> } | { readonly success: false; readonly issues: readonly v.BaseIssue<unknown>[] };
}

/**
 * Declares a resource type's module, its item type inferred from the schema.
 *
 * @example
 * export const category = importResourceKind({ type: 'category', itemsKey: 'resources', schema, ... });
 */
export function importResourceKind<const Type extends ImportResourceType, const Schema extends v.GenericSchema>(
  definition: ImportResourceDefinition<Type, v.InferOutput<Schema>> & { readonly schema: Schema },
): TypedImportResourceKind<Type, v.InferOutput<Schema>> {
  return {
    type: definition.type,
    itemsKey: definition.itemsKey,
    together(inputs) {
      if (!definition.together) return [];
      // Only items valid one by one come here: parsed again, they are typed.
      const items = inputs.flatMap((input) => {
        const parsed = v.safeParse(definition.schema, input);
        return parsed.success ? [parsed.output] : [];
      });
      return definition.together(items);
    },
    parse(input) {
      const parsed = v.safeParse(definition.schema, input);
      if (!parsed.success) return { success: false, issues: parsed.issues };
      const item = parsed.output;
      const target = definition.target(item);
      const creates = [...(definition.createsTarget ? [target] : []), ...(definition.alsoCreates?.(item) ?? [])];
      const references = collectReferences(item, creates);
      return {
        success: true,
        item,
        checked: {
          resourceKey: definition.resourceKey(item),
          target,
          references: definition.createsTarget ? references : withTarget(references, target),
          creates,
          suppliesMasterVariant: definition.suppliesMasterVariant?.(item),
        },
      };
    },
  };
}

/**
 * A resource type's module joined with its processing rules: each checked item carries the plan
 * of its import, bound to the item's own type.
 *
 * @example
 * const kind = withRules(category, categoryRules);
 */
export function withRules<Type extends ImportResourceType, Item>(kind: TypedImportResourceKind<Type, Item>, rules: ResourceRules<Item>): ImportResourceKind<Type> {
  return {
    type: kind.type,
    itemsKey: kind.itemsKey,
    together: kind.together,
    check(input) {
      const parsed = kind.parse(input);
      if (!parsed.success) return parsed;
      const { item } = parsed;
      return { success: true, item: { ...parsed.checked, draft: item, plan: (project) => rules.plan(item, project) } };
    },
  };
}

// A patch needs its target, even where the item names it by a plain key (an order's orderNumber).
function withTarget(references: readonly ResourceIdentity[], target: ResourceIdentity): readonly ResourceIdentity[] {
  // Stryker disable next-line LogicalOperator,ConditionalExpression: no patch names another reference of its target's type or key (an order patch names none, a variant patch its variant and product).
  const named = references.some((reference) => reference.typeId === target.typeId && reference.key === target.key);
  return named ? references : [target, ...references];
}

/**
 * The item type of a resource type's module, for its rules.
 *
 * @example
 * type CategoryImport = ItemOf<typeof category>;
 */
export type ItemOf<Kind> = Kind extends TypedImportResourceKind<ImportResourceType, infer Item> ? Item : never;
