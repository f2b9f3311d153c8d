import type { ProjectUpdateAction } from '@commercetools/platform-sdk';
import { NOW } from './harness.ts';

// ---------------------------------------------------------------------------------------------
// Fixtures shared by the rows

/** 1000 containers with distinct creation times in the 17 hours before NOW, in a scrambled order. */
export function containerSeeds(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    key: `container-${String(i).padStart(4, '0')}`,
    resourceType: 'product',
    createdAt: new Date(NOW - ((i * 7919) % count) * 60_000 - 1000).toISOString(),
  }));
}

export const QUERY = { sort: 'createdAt desc', limit: 500, offset: 250 } as const;

export const ONE_ACTION: readonly (readonly ProjectUpdateAction[])[] = [
  [{ action: 'changeName', name: 'Bench A' }],
  [{ action: 'changeName', name: 'Bench B' }],
];

/** Ten actions that all change the Project, in two sets used in turn. */
function tenActions(a: boolean): ProjectUpdateAction[] {
  return [
    { action: 'changeName', name: a ? 'Bench A' : 'Bench B' },
    { action: 'changeCountries', countries: a ? ['DE', 'US', 'FR'] : ['DE', 'AT'] },
    { action: 'changeCurrencies', currencies: a ? ['EUR', 'USD'] : ['EUR', 'GBP'] },
    { action: 'changeLanguages', languages: a ? ['en', 'de'] : ['en', 'fr'] },
    { action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: a, deleteDaysAfterCreation: a ? 30 : 60 } },
    {
      action: 'changeCartsConfiguration',
      cartsConfiguration: { deleteDaysAfterLastModification: a ? 30 : 60, countryTaxRateFallbackEnabled: a },
    },
    { action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: { deleteDaysAfterLastModification: a ? 180 : 90 } },
    { action: 'changeMyBusinessUnitStatusOnCreation', status: a ? 'Active' : 'Inactive' },
    { action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: a ? 'BestDeal' : 'Stacking' } },
    { action: 'changeOrderSearchStatus', status: a ? 'Activated' : 'Deactivated' },
  ];
}
export const TEN_ACTIONS: readonly (readonly ProjectUpdateAction[])[] = [tenActions(true), tenActions(false)];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** A single-host RegExp of the same shape as the mock's own route patterns. */
export const pattern = (base: string, path: string) => new RegExp(`^${escapeRegExp(base)}${path}$`);

/**
 * Product n of the 10 000-product catalogs (rows 15, 16 and 17), as its Import API draft: published,
 * one variant with a SKU and one price.
 */
export const catalogProduct = (n: number) => ({
  key: `p-${n}`,
  name: { en: `Product ${n}` },
  slug: { en: `p-${n}` },
  productType: { typeId: 'product-type', key: 'shirt' },
  publish: true,
  masterVariant: { key: `p-${n}-1`, sku: `SKU-${n}`, prices: [{ key: `p-${n}-eur`, value: { type: 'centPrecision', centAmount: 1000 + n, currencyCode: 'EUR' } }] },
});
