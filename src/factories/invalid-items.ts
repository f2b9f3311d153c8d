import {
  duplicateAttributeValue,
  duplicateAttributeValues,
  duplicateField,
  duplicateVariantValues,
  invalidValue,
  newMasterVariantAdditionNotAllowed,
  requiredAttributeRemoved,
  requiredField,
  type ErrorAttribute,
} from '../errors/import-processing-errors.js';
import type { ErrorObject } from '../index.js';
import { fittingCustom } from './custom-fields.js';
import type { FactoryContext } from './factory-context.js';
import { attributeCapacity, randomSeed } from './fitting-values.js';
import { generateCategoryImport, generateInventoryImport } from './import-catalog-generators.js';
import { generateCustomerImport, generateDiscountCodeImport, generateOrderImport } from './import-party-generators.js';
import type {
  Attribute,
  AttributeDefinition,
  AttributeType,
  CategoryImport,
  Custom,
  CustomerImport,
  CustomField,
  DiscountCodeImport,
  FieldDefinition,
  InventoryImport,
  OrderImport,
  ProductDraftImport,
  ProductImport,
  ProductTypeImport,
  ProductVariantDraftImport,
  ProductVariantImport,
  ProductVariantPatch,
  ResourceTypeId,
  TypeImport,
  VariantImport,
} from './import-resource-types.js';
import { ATTRIBUTE_TEMPLATES, attributeDefinition, english } from './import-values.js';
import { BREAKABLE_RULES, type BreakableType, type ProcessingRule, type TypeContext } from './breakable-rules.js';
import {
  attributeNamed,
  constraintOf,
  distinctValue,
  fittingProduct,
  fittingProductDraft,
  fittingProductVariant,
  fittingVariant,
  isVariantLevel,
  valueFor,
  variantsOf,
  type ProductOfVariants,
  type ProductTypeOfProducts,
} from './product-type-fit.js';

// Items that break one processing rule, with the errors the mock's processing reports for them.
// The errors are built from what the rule says (docs/imports.md), not by running the mock's rules,
// so that the factories' tests, which import the items, check the two against each other.

/** What the caller gave besides the item: the product type, the product, the Type. */
interface Given {
  readonly productType?: ProductTypeOfProducts;
  readonly product?: ProductOfVariants;
  readonly type?: TypeContext['type'];
}

interface Broken {
  readonly item: unknown;
  readonly errors: ErrorObject[];
}

type ProductFamily = 'product-draft' | 'product' | 'product-variant' | 'variant' | 'product-variant-patch';

/** Where a type's custom fields sit (`custom`), and the resource type id their Type must list. */
const CUSTOM_RESOURCE_TYPE_IDS: { readonly [Type in BreakableType]?: ResourceTypeId } = {
  category: 'category',
  customer: 'customer',
  order: 'order',
  'discount-code': 'discount-code',
  inventory: 'inventory-entry',
  'business-unit': 'business-unit',
  price: 'product-price',
  'standalone-price': 'standalone-price',
  'product-selection': 'product-selection',
};

function refuse(type: BreakableType, rule: string, why: string): never {
  throw new TypeError(`commercetools-msw/factories: cannot break '${rule}' with this ${type}: ${why}.`);
}

/** `base`, or `base-2`, `base-3`… : the first that none of `taken` is. */
function unusedName(taken: readonly string[], base: string): string {
  let name = base;
  for (let count = 2; taken.includes(name); count += 1) name = `${base}-${count}`;
  return name;
}

const shown = (attribute: Attribute): ErrorAttribute => ({ name: attribute.name ?? '', type: attribute.type, value: attribute.value });
const copyOf = <T>(value: T): T => structuredClone(value);
const elementOf = (type: AttributeType): AttributeType => (type.name === 'set' ? type.elementType : type);

/** A patch's attribute, whose name is its key in the patch. */
function unnamed(attribute: Attribute): Attribute {
  const { name: _name, ...value } = attribute;
  // Leaving out `name` keeps the kind and value paired, which the rest type of a union does not say.
  return value as Attribute;
}

