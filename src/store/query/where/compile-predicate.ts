import type { ErrorResponse } from '../../../errors/error-response.js';
import { badRequest } from '../../../errors/http-api-errors.js';
import { fieldDoesNotExist, invalidEnumValue, invalidUuid, literalDoesNotFit, missingVariable, unmodelledPredicateForm } from '../../../errors/resource-read-errors.js';
import { fail, ok, type Result } from '../../result.js';
import { fieldOf, type FieldType } from '../fields/field-type.js';
import { pathReader, THROUGH_LIST } from './path-reader.js';
import { variableValues } from './input-variables.js';
import { operands } from './operands.js';
import type { Predicate, PredicateValue } from './predicate.js';
import { isUuidText } from './uuid-text.js';

// Query Predicates (https://docs.commercetools.com/api/predicates/query) evaluated over the
// representation a read returns. The predicate is checked against the representation's type and
// compiled into closures once per query, so that a scan over thousands of resources walks no
// tree and builds no string per resource.

/** Whether a representation (or, inside `field(...)`, the value of that field) matches. */
export type Matcher = (value: unknown) => boolean;

/** A literal as comparisons see it: a date as its epoch milliseconds, so that any ISO form compares. */
type Comparable = string | number | boolean;

/** A refusal found while compiling, carried out of the recursion to the one place that answers it. */
class Refusal extends Error {
  constructor(readonly response: ErrorResponse) {
    super(response.message);
  }
}

