import { errorResponse, type ErrorObject, type ErrorResponse } from './error-response.js';
import { invalidInput } from './http-api-errors.js';
import { NOT_MODELLED_CODE } from './unmodelled-errors.js';

/**
 * 404 ResourceNotFound for a resource read by id, key or order number, in the platform's wording.
 *
 * @example
 * resourceNotFound('key', 'shirt'); // 404, "The Resource with key 'shirt' was not found."
 */
export function resourceNotFound(by: 'ID' | 'key' | 'orderNumber', value: string): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: `The Resource with ${by} '${value}' was not found.` }]);
}

/**
 * 404 ResourceNotFound for an in-store endpoint of a Store the Project does not have. The API
 * reference names no error for it; the mock answers as for any resource not found, naming the
 * Store, so that a test tells a wrong Store key from a missing customer or order.
 *
 * @example
 * storeNotFound('berlin'); // 404, "The Store with key 'berlin' was not found."
 */
export function storeNotFound(storeKey: string): ErrorResponse {
  return errorResponse(404, [{ code: 'ResourceNotFound', message: `The Store with key '${storeKey}' was not found.` }]);
}

/**
 * InvalidInput for a `where` or `sort` naming a field the representation does not have, in the
 * platform's wording (a predicate on a product's `slug`, which is its data's, not its own).
 *
 * @example
 * fieldDoesNotExist('where', 'slug'); // "Malformed parameter: where: The field 'slug' does not exist."
 */
export function fieldDoesNotExist(parameter: 'where' | 'sort', field: string): ErrorObject {
  return invalidInput(`Malformed parameter: ${parameter}: The field '${field}' does not exist.`);
}

/**
 * InvalidInput for a `where` literal its field cannot hold: text for a number, a number for text,
 * text that is no date-time for a date-time, any value for a field that holds an object. The
 * platform checks a predicate's values against its fields (an unknown enum value is its
 * `Invalid enum value`); the wording here is the mock's.
 *
 * @example
 * literalDoesNotFit('version', 'number', '"1"'); // "Malformed parameter: where: The field 'version' takes a number, not \"1\"."
 */
export function literalDoesNotFit(field: string, kind: 'object' | 'string' | 'number' | 'boolean' | 'date' | 'any', literal: string): ErrorObject {
  const takes = { object: 'no value of its own (compare a field inside it)', string: 'text', number: 'a number', boolean: 'true or false', date: 'a date-time', any: 'any value' }[kind];
  return invalidInput(`Malformed parameter: where: The field '${field}' takes ${takes}, not ${literal}.`);
}

/**
 * InvalidInput for a `where` literal outside the values of its field's enum (`orderState =
 * "Completed"`), in the platform's words (its answer quoted in commercetools/commercetools-php-sdk#385).
 *
 * @example
 * invalidEnumValue('OrderState', 'Completed'); // "Malformed parameter: where: Invalid enum value for OrderState: Completed"
 */
export function invalidEnumValue(enumeration: string, value: string): ErrorObject {
  return invalidInput(`Malformed parameter: where: Invalid enum value for ${enumeration}: ${value}`);
}

/**
 * InvalidInput for a `where` literal of a UUID field that is no UUID, in the words of Java's
 * UUID.fromString, which the platform relays: `UUID string too large` for text longer than a UUID
 * (its answer quoted in commercetools/commercetools-sdk-java-v2#296), `Invalid UUID string: x`,
 * naming the text, for any other.
 *
 * @example
 * invalidUuid('[7e66ac01-b0b1-4d61-9f75-7c7c487cd8b9]'); // "Malformed parameter: where: UUID string too large"
 * invalidUuid('p1'); // "Malformed parameter: where: Invalid UUID string: p1"
 */
export function invalidUuid(text: string): ErrorObject {
  return invalidInput(`Malformed parameter: where: ${text.length > 36 ? 'UUID string too large' : `Invalid UUID string: ${text}`}`);
}