/** The list with the attribute set (in place of one of its name) or, given undefined, without it. */
function withAttribute(list: readonly Attribute[] | undefined, name: string, attribute: Attribute | undefined): Attribute[] {
  const others = (list ?? []).filter((candidate) => candidate.name !== name);
  if (!attribute) return others;
  const at = (list ?? []).findIndex((candidate) => candidate.name === name);
  return at === -1 ? [...others, attribute] : [...others.slice(0, at), attribute, ...others.slice(at)];
}

/** Sets or removes an attribute of something that holds attributes, leaving out an empty list. */
function putAttribute(holder: { attributes?: Attribute[] }, name: string, attribute: Attribute | undefined): void {
  const attributes = withAttribute(holder.attributes, name, attribute);
  if (attributes.length > 0) holder.attributes = attributes;
  else delete holder.attributes;
}

/** One place an attribute rule writes to, and how errors name the attributes there. */
interface Place {
  readonly holder: { attributes?: Attribute[] };
  readonly path: string;
}

/**
 * The product type's definitions that the rule can use with the item's type, best first: in a
 * product draft, a definition without a constraint (breaking its value disturbs no other variant),
 * then Unique and CombinationUnique ones, then SameForAll ones (broken on every variant alike). A
 * single new variant or patch cannot keep SameForAll, so it leaves those out.
 */
function chooseDefinition(
  context: FactoryContext,
  type: ProductFamily,
  rule: string,
  productType: ProductTypeOfProducts,
  fits: (definition: AttributeDefinition) => boolean,
  what: string,
): AttributeDefinition {
  const rank = (definition: AttributeDefinition): number => {
    const constraint = constraintOf(definition);
    const single = type === 'product-variant' || type === 'variant' || type === 'product-variant-patch';
    // A product holds the attributes of level Product alone, a variant (or a patch of one) the others.
    if (type === 'product') return isVariantLevel(definition) ? Number.POSITIVE_INFINITY : 0;
    if (!isVariantLevel(definition)) return single ? Number.POSITIVE_INFINITY : 0;
    if (constraint === 'None') return 0;
    if (constraint === 'SameForAll') return single ? Number.POSITIVE_INFINITY : 2;
    return 1;
  };
  const candidates = (productType.attributes ?? []).filter(fits).filter((definition) => rank(definition) < Number.POSITIVE_INFINITY);
  const best = Math.min(...candidates.map(rank));
  const chosen = candidates.filter((definition) => rank(definition) === best);
  if (chosen.length === 0) refuse(type, rule, `its product type '${productType.key}' defines no ${what}`);
  return context.pick(chosen);
}

/** Where an attribute of the definition goes in the item: the product's, the master variant's, or (SameForAll) every variant's. */
function placesOf(type: ProductFamily, item: object, definition: AttributeDefinition | undefined): Place[] {
  if (type !== 'product-draft') return [{ holder: item, path: 'attributes' }];
  const draft = item as ProductDraftImport;
  if (definition && !isVariantLevel(definition)) return [{ holder: draft, path: 'attributes' }];
  const variants = [
    ...(draft.masterVariant ? [{ holder: draft.masterVariant, path: 'masterVariant.attributes' }] : []),
    ...(draft.variants ?? []).map((variant, index) => ({ holder: variant, path: `variants.${index}.attributes` })),
  ];
  const [master] = variants;
  if (!master) return [{ holder: draft, path: 'attributes' }];
  return definition && constraintOf(definition) === 'SameForAll' ? variants : [master];
}

/**
 * Writes the attribute (or, given undefined, removes it) at each place the definition's
 * attributes go, and returns the fields the errors name. A patch sets it by name, `null` removing it.
 */
function writeAttribute(type: ProductFamily, item: object, definition: AttributeDefinition | undefined, name: string, attribute: Attribute | undefined): string[] {
  if (type === 'product-variant-patch') {
    const patch = item as ProductVariantPatch;
    patch.attributes = { ...patch.attributes, [name]: attribute ? unnamed(attribute) : null };
    return [`attributes.${name}`];
  }
  return placesOf(type, item, definition).map(({ holder, path }) => {
    putAttribute(holder, name, attribute && { ...attribute, name });
    return `${path}.${name}`;
  });
}

