import { isInterfaceType, isNonNullType, isObjectType, type GraphQLField, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { notModelledField } from '../../errors/unmodelled-errors.js';
import { READABLE_BY_TYPE_ID } from '../../store/import-requests/resource-types/readable-resources.js';
import type { GraphqlContext } from '../graphql-context.js';
import { graphqlError } from '../graphql-error.js';
import { localizedEntries, localizedLabel } from '../localized-string.js';
import { fieldReading } from './field-readings.js';
import { refuseUnmodelledArguments } from './given-arguments.js';
import { interfaceTypename } from './interface-typenames.js';
import { underProjection } from './projection-roots.js';
import { READS } from './read-root-fields.js';
import { knownReadState } from './read-state.js';
import { restDefines, restRepresentations, type RestRepresentations } from './rest-representations.js';
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
 * How one field resolves from a REST representation, by how it reads it (field-readings.ts):
 * `nameAllLocales` lists REST's `name` map, `name(locale:, acceptLanguage:)` picks from it,
 * `productTypeRef` is REST's `productType` reference and `productType` the resource it references
 * as REST's `expand` shows it (null where the Project does not hold it; NotModelledByMock for a
 * resource type the mock does not read), any other field REST's field of the same name. A value
 * a projection put in the source under the GraphQL name (the Project's) wins, and a function
 * there is called as graphql-js's default resolver calls it.
 *
 * Where REST's value is absent: NotModelledByMock for a non-null field, and for a field REST's
 * representation does not define at all (`Order.placement`: REST's field map, by
 * rest-representations.ts); null for a field REST defines and leaves out, as REST leaves out what
 * is not set. Below `project` the projection answers for itself (projection-roots.ts).
 */
function restResolver(typeName: string, field: Field, siblings: Readonly<Record<string, Field>>, representations: RestRepresentations): ReadFieldResolver {
  const { name } = field;
  const special = SPECIAL_READ_FIELDS[typeName]?.[name];
  if (special) return special;
  if (UNMODELLED_READ_FIELDS[typeName]?.includes(name)) {
    return () => {
      throw notModelled(typeName, name);
    };
  }
  const reading = fieldReading(name, siblings, (restName) => restDefines(representations, typeName, restName) === true);
  const unknownToRest = restDefines(representations, typeName, reading.rest) === false;
  const nonNull = isNonNullType(field.type);
  /** REST's value of the field, or what its absence answers. */
  const rest = (source: Source, context: GraphqlContext, info: GraphQLResolveInfo): unknown => {
    const value = source[reading.rest];
    if (value !== undefined && Object.hasOwn(source, reading.rest)) return value;
    if (nonNull || (unknownToRest && !underProjection(context, info))) throw notModelled(typeName, name);
    return null;
  };
  switch (reading.kind) {
    case 'localizedList':
      return (source, _args, context, info) => {
        if (Object.hasOwn(source, name)) return source[name];
        const text = rest(source, context, info);
        return text === null ? null : localizedEntries(text as Readonly<Record<string, string>>);
      };
    case 'reference':
      return (source, _args, context, info) => (Object.hasOwn(source, name) ? source[name] : rest(source, context, info));
    case 'localized':
      return (source, args, context, info) => {
        const text = source[name];
        if (typeof text === 'function') return (text as SourceFunction)(args, context, info);
        const map = rest(source, context, info);
        return typeof map === 'object' && map !== null ? localizedLabel(map as Readonly<Record<string, string>>, args) : null;
      };
    case 'expanded':
      return (source, _args, context, info) => {
        const value = rest(source, context, info);
        if (value === null) return null;
        const expand = (reference: unknown) => {
          if (!isReference(reference) || !Object.hasOwn(READABLE_BY_TYPE_ID, reference.typeId)) throw notModelled(typeName, name);
          return knownReadState(context).resolve(reference.typeId, reference.id) ?? null;
        };
        // A list leaves out what the Project does not hold: its elements are non-null.
        return Array.isArray(value) ? value.map(expand).filter((expanded) => expanded !== null) : expand(value);
      };
    case 'plain':
      return (source, args, context, info) => {
        const value = source[name];
        if (typeof value === 'function') return (value as SourceFunction)(args, context, info);
        if (field.args.length > 0) refuseUnmodelledArguments(info, args, []);
        return rest(source, context, info);
      };
  }
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
  const representations = restRepresentations(schema, READS.map(([one, , segment]) => [one, segment] as const));
  const roots = new Set([schema.getQueryType(), schema.getMutationType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInterfaceType(type)) type.resolveType = interfaceTypename(type.name);
    else if (isObjectType(type) && !roots.has(type)) {
      const fields = type.getFields() as Readonly<Record<string, Field>>;
      for (const field of Object.values(fields)) field.resolve = restResolver(type.name, field, fields, representations);
    }
  }
}
