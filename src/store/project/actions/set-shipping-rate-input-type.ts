import { invalidInput } from '../../../errors/http-api-errors.js';
import { checkLocales } from '../../rules/checks.js';
import type { ProjectAction, ProjectActionOf } from './project-action.js';
import { removeField, replaceField } from './draft-fields.js';

export const setShippingRateInputType: ProjectAction<ProjectActionOf<'setShippingRateInputType'>> = (
  { project },
  { shippingRateInputType },
) => {
  if (!shippingRateInputType) {
    removeField(project, 'shippingRateInputType');
    return [];
  }
  if (shippingRateInputType.type !== 'CartClassification') {
    replaceField(project, 'shippingRateInputType', { type: shippingRateInputType.type });
    return [];
  }
  const { values } = shippingRateInputType;
  const keys = values.map((value) => value.key);
  const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
  const errors = [
    ...[...new Set(duplicates)].map((key) => invalidInput(`The key '${key}' appears more than once in 'values'. Keys must be unique.`)),
    ...checkLocales(values.flatMap((value) => value.label.map(([locale]) => locale))),
  ];
  // Stryker disable next-line ConditionalExpression: a request with an error is dropped whole, so what its draft holds is never seen
  if (errors.length === 0) {
    const copied = values.map(({ key, label }) => ({ key, label: Object.fromEntries(label) }));
    replaceField(project, 'shippingRateInputType', { type: 'CartClassification', values: copied });
  }
  return errors;
};
