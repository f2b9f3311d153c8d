import { getNamedType, isInterfaceType, isObjectType, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import { fieldOf, representationType, type FieldType } from '../../store/query/fields/field-type.js';
import type { ReadSegment } from '../../vocabulary/read-resources.js';
import { fieldReading } from './field-readings.js';
import { SPECIAL_READ_FIELDS, SPECIAL_READ_SOURCES } from './special-read-fields.js';

/**
 * The REST representation types each GraphQL object type of the reads shows, by type name: a
 * type several REST types feed (`Money` is REST's `CentPrecisionMoney` and `TypedMoney`) has each.
 */
export type RestRepresentations = ReadonlyMap<string, readonly FieldType[]>;

/**
 * Whether REST's representations of a GraphQL type define a field: undefined for a type the reads
 * do not reach from REST (the Project's, built by project-projection.ts, and objects the special
 * fields build whole).
 *
 * @example
 * restDefines(representations, 'Order', 'placement'); // false: REST's Order has no placement
 */
export function restDefines(representations: RestRepresentations, typeName: string, restName: string): boolean | undefined {
  const types = representations.get(typeName);
  return types === undefined ? undefined : types.some((type) => fieldOf(type, restName) !== undefined);
}

/**
 * Walks the schema from the read root fields, each with the REST representation of its segment
 * (`product` → REST's Product), into every field that reads a REST object of the one above
 * (`masterData`, `masterVariant`, `prices`, `value` ...), by the field map generated from the
 * official REST schema (src/store/query/fields/resource-fields.generated.ts), so that a field REST
 * does not define answers NotModelledByMock rather than a null the platform would not give.
 * References are not followed (their expansion is the referenced resource's root), nor fields
 * whose objects the mock builds, except where SPECIAL_READ_SOURCES says which REST field they hand on.
 *
 * @example
 * const representations = restRepresentations(schema, [['product', 'products'], ['order', 'orders']]);
 * restDefines(representations, 'ProductVariant', 'sku'); // true
 */
export function restRepresentations(schema: GraphQLSchema, roots: readonly (readonly [field: string, segment: ReadSegment])[]): RestRepresentations {
  const found = new Map<string, FieldType[]>();
  const queue: (readonly [GraphQLNamedType, FieldType])[] = [];
  const add = (type: GraphQLNamedType, rest: FieldType) => {
    const known = found.get(type.name) ?? [];
    if (known.includes(rest)) return;
    found.set(type.name, [...known, rest]);
    queue.push([type, rest]);
  };
  const query = schema.getQueryType()?.getFields() ?? {};
  for (const [field, segment] of roots) {
    const type = query[field]?.type;
    if (type) add(getNamedType(type), representationType(segment));
  }
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [type, rest] = next;
    if (isInterfaceType(type)) for (const implementation of schema.getPossibleTypes(type)) add(implementation, rest);
    if (!isObjectType(type)) continue;
    const fields = type.getFields();
    for (const field of Object.values(fields)) {
      const output = getNamedType(field.type);
      const special = SPECIAL_READ_SOURCES[type.name]?.[field.name];
      if (special) {
        const held = special.path.reduce<FieldType | undefined>((at, name) => at && fieldOf(at, name), rest);
        const into = special.within === undefined ? output : isObjectType(output) ? output.getFields()[special.within]?.type : undefined;
        if (held?.kind === 'object' && into) add(getNamedType(into), held);
        continue;
      }
      // The other special fields build their objects whole (categoryOrderHints) or read a resource (Order.customer).
      if (SPECIAL_READ_FIELDS[type.name]?.[field.name]) continue;
      const reading = fieldReading(field.name, fields, (name) => fieldOf(rest, name) !== undefined);
      const held = reading.kind === 'plain' ? fieldOf(rest, reading.rest) : undefined;
      if (held?.kind === 'object' && (isObjectType(output) || isInterfaceType(output))) add(output, held);
    }
  }
  return found;
}
