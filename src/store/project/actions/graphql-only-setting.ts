import type { Draft } from 'immer';
import type { GraphqlOnlySettings, Project } from '../project.js';
import { peek, removeField, replaceField } from './draft-fields.js';

/**
 * Sets one of the settings only GraphQL has, or takes it away (`undefined`, its default): the
 * field `graphqlOnly` holds only what differs from a fresh Project's, and goes when nothing does.
 * The caller skips a value the Project shows already, so that such a request keeps the version.
 *
 * @example
 * setGraphqlOnly(record.project, 'productVsCartDiscountCombination', 'BestDeal');
 */
export function setGraphqlOnly<K extends keyof GraphqlOnlySettings>(project: Draft<Project>, key: K, value: GraphqlOnlySettings[K]): void {
  const { [key]: _old, ...others } = peek(project, 'graphqlOnly') ?? {};
  const next: GraphqlOnlySettings = value === undefined ? others : { ...others, [key]: value };
  if (Object.keys(next).length === 0) removeField(project, 'graphqlOnly');
  else replaceField(project, 'graphqlOnly', next);
}
