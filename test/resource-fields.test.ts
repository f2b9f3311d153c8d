import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officialIdFields, RESOURCE_FIELDS_FILE, resourceFieldsText } from '../scripts/resource-fields.js';
import { RESOURCE_FIELD_TYPES, RESOURCE_ROOTS } from '../src/store/query/fields/resource-fields.generated.js';
import { READ_RESOURCES } from '../src/vocabulary/read-resources.js';

// The field map of the representations (src/store/query/fields/resource-fields.generated.ts) is
// generated from the official schema by `npm run fields` and committed; it must be what the schema
// generates, and the generator must say what it makes of each shape the schema has.

/** A schema with the ten roots, each with only an id unless `definitions` says otherwise. */
const schema = (definitions: Record<string, unknown>) =>
  JSON.stringify({ definitions: { ...Object.fromEntries(READ_RESOURCES.map(([, noun]) => [noun, { type: 'object', properties: { id: { type: 'string' } } }])), ...definitions } });

/** The types a schema generates, and the first root's. */
function generated(definitions: Record<string, unknown>): { types: string[]; first: string } {
  const text = resourceFieldsText(schema(definitions));
  const types = [...text.matchAll(/^ {2}"(.*)", \/\/ \d+$/gm)].map((match) => match[1] ?? '');
  return { types, first: types[0] ?? '' };
}

describe('the generated field map', () => {
  it('is what `npm run fields` generates from platform-resources.schema.json', () => {
    expect(readFileSync(RESOURCE_FIELDS_FILE, 'utf8') === resourceFieldsText(), 'run npm run fields').toBe(true);
  });

  it('has every read segment as one of its first types, each type reached', () => {
    expect(Object.keys(RESOURCE_ROOTS)).toEqual(READ_RESOURCES.map(([segment]) => segment));
    expect(Object.values(RESOURCE_ROOTS)).toEqual(READ_RESOURCES.map((_, index) => index));
    const referenced = new Set([...Object.values(RESOURCE_ROOTS), ...RESOURCE_FIELD_TYPES.flatMap((type) => [...type.matchAll(/:(\d+)/g)].map((match) => Number(match[1])))]);
    expect(referenced.size).toBe(RESOURCE_FIELD_TYPES.length);
    expect(new Set(RESOURCE_FIELD_TYPES).size, 'structurally equal types are one').toBe(RESOURCE_FIELD_TYPES.length);
  });
});

describe('resourceFieldsText', () => {
  const firstRoot = (properties: Record<string, unknown>) => ({ ProductType: { type: 'object', properties } });

  it('writes scalars by kind, dates by format, and arrays as their items', () => {
    const { first } = generated(
      firstRoot({
        a: { type: 'string' },
        b: { type: 'number' },
        c: { type: 'boolean' },
        d: { type: 'string', format: 'datetime' },
        e: { type: 'string', format: 'date-only' },
        f: { type: 'string', format: 'time-only' },
        g: { type: 'array', items: { type: 'string', enum: ['x'] } },
        h: {},
      }),
    );
    expect(first).toBe('a:s,b:n,c:b,d:d,e:d,f:s,g:s,h:a');
  });

  it('types a union as its base and every member, a field they disagree on as any', () => {
    const { types, first } = generated({
      ...firstRoot({ u: { $ref: '#/definitions/U' } }),
      U: { type: 'object', properties: { type: { type: 'string' } }, discriminator: { propertyName: 'type', mapping: { a: '#/definitions/A', b: '#/definitions/B' } } },
      A: { type: 'object', properties: { type: { type: 'string', enum: ['a'] }, only: { type: 'number' }, label: { type: 'string' } } },
      B: { type: 'object', properties: { type: { type: 'string', enum: ['b'] }, label: { $ref: '#/definitions/LocalizedString' } } },
      LocalizedString: { type: 'object', additionalProperties: { type: 'string' } },
    });
    const index = Number(/^u:(\d+)$/.exec(first)?.[1]);
    expect(types[index]).toBe('label:a,only:n,type:s');
  });

  it('writes an open map as `*`, an object without properties as any, and equal types once', () => {
    const { types, first } = generated({
      ...firstRoot({ hints: { $ref: '#/definitions/Hints' }, fields: { type: 'object' }, c: { $ref: '#/definitions/CategoryReference' }, t: { $ref: '#/definitions/TypeReference' } }),
      Hints: { type: 'object', additionalProperties: { type: 'string' } },
      CategoryReference: { type: 'object', properties: { typeId: { type: 'string', enum: ['category'] }, id: { type: 'string' } } },
      TypeReference: { type: 'object', properties: { id: { type: 'string' }, typeId: { type: 'string', enum: ['type'] } } },
    });
    const [, reference, hints] = /^c:(\d+),fields:a,hints:(\d+),t:\d+$/.exec(first) ?? [];
    expect(first).toBe(`c:${reference},fields:a,hints:${hints},t:${reference}`);
    // A reference's id is a UUID; its typeId, an inline value, stays text.
    expect(types[Number(reference)]).toBe('id:u,typeId:s');
    expect(types[Number(hints)]).toBe('*:s');
  });

  it('writes a named enum by its name, with its values, and the ids the declarations make UUIDs as u (issue 44)', () => {
    const facts = {
      resources: new Set(['ProductType', 'Customer']),
      descriptions: new Map([
        ['ProductType.owner', '`id` of the [Customer](ctp:api:type:Customer) that owns it.'],
        ['ProductType.client', '`id` of the [API Client](ctp:api:type:ApiClient) that made it.'],
        ['ProductType.handle', 'User-defined unique identifier of the [Customer](ctp:api:type:Customer).'],
      ]),
    };
    const text = resourceFieldsText(
      schema({
        ...firstRoot({ id: { type: 'string' }, state: { $ref: '#/definitions/State' }, states: { type: 'array', items: { $ref: '#/definitions/State' } }, inline: { type: 'string', enum: ['x'] }, owner: { type: 'string' }, client: { type: 'string' }, handle: { type: 'string' } }),
        State: { type: 'string', enum: ['Open', 'Done'] },
      }),
      facts,
    );
    const first = /^ {2}"(.*)", \/\/ 0$/m.exec(text)?.[1];
    // An API client is no resource, and a key's description is no id's.
    expect(first).toBe('client:s,handle:s,id:u,inline:s,owner:u,state:State,states:State');
    expect(text).toContain('  State: ["Open","Done"],');
    // The other roots are no resources of these facts: their ids stay text.
    expect(text).toContain('"id:s", // 1');
  });

  it('reads which types are resources, and the fields\' descriptions, from the official declarations', () => {
    const { resources, descriptions } = officialIdFields();
    expect(resources.has('Order') && resources.has('Customer') && !resources.has('ApiClient') && !resources.has('LineItem')).toBe(true);
    expect(descriptions.get('Order.customerId')).toMatch(/^`id` of the \[Customer\]\(ctp:api:type:Customer\)/);
  });

  it('refuses a shape it has not been told about, rather than guess', () => {
    expect(() => generated(firstRoot({ x: { type: 'string', format: 'uri' } }))).toThrow(/format uri/);
    expect(() => generated(firstRoot({ x: { oneOf: [] } }))).toThrow(/keyword oneOf/);
    expect(() => generated(firstRoot({ x: { type: 'null' } }))).toThrow(/type null/);
    expect(() => generated(firstRoot({ x: { anyOf: [] } }))).toThrow(/empty anyOf/);
    expect(() => generated(firstRoot({ x: { $ref: '#/definitions/Missing' } }))).toThrow(/Missing/);
  });
});
