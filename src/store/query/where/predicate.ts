/** A value a Query Predicate compares with: a string, a number, a boolean, or an input variable (`:name`). */
export type PredicateValue =
  | { readonly kind: 'string'; readonly value: string }
  | { readonly kind: 'number'; readonly value: number }
  | { readonly kind: 'boolean'; readonly value: boolean }
  | { readonly kind: 'variable'; readonly name: string };

/** What every node of a parsed predicate keeps: the grammar gives each its text; a joined one has none. */
interface Node {
  readonly text?: string;
}

/**
 * A Query Predicate as the grammar (where-grammar.peggy) parses it: the platform's syntax whole
 * (https://docs.commercetools.com/api/predicates/query), whatever the mock models of it.
 */
export type Predicate =
  | (Node & { readonly kind: 'and' | 'or'; readonly left: Predicate; readonly right: Predicate })
  | (Node & { readonly kind: 'not'; readonly inner: Predicate })
  | (Node & { readonly kind: 'nested'; readonly field: string; readonly inner: Predicate })
  | (Node & { readonly kind: 'compare'; readonly field: string; readonly operator: '=' | '!=' | '<>' | '>' | '>=' | '<' | '<='; readonly value: PredicateValue })
  | (Node & { readonly kind: 'in'; readonly field: string; readonly negated: boolean; readonly values: readonly PredicateValue[] | PredicateValue })
  | (Node & { readonly kind: 'contains'; readonly field: string; readonly mode: 'any' | 'all'; readonly values: readonly PredicateValue[] | PredicateValue })
  | (Node & { readonly kind: 'check'; readonly field: string; readonly negated: boolean; readonly check: 'defined' | 'empty' })
  | (Node & { readonly kind: 'within'; readonly field: string });
