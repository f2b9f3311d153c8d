/** The arguments of a GraphQL field that shows one locale of a localized string. */
export interface LocalizedLabelArgs {
  readonly locale?: string | null;
  readonly acceptLanguage?: readonly string[] | null;
}

/**
 * A localized string (REST's map of locale to text) as GraphQL's `*AllLocales` fields list it.
 *
 * @example
 * localizedEntries({ en: 'Small', de: 'Klein' }); // [{ locale: 'en', value: 'Small' }, { locale: 'de', value: 'Klein' }]
 */
export function localizedEntries(text: Readonly<Record<string, string>>): { locale: string; value: string }[] {
  return Object.entries(text).map(([locale, value]) => ({ locale, value }));
}

/**
 * A localized string in one locale, as GraphQL's `label(locale:, acceptLanguage:)` fields show it:
 * the text of `locale`, else of the first of `acceptLanguage` it has, else null. The mock matches
 * locales exactly (`en` does not stand in for `en-US`): the platform does not document a fallback.
 *
 * @example
 * localizedLabel({ en: 'Small' }, { acceptLanguage: ['de', 'en'] }); // 'Small'
 */
export function localizedLabel(text: Readonly<Record<string, string>>, { locale, acceptLanguage }: LocalizedLabelArgs): string | null {
  for (const wanted of [...(locale == null ? [] : [locale]), ...(acceptLanguage ?? [])]) {
    if (Object.hasOwn(text, wanted)) return text[wanted] ?? null;
  }
  return null;
}
