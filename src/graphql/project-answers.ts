import { Kind, type DocumentNode } from 'graphql';
import type { Project } from '../store/project/project.js';
import type { GraphqlAnswer } from './graphql-answer.js';
import type { GraphqlContext } from './graphql-context.js';
import type { GraphqlRequest } from './graphql-request.js';
import { PROJECT_SCOPES } from '../vocabulary/project-scopes.js';
import { mayRead } from './require-scope.js';
import { fragmentsOf, rootFields } from './root-fields.js';

/**
 * Whether every operation of a document reads the Project alone: the root fields it selects,
 * through fragments too, are all `project` fields (aliased or not) or `__typename`. The answer to
 * such a document depends on its text, the operation and variables chosen, and the Project read,
 * nothing else.
 *
 * @example
 * readsProjectAlone(parse('{ project { key } }')); // true
 * readsProjectAlone(parse('{ project { key } products { total } }')); // false
 */
export function readsProjectAlone(document: DocumentNode): boolean {
  const fragments = fragmentsOf(document);
  return document.definitions.every(
    (definition) =>
      definition.kind !== Kind.OPERATION_DEFINITION ||
      (definition.operation === 'query' && rootFields(definition.selectionSet, 'Query', fragments).every(({ name }) => name.value === 'project' || name.value === '__typename')),
  );
}

const reads = new WeakMap<GraphqlContext, Promise<Project | undefined>>();

/**
 * The Project as one GraphQL request reads it: read once, as REST's `GET /{projectKey}` reads it
 * (stale reads included), so that every `project` field of the request, and the answer kept for
 * it, see the same state even when the clock moves on during the request.
 *
 * @example
 * const project = await projectOfRequest(context);
 */
export function projectOfRequest(context: GraphqlContext): Promise<Project | undefined> {
  let read = reads.get(context);
  if (!read) {
    read = context.store.projects.read(context.projectKey);
    reads.set(context, read);
  }
  return read;
}

// A test suite sends the same few documents again and again; a stored Project is frozen and
// replaced on every change, so the answer to a document that reads it alone can be kept with it,
// as REST keeps a Project's JSON text. Kept by document text, then by operation and variables;
// bounded, as a test may send a new variable value each time.
const answers = new WeakMap<Project, Map<string, GraphqlAnswer>>();
const ANSWERS_PER_PROJECT = 100;

function answerKey({ query, operationName, variables }: GraphqlRequest): string {
  return `${operationName ?? ''}\u0000${variables === undefined ? '' : JSON.stringify(variables)}\u0000${query}`;
}

/**
 * The Project a document that reads it alone is answered from, and the answer kept for that
 * request and Project, if any. Undefined when the token may not read the Project: that answer is
 * an error, which graphql-js writes.
 *
 * @example
 * const kept = await keptProjectAnswer(request, context);
 * if (kept?.answer) return kept.answer;
 */
export async function keptProjectAnswer(request: GraphqlRequest, context: GraphqlContext): Promise<{ project: Project; answer: GraphqlAnswer | undefined } | undefined> {
  if (!mayRead(context, PROJECT_SCOPES.view)) return undefined;
  const project = await projectOfRequest(context);
  // The route answered 404 for a Project the mock does not have: graphql-js says so.
  if (!project) return undefined;
  return { project, answer: answers.get(project)?.get(answerKey(request)) };
}

/**
 * Keeps the answer to a document that reads the Project alone, for the next same request on the
 * same Project.
 *
 * @example
 * keepProjectAnswer(project, request, answer);
 */
export function keepProjectAnswer(project: Project, request: GraphqlRequest, answer: GraphqlAnswer): void {
  let kept = answers.get(project);
  if (!kept) {
    kept = new Map();
    answers.set(project, kept);
  }
  if (kept.size >= ANSWERS_PER_PROJECT) kept.clear();
  kept.set(answerKey(request), answer);
}
