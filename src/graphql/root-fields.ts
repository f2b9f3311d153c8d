import { Kind, type DocumentNode, type FieldNode, type FragmentDefinitionNode, type SelectionNode, type SelectionSetNode } from 'graphql';

/** A document's named fragments, by name. */
export type Fragments = ReadonlyMap<string, FragmentDefinitionNode>;

/**
 * The named fragments of a document, by name.
 *
 * @example
 * fragmentsOf(parse('{ ...F } fragment F on Query { project { key } }')).get('F');
 */
export function fragmentsOf(document: DocumentNode): Fragments {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return fragments;
}

/**
 * The root type an operation runs on.
 *
 * @example
 * ROOT_TYPES[operation.operation]; // 'Query' for a query
 */
export const ROOT_TYPES = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

/**
 * The fields a selection set on a root type selects at that level, in document order, as
 * graphql-js collects them when it runs the operation: through inline fragments without a type
 * condition or on that type, and named fragments on that type, each named fragment followed once
 * (a cycle of spreads, which validation refuses, ends here). A fragment on another type selects
 * none of the root's fields; validation refuses it. Without recursion: fragments may nest as
 * deep as the parser lets them.
 *
 * @example
 * rootFields(operation.selectionSet, 'Query', fragmentsOf(document)).map((field) => field.name.value); // ['project', 'carts']
 */
export function rootFields(selectionSet: SelectionSetNode, typeName: string, fragments: Fragments): FieldNode[] {
  const fields: FieldNode[] = [];
  const followed = new Set<string>();
  const pending: SelectionNode[] = [...selectionSet.selections].reverse();
  for (let selection = pending.pop(); selection; selection = pending.pop()) {
    if (selection.kind === Kind.FIELD) {
      fields.push(selection);
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      if (followed.has(selection.name.value)) continue;
      followed.add(selection.name.value);
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
    if (!fragment || (fragment.typeCondition && fragment.typeCondition.name.value !== typeName)) continue;
    pending.push(...[...fragment.selectionSet.selections].reverse());
  }
  return fields;
}