/**
 * InvalidInput for a `sort` whose path ends on an object (`masterData`, `name` without a locale),
 * which has no value to sort by. The wording is the mock's.
 *
 * @example
 * sortOnObject('name'); // "Malformed parameter: sort: The field 'name' holds an object: sort by a field inside it, such as 'name.<field>'."
 */
export function sortOnObject(path: string): ErrorObject {
  return invalidInput(`Malformed parameter: sort: The field '${path}' holds an object: sort by a field inside it, such as '${path}.<field>'.`);
}

/**
 * InvalidInput for a predicate's input variable (`:keys`) the request gives no value of, neither
 * as `var.keys` nor as a plain `keys` parameter; where the plain one is a parameter of the query
 * itself (`:limit`), it says so, as that parameter binds nothing.
 *
 * @example
 * missingVariable('keys'); // "The query predicate names the input variable ':keys', but the request has no 'var.keys' parameter (nor a 'keys' one)."
 * missingVariable('limit', true); // "... no 'var.limit' parameter ('limit' is a parameter of the query itself, not a value of the variable)."
 */
export function missingVariable(name: string, own = false): ErrorObject {
  const plain = own ? `'${name}' is a parameter of the query itself, not a value of the variable` : `nor a '${name}' one`;
  return invalidInput(`The query predicate names the input variable ':${name}', but the request has no 'var.${name}' parameter (${plain}).`);
}

/**
 * InvalidInput for an input variable (`:key`) in a GraphQL query field's `where`: the field takes
 * no values for the predicate's variables, unlike REST's `var.<name>` parameters.
 *
 * @example
 * unboundGraphqlVariable('key'); // "The query predicate names the input variable ':key', but GraphQL's query fields take no values for a predicate's input variables: write the value into 'where', or pass the whole 'where' as a GraphQL variable."
 */
export function unboundGraphqlVariable(name: string): ErrorObject {
  return invalidInput(
    `The query predicate names the input variable ':${name}', but GraphQL's query fields take no values for a predicate's input variables: write the value into 'where', or pass the whole 'where' as a GraphQL variable.`,
  );
}

/**
 * 501 NotModelledByMock for a form of the Query Predicate language the platform answers and the
 * mock does not evaluate (`within circle`): never a 400, which would blame the request. Its words
 * fit REST's 501 and GraphQL's error alike, which carries it; a stub would not answer either,
 * as a route takes the path.
 *
 * @example
 * unmodelledPredicateForm('within circle'); // 501, "commercetools-msw does not model the query predicate form 'within circle' ..."
 */
export function unmodelledPredicateForm(form: string): ErrorResponse {
  return errorResponse(501, [
    {
      code: NOT_MODELLED_CODE,
      message: `commercetools-msw does not model the query predicate form '${form}', so it refuses the query rather than answer a selection that ignores it. Query without that form, or answer the request with your own msw handler put before ...ct.handlers.`,
    },
  ]);
}

/**
 * InvalidInput for a `where` that is not a Query Predicate, worded as the platform words it: the
 * parameter named `'where'`, the problem, where the parser stopped, and that line of the
 * predicate with a caret under the place.
 *
 * @example
 * malformedWhere('key = ', "Unexpected end of input, expected '\"' or ':'", 1, 7);
 * // "Malformed parameter: where: Syntax error while parsing 'where'. Unexpected end of input, expected … (line 1, column 7):\nkey = \n      ^"
 */
export function malformedWhere(where: string, problem: string, line: number, column: number): ErrorObject {
  const text = where.split(/\r?\n/)[line - 1] ?? '';
  return invalidInput(
    `Malformed parameter: where: Syntax error while parsing 'where'. ${problem} (line ${line}, column ${column}):\n${text}\n${' '.repeat(column - 1)}^`,
  );
}

/**
 * InvalidInput for a `where` nested deeper than the parser's stack reaches (thousands of
 * parentheses), answered rather than thrown: the platform refuses such a predicate as well.
 *
 * @example
 * whereTooDeep(); // InvalidInput, 'Malformed parameter: where: the query predicate is nested too deeply.'
 */
