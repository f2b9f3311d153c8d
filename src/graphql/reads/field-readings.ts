/**
 * How a GraphQL field of a read type reads REST's representation, told by its name, its siblings
 * and the REST fields its type's representation defines:
 *
 * - `localizedList`: `nameAllLocales`, REST's `name` map as `{ locale, value }` entries;
 * - `localized`: `name(locale:, acceptLanguage:)`, one text of REST's `name` map;
 * - `reference`: `productTypeRef`, `categoriesRef`, `cartDiscountRefs`, `refusedGiftsRefs`, REST's
 *   reference (or list of them) `rest`;
 * - `expanded`: `productType`, `categories`, `refusedGifts`, the resource REST's reference `rest`
 *   names, as REST's `expand` shows it;
 * - `plain`: REST's field of the same name.
 */
export type FieldReading =
  | { readonly kind: 'localizedList' | 'localized' | 'reference' | 'expanded' | 'plain'; readonly rest: string };

const ALL_LOCALES = 'AllLocales';

/**
 * How one field reads REST's representation (see FieldReading). A reference field reads the REST
 * field its name names: `xRefs` REST's `xs` or else `x` (`cartDiscountRefs` → `cartDiscounts`,
 * `refusedGiftsRefs` → `refusedGifts`), `xRef` REST's `x`, whichever the schema expands beside it or
 * REST defines (`Initiator.customerRef` → `customer`, which GraphQL does not expand).
 *
 * @example
 * fieldReading('refusedGiftsRefs', orderFields, (name) => name === 'refusedGifts'); // { kind: 'reference', rest: 'refusedGifts' }
 */
export function fieldReading(name: string, siblings: Readonly<Record<string, unknown>>, defines: (restName: string) => boolean): FieldReading {
  if (name.endsWith(ALL_LOCALES) && siblings[name.slice(0, -ALL_LOCALES.length)]) return { kind: 'localizedList', rest: name.slice(0, -ALL_LOCALES.length) };
  const named = referencedName(name, (candidate) => Boolean(siblings[candidate]) || defines(candidate));
  if (named !== undefined) return { kind: 'reference', rest: named };
  if (siblings[`${name}${ALL_LOCALES}`]) return { kind: 'localized', rest: name };
  if (siblings[`${name}Ref`] || siblings[`${name}Refs`] || (name.endsWith('s') && siblings[`${name.slice(0, -1)}Refs`])) return { kind: 'expanded', rest: name };
  return { kind: 'plain', rest: name };
}

/** The REST field a reference field's name names, of those `known`, or undefined for no reference field. */
function referencedName(name: string, known: (candidate: string) => boolean): string | undefined {
  if (name.endsWith('Refs')) {
    const base = name.slice(0, -'Refs'.length);
    return [`${base}s`, base].find(known);
  }
  if (name.endsWith('Ref')) {
    const base = name.slice(0, -'Ref'.length);
    return known(base) ? base : undefined;
  }
  return undefined;
}
