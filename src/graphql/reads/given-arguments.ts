import type { GraphQLResolveInfo } from 'graphql';
import { notModelledField } from '../../errors/unmodelled-errors.js';
import { graphqlError } from '../graphql-error.js';

/**
 * The arguments a field was given: those not null and not the schema's default, which asks for
 * nothing more than leaving them out does (`projectExpandedProducts: false`).
 *
 * @example
 * givenArguments(info, { locale: 'en', acceptLanguage: null }); // ['locale']
 */
export function givenArguments(info: GraphQLResolveInfo, args: Readonly<Record<string, unknown>>): string[] {
  const field = info.parentType.getFields()[info.fieldName];
  return (field?.args ?? []).filter((arg) => args[arg.name] != null && args[arg.name] !== arg.defaultValue).map((arg) => arg.name);
}

/**
 * Refuses a field given an argument the mock does not honour, NotModelledByMock naming the field
 * and the argument (`ProductVariant.price(currency:)`): an answer that ignored it would differ from
 * the platform's.
 *
 * @example
 * refuseUnmodelledArguments(info, args, ['includeNames', 'excludeNames']);
 */
export function refuseUnmodelledArguments(info: GraphQLResolveInfo, args: Readonly<Record<string, unknown>>, modelled: readonly string[]): void {
  const unmodelled = givenArguments(info, args).filter((name) => !modelled.includes(name));
  if (unmodelled.length > 0) throw graphqlError(notModelledField(`${info.parentType.name}.${info.fieldName}(${unmodelled.map((name) => `${name}:`).join(' ')})`));
}
