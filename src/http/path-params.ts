/**
 * Runs a route pattern against a request URL without its query and fragment, and returns the
 * decoded path parameters, or undefined when the pattern does not match. The SDK encodes them
 * with encodeURIComponent.
 *
 * @example
 * pathParams(/^https:\/\/api\.example\.com\/([^/]+)$/, new URL(request.url)); // ['shop']
 */
export function pathParams(pattern: RegExp, { origin, pathname }: URL): string[] | undefined {
  const match = pattern.exec(origin + pathname);
  return match ? match.slice(1).map(decodeSegment) : undefined;
}

function decodeSegment(segment: string | undefined): string {
  if (segment === undefined) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