/** A value of another kind than the definition's: a text where it wants a boolean, a boolean anywhere else. */
function wrongKind(definition: AttributeDefinition): Attribute {
  return elementOf(definition.type).name === 'boolean' ? { name: definition.name, type: 'text', value: 'true' } : { name: definition.name, type: 'boolean', value: true };
}

/** The key of a product the item is or belongs to, which exists once the valid item is imported. */
function productKeyOf(type: ProductFamily, item: object, given: Given): string {
  if (type === 'product-draft' || type === 'product') return (item as ProductImport).key;
  if (type === 'product-variant-patch') return given.product?.key ?? '';
  return (item as VariantImport).product.key;
}

/** The attribute rules every member of the product family shares: what a value may be. */
function breakAttribute(context: FactoryContext, type: ProductFamily, item: object, rule: ProcessingRule, productType: ProductTypeOfProducts, given: Given): Broken {
  const broken = copyOf(item);
  const definitions = productType.attributes ?? [];
  const choose = (fits: (definition: AttributeDefinition) => boolean, what: string) => chooseDefinition(context, type, rule, productType, fits, what);
  switch (rule) {
    case 'undefined-attribute': {
      const name = unusedName(
        definitions.map((definition) => definition.name),
        'undefined-attribute',
      );
      // The error lists the names defined where the attribute sits: the product's (level Product), or its variants'.
      const allowed = definitions.filter((definition) => isVariantLevel(definition) === (type !== 'product')).map((definition) => definition.name);
      const fields = writeAttribute(type, broken, undefined, name, { name, type: 'text', value: 'not defined' });
      return { item: broken, errors: fields.map((field) => invalidValue(field, name, allowed)) };
    }
    case 'wrong-attribute-type': {
      const definition = choose(() => true, 'attribute');
      const wrong = wrongKind(definition);
      return { item: broken, errors: writeAttribute(type, broken, definition, definition.name, wrong).map((field) => invalidValue(field, wrong.value)) };
    }
    case 'unknown-enum-value': {
      const definition = choose((candidate) => ['enum', 'lenum'].includes(elementOf(candidate.type).name), 'enum or lenum attribute');
      const element = elementOf(definition.type);
      const keys = element.name === 'enum' || element.name === 'lenum' ? element.values.map(({ key }) => key) : [];
      const unknown = unusedName(keys, 'unknown-value');
      // The kind follows the definition: `enum-set` for a set of enums.
      const attribute = (definition.type.name === 'set'
        ? { name: definition.name, type: `${element.name}-set`, value: [unknown] }
        : { name: definition.name, type: element.name, value: unknown }) as Attribute;
      return { item: broken, errors: writeAttribute(type, broken, definition, definition.name, attribute).map((field) => invalidValue(field, unknown, keys)) };
    }
    case 'wrong-reference-type': {
      const definition = choose((candidate) => elementOf(candidate.type).name === 'reference', 'reference attribute');
      const element = elementOf(definition.type);
      const wanted = element.name === 'reference' ? element.referenceTypeId : '';
      // A resource of another type that exists when the item is processed: its product type, or its product.
      const other =
        wanted === 'product-type'
          ? { typeId: 'product' as const, key: productKeyOf(type, broken, given) }
          : { typeId: 'product-type' as const, key: productType.key };
      const attribute: Attribute =
        definition.type.name === 'set' ? { name: definition.name, type: 'reference-set', value: [other] } : { name: definition.name, type: 'reference', value: other };
      return { item: broken, errors: writeAttribute(type, broken, definition, definition.name, attribute).map((field) => invalidValue(field, other)) };
    }
    default: {
      const definition = choose((candidate) => isVariantLevel(candidate) && candidate.isRequired, 'required attribute');
      const fields = writeAttribute(type, broken, definition, definition.name, undefined);
      // A patch that sets a required attribute to null is an operation the product cannot take.
      return { item: broken, errors: type === 'product-variant-patch' ? [requiredAttributeRemoved(definition.name)] : fields.map((field) => requiredField(field)) };
    }
  }
}

