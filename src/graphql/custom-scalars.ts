import { GraphQLScalarType, Kind, type GraphQLSchema, type ValueNode } from 'graphql';

/** What one of the official schema's custom scalars takes: a test of the value, and an example for the message. */
interface ScalarRule {
  readonly literal: Kind.INT | Kind.STRING;
  readonly fits: (value: unknown) => boolean;
  /** What a value of the scalar is, for the message: `a whole number, such as 1`. */
  readonly expected: string;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const aString = (example: string): ScalarRule => ({ literal: Kind.STRING, fits: isString, expected: `a string, such as ${JSON.stringify(example)}` });

/**
 * The custom scalars an input of the modelled fields can hold, as the platform types them: a
 * `Long` is a whole number (the version), the others strings (locales, countries, currencies,
 * dates). What a string must look like beyond that, REST's rules check, as they do for REST's
 * body. The others (`Json`, `BigDecimal`, `KeyReferenceInput`, ...) only reach unmodelled fields,
 * which answer NotModelledByMock whatever they are given.
 */
const RULES: Readonly<Record<string, ScalarRule>> = {
  // The platform's Long has 64 bits; a JavaScript number holds whole numbers exactly up to 2^53 - 1,
  // far beyond any version, so the mock refuses larger ones in its own words rather than round them.
  Long: { literal: Kind.INT, fits: Number.isSafeInteger, expected: `a whole number, such as 1 (the mock takes those up to ${Number.MAX_SAFE_INTEGER})` },
  Locale: aString('en'),
  Country: aString('DE'),
  Currency: aString('EUR'),
  CurrencyCode: aString('EUR'),
  DateTime: aString('2026-01-01T00:00:00.000Z'),
  Date: aString('2026-01-01'),
  Time: aString('12:00:00.000'),
  YearMonth: aString('2026-01'),
};

/** A custom scalar's parsers: the value of a variable, and a literal in the document, each tested by the rule. */
function typedParsers(name: string, { literal, fits, expected }: ScalarRule): Pick<GraphQLScalarType, 'parseValue' | 'parseLiteral'> {
  const refusal = () => new TypeError(`${name} is ${expected}.`);
  return {
    parseValue(value) {
      if (!fits(value)) throw refusal();
      return value;
    },
    parseLiteral(node: ValueNode) {
      const value = node.kind === Kind.INT ? Number(node.value) : node.kind === Kind.STRING ? node.value : undefined;
      if (node.kind !== literal || !fits(value)) throw refusal();
      return value;
    },
  };
}

/**
 * Types the custom scalars of a schema built from the official SDL, which leaves every custom
 * scalar taking any value: the platform refuses `version: "1"` or `name(locale: 5)` as invalid
 * input, and so does the mock then, with graphql-js's own "Expected value of type" errors, before
 * any field runs.
 *
 * @example
 * const schema = typeCustomScalars(buildASTSchema(PROJECT_SCHEMA));
 */
export function typeCustomScalars(schema: GraphQLSchema): GraphQLSchema {
  for (const [name, rule] of Object.entries(RULES)) {
    const type = schema.getType(name);
    if (type instanceof GraphQLScalarType) Object.assign(type, typedParsers(name, rule));
  }
  return schema;
}
