import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { DISCOUNT_COMBINATION_MODES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { peek } from './draft-fields.js';
import { setGraphqlOnly } from './graphql-only-setting.js';

/**
 * GraphQL's own action (BETA), shown as `discounts.productVsCartDiscountCombination`: a mode,
 * or, left out or null, none (as a fresh Project has). It leaves `discountCombinationMode`,
 * which REST's `setDiscountsConfiguration` sets, as it is, and that action leaves this one.
 */
export const setProductVsCartDiscountCombination: ProjectAction<ProjectActionOf<'setProductVsCartDiscountCombination'>> = (
  { project },
  { productVsCartDiscountCombination },
) => {
  const errors: ErrorObject[] = [];
  const mode = productVsCartDiscountCombination == null ? undefined : pickOneOf('productVsCartDiscountCombination', productVsCartDiscountCombination, DISCOUNT_COMBINATION_MODES, errors);
  // A request with an error is dropped whole; the mode it has already is no change, even where a seed spelled out a default.
  if (errors.length === 0 && peek(project, 'graphqlOnly')?.productVsCartDiscountCombination !== mode) setGraphqlOnly(project, 'productVsCartDiscountCombination', mode);
  return errors;
};
