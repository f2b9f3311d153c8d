import * as v from 'valibot';
import { objectRecord } from './object-record.js';

/**
 * `SuggestTokenizer`, told apart by `type`: how a search keyword is cut into the tokens that
 * search term suggestions match.
 *
 * @example
 * v.object({ suggestTokenizer: v.optional(suggestTokenizer) });
 */
export const suggestTokenizer = v.variant('type', [
  v.object({ type: v.literal('whitespace') }),
  v.object({ type: v.literal('custom'), inputs: v.array(v.string()) }),
]);

/**
 * `SearchKeyword`: one keyword of a product, for search term suggestions.
 *
 * @example
 * v.array(searchKeyword);
 */
export const searchKeyword = v.object({
  text: v.string(),
  suggestTokenizer: v.optional(suggestTokenizer),
});

/**
 * `SearchKeywords`: a product's keywords by locale. The generated JSON Schema gives each locale a
 * string, which loses the RAML's `SearchKeyword[]`; the SDK, the platform and this mock take the
 * list, so that what the SDK sends is not refused.
 *
 * @example
 * v.object({ searchKeywords: v.optional(searchKeywords) });
 */
export const searchKeywords = objectRecord(v.array(searchKeyword));
