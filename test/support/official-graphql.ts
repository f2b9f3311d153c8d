import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';

// The whole official schema, as the platform has it (vendor/commercetools-api-reference): every
// query a test sends is checked against it, so that no test leans on something the platform
// would refuse. Built once per test file (about half a second).
let official: GraphQLSchema | undefined;

/**
 * The official GraphQL schema the pinned cut comes from, built from the vendored file.
 *
 * @example
 * const schema = officialSchema();
 */
export function officialSchema(): GraphQLSchema {
  official ??= buildSchema(readFileSync(new URL('../../vendor/commercetools-api-reference/schema.sdl', import.meta.url), 'utf8'), { assumeValidSDL: true });
  return official;
}

/**
 * A query a test sends, checked first against the official schema: it throws, naming the
 * problems, for one the platform would refuse. Tests of refusals send their broken documents as
 * they are, and say why.
 *
 * @example
 * const query = officialQuery('{ project { key } }');
 */
export function officialQuery(query: string): string {
  const problems = validate(officialSchema(), parse(query));
  if (problems.length > 0) throw new TypeError(`Not a valid query on the official schema: ${problems.map((problem) => problem.message).join(' ')}\n${query}`);
  return query;
}
