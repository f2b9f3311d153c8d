import * as v from 'valibot';
import { ACTION_SHAPES, projectUpdateShapes, type GraphqlOnlyAction, type ProjectActionShape } from '../store/project/update-schema.js';

// The actions GraphQL's `ProjectSettingsUpdateAction` has beyond REST's (no RAML defines them), in
// REST's form: only GraphQL's updateProject sends them, so only its chunk carries their shapes.
const GRAPHQL_ONLY_SHAPES = [
  v.object({ action: v.literal('changeTotalPriceDiscountDoesNotReduceExternalTax'), value: v.boolean() }),
  v.object({ action: v.literal('setProductVsCartDiscountCombination'), productVsCartDiscountCombination: v.nullish(v.string()) }),
  v.object({ action: v.literal('changeCartDiscountVisualizationSearchStatus'), status: v.string() }),
] as const satisfies readonly (ProjectActionShape & v.GenericSchema<unknown, GraphqlOnlyAction>)[];

/**
 * What GraphQL's updateProject may send the store: REST's actions and GraphQL's own.
 *
 * @example
 * store.projects.update(projectKey, JSON.stringify({ version, actions }), clientId, GRAPHQL_UPDATES);
 */
export const GRAPHQL_UPDATES = projectUpdateShapes([...ACTION_SHAPES, ...GRAPHQL_ONLY_SHAPES]);
