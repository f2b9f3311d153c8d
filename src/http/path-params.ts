/**
 * Runs a route pattern against a request URL without its query and fragment, and returns the
 * decoded path parameters. The SDK encodes them with encodeURIComponent.
 *
 * @example
 * pathParams(/^https:\/\/api\.example\.com\/([^/]+)$/, new URL(request.url)); // ['shop']
 */
export function pathParams(pattern: RegExp, { origin, pathname }: URL): string[] {
  const match = pattern.exec(origin + pathname);
  return (match?.slice(1) ?? []).map(decodeSegment);
}

function decodeSegment(segment: string | undefined): string {
  if (segment === undefined) return '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
