import * as v from 'valibot';
import { custom } from './custom.js';
import { localizedString } from './localized-string.js';

/**
 * `AssetDimensions`: a width and height in pixels, as images and asset sources give them.
 *
 * @example
 * v.object({ dimensions: assetDimensions });
 */
export const assetDimensions = v.object({
  w: v.number(),
  h: v.number(),
});

/**
 * `AssetSource`: one file of an asset, such as a video in one resolution.
 *
 * @example
 * v.object({ sources: v.array(assetSource) });
 */
export const assetSource = v.object({
  uri: v.string(),
  key: v.optional(v.string()),
  dimensions: v.optional(assetDimensions),
  contentType: v.optional(v.string()),
});

/**
 * `Asset`: a file that belongs to a category or a product variant, in one or more sources.
 *
 * @example
 * v.object({ assets: v.optional(v.array(asset)) });
 */
export const asset = v.object({
  key: v.string(),
  sources: v.array(assetSource),
  name: localizedString,
  description: v.optional(localizedString),
  tags: v.optional(v.array(v.string())),
  custom: v.optional(custom),
});