/** What compiling reads besides the predicate: the request's parameters, where its input variables are (input-variables.ts). */
interface Compiling {
  readonly variables: URLSearchParams;
  /** The endpoint's own parameters, which bind no variable plain: named in the refusal of a variable left without a value. */
  readonly own: ReadonlySet<string>;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null;

/** A field's value, or undefined where the holder has none (an own field only: never a prototype's). */
const read = (holder: unknown, field: string): unknown => (isRecord(holder) && Object.hasOwn(holder, field) ? holder[field] : undefined);


/** A date-time field's value as its time, so that any ISO form compares; undefined where it holds no date text. */
function timeOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

/**
 * A field value as the literals it is compared with: a date-time field's as its time, any other as
 * it is (a value of another type than the literals' never equals them, nor orders with them).
 */
const comparableOf = (kind: FieldType['kind'], value: unknown): unknown => (kind === 'date' ? timeOf(value) : value);

/**
 * A literal of the predicate as its field compares it, or undefined where no value of the field
 * can be it. Input variables arrive as text: a number or boolean field reads them as numbers or
 * booleans, as the platform types them by the field. A field of open type (custom fields,
 * attribute values) takes any literal.
 */
function literalOf(kind: FieldType['kind'], value: PredicateValue, raw: string | number | boolean): Comparable | undefined {
  if (kind === 'date') return timeOf(raw);
  if (kind === 'any') return raw;
  if (value.kind === 'variable' && kind === 'number') return raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw);
  if (value.kind === 'variable' && kind === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  // The kinds are named as typeof names them; an object's field takes no literal, as none is an object.
  return typeof raw === kind ? raw : undefined;
}

/** The values a predicate value stands for: itself, or each value of its input variable. */
function valuesOf(value: PredicateValue, compiling: Compiling): (string | number | boolean)[] {
  if (value.kind !== 'variable') return [value.value];
  const values = variableValues(compiling.variables, value.name);
  if (values.length === 0) throw new Refusal(badRequest([missingVariable(value.name, compiling.own.has(value.name))]));
  return values;
}

/**
 * The platform's refusal of text a string field the official types restrict cannot hold: a value
 * outside its enum's, or text that is no UUID for a UUID field (issue 44). Decided here, as the
 * predicate compiles, never per resource.
 */
function refuseRestricted(type: FieldType, literal: Comparable): void {
  const { enumeration, uuid } = type;
  // Only string fields are restricted, and their literals are text (literalOf).
  const text = String(literal);
  if (enumeration && !enumeration.values.has(text)) throw new Refusal(badRequest([invalidEnumValue(enumeration.name, text)]));
  if (uuid && !isUuidText(text)) throw new Refusal(badRequest([invalidUuid(text)]));
}

/**
 * Literals and input variables read as their field types them (`version = :v` with `var.v=3`
 * compares numbers), or the refusal of one the field cannot hold (`version = "1"`, a date-time
 * compared with text that is no time, `name = "x"` on a localized name, an enum's field given
 * another value, a UUID field text that is no UUID), as the platform checks a predicate's values
 * against the field.
 */
function typedValues(field: string, type: FieldType, value: PredicateValue, compiling: Compiling): Comparable[] {
  const { kind } = type;
  return valuesOf(value, compiling).map((raw) => {
    const literal = literalOf(kind, value, raw);
    if (literal === undefined) throw new Refusal(badRequest([literalDoesNotFit(field, kind, value.kind === 'variable' ? `:${value.name} (${JSON.stringify(raw)})` : JSON.stringify(raw))]));
    refuseRestricted(type, literal);
    return literal;
  });
}

/** The field's type, or the platform's refusal of a field the representation does not have. */
function typeOf(holder: FieldType, field: string): FieldType {
  const type = fieldOf(holder, field);
  if (!type) throw new Refusal(badRequest([fieldDoesNotExist('where', field)]));
  return type;
}

/** A test of one value, applied to a field: to each element of an array field, any one matching. */
function onField(field: string, test: (value: unknown) => boolean): Matcher {
  return (holder) => {
    const value = read(holder, field);
    return Array.isArray(value) ? value.some(test) : test(value);
  };
}

/** Whether a value is one of the literals: for most fields its own value, for date-times its time. */
function equalityTest(kind: FieldType['kind'], literals: ReadonlySet<Comparable>): (value: unknown) => boolean {
  if (kind === 'date') return (value) => literals.has(timeOf(value) as Comparable);
  // Values of other types than the literals' are never among them.
  return oneLiteralTest(literals) ?? ((value) => literals.has(value as Comparable));
}

/**
 * A speed shortcut, for scans (bench row 16): one literal compared with `===`, which answers as
 * the set of literals does. Stryker's `speed-shortcut` ignorer excludes its mutants, equivalent.
 */
function oneLiteralTest(literals: ReadonlySet<Comparable>): ((value: unknown) => boolean) | undefined {
  if (literals.size !== 1) return undefined;
  const [literal] = literals;
  return (value) => value === literal;
}

const ORDER: Readonly<Record<'>' | '>=' | '<' | '<=', (a: Comparable, b: Comparable) => boolean>> = {
  '>': (a, b) => a > b,
  '>=': (a, b) => a >= b,
  '<': (a, b) => a < b,
  '<=': (a, b) => a <= b,
};

/** Whether two comparables are of one type, which ordering them needs. */
const sameType = (a: unknown, b: Comparable): a is Comparable => typeof a === typeof b;

/** What a comparison or `in` asks of each value of its field, and whether it selects where none matches. */
interface LeafTest {
  readonly test: (value: unknown) => boolean;
  /** `!=`, `<>` and `not in`: the field it names has no value that matches (or none at all). */
  readonly negated: boolean;
}

function compareTest(predicate: Extract<Predicate, { kind: 'compare' }>, type: FieldType, compiling: Compiling): LeafTest {
  const { kind } = type;
  const literals = new Set(typedValues(predicate.field, type, predicate.value, compiling));
  const { operator } = predicate;
  if (operator === '=' || operator === '!=' || operator === '<>') return { test: equalityTest(kind, literals), negated: operator !== '=' };
  const order = ORDER[operator];
  return {
    test: (value) => {
      const comparable = comparableOf(kind, value);
      for (const literal of literals) if (sameType(comparable, literal) && order(comparable, literal)) return true;
      return false;
    },
    negated: false,
  };
}

function inTest(predicate: Extract<Predicate, { kind: 'in' }>, type: FieldType, compiling: Compiling): LeafTest {
  const values = Array.isArray(predicate.values) ? predicate.values : [predicate.values];
  const literals = new Set(values.flatMap((value: PredicateValue) => typedValues(predicate.field, type, value, compiling)));
  return { test: equalityTest(type.kind, literals), negated: predicate.negated };
}

/**
 * A comparison or `in` at the end of a path of nested fields (`masterData(current(name(en = "A")))`
 * is the path masterData, current, name, en): the path read at once, by a reader of its own, and
 * only where a list stands on the way (variants, categories) evaluated field by field, where an
 * element matches. Both ways answer alike; the first is what a scan over thousands costs.
 */
function compileLeafPath(path: readonly string[], leaf: Extract<Predicate, { kind: 'compare' | 'in' }>, holder: FieldType, compiling: Compiling): Matcher {
  let type = holder;
  for (const field of path) type = typeOf(type, field);
  const fieldType = typeOf(type, leaf.field);
  const { test, negated } = leaf.kind === 'compare' ? compareTest(leaf, fieldType, compiling) : inTest(leaf, fieldType, compiling);
  // The negation belongs to the field the comparison names: inside a list's parentheses an element
  // matches the whole inner predicate, so `attributes(name != "color")` needs an attribute named otherwise.
  const atField = onField(leaf.field, test);
  const atLeaf: Matcher = negated ? (value) => !atField(value) : atField;
  const fieldByField = path.reduceRight<Matcher>((inner, field) => onField(field, inner), atLeaf);
  const read = pathReader([...path, leaf.field]);
  return (value) => {
    const reached = read(value);
    // Field by field answers as the path reader wherever both can (the tests check it): the
    // `speed-shortcut` ignorer excludes the mutant that always takes it.
    if (reached === THROUGH_LIST) return fieldByField(value);
    return (Array.isArray(reached) ? reached.some(test) : test(reached)) !== negated;
  };
}

function compileContains(predicate: Extract<Predicate, { kind: 'contains' }>, holder: FieldType, compiling: Compiling): Matcher {
  const type = typeOf(holder, predicate.field);
  const { kind } = type;
  const values = Array.isArray(predicate.values) ? predicate.values : [predicate.values];
  const literals = [...new Set(values.flatMap((value: PredicateValue) => typedValues(predicate.field, type, value, compiling)))];
  const { field, mode } = predicate;
  return (value) => {
    const held = read(value, field);
    // A single value holds itself, as a one-element set would; an absent one holds no literal.
    const elements = new Set((Array.isArray(held) ? held : [held]).map((element) => comparableOf(kind, element)));
    return mode === 'any' ? literals.some((literal) => elements.has(literal)) : literals.every((literal) => elements.has(literal));
  };
}

function compileCheck(predicate: Extract<Predicate, { kind: 'check' }>, holder: FieldType): Matcher {
  typeOf(holder, predicate.field);
  const { field, negated } = predicate;
  if (predicate.check === 'defined') {
    return (value) => {
      const held = read(value, field);
      return (held !== undefined && held !== null) !== negated;
    };
  }
  // Only a list is empty or not: a field that is absent, or holds no list, is neither.
  return (value) => {
    const held = read(value, field);
    return Array.isArray(held) && (held.length === 0) !== negated;
  };
}

/**
 * A speed shortcut, for scans (bench row 16): a comparison at the end of nested fields compiled as
 * one path, which answers as the nested fields compiled one by one (the tests of both check it);
 * undefined for any other nesting. Stryker's `speed-shortcut` ignorer excludes its mutants.
 */
function asLeafPath(predicate: Extract<Predicate, { kind: 'nested' }>, holder: FieldType, compiling: Compiling): Matcher | undefined {
  const path = [predicate.field];
  let inner = predicate.inner;
  while (inner.kind === 'nested') {
    path.push(inner.field);
    inner = inner.inner;
  }
  return inner.kind === 'compare' || inner.kind === 'in' ? compileLeafPath(path, inner, holder, compiling) : undefined;
}

function compileNode(predicate: Predicate, holder: FieldType, compiling: Compiling): Matcher {
  switch (predicate.kind) {
    case 'and': {
      const matchers = operands(predicate).map((operand) => compileNode(operand, holder, compiling));
      return (value) => matchers.every((matcher) => matcher(value));
    }
    case 'or': {
      const matchers = operands(predicate).map((operand) => compileNode(operand, holder, compiling));
      return (value) => matchers.some((matcher) => matcher(value));
    }
    case 'not': {
      const inner = compileNode(predicate.inner, holder, compiling);
      return (value) => !inner(value);
    }
    case 'nested':
      // On a list, an element matches the whole inner predicate: `variants(sku = "a" and key = "b")` is one variant.
      return asLeafPath(predicate, holder, compiling) ?? onField(predicate.field, compileNode(predicate.inner, typeOf(holder, predicate.field), compiling));
    case 'compare':
    case 'in':
      return compileLeafPath([], predicate, holder, compiling);
    case 'contains':
      return compileContains(predicate, holder, compiling);
    case 'check':
      return compileCheck(predicate, holder);
    case 'within':
      typeOf(holder, predicate.field);
      throw new Refusal(unmodelledPredicateForm('within circle'));
  }
}

/**
 * Compiles a parsed predicate against the type of the representation it selects: a matcher, or
 * the platform's 400 for a field that type does not have (`The field 'slug' does not exist.`) or
 * an input variable the request lacks, or a 501 for a form the mock does not model.
 *
 * @example
 * const compiled = compilePredicate(parse('name(en = "Shirt")'), representationType('categories'), searchParams);
 * if (compiled.ok) representations.filter(compiled.value);
 */
export function compilePredicate(predicate: Predicate, type: FieldType, variables: URLSearchParams, own: ReadonlySet<string> = new Set()): Result<Matcher> {
  try {
    return ok(compileNode(predicate, type, { variables, own }));
  } catch (error) {
    if (error instanceof Refusal) return fail(error.response);
    throw error;
  }
}
