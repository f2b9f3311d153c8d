/**
 * A membership test over a space-separated list of codes. The set is built on first use, so
 * importing the library does no work.
 *
 * @example
 * const isVowel = lazyCodeSet('a e i o u');
 * isVowel('e'); // true
 */
export function lazyCodeSet(list: string): (value: string) => boolean {
  let codes: ReadonlySet<string> | undefined;
  return (value) => {
    codes ??= new Set(list.split(' '));
    return codes.has(value);
  };
}