export function whereTooDeep(): ErrorObject {
  return invalidInput('Malformed parameter: where: the query predicate is nested too deeply.');
}

/**
 * InvalidInput for a query parameter that neither the mock nor the platform takes on a read route
 * (a typo, `where` on a single read), which it refuses rather than ignores, saying what it takes;
 * a route that takes none says so.
 *
 * @example
 * unmodelledParameter('limt', 'products', ['where', 'sort', 'limit', 'offset', 'withTotal', 'expand']);
 * unmodelledParameter('where', 'products', ['expand']); // "...on products; it takes expand."
 */
export function unmodelledParameter(name: string, resource: string, modelled: readonly string[]): ErrorObject {
  const takes = modelled.length === 0 ? 'it takes no query parameters' : `it takes ${modelled.join(', ')}`;
  return invalidInput(`The mock does not model the query parameter '${name}' on ${resource}; ${takes}.`);
}

/** A query parameter the mock does not model on a read, and what it shows in its place. */
export interface UnmodelledParameter {
  readonly name: string;
  readonly instead: string;
}

/**
 * The 501 for query parameters the platform offers on a read and the mock does not model (price
 * selection, locale and Store projection, attribute filtering): one error per parameter, each
 * naming it, the resource, what the mock shows instead and what to do, so that a test never reads
 * an answer that silently left part of its request out. The platform's own 400s come first: a typo
 * is still InvalidInput.
 *
 * @example
 * notModelledParameters([{ name: 'priceCurrency', instead: 'it shows every price of every variant and selects none' }], 'products');
 * // 501, "commercetools-msw does not model the query parameter 'priceCurrency' on products: it shows every price ..."
 */
export function notModelledParameters(parameters: readonly [UnmodelledParameter, ...UnmodelledParameter[]], resource: string): ErrorResponse {
  const error = ({ name, instead }: UnmodelledParameter): ErrorObject => ({
    code: NOT_MODELLED_CODE,
    message:
      `commercetools-msw does not model the query parameter '${name}' on ${resource}, so it answers 501: ${instead}. ` +
      'Leave the parameter out, or answer this request with a stub (ct.stub, or POST /__admin/stubs when served).',
  });
  const [first, ...rest] = parameters;
  return errorResponse(501, [error(first), ...rest.map(error)]);
}

/**
 * A query's `limit` or `offset` outside what the platform takes (500 elements, offset 10 000), in
 * REST and GraphQL alike, in the words of the release note of 29 January 2026 (the platform's
 * answer to a REST query quoted in commercetools-msw issue 44).
 *
 * @example
 * pageBoundOutOfRange('limit', 500); // "Malformed parameter: limit: The limit parameter must be in the range of [0..500]"
 */
export function pageBoundOutOfRange(name: 'limit' | 'offset', max: number): ErrorObject {
  return invalidInput(`Malformed parameter: ${name}: The ${name} parameter must be in the range of [0..${max}]`);
}

/**
 * InvalidInput for a negative `limit` or `offset` of a list nested in a GraphQL answer
 * (`attributeDefinitions`, an enum's `values`), worded as the root fields' page bounds
 * (pageBoundOutOfRange). The platform documents no upper bound for these lists, so the range
 * names none; the wording is the mock's.
 *
 * @example
 * negativePageBound('offset'); // "Malformed parameter: offset: The offset parameter must not be negative."
 */
export function negativePageBound(name: 'limit' | 'offset'): ErrorObject {
  return invalidInput(`Malformed parameter: ${name}: The ${name} parameter must not be negative.`);
}

/**
 * InvalidInput for a GraphQL read of one given none of the arguments that name what it reads,
 * or several, in the platform's words for it.
 *
 * @example
 * exactlyOneArgument(['id', 'key']); // "Exactly one of following arguments required: `id`, `key`."
 */
export function exactlyOneArgument(names: readonly string[]): ErrorObject {
  return invalidInput(`Exactly one of following arguments required: ${names.map((name) => `\`${name}\``).join(', ')}.`);
}
