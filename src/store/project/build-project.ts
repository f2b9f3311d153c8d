import { checkProjectSeed } from './check-project-seed.js';
import type { Project, ProjectDraft } from './project.js';

/**
 * The documented defaults of a seeded Project. Only the key has none; `name` defaults to it.
 * `createdAt` and the search indexing stamps take the mock's clock.
 */
function defaultProject(key: string, createdAt: string): Project {
  return {
    version: 1,
    key,
    name: key,
    countries: ['DE', 'US'],
    currencies: ['EUR'],
    languages: ['en'],
    createdAt,
    messages: { enabled: false, deleteDaysAfterCreation: 15 },
    carts: {
      deleteDaysAfterLastModification: 90,
      countryTaxRateFallbackEnabled: false,
      priceRoundingMode: 'HalfEven',
      taxRoundingMode: 'HalfEven',
    },
    shoppingLists: { deleteDaysAfterLastModification: 360 },
    searchIndexing: {
      products: { status: 'Activated', lastModifiedAt: createdAt },
      productsSearch: { status: 'Deactivated', lastModifiedAt: createdAt },
      orders: { status: 'Deactivated', lastModifiedAt: createdAt },
      customers: { status: 'Deactivated', lastModifiedAt: createdAt },
      businessUnits: { status: 'Deactivated', lastModifiedAt: createdAt },
    },
    businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive' },
    inventory: { releaseExpiredReservations: false },
    discounts: { discountCombinationMode: 'Stacking' },
  };
}

/**
 * Builds a Project from a test's partial draft. Each given top-level field replaces its default
 * whole (so a legacy Project can omit what old Projects lack); the draft is copied, never kept.
 *
 * @example
 * buildProject({ key: 'shop', languages: ['en', 'de'] }, '2030-01-01T00:00:00.000Z');
 */
export function buildProject(draft: ProjectDraft, createdAt: string): Project {
  if (typeof draft?.key !== 'string' || draft.key === '') {
    throw new TypeError('commercetools-msw: a seeded Project needs a non-empty string `key`, for example { key: "shop" }.');
  }
  if (/[\s:]/.test(draft.key)) {
    throw new TypeError(
      `commercetools-msw: the Project key '${draft.key}' holds a space or a colon, which no scope (name:projectKey) could name. Choose a key such as 'my-shop'.`,
    );
  }
  const defaults = defaultProject(draft.key, createdAt);
  const project: Project = { ...defaults, ...structuredClone(draft) };
  const problems = checkProjectSeed(project, defaults);
  if (problems.length > 0) {
    throw new TypeError(`commercetools-msw: the seeded Project '${draft.key}' is invalid: ${problems.join('; ')}`);
  }
  return project;
}
