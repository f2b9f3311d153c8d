import * as v from 'valibot';
import { objectRecord } from './object-record.js';

/**
 * A LocalizedString: an object of locale keys and string values. The schema constrains nothing
 * else, so neither does the mock.
 *
 * @example
 * v.object({ name: localizedString });
 */
export const localizedString = objectRecord(v.string());
