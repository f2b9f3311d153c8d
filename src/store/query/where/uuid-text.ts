// Which text the platform reads as a UUID in a Query Predicate: what Java's UUID.fromString
// takes, whose messages its refusals relay (commercetools/commercetools-sdk-java-v2#296): five
// groups of hexadecimal digits joined by four hyphens, at most 36 characters, each group a
// number a Java long holds. It takes short groups too (`1-2-3-4-5`), as Java does; a sign before
// a group (`+1-2-3-4-5`), which Java's Long.parseLong would also take, it refuses: no id is written so.

/**
 * A group of hex digits a Java long holds: at most 16, and 16 only below 8000000000000000: text
 * that sorts before `8`, whose first digit is 0 to 7 (the other digits and the letters sort after).
 */
const fitsLong = (group: string): boolean => /^[0-9a-f]{1,16}$/i.test(group) && (group.length < 16 || group < '8');

/**
 * Whether Java's UUID.fromString takes the text, as the platform reads a UUID field's literal.
 *
 * @example
 * isUuidText('7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9'); // true
 * isUuidText('[7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9]'); // false
 */
export function isUuidText(text: string): boolean {
  if (text.length > 36) return false;
  const groups = text.split('-');
  return groups.length === 5 && groups.every(fitsLong);
}
