import type { ProjectResources } from '../../store/import-operations/import-operation-engine.js';
import type { ResolveReference } from '../../store/representations/expand-references.js';
import { referenceResolver } from '../../store/representations/reference-resolver.js';
import type { GraphqlContext } from '../graphql-context.js';

/** What the reads of one GraphQL request share: the Project's resources, and how a reference expands. */
export interface ReadState {
  readonly read: ProjectResources;
  /** A referenced resource as REST's `expand` shows it (current data of a product), built once per request. */
  readonly resolve: ResolveReference;
}

// One per request, as REST builds one resolver per answer: a page of products that share a
// product type builds it once.
const states = new WeakMap<GraphqlContext, ReadState>();

/**
 * The Project's resources for the read fields of a request, read once per request as REST reads
 * them (eventual consistency included).
 *
 * @example
 * const { read } = await readState(context);
 */
export async function readState(context: GraphqlContext): Promise<ReadState> {
  const known = states.get(context);
  if (known) return known;
  const read = await context.store.importOperations.readResources(context.projectKey);
  // The route answered 404 for a Project the mock does not have before any resolver ran.
  if (!read) throw new TypeError(`commercetools-msw: the Project '${context.projectKey}' went away during a GraphQL request.`);
  const state = { read, resolve: referenceResolver(read, { staged: false }) };
  states.set(context, state);
  return state;
}

/**
 * The request's read state once a root read field has read it: nested fields resolve below one.
 *
 * @example
 * const { resolve } = knownReadState(context);
 */
export function knownReadState(context: GraphqlContext): ReadState {
  const state = states.get(context);
  if (!state) throw new TypeError('commercetools-msw: a GraphQL read field resolved before its root field read the Project.');
  return state;
}