/** Whether the rule can give the definition a value of its own: not a reference, which would name a resource nobody declared. */
const plainValued = (definition: AttributeDefinition) => attributeCapacity(definition.type) > 0 && elementOf(definition.type).name !== 'reference';

/** A variant-level definition with the constraint, of a kind the rule can make values of. */
function constrained(
  context: FactoryContext,
  type: BreakableType,
  rule: string,
  productType: ProductTypeOfProducts,
  constraint: string,
  others?: readonly ProductVariantDraftImport[],
): AttributeDefinition {
  const candidates = (productType.attributes ?? []).filter((definition) => isVariantLevel(definition) && constraintOf(definition) === constraint && plainValued(definition));
  if (candidates.length === 0) refuse(type, rule, `its product type '${productType.key}' defines no ${constraint} attribute (other than a reference or nested one)`);
  // A variant import repeats what another variant of its product holds: one of the attributes some variant has.
  const held = others ? candidates.filter((definition) => others.some((variant) => attributeNamed(variant, definition.name))) : candidates;
  if (held.length === 0) refuse(type, rule, `no other variant of its product holds ${candidates.map(({ name }) => `'${name}'`).join(' or ')}`);
  return context.pick(held);
}

/**
 * The draft's master variant and its first other variant, which the draft gets (with its own key,
 * SKU and fitting attributes) if it has none: a rule across variants is broken between the two.
 */
function twoVariants(context: FactoryContext, draft: ProductDraftImport, productType: ProductTypeOfProducts, rule: string) {
  const master = draft.masterVariant ?? refuse('product-draft', rule, 'it has no master variant');
  const existing = draft.variants?.[0];
  if (existing) return { master, second: existing };
  const fresh = fittingProductVariant(context, productType, draft);
  const second: ProductVariantDraftImport = {
    key: fresh.key,
    ...(fresh.sku === undefined ? {} : { sku: fresh.sku }),
    ...(fresh.attributes ? { attributes: fresh.attributes } : {}),
  };
  draft.variants = [second];
  return { master, second };
}

/** The values of an attribute the variants hold. */
const valuesHeld = (variants: readonly ProductVariantDraftImport[], name: string) => variants.flatMap((variant) => attributeNamed(variant, name) ?? []).map(({ value }) => value);

/**
 * The variant whose value a variant import repeats: the first other variant of its product that
 * holds one of the attributes.
 */
function holderOf(type: BreakableType, rule: string, others: readonly ProductVariantDraftImport[], names: readonly string[]): ProductVariantDraftImport {
  return others.find((variant) => names.some((name) => attributeNamed(variant, name))) ?? refuse(type, rule, `no other variant of its product holds ${names.join(' or ')}`);
}

type AcrossVariants = 'product-draft' | 'product-variant' | 'variant';

/**
 * The rules across the variants of one product: Unique, CombinationUnique and SameForAll. A product
 * draft breaks them between its master variant and its first other variant; a variant import
 * between itself and a variant its product has.
 */
