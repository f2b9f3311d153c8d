import type { Predicate } from '../../store/query/where/predicate.js';
import type { ResourceQuery } from '../../store/representations/resource-query.js';

/** The variant field a read of products finds them by: `sku` for `product(sku:)` and `products(skus:)`, `key` for `product(variantKey:)`. */
export type VariantField = 'sku' | 'key';

const either = (left: Predicate, right: Predicate): Predicate => ({ kind: 'or', left, right });
const nested = (field: string, inner: Predicate): Predicate => ({ kind: 'nested', field, inner });

/**
 * The predicate of the products that have a variant, master or other, in their current or their
 * staged data, whose field is one of the values: REST's
 * `masterData(current(masterVariant(sku in (...)) or variants(sku in (...))) or staged(...))`.
 * Built as a tree, not as text, so that no value needs quoting and no input variable of a `where`
 * it joins can meet one of its own; the SKU indexes find its candidates as they find a REST
 * query's. Both data count: the platform keeps SKUs unique over a product's current and staged
 * data alike, so a SKU names one product whichever data holds it.
 *
 * @example
 * variantPredicate('sku', ['OXFORD-1', 'POLO-1']);
 */
export function variantPredicate(field: VariantField, values: readonly string[]): Predicate {
  const held: Predicate = { kind: 'in', field, negated: false, values: values.map((value) => ({ kind: 'string', value })) };
  const inData = either(nested('masterVariant', held), nested('variants', held));
  return nested('masterData', either(nested('current', inData), nested('staged', inData)));
}

/**
 * A query narrowed to the products with a variant whose field is one of the values, beside its
 * own `where` (both must hold), so that `total`, `sort` and the page count the narrowed set alone.
 *
 * @example
 * withVariantsOf(parsed.value, 'sku', ['OXFORD-1']);
 */
export function withVariantsOf(query: ResourceQuery, field: VariantField, values: readonly string[]): ResourceQuery {
  const variants = variantPredicate(field, values);
  return { ...query, predicate: query.predicate ? { kind: 'and', left: query.predicate, right: variants } : variants };
}
