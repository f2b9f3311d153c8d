import { checkRange, pickOneOf } from '../../rules/checks.js';
import { ROUNDING_MODES } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

/** Replaces the whole configuration: an omitted optional field takes its default, not its old value. */
export const changeCartsConfiguration: ProjectAction<ProjectActionOf<'changeCartsConfiguration'>> = (
  { project },
  { cartsConfiguration: { deleteDaysAfterLastModification, countryTaxRateFallbackEnabled, priceRoundingMode, taxRoundingMode } },
) => {
  const errors = checkRange('deleteDaysAfterLastModification', deleteDaysAfterLastModification, 1, 365250);
  const priceMode = pickOneOf('priceRoundingMode', priceRoundingMode ?? 'HalfEven', ROUNDING_MODES, errors);
  const taxMode = pickOneOf('taxRoundingMode', taxRoundingMode ?? 'HalfEven', ROUNDING_MODES, errors);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length > 0 || !priceMode || !taxMode) return errors;
  replaceField(project, 'carts', {
    deleteDaysAfterLastModification,
    countryTaxRateFallbackEnabled: countryTaxRateFallbackEnabled ?? false,
    priceRoundingMode: priceMode,
    taxRoundingMode: taxMode,
  });
  return errors;
};
