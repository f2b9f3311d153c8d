import type { GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext } from '../graphql-context.js';

// The response keys of a request's `project` and `updateProject` fields. Their objects are the
// Project's projection (project-projection.ts), not REST representations of read resources, yet
// share GraphQL types with the reads (`Initiator`, the `lastModifiedBy` of a search index): the
// rule that a field REST's representation lacks answers NotModelledByMock holds below the reads only.
const roots = new WeakMap<GraphqlContext, Set<string | number>>();

/** The response key of the root field a field is answered below. */
function rootKey(info: GraphQLResolveInfo): string | number {
  let path = info.path;
  while (path.prev) path = path.prev;
  return path.key;
}

/**
 * Records that the root field being resolved answers the Project's projection.
 *
 * @example
 * markProjectionRoot(context, info); // in the resolver of `project`
 */
export function markProjectionRoot(context: GraphqlContext, info: GraphQLResolveInfo): void {
  const known = roots.get(context);
  if (known) known.add(rootKey(info));
  else roots.set(context, new Set([rootKey(info)]));
}

/**
 * Whether a field is answered below `project` or `updateProject` rather than below a read.
 *
 * @example
 * underProjection(context, info); // true for project { searchIndexing { products { lastModifiedBy { userRef } } } }
 */
export function underProjection(context: GraphqlContext, info: GraphQLResolveInfo): boolean {
  return roots.get(context)?.has(rootKey(info)) ?? false;
}