function breakAcrossVariants(context: FactoryContext, type: AcrossVariants, item: object, rule: ProcessingRule, productType: ProductTypeOfProducts, product: ProductOfVariants | undefined): Broken {
  const broken = copyOf(item);
  const definitions = productType.attributes ?? [];
  const asVariant = broken as VariantImport;
  const others = product ? variantsOf(product).filter((variant) => variant.key !== asVariant.key) : [];
  const pair = () => (type === 'product-draft' ? twoVariants(context, broken as ProductDraftImport, productType, rule) : undefined);

  if (rule === 'duplicate-attribute-value') {
    const variants = pair();
    const definition = constrained(context, type, rule, productType, 'Unique', variants ? undefined : others);
    let held: Attribute | undefined;
    if (variants) {
      held = attributeNamed(variants.master, definition.name);
      if (!held) {
        // A master variant without the attribute gets a value no other variant has, so that only the copy repeats it.
        held = distinctValue(context, definition, valuesHeld(variantsOf(broken as ProductDraftImport), definition.name)) ?? refuse(type, rule, `no value of '${definition.name}' is left`);
        putAttribute(variants.master, definition.name, held);
      }
      putAttribute(variants.second, definition.name, { ...held });
    } else {
      held = attributeNamed(holderOf(type, rule, others, [definition.name]), definition.name) ?? refuse(type, rule, 'no variant holds the value');
      putAttribute(asVariant, definition.name, { ...held });
    }
    return { item: broken, errors: [duplicateAttributeValue(shown(held))] };
  }

  if (rule === 'duplicate-attribute-values') {
    const chosen = constrained(context, type, rule, productType, 'CombinationUnique');
    const combination = definitions.filter((definition) => constraintOf(definition) === 'CombinationUnique');
    const names = combination.map((definition) => definition.name);
    const variants = pair();
    let holder: ProductVariantDraftImport;
    let target: { attributes?: Attribute[] };
    if (variants) {
      if (!names.some((name) => attributeNamed(variants.master, name))) {
        const value = distinctValue(context, chosen, valuesHeld(variantsOf(broken as ProductDraftImport), chosen.name)) ?? refuse(type, rule, `no value of '${chosen.name}' is left`);
        putAttribute(variants.master, chosen.name, value);
      }
      holder = variants.master;
      target = variants.second;
    } else {
      holder = holderOf(type, rule, others, names);
      target = asVariant;
    }
    for (const name of names) {
      const held = attributeNamed(holder, name);
      putAttribute(target, name, held && { ...held });
    }
    const attributes = names.flatMap((name) => attributeNamed(holder, name) ?? []);
    return { item: broken, errors: [duplicateAttributeValues(attributes.map(shown))] };
  }

  // same-for-all-mismatch: the draft's second variant, or the variant import, differs from the master variant.
  const definition = constrained(context, type, rule, productType, 'SameForAll');
  const variants = pair();
  let master: ProductVariantDraftImport;
  let target: { attributes?: Attribute[] };
  let path: string;
  if (variants) {
    ({ master, second: target } = variants);
    path = 'variants.0';
  } else {
    master = product?.masterVariant ?? refuse(type, rule, 'its product has no master variant');
    if (master.key === asVariant.key) refuse(type, rule, 'it is the master variant of its product');
    // Where the product holds it: at its place, or after the variants it has.
    const at = (product?.variants ?? []).findIndex((variant) => variant.key === asVariant.key);
    path = `variants.${at === -1 ? (product?.variants?.length ?? 0) : at}`;
    target = asVariant;
  }
  const expected = attributeNamed(master, definition.name);
  const value = expected ? distinctValue(context, definition, [expected.value]) : valueFor(definition, randomSeed(context));
  if (!value && definition.isRequired) refuse(type, rule, `'${definition.name}' has no value other than the master variant's`);
  putAttribute(target, definition.name, value);
  return { item: broken, errors: [invalidValue(`${path}.attributes.${definition.name}`, value?.value, [expected?.value ?? null])] };
}

/**
 * The errors of a draft whose master variant comes again whole: each Unique and the
 * CombinationUnique attributes it holds repeat too, before the repeated variant is named.
 */
function repeatedVariantErrors(master: ProductVariantDraftImport, definitions: readonly AttributeDefinition[]): ErrorObject[] {
  const held = (constraint: string) => definitions.filter((definition) => constraintOf(definition) === constraint).flatMap((definition) => attributeNamed(master, definition.name) ?? []);
  const combination = held('CombinationUnique');
  // The platform's message names the values compared; attributes in the order of their names.
  const attributes = [...(master.attributes ?? [])].sort((a, b) => ((a.name ?? '') < (b.name ?? '') ? -1 : 1));
  return [
    ...held('Unique').map((attribute) => duplicateAttributeValue(shown(attribute))),
    ...(combination.length > 0 ? [duplicateAttributeValues(combination.map(shown))] : []),
    duplicateVariantValues({ ...(master.sku === undefined ? {} : { sku: master.sku }), prices: master.prices ?? [], attributes: attributes.map(shown) }),
  ];
}

