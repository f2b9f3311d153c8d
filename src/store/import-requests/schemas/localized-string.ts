import * as v from 'valibot';

/**
 * A LocalizedString: locale keys, string values. The schema constrains nothing else, so neither
 * does the mock.
 *
 * @example
 * v.object({ name: localizedString });
 */
export const localizedString = v.record(v.string(), v.string());
