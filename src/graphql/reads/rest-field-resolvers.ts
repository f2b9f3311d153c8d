import { isInterfaceType, isNonNullType, isObjectType, type GraphQLField, type GraphQLSchema } from 'graphql';
import { notModelledField } from '../../errors/unmodelled-errors.js';
import { READABLE_BY_TYPE_ID } from '../../store/import-requests/resource-types/readable-resources.js';
import type { GraphqlContext } from '../graphql-context.js';
import { graphqlError } from '../graphql-error.js';
import { localizedEntries, localizedLabel } from '../localized-string.js';
import { refuseUnmodelledArguments } from './given-arguments.js';
import { interfaceTypename } from './interface-typenames.js';
import { knownReadState } from './read-state.js';
import { SPECIAL_READ_FIELDS, type ReadFieldResolver } from './special-read-fields.js';
import { UNMODELLED_READ_FIELDS } from './unmodelled-read-fields.js';

type Source = Readonly<Record<string, unknown>>;
type Field = GraphQLField<Source, GraphqlContext>;
/** A function a projection puts in its source, which graphql-js's default resolver would call so. */
type SourceFunction = (args: unknown, context: unknown, info: unknown) => unknown;

const isReference = (value: unknown): value is { readonly typeId: string; readonly id: string } =>
  typeof value === 'object' && value !== null && typeof (value as Source)['typeId'] === 'string' && typeof (value as Source)['id'] === 'string';

const notModelled = (typeName: string, fieldName: string) => graphqlError(notModelledField(`${typeName}.${fieldName}`));

/**
 * A REST field's value where GraphQL's field reads it: absent, null for a nullable field (REST
 * leaves out what is not set) and NotModelledByMock for a non-null one (REST has no such field).
 */
function present(source: Source, restName: string, typeName: string, field: Field): unknown {
  if (Object.hasOwn(source, restName) && source[restName] !== undefined) return source[restName];
  if (isNonNullType(field.type)) throw notModelled(typeName, field.name);
  return null;
}

/**
 * The REST field a GraphQL reference field reads: `productTypeRef` REST's `productType`, a list's
 * `cartDiscountRefs` REST's `cartDiscounts`, where the schema has the expanded field beside it.
 */
function referencedField(name: string, siblings: Readonly<Record<string, Field>>): string | undefined {
  if (name.endsWith('Refs') && siblings[`${name.slice(0, -'Refs'.length)}s`]) return `${name.slice(0, -'Refs'.length)}s`;
  if (name.endsWith('Ref') && siblings[name.slice(0, -'Ref'.length)]) return name.slice(0, -'Ref'.length);
  return undefined;
}

/**
 * How one field resolves from a REST representation, by what its name and siblings say:
 * `nameAllLocales` lists REST's `name` map, `name(locale:, acceptLanguage:)` picks from it,
 * `productTypeRef` is REST's `productType` reference and `productType` the resource it references
 * as REST's `expand` shows it (null where the Project does not hold it; NotModelledByMock for a
 * resource type the mock does not read), any other field REST's field of the same name. A value
 * a projection put in the source under the GraphQL name (the Project's) wins, and a function
 * there is called as graphql-js's default resolver calls it.
 */
function restResolver(typeName: string, field: Field, siblings: Readonly<Record<string, Field>>): ReadFieldResolver {
  const { name } = field;
  const special = SPECIAL_READ_FIELDS[typeName]?.[name];
  if (special) return special;
  if (UNMODELLED_READ_FIELDS[typeName]?.includes(name)) {
    return () => {
      throw notModelled(typeName, name);
    };
  }
  if (name.endsWith('AllLocales') && siblings[name.slice(0, -'AllLocales'.length)]) {
    const base = name.slice(0, -'AllLocales'.length);
    return (source) => {
      if (Object.hasOwn(source, name)) return source[name];
      const text = present(source, base, typeName, field);
      return text === null ? null : localizedEntries(text as Readonly<Record<string, string>>);
    };
  }
  const referenced = referencedField(name, siblings);
  if (referenced !== undefined) return (source) => (Object.hasOwn(source, name) ? source[name] : present(source, referenced, typeName, field));
  if (siblings[`${name}AllLocales`]) {
    return (source, args, context, info) => {
      const text = source[name];
      if (typeof text === 'function') return (text as SourceFunction)(args, context, info);
      return typeof text === 'object' && text !== null ? localizedLabel(text as Readonly<Record<string, string>>, args) : null;
    };
  }
  if (siblings[`${name}Ref`] || (name.endsWith('s') && siblings[`${name.slice(0, -1)}Refs`])) {
    return (source, _args, context) => {
      const value = present(source, name, typeName, field);
      if (value === null) return null;
      const expand = (reference: unknown) => {
        if (!isReference(reference) || !Object.hasOwn(READABLE_BY_TYPE_ID, reference.typeId)) throw notModelled(typeName, name);
        return knownReadState(context).resolve(reference.typeId, reference.id) ?? null;
      };
      // A list leaves out what the Project does not hold: its elements are non-null.
      return Array.isArray(value) ? value.map(expand).filter((expanded) => expanded !== null) : expand(value);
    };
  }
  return (source, args, context, info) => {
    const value = source[name];
    if (typeof value === 'function') return (value as SourceFunction)(args, context, info);
    if (field.args.length > 0) refuseUnmodelledArguments(info, args, []);
    return present(source, name, typeName, field);
  };
}

const installed = new WeakSet<GraphQLSchema>();

/**
 * Sets, once per schema, how every field of every object type resolves from REST's
 * representations (restResolver), and how each interface tells its implementations: walked once
 * when the schema is first run, so that no type needs resolvers written field by field.
 *
 * @example
 * installRestResolvers(schema); // then execute({ schema, ... })
 */
export function installRestResolvers(schema: GraphQLSchema): void {
  if (installed.has(schema)) return;
  installed.add(schema);
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInterfaceType(type)) type.resolveType = interfaceTypename(type.name);
    else if (isObjectType(type) && !roots.has(type)) {
      const fields = type.getFields() as Readonly<Record<string, Field>>;
      for (const field of Object.values(fields)) field.resolve = restResolver(type.name, field, fields);
    }
  }
}