/** A new variant of the product (the valid one among its variants) holding the valid one's SKU. */
function repeatedSku(context: FactoryContext, type: 'product-variant' | 'variant', item: ProductVariantImport | VariantImport, productType: ProductTypeOfProducts, product: ProductOfVariants): Broken {
  const sku = item.sku ?? refuse(type, 'duplicate-sku', 'it has no SKU');
  const withItem: ProductOfVariants = { key: item.product.key, variants: [...variantsOf(product).filter((variant) => variant.key !== item.key), item] };
  const fresh = type === 'variant' ? fittingVariant(context, productType, withItem) : fittingProductVariant(context, productType, withItem);
  return { item: { ...fresh, sku }, errors: [duplicateField('sku', sku)] };
}

/** The product family's rules: attribute values, the rules across variants, and unique values. */
function breakProduct(context: FactoryContext, type: ProductFamily, item: object, rule: ProcessingRule, given: Given): Broken {
  const productType = given.productType ?? refuse(type, rule, 'give its product type: { productType }');
  const product = type === 'product-draft' || type === 'product' ? undefined : (given.product ?? refuse(type, rule, 'give its product: { productType, product }'));
  switch (rule) {
    case 'undefined-attribute':
    case 'wrong-attribute-type':
    case 'unknown-enum-value':
    case 'wrong-reference-type':
    case 'missing-required-attribute':
      return breakAttribute(context, type, item, rule, productType, given);
    case 'duplicate-attribute-value':
    case 'duplicate-attribute-values':
    case 'same-for-all-mismatch':
      return breakAcrossVariants(context, type as AcrossVariants, item, rule, productType, product);
    case 'duplicate-variant-values': {
      // The master variant comes again whole, key and all, but without its prices: the error lists
      // them as the schema's PriceImports, whose product and variant references are the mock's to fill in.
      const draft = copyOf(item as ProductDraftImport);
      const { prices: _prices, ...master } = draft.masterVariant ?? refuse(type, rule, 'it has no master variant');
      draft.masterVariant = master;
      draft.variants = [...(draft.variants ?? []), copyOf(master)];
      return { item: draft, errors: repeatedVariantErrors(master, productType.attributes ?? []) };
    }
    case 'duplicate-slug': {
      const { slug } = item as ProductImport;
      const fresh = type === 'product' ? fittingProduct(context, productType) : fittingProductDraft(context, productType);
      return { item: { ...fresh, slug: { ...slug } }, errors: Object.entries(slug).map(([locale, value]) => duplicateField(`slug.${locale}`, value)) };
    }
    case 'duplicate-variant-key': {
      const key = (item as ProductDraftImport).masterVariant?.key ?? refuse(type, rule, 'it has no master variant');
      const fresh = fittingProductDraft(context, productType);
      if (fresh.masterVariant) fresh.masterVariant.key = key;
      return { item: fresh, errors: [duplicateField('key', key)] };
    }
    case 'new-master-variant': {
      const withItem: ProductOfVariants = { key: (item as ProductVariantImport).product.key, variants: [...variantsOf(product ?? {}), item as ProductVariantImport] };
      return { item: fittingProductVariant(context, productType, withItem, { isMasterVariant: true }), errors: [newMasterVariantAdditionNotAllowed()] };
    }
    default: {
      // duplicate-sku
      if (type === 'product-variant' || type === 'variant') return repeatedSku(context, type, item as VariantImport, productType, product ?? { key: '' });
      const sku = variantsOf(item as ProductDraftImport).find((variant) => variant.sku !== undefined)?.sku ?? refuse(type, rule, 'no variant has a SKU');
      const fresh = fittingProductDraft(context, productType);
      if (fresh.masterVariant) fresh.masterVariant.sku = sku;
      return { item: fresh, errors: [duplicateField('sku', sku)] };
    }
  }
}

const fieldElementOf = (definition: FieldDefinition) => (definition.type.name === 'Set' ? definition.type.elementType : definition.type);

/**
 * The custom field rules: the item's `custom` follows the given Type, but for the one rule. An
 * order gets a new order number, since an order import never updates an order.
 */
