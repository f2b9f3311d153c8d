import type { ErrorObject } from '../../../errors/error-response.js';
import { invalidInput } from '../../../errors/http-api-errors.js';
import { fieldDoesNotExist, sortOnObject } from '../../../errors/resource-read-errors.js';
import type { Row } from '../../representations/represented-rows.js';
import { fieldOf, type FieldType } from '../fields/field-type.js';
import type { Sort } from '../query-parameters.js';

type Sortable = string | number | boolean;

/** The values a path reaches in a representation: through lists, every element's. */
function valuesAt(shown: unknown, path: readonly string[]): Sortable[] {
  let reached: unknown[] = [shown];
  for (const field of path) {
    const next: unknown[] = [];
    for (const holder of reached) {
      if (typeof holder !== 'object' || holder === null || !Object.hasOwn(holder, field)) continue;
      const value = (holder as Readonly<Record<string, unknown>>)[field];
      if (Array.isArray(value)) next.push(...value);
      else next.push(value);
    }
    reached = next;
  }
  return reached.filter((value): value is Sortable => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean');
}

/** Where a value's type sorts: none first, then numbers, strings, booleans. */
const rankOf = (value: Sortable | undefined) => (value === undefined ? 0 : typeof value === 'number' ? 1 : typeof value === 'string' ? 2 : 3);

/** Orders two sort values: none first, then by type, then by value (strings by their code units). */
function compareSortables(a: Sortable | undefined, b: Sortable | undefined): number {
  const byType = rankOf(a) - rankOf(b);
  if (byType !== 0) return byType;
  // Of one type: two values, or none twice, which is neither less nor greater.
  return a! < b! ? -1 : a! > b! ? 1 : 0;
}

/** The value a row sorts by: of several (a field in a list), the least ascending and the greatest descending. */
function sortValue(values: readonly Sortable[], ascending: boolean): Sortable | undefined {
  const ordered = [...values].sort(compareSortables);
  return ascending ? ordered[0] : ordered.at(-1);
}

/**
 * Reads one `sort` parameter of a read: `<path> asc|desc`, the path any field of the
 * representation, dotted (`masterData.current.name.en desc`, `custom.fields.rank asc`). A field the
 * representation's type lacks is the platform's InvalidInput, as are a path that ends on an object,
 * an empty or wildcard step, and a missing or unknown direction (each pushed, with undefined returned). Resources without a value come first ascending and last
 * descending; a field in a list sorts by its least (ascending) or greatest (descending) value.
 *
 * @example
 * const sort = parseRepresentationSort('name.en asc', representationType('categories'), errors);
 * if (sort) rows.sort(sort.compare);
 */
export function parseRepresentationSort(text: string, type: FieldType, errors: ErrorObject[]): Sort<Row> | undefined {
  // Trimmed, the text splits into one word at least, and the first is no empty one.
  const [path, direction, ...rest] = text.trim().split(/\s+/) as [string, ...string[]];
  const fields = path.split('.');
  // Every step a name: `name.` or `name.*` names no field to sort by.
  if ((direction !== 'asc' && direction !== 'desc') || rest.length > 0 || !fields.every((field) => /^[\w-]+$/.test(field))) {
    errors.push(invalidInput(`'${text}' is not a valid sort. Use '<field> asc' or '<field> desc', the field a path of the representation such as 'name.en'.`));
    return undefined;
  }
  let holder: FieldType | undefined = type;
  for (const field of fields) {
    holder = fieldOf(holder, field);
    if (!holder) {
      errors.push(fieldDoesNotExist('sort', field));
      return undefined;
    }
  }
  // An object has no value to sort by: its fields do.
  if (holder.kind === 'object') {
    errors.push(sortOnObject(path));
    return undefined;
  }
  const ascending = direction === 'asc';
  // Each row's value once per query: a sort compares every row many times.
  const values = new Map<Row, Sortable | undefined>();
  const valueOf = (row: Row) => {
    if (values.has(row)) return values.get(row);
    const value = sortValue(valuesAt(row.shown, fields), ascending);
    values.set(row, value);
    return value;
  };
  const compare = (a: Row, b: Row) => compareSortables(valueOf(a), valueOf(b));
  return { name: `${path} ${direction}`, compare: ascending ? compare : (a, b) => compare(b, a) };
}
