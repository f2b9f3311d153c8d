import { operands } from './operands.js';
import type { Predicate, PredicateValue } from './predicate.js';

// Input variables of a Query Predicate (`key in :keys`, release note 2020-04-09). The API reference
// documents them as `var.<name>` parameters (the RAML's query trait); the official TypeScript
// SDK's own integration test of product projections ("should get a product by SKU using query
// predicates") sends `:sku` as a plain `sku` parameter and gets the product from the platform, so
// the platform binds a parameter of the variable's own name as well. Where a request gives both,
// the documented `var.<name>` wins. A plain parameter of a name the endpoint itself defines
// (`limit`, `offset`, `staged`, `priceCurrency`...) is that parameter and binds nothing, as a
// server that reads its own parameters first answers it: `:limit` takes `var.limit` only.

/**
 * The values an input variable stands for in a request: each `var.<name>` parameter's, or, where
 * there is none, each `<name>` parameter's; none where the request gives neither.
 *
 * @example
 * variableValues(new URLSearchParams('var.keys=a&var.keys=b'), 'keys'); // ['a', 'b']
 * variableValues(new URLSearchParams('sku=S-1'), 'sku'); // ['S-1']
 */
export function variableValues(parameters: URLSearchParams, name: string): string[] {
  const documented = parameters.getAll(`var.${name}`);
  return documented.length > 0 ? documented : parameters.getAll(name);
}

/**
 * The parameters a predicate's variables may read: every `var.<name>`, and the plain parameters
 * of names the endpoint does not define itself (`own`), which are the endpoint's, not variables.
 *
 * @example
 * bindableParameters(new URLSearchParams('limit=5&sku=S-1&var.limit=2'), ['limit']).toString(); // 'sku=S-1&var.limit=2'
 */
export function bindableParameters(parameters: URLSearchParams, own: readonly string[]): URLSearchParams {
  return new URLSearchParams([...parameters].filter(([name]) => name.startsWith('var.') || !own.includes(name)));
}

/** The variables among a comparison's values. */
const variablesOf = (values: readonly PredicateValue[] | PredicateValue): string[] =>
  (Array.isArray(values) ? values : [values]).flatMap((value: PredicateValue) => (value.kind === 'variable' ? [value.name] : []));

/**
 * The names of the input variables a predicate reads, each once: the plain parameters of these
 * names are the predicate's, not parameters of the read it refuses as unknown.
 *
 * @example
 * variableNames(parse('masterVariant(sku in :sku) or variants(sku in :sku)')); // Set { 'sku' }
 */
export function variableNames(predicate: Predicate | undefined): Set<string> {
  const names = new Set<string>();
  // Comparisons, `in` and `contains` hold values; `is defined`, `is empty` and `within` none.
  const walk = (node: Predicate): void => {
    if (node.kind === 'and' || node.kind === 'or') for (const operand of operands(node)) walk(operand);
    else if (node.kind === 'not' || node.kind === 'nested') walk(node.inner);
    else if (node.kind === 'compare') for (const name of variablesOf(node.value)) names.add(name);
    else if (node.kind === 'in' || node.kind === 'contains') for (const name of variablesOf(node.values)) names.add(name);
  };
  if (predicate) walk(predicate);
  return names;
}
