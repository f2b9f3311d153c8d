import type { Project } from '../../src/index.js';

/**
 * The Project a seed of only a key becomes, with the documented defaults, created at `at`: product
 * indexing starts `Deactivated` on a Project created after 3 March 2021, `Activated` before.
 *
 * @example
 * expect(ct.getProject('shop')).toEqual(defaultProject('shop', START));
 */
export function defaultProject(key: string, at: string): Project {
  return {
    version: 1,
    key,
    name: key,
    countries: ['DE', 'US'],
    currencies: ['EUR'],
    languages: ['en'],
    createdAt: at,
    messages: { enabled: false, deleteDaysAfterCreation: 15 },
    carts: { deleteDaysAfterLastModification: 90, countryTaxRateFallbackEnabled: false, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' },
    shoppingLists: { deleteDaysAfterLastModification: 360 },
    searchIndexing: {
      products: { status: Date.parse(at) >= Date.parse('2021-03-04T00:00:00.000Z') ? 'Deactivated' : 'Activated', lastModifiedAt: at },
      productsSearch: { status: 'Deactivated', lastModifiedAt: at },
      orders: { status: 'Deactivated', lastModifiedAt: at },
      customers: { status: 'Deactivated', lastModifiedAt: at },
      businessUnits: { status: 'Deactivated', lastModifiedAt: at },
    },
    businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive' },
    inventory: { releaseExpiredReservations: true },
    discounts: { discountCombinationMode: 'Stacking' },
  };
}
