/**
 * Tells whether a value is a BCP 47 language tag in canonical form (`en`, `de-DE`, `zh-Hans-CN`).
 * Non-canonical spellings such as `en-us` or `en_US` are refused, as the platform refuses them.
 *
 * @example
 * isLocale('de-DE'); // true
 * isLocale('de_DE'); // false
 */
export function isLocale(value: string): boolean {
  try {
    const [canonical, ...rest] = Intl.getCanonicalLocales(value);
    return canonical === value && rest.length === 0;
  } catch {
    return false;
  }
}
