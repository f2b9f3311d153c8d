import type { GraphQLSchema } from 'graphql';
import { notModelledField } from '../errors/unmodelled-errors.js';
import { maskProject } from '../store/project/mask-project.js';
import type { Project } from '../store/project/project.js';
import { loadProjectRequests } from '../store/project/project-store.js';
import type { GraphqlContext } from './graphql-context.js';
import { graphqlError } from './graphql-error.js';
import { readRootFields, refusePageBounds } from './reads/read-root-fields.js';
import { markProjectionRoot } from './reads/projection-roots.js';
import { installRestResolvers } from './reads/rest-field-resolvers.js';
import { refuse, type RootResolver } from './root-resolver.js';
import { PROJECT_SCOPES } from '../vocabulary/project-scopes.js';
import { projectOfRequest } from './project-answers.js';
import { projectProjection, type ProjectProjectionSource } from './project-projection.js';
import { restProjectActions } from './project-update-actions.js';
import { GRAPHQL_UPDATES } from './graphql-only-actions.js';
import { requireScope } from './require-scope.js';

// Stored Projects are frozen and replaced on every change, so a Project's projection can be kept
// with it, as REST keeps its JSON text (mask-project.ts): a test reads the same Project many times.
const projections = new WeakMap<Project, ProjectProjectionSource>();

function projectionOf(project: Project): ProjectProjectionSource {
  let projection = projections.get(project);
  if (!projection) {
    projection = projectProjection(maskProject(project), project.graphqlOnly);
    projections.set(project, projection);
  }
  return projection;
}

/** `project`: what REST's `GET /{projectKey}` shows, read as that route reads it (stale reads included). */
const project: RootResolver = async (_args, context, info): Promise<ProjectProjectionSource> => {
  requireScope(context, PROJECT_SCOPES.view);
  markProjectionRoot(context, info);
  const found = await projectOfRequest(context);
  // The route answered 404 for a Project the mock does not have before any resolver ran.
  if (!found) throw new TypeError(`commercetools-msw: the Project '${context.projectKey}' went away during a GraphQL request.`);
  return projectionOf(found);
};

/** `updateProject(version, actions)`: the actions as REST's, through the store's own update. */
const updateProject: RootResolver = async ({ version, actions }, context, info): Promise<ProjectProjectionSource> => {
  requireScope(context, PROJECT_SCOPES.manage);
  markProjectionRoot(context, info);
  const converted = restProjectActions(Array.isArray(actions) ? actions : []);
  if ('errors' in converted) refuse(converted.errors, context, info);
  await loadProjectRequests();
  const result = context.store.projects.update(context.projectKey, JSON.stringify({ version, actions: converted.actions }), context.clientId, GRAPHQL_UPDATES);
  if (result.ok) return projectionOf(result.value);
  const [first, ...rest] = result.error.errors;
  // An error response always lists at least one error.
  if (!first) throw new TypeError('commercetools-msw: a refused Project update gave no error.');
  return refuse([first, ...rest], context, info);
};

/**
 * A root field the platform has and the mock does not answer: NotModelledByMock naming it, unless
 * its `limit` or `offset` is one the platform refuses, which is InvalidInput whatever the field.
 */
const notModelled =
  (typeName: string, fieldName: string): RootResolver =>
  (args) => {
    refusePageBounds(args);
    throw graphqlError(notModelledField(`${typeName}.${fieldName}`));
  };

const MODELLED: Readonly<Record<string, RootResolver>> = { project, updateProject, ...readRootFields() };
const rootValues = new WeakMap<GraphQLSchema, Record<string, RootResolver>>();

/**
 * The root value of a schema: the resolvers of `project`, `updateProject` and the 18 reads, and
 * for each other root field one that answers NotModelledByMock naming it, never data. graphql-js calls a function
 * of the root value with the field's arguments, the context and the field's info.
 *
 * @example
 * execute({ schema, document, rootValue: rootValueOf(schema), contextValue });
 */
export function rootValueOf(schema: GraphQLSchema): Record<string, RootResolver> {
  let root = rootValues.get(schema);
  if (!root) {
    // The small schema serves project and updateProject alone, whose sources are GraphQL's shapes
    // already: graphql-js's own default resolver reads them at less cost.
    if (schema.getQueryType()?.getFields()['product']) installRestResolvers(schema);
    root = {};
    for (const type of [schema.getQueryType(), schema.getMutationType()]) {
      for (const name of Object.keys(type?.getFields() ?? {})) root[name] = MODELLED[name] ?? notModelled(type?.name ?? '', name);
    }
    rootValues.set(schema, root);
  }
  return root;
}
