import type { ErrorObject } from '../../../errors/error-response.js';
import { pickOneOf } from '../../rules/checks.js';
import { PRODUCT_CATALOG_MODELS } from '../enums.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { replaceField } from './draft-fields.js';

export const setProductCatalogModel: ProjectAction<ProjectActionOf<'setProductCatalogModel'>> = ({ project }, { productCatalogModel }) => {
  const errors: ErrorObject[] = [];
  const value = pickOneOf('productCatalogModel', productCatalogModel, PRODUCT_CATALOG_MODELS, errors);
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (value) replaceField(project, 'productCatalogModel', value);
  return errors;
};
