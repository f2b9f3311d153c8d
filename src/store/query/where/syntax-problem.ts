import type { Expectation, SyntaxError as PredicateSyntaxError } from './where-parser.js';

/** How the platform names what it expected: a literal in single quotes, anything else by its description. */
function expectationText(expectation: Expectation): string {
  switch (expectation.type) {
    case 'literal':
      return `'${expectation.text}'`;
    case 'end':
      return 'end of input';
    case 'any':
      return 'any character';
    case 'other':
      return expectation.description;
    case 'class':
      return `[${expectation.inverted ? '^' : ''}${expectation.parts.map((part) => (typeof part === 'string' ? part : part.join('-'))).join('')}]`;
  }
}

/**
 * What a `where` the parser stopped in lacks, as the platform words it: `Invalid input '-',
 * expected ',' or ')'`, or `Unexpected end of input, expected …` at the end, each expectation once.
 *
 * @example
 * syntaxProblem(error); // "Invalid input '-', expected ',' or ')'"
 */
export function syntaxProblem(error: PredicateSyntaxError): string {
  // Whitespace may stand anywhere: naming it is no help.
  const meaningful = error.expected.filter((expectation) => !(expectation.type === 'class' && expectation.parts.every((part) => typeof part === 'string' && /^\s$/.test(part))));
  const expected = [...new Set(meaningful.map(expectationText))];
  const list = expected.length > 1 ? `${expected.slice(0, -1).join(', ')} or ${expected.at(-1)}` : (expected[0] ?? 'nothing');
  return error.found === null || error.found === undefined ? `Unexpected end of input, expected ${list}` : `Invalid input '${error.found}', expected ${list}`;
}
