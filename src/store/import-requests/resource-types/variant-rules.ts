import { variantsNeedModular } from '../../../errors/import-processing-errors.js';
import { variantImportPlan } from '../../import-rules/variant-import-plan.js';
import { resourceRules } from '../../import-rules/resource-rules.js';
import type { ItemOf } from '../import-resource-kind.js';
import type { variant } from './variant.js';

/**
 * Variants: as product variants, without a master flag, and only in Projects of the Modular
 * catalog model (`VariantImport` in the Import API's RAML), as the model is when the operation is
 * processed. `publish: true` makes the variant current as well as staged; it publishes no product.
 *
 * @example
 * variantRules.plan(item, project);
 */
export const variantRules = resourceRules<ItemOf<typeof variant>>({
  plan(item, project) {
    const model = project.catalogModel();
    const { product, publish, ...content } = item;
    const plan = variantImportPlan(project, { productKey: product.key, variant: content, toCurrent: publish === true });
    // Refused for the model alone; a test that forces the import stores what it holds all the same.
    return model === 'Modular' ? plan : { ...plan, errors: [variantsNeedModular(model)] };
  },
});
