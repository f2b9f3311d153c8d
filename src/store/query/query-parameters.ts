import { invalidInput } from '../../errors/http-api-errors.js';
import type { ErrorObject } from '../../errors/error-response.js';

/** Orders two records; negative when the first comes first. */
export type Comparator<T> = (a: T, b: T) => number;

/** One `<field> asc|desc` sort, as normalized text (naming a kept order) and as a comparator. */
export interface Sort<T> {
  readonly name: string;
  readonly compare: Comparator<T>;
}

/**
 * Reads `limit` or `offset`: a whole number from 0 to `max`, else an InvalidInput error (pushed)
 * and the fallback. The error is the one `refusal` makes, where given (the platform API's words
 * for its page bounds), else the mock's.
 *
 * @example
 * const limit = parseBound('limit', searchParams.get('limit'), 20, 500, errors);
 */
export function parseBound(name: string, raw: string | null | undefined, fallback: number, max: number, errors: ErrorObject[], refusal?: () => ErrorObject): number {
  if (raw === null || raw === undefined) return fallback;
  if (/^\d+$/.test(raw) && Number(raw) <= max) return Number(raw);
  errors.push(refusal ? refusal() : invalidInput(`'${name}' must be a whole number from 0 to ${max}, but was '${raw}'.`));
  return fallback;
}

/**
 * Reads one `sort` parameter, `<field> asc|desc` over the given fields, else an InvalidInput
 * error (pushed) and undefined.
 *
 * @example
 * const sort = parseSort('createdAt desc', { createdAt: compareBy('createdAt') }, errors);
 */
export function parseSort<T>(text: string, comparators: Readonly<Record<string, Comparator<T>>>, errors: ErrorObject[]): Sort<T> | undefined {
  // Stryker disable next-line StringLiteral: split always yields a first element, so the default is never used
  const [field = '', direction, ...rest] = text.trim().split(/\s+/);
  const compare = Object.hasOwn(comparators, field) ? comparators[field] : undefined;
  if (!compare || (direction !== 'asc' && direction !== 'desc') || rest.length > 0) {
    errors.push(
      invalidInput(
        `'${text}' is not a valid sort. Use '<field> asc' or '<field> desc', with a field among ${Object.keys(comparators).join(', ')}.`,
      ),
    );
    return undefined;
  }
  return { name: `${field} ${direction}`, compare: direction === 'asc' ? compare : (a, b) => compare(b, a) };
}

/**
 * Sorts by each comparator in turn, the first that tells two records apart deciding.
 *
 * @example
 * const sorted = sortBy(containers, [byCreatedAt, byKey]);
 */
export function sortBy<T>(records: Iterable<T>, order: readonly Comparator<T>[]): T[] {
  return [...records].sort((a, b) => {
    for (const compare of order) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}
