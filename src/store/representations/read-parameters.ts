import { notModelledParameters, type UnmodelledParameter } from '../../errors/resource-read-errors.js';
import type { ErrorResponse } from '../../errors/error-response.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';

// The query parameters the platform's API reference lists for a read and the mock does not model
// (issue 32): they answer 501 NotModelledByMock, never a 400 (the platform takes them) and never
// silently ignored (the answer would differ from the platform's). A parameter the reference does
// not list stays a 400 InvalidInput: resource-query.ts refuses it.

const PRICE_SELECTION = "it shows every price of every variant and selects none (no 'price' field, no scoped price)";

/**
 * The parameters the reference's traits add beyond the common ones (`where`, `sort`, paging,
 * `expand`), with what the mock shows in their place: `priceSelecting` on products and product
 * projections (api-specs/api/traits/price-selecting.raml), and on product projections also
 * `localeProjecting`, `storeProjectingTailoring` and `attributeFiltering`; the other read
 * resources have none.
 */
const PRODUCT_PARAMETERS: readonly UnmodelledParameter[] = [
  'priceCurrency',
  'priceCountry',
  'priceCustomerGroup',
  'priceCustomerGroupAssignments',
  'priceChannel',
  'priceRecurrencePolicy',
].map((name) => ({ name, instead: PRICE_SELECTION }));

const PROJECTION_PARAMETERS: readonly UnmodelledParameter[] = [
  ...PRODUCT_PARAMETERS,
  { name: 'localeProjection', instead: 'it shows every locale of every localized field' },
  { name: 'storeProjection', instead: "it projects nothing by Store: every locale, price and attribute shows, and no Product Tailoring applies" },
  { name: 'filter[attributes]', instead: 'it shows every attribute' },
];

/**
 * The query parameters the platform takes on a read of the resource (one, or the query) that the
 * mock does not model: resource-query.ts lets them through its check of unknown parameters, and
 * the read answers 501 for them once the request is otherwise valid.
 *
 * @example
 * platformOnlyParameters('products'); // ['priceCurrency', 'priceCountry', ...]
 * platformOnlyParameters('categories'); // []
 */
export function platformOnlyParameters(segment: ReadSegment): readonly string[] {
  return listed(segment).map(({ name }) => name);
}

const listed = (segment: ReadSegment): readonly UnmodelledParameter[] =>
  segment === 'products' ? PRODUCT_PARAMETERS : segment === 'product-projections' ? PROJECTION_PARAMETERS : [];

/**
 * The 501 NotModelledByMock for the parameters of a read that the platform takes and the mock does
 * not model, naming each; undefined when the read has none.
 *
 * @example
 * unmodelledReadParameters('products', new URLSearchParams('priceCurrency=EUR')); // 501, "...'priceCurrency' on products..."
 * unmodelledReadParameters('products', new URLSearchParams('expand=productType')); // undefined
 */
export function unmodelledReadParameters(segment: ReadSegment, searchParams: URLSearchParams): ErrorResponse | undefined {
  const [first, ...rest] = listed(segment).filter(({ name }) => searchParams.has(name));
  return first ? notModelledParameters([first, ...rest], segment) : undefined;
}
