import type { GraphQLTypeResolver } from 'graphql';
import { notModelledField } from '../../errors/unmodelled-errors.js';
import type { GraphqlContext } from '../graphql-context.js';
import { graphqlError } from '../graphql-error.js';

type Source = Readonly<Record<string, unknown>>;

/** REST's `type.name` of an attribute definition, as GraphQL names the implementation of AttributeDefinitionType. */
const ATTRIBUTE_TYPES: Readonly<Record<string, string>> = {
  boolean: 'BooleanAttributeDefinitionType',
  date: 'DateAttributeDefinitionType',
  datetime: 'DateTimeAttributeDefinitionType',
  enum: 'EnumAttributeDefinitionType',
  lenum: 'LocalizableEnumAttributeDefinitionType',
  ltext: 'LocalizableTextAttributeDefinitionType',
  money: 'MoneyAttributeDefinitionType',
  nested: 'NestedAttributeDefinitionType',
  number: 'NumberAttributeDefinitionType',
  reference: 'ReferenceAttributeDefinitionType',
  set: 'SetAttributeDefinitionType',
  text: 'TextAttributeDefinitionType',
  time: 'TimeAttributeDefinitionType',
};

/** REST's `type.name` of a custom field definition, as GraphQL names the implementation of FieldType. */
const FIELD_TYPES: Readonly<Record<string, string>> = {
  Boolean: 'BooleanType',
  DateTime: 'DateTimeType',
  Date: 'DateType',
  Enum: 'EnumType',
  LocalizedEnum: 'LocalizedEnumType',
  LocalizedString: 'LocalizedStringType',
  Money: 'MoneyType',
  Number: 'NumberType',
  Reference: 'ReferenceType',
  Set: 'SetType',
  String: 'StringType',
  Time: 'TimeType',
};

const MONEY_TYPES: Readonly<Record<string, string>> = { centPrecision: 'Money', highPrecision: 'HighPrecisionMoney' };

/** REST's `type` of a search keyword's suggest tokenizer, as GraphQL names the implementation of SuggestTokenizer. */
const SUGGEST_TOKENIZERS: Readonly<Record<string, string>> = { whitespace: 'WhitespaceSuggestTokenizer', custom: 'CustomSuggestTokenizer' };

/** How the implementation of an interface is told from REST's representation, by interface. */
const TELLS: Readonly<Record<string, (value: Source) => string | undefined>> = {
  AttributeDefinitionType: (value) => ATTRIBUTE_TYPES[String(value['name'])],
  FieldType: (value) => FIELD_TYPES[String(value['name'])],
  BaseMoney: (value) => MONEY_TYPES[String(value['type'])],
  SuggestTokenizer: (value) => SUGGEST_TOKENIZERS[String(value['type'])],
};

/**
 * How graphql-js learns which object type an interface value of a REST representation is: the
 * value's own `__typename` where a projection set one (the Project's `shippingRateInputType`),
 * else REST's discriminator (`type.name` of attribute and field definitions, the `type` of money
 * and of a search keyword's suggest tokenizer); an interface the reads do not tell answers
 * NotModelledByMock naming the field.
 *
 * @example
 * interfaceTypename('BaseMoney')({ type: 'centPrecision', ... }, context, info); // 'Money'
 */
export function interfaceTypename(interfaceName: string): GraphQLTypeResolver<Source, GraphqlContext> {
  const tell = TELLS[interfaceName];
  return (value, _context, info) => {
    const typename = value['__typename'];
    if (typeof typename === 'string') return typename;
    const told = tell?.(value);
    if (told) return told;
    throw graphqlError(notModelledField(`${info.parentType.name}.${info.fieldName}`));
  };
}
