import * as v from 'valibot';
import { assetDimensions } from './asset.js';

/**
 * `Image`: a product variant's image, by URL and size.
 *
 * @example
 * v.object({ images: v.optional(v.array(image)) });
 */
export const image = v.object({
  url: v.string(),
  dimensions: assetDimensions,
  label: v.optional(v.string()),
});
