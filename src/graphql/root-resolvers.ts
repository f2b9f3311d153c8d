import type { GraphQLResolveInfo, GraphQLSchema } from 'graphql';
import type { ErrorObject } from '../errors/error-response.js';
import { pageBoundOutOfRange } from '../errors/resource-read-errors.js';
import { notModelledField } from '../errors/unmodelled-errors.js';
import { maskProject } from '../store/project/mask-project.js';
import type { Project } from '../store/project/project.js';
import { loadProjectRequests } from '../store/project/project-store.js';
import type { GraphqlContext } from './graphql-context.js';
import { graphqlError, graphqlErrorAt } from './graphql-error.js';
import { projectProjection, type ProjectProjectionSource } from './project-projection.js';
import { restProjectActions } from './project-update-actions.js';
import { requireScope } from './require-scope.js';

/**
 * A function of the root value: graphql-js's default resolver calls it with the field's arguments,
 * the context and the field's info (no source: the root value is its `this`).
 */
type RootResolver = (args: Readonly<Record<string, unknown>>, context: GraphqlContext, info: GraphQLResolveInfo) => unknown;

/** Throws the first error, located at the field, and adds the others to the answer. */
function refuse(errors: readonly [ErrorObject, ...ErrorObject[]], context: GraphqlContext, info: GraphQLResolveInfo): never {
  const [first, ...rest] = errors;
  context.moreErrors.push(...rest.map((error) => graphqlErrorAt(error, info)));
  throw graphqlError(first);
}

// Stored Projects are frozen and replaced on every change, so a Project's projection can be kept
// with it, as REST keeps its JSON text (mask-project.ts): a test reads the same Project many times.
const projections = new WeakMap<Project, ProjectProjectionSource>();

function projectionOf(project: Project): ProjectProjectionSource {
  let projection = projections.get(project);
  if (!projection) {
    projection = projectProjection(maskProject(project));
    projections.set(project, projection);
  }
  return projection;
}

/** `project`: what REST's `GET /{projectKey}` shows, read as that route reads it (stale reads included). */
const project: RootResolver = async (_args, context): Promise<ProjectProjectionSource> => {
  requireScope(context, ['view_project_settings']);
  const found = await context.store.projects.read(context.projectKey);
  // The route answered 404 for a Project the mock does not have before any resolver ran.
  if (!found) throw new TypeError(`commercetools-msw: the Project '${context.projectKey}' went away during a GraphQL request.`);
  return projectionOf(found);
};

/** `updateProject(version, actions)`: the actions as REST's, through the store's own update. */
const updateProject: RootResolver = async ({ version, actions }, context, info): Promise<ProjectProjectionSource> => {
  requireScope(context, ['manage_project_settings']);
  const converted = restProjectActions(Array.isArray(actions) ? actions : []);
  if ('errors' in converted) refuse(converted.errors, context, info);
  await loadProjectRequests();
  const result = context.store.projects.update(context.projectKey, JSON.stringify({ version, actions: converted.actions }), context.clientId);
  if (result.ok) return projectionOf(result.value);
  const [first, ...rest] = result.error.errors;
  // An error response always lists at least one error.
  if (!first) throw new TypeError('commercetools-msw: a refused Project update gave no error.');
  return refuse([first, ...rest], context, info);
};

// What the platform takes of a query's page, whatever the resource (docs: api/limits).
const PAGE_BOUNDS = { limit: 500, offset: 10_000 } as const;

/**
 * A root field the platform has and the mock does not answer: NotModelledByMock naming it, unless
 * its `limit` or `offset` is one the platform refuses, which is InvalidInput whatever the field.
 */
const notModelled =
  (typeName: string, fieldName: string): RootResolver =>
  (args) => {
    for (const name of ['limit', 'offset'] as const) {
      const value = args[name];
      if (typeof value === 'number' && (value < 0 || value > PAGE_BOUNDS[name])) throw graphqlError(pageBoundOutOfRange(name, PAGE_BOUNDS[name]));
    }
    throw graphqlError(notModelledField(`${typeName}.${fieldName}`));
  };

const MODELLED: Readonly<Record<string, RootResolver>> = { project, updateProject };
const rootValues = new WeakMap<GraphQLSchema, Record<string, RootResolver>>();

/**
 * The root value of a schema: the resolvers of `project` and `updateProject`, and for each other
 * root field one that answers NotModelledByMock naming it, never data. graphql-js calls a function
 * of the root value with the field's arguments, the context and the field's info.
 *
 * @example
 * execute({ schema, document, rootValue: rootValueOf(schema), contextValue });
 */
export function rootValueOf(schema: GraphQLSchema): Record<string, RootResolver> {
  let root = rootValues.get(schema);
  if (!root) {
    root = {};
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) root[name] = MODELLED[name] ?? notModelled(type?.name ?? '', name);
    }
    rootValues.set(schema, root);
  }
  return root;
}
