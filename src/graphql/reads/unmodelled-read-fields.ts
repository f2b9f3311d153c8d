/**
 * The fields of the types the reads reach that the mock does not answer, by type: each resolves to
 * NotModelledByMock naming it (`ProductVariant.availability`), never to data the mock would have
 * to make up. Fields given arguments the mock does not honour (`ProductVariant.price(currency:)`,
 * `ProductData.variants(isOnStock:)`), expanded references to resources the mock does not read
 * (`Product.taxCategory`, `Customer.stores`) and fields REST's representation does not define
 * (`Order.placement`, by rest-representations.ts) answer the same without being listed here.
 *
 * @example
 * UNMODELLED_READ_FIELDS['Category']; // ['stagedProductCount', 'childCount', 'children']
 */
export const UNMODELLED_READ_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // Counted or found across other resources by the platform's search indexes.
  Category: ['stagedProductCount', 'childCount', 'children'],
  // Product Selections are not modelled; Product.skus lists the SKUs of current or staged data or
  // both, which the platform does not say.
  Product: ['productSelectionRefs', 'skus'],
  // Availability is computed by the platform from inventory it aggregates per channel.
  ProductVariant: ['availability'],
  // The attribute's definition, nested attributes (beta) and attribute reference expansion (beta).
  RawProductAttribute: ['attributeDefinition', 'attributesRaw', 'referencedResource', 'referencedResourceSet'],
  RawCustomField: ['referencedResource', 'referencedResourceSet'],
  // Inventory stock levels (beta) beside quantityOnStock.
  InventoryEntry: ['stockLevels'],
};
