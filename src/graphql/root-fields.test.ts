import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fragmentsOf, rootFields } from './root-fields.js';

const namesOf = (query: string) => {
  const document = parse(query);
  const [operation] = document.definitions;
  if (operation?.kind !== Kind.OPERATION_DEFINITION) throw new TypeError('the first definition must be the operation');
  return rootFields(operation.selectionSet, 'Query', fragmentsOf(document)).map((field) => field.alias?.value ?? field.name.value);
};

describe('rootFields', () => {
  it('collects fields through inline and named fragments on the root type, in document order', () => {
    expect(namesOf('{ a: project { key } ...F ... on Query { carts { total } } ... { me { id } } } fragment F on Query { products { total } ...G } fragment G on Query { orders { total } }')).toEqual([
      'a',
      'products',
      'orders',
      'carts',
      'me',
    ]);
  });

  it('follows each named fragment once, so a cycle of spreads ends', () => {
    expect(namesOf('{ ...F ...F } fragment F on Query { project { key } ...G } fragment G on Query { orders { total } ...F }')).toEqual(['project', 'orders']);
  });

  it('takes nothing from a fragment on another type, or one the document lacks', () => {
    expect(namesOf('{ ...Mine ...Missing ... on Me { carts { total } } } fragment Mine on Me { carts { total } }')).toEqual([]);
  });
});
