/** How deep an import request's JSON may nest; real items nest a dozen levels at most. */
export const MAX_IMPORT_NESTING = 100;

/**
 * Whether a parsed JSON value nests deeper than a limit, found without recursion: schemas and
 * error messages walk values recursively, and a body nested thousands of levels deep would
 * overflow the stack there.
 *
 * @example
 * nestsDeeperThan(JSON.parse('[[[1]]]'), 2); // true
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [current, depth] = top;
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
