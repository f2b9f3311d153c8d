import type { Predicate } from './predicate.js';

/**
 * The operands of a chain of one connective, left to right, gathered without recursing through
 * the chain: the grammar builds `a and b and c` as a tree as deep as the chain is long.
 *
 * @example
 * operands(parse('a = 1 and b = 2 and c = 3')); // [a = 1, b = 2, c = 3]
 */
export function operands(predicate: Extract<Predicate, { kind: 'and' | 'or' }>): Predicate[] {
  const found: Predicate[] = [];
  const pending: Predicate[] = [predicate];
  while (pending.length > 0) {
    const next = pending.pop() as Predicate;
    if (next.kind === predicate.kind) pending.push(next.right, next.left);
    else found.push(next);
  }
  return found;
}
