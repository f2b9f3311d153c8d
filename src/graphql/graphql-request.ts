import { badRequest, invalidJsonInput } from '../errors/http-api-errors.js';
import { parseJson } from '../store/parse-json.js';
import { fail, ok, type Result } from '../store/result.js';

/** A GraphQL request as the platform's RAML (`GraphQLRequest`) describes its JSON body. */
export interface GraphqlRequest {
  readonly query: string;
  readonly variables?: Readonly<Record<string, unknown>>;
  readonly operationName?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a field holds, for a message: `a string`, `an array`, `null`. */
function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/**
 * Reads a GraphQL request's body, or gives the 400 InvalidJsonInput REST gives for a body that is
 * not JSON or not of the request's shape, its detailed message naming the field: `query` a string,
 * `variables` a JSON object if present (the platform has taken no string of JSON since 1 December
 * 2022), `operationName` a string if present. `null` counts as absent, as GraphQL over HTTP has it.
 *
 * @example
 * const request = readGraphqlRequest('{"query":"{ project { key } }"}');
 * if (!request.ok) return errorJson(request.error);
 */
export function readGraphqlRequest(text: string): Result<GraphqlRequest> {
  const parsed = parseJson(text);
  if (!parsed.ok) return parsed;
  const body = parsed.value;
  const problem = (detail: string) => fail<GraphqlRequest>(badRequest([invalidJsonInput(detail)]));
  if (!isObject(body)) return problem(`A GraphQL request is a JSON object such as {"query": "{ project { key } }"}, not ${kindOf(body)}.`);
  const { query, variables, operationName } = body;
  if (typeof query !== 'string') {
    const found = query === undefined ? 'it is missing' : `not ${kindOf(query)}`;
    return problem(`query: the GraphQL document must be a string, such as "{ project { key } }"; ${found}.`);
  }
  if (variables != null && !isObject(variables)) {
    return problem(`variables: must be a JSON object of the variables by name, such as {"version": 1}, not ${kindOf(variables)}. Send the object itself, not its JSON text.`);
  }
  if (operationName != null && typeof operationName !== 'string') {
    return problem(`operationName: must be the name of one of the document's operations, a string, not ${kindOf(operationName)}.`);
  }
  return ok({ query, ...(variables != null && { variables }), ...(operationName != null && { operationName }) });
}
