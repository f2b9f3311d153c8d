import { NO_ERRORS, type ProjectAction, type ProjectActionOf } from './project-action.js';
import { peek } from './draft-fields.js';
import { setGraphqlOnly } from './graphql-only-setting.js';

/** GraphQL's own action; GraphQL shows the value as `carts.totalPriceDiscountDoesNotReduceExternalTax`, `false` until set. */
export const changeTotalPriceDiscountDoesNotReduceExternalTax: ProjectAction<ProjectActionOf<'changeTotalPriceDiscountDoesNotReduceExternalTax'>> = ({ project }, { value }) => {
  const current = peek(project, 'graphqlOnly')?.totalPriceDiscountDoesNotReduceExternalTax ?? false;
  // `false` is kept as no setting at all; the value it has already is no change, even where a seed spelled out `false`.
  if (current !== value) setGraphqlOnly(project, 'totalPriceDiscountDoesNotReduceExternalTax', value || undefined);
  return NO_ERRORS;
};