function breakCustomFields(context: FactoryContext, type: BreakableType, item: object, rule: ProcessingRule, given: Given): Broken {
  const resourceTypeId = CUSTOM_RESOURCE_TYPE_IDS[type] ?? refuse(type, rule, 'it has no custom fields');
  const customType = given.type ?? refuse(type, rule, 'give the Type its custom fields follow: { type }');
  const broken = copyOf(item) as { custom?: Custom; orderNumber?: string };
  if (type === 'order') broken.orderNumber = generateOrderImport(context).orderNumber;
  const lists = customType.resourceTypeIds.includes(resourceTypeId);
  if ((rule === 'custom-type-not-for-resource') === lists) {
    refuse(type, rule, `the Type '${customType.key}' ${lists ? 'lists' : 'does not list'} '${resourceTypeId}' in its resourceTypeIds`);
  }
  const custom = fittingCustom(context, customType);
  const fields: Record<string, CustomField> = { ...custom.fields };
  const definitions = customType.fieldDefinitions ?? [];
  const names = definitions.map((definition) => definition.name);
  const pick = (fits: (definition: FieldDefinition) => boolean, what: string) => {
    const candidates = definitions.filter(fits);
    if (candidates.length === 0) refuse(type, rule, `the Type '${customType.key}' defines no ${what}`);
    return context.pick(candidates);
  };
  let errors: ErrorObject[];
  switch (rule) {
    case 'custom-type-not-for-resource':
      errors = [invalidValue('custom.type', customType.key)];
      break;
    case 'undefined-custom-field': {
      const name = unusedName(names, 'undefined-field');
      fields[name] = { type: 'String', value: 'not defined' };
      errors = [invalidValue(`custom.fields.${name}`, name, names)];
      break;
    }
    case 'wrong-custom-field-type': {
      const definition = pick(() => true, 'field');
      const wrong: CustomField = fieldElementOf(definition).name === 'Boolean' ? { type: 'String', value: 'true' } : { type: 'Boolean', value: true };
      fields[definition.name] = wrong;
      errors = [invalidValue(`custom.fields.${definition.name}`, wrong.value)];
      break;
    }
    case 'unknown-custom-enum-value': {
      const definition = pick((candidate) => ['Enum', 'LocalizedEnum'].includes(fieldElementOf(candidate).name), 'Enum or LocalizedEnum field');
      const element = fieldElementOf(definition);
      const keys = element.name === 'Enum' || element.name === 'LocalizedEnum' ? element.values.map(({ key }) => key) : [];
      const unknown = unusedName(keys, 'unknown-value');
      // The field's type follows the definition: `EnumSet` for a set of enums.
      fields[definition.name] = (definition.type.name === 'Set' ? { type: `${element.name}Set`, value: [unknown] } : { type: element.name, value: unknown }) as CustomField;
      errors = [invalidValue(`custom.fields.${definition.name}`, unknown, keys)];
      break;
    }
    default: {
      const definition = pick((candidate) => candidate.required, 'required field');
      delete fields[definition.name];
      errors = [requiredField(`custom.fields.${definition.name}`)];
    }
  }
  broken.custom = { type: custom.type, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
  return { item: broken, errors };
}

/** The rules of values unique in the Project, of category parents, and of names within types. */
function breakOther(context: FactoryContext, type: BreakableType, item: object, rule: ProcessingRule): Broken {
  switch (rule) {
    case 'duplicate-slug': {
      const { slug } = item as CategoryImport;
      return { item: { ...generateCategoryImport(context), slug: { ...slug } }, errors: Object.entries(slug).map(([locale, value]) => duplicateField(`slug.${locale}`, value)) };
    }
    case 'category-cycle': {
      const category = copyOf(item as CategoryImport);
      category.parent = { typeId: 'category', key: category.key };
      return { item: category, errors: [invalidValue('parent', category.parent)] };
    }
    case 'duplicate-email': {
      const { email } = item as CustomerImport;
      // Another letter case: the platform compares customer emails without regard to it.
      const other = email.toUpperCase() === email ? email.toLowerCase() : email.toUpperCase();
      return { item: { ...generateCustomerImport(context), email: other }, errors: [duplicateField('email', other)] };
    }
    case 'duplicate-customer-number': {
      const customerNumber = (item as CustomerImport).customerNumber ?? refuse(type, rule, 'it has no customerNumber');
      return { item: { ...generateCustomerImport(context), customerNumber }, errors: [duplicateField('customerNumber', customerNumber)] };
    }
    case 'duplicate-order-number': {
      const { orderNumber } = item as OrderImport;
      return { item: { ...generateOrderImport(context), orderNumber }, errors: [duplicateField('orderNumber', orderNumber)] };
    }
    case 'duplicate-discount-code': {
      const { code, cartDiscounts } = item as DiscountCodeImport;
      return { item: { ...generateDiscountCodeImport(context), code, cartDiscounts: copyOf(cartDiscounts) }, errors: [duplicateField('code', code)] };
    }
    case 'duplicate-inventory-entry': {
      const { sku, supplyChannel } = item as InventoryImport;
      const { supplyChannel: _built, ...fresh } = generateInventoryImport(context);
      return { item: { ...fresh, sku, ...(supplyChannel ? { supplyChannel: copyOf(supplyChannel) } : {}) }, errors: [duplicateField('sku', sku)] };
    }
    case 'duplicate-attribute-name': {
      const productType = copyOf(item as ProductTypeImport);
      const [template] = ATTRIBUTE_TEMPLATES;
      const base = productType.attributes?.length ? productType.attributes : template ? [attributeDefinition(context, template)] : [];
      const [first] = base;
      if (!first) return refuse(type, rule, 'it has no attribute to repeat');
      productType.attributes = [...base, copyOf(first)];
      return { item: productType, errors: [duplicateField(`attributes.${base.length}.name`, first.name)] };
    }
    default: {
      // duplicate-field-name
      const customType = copyOf(item as TypeImport);
      const base: FieldDefinition[] = customType.fieldDefinitions?.length
        ? customType.fieldDefinitions
        : [{ name: 'note', type: { name: 'String' }, label: english('Note'), required: false }];
      const [first] = base;
      if (!first) return refuse(type, rule, 'it has no field to repeat');
      customType.fieldDefinitions = [...base, copyOf(first)];
      return { item: customType, errors: [duplicateField(`fieldDefinitions.${base.length}.name`, first.name)] };
    }
  }
}

const PRODUCT_FAMILY: ReadonlySet<BreakableType> = new Set(['product-draft', 'product', 'product-variant', 'variant', 'product-variant-patch']);
const CUSTOM_FIELD_RULES: ReadonlySet<string> = new Set(BREAKABLE_RULES.price);

/**
 * A copy of a valid item that breaks one processing rule, or a new item that repeats a value the
 * valid one keeps unique, with the errors its operation ends `validationFailed` with.
 *
 * @example
 * buildInvalidItem(context, 'customer', customer, 'duplicate-email', undefined);
 * // { item: { …a new customer, email: 'JANE.DOE.1@EXAMPLE.COM' }, errors: [{ code: 'DuplicateField', field: 'email', … }] }
 */
export function buildInvalidItem(context: FactoryContext, type: BreakableType, item: object, rule: string, given: Given | undefined): Broken {
  const rules: readonly string[] | undefined = Object.hasOwn(BREAKABLE_RULES, type) ? BREAKABLE_RULES[type] : undefined;
  if (!rules) throw new TypeError(`commercetools-msw/factories: a ${String(type)} breaks no rule invalidItem knows. Use one of ${Object.keys(BREAKABLE_RULES).join(', ')}.`);
  if (!rules.includes(rule)) throw new TypeError(`commercetools-msw/factories: '${rule}' is no rule a ${type} can break. Use one of ${rules.join(', ')}.`);
  const known = rule as ProcessingRule;
  if (CUSTOM_FIELD_RULES.has(rule)) return breakCustomFields(context, type, item, known, given ?? {});
  if (PRODUCT_FAMILY.has(type)) return breakProduct(context, type as ProductFamily, item, known, given ?? {});
  return breakOther(context, type, item, known);
}
