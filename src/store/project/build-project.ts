import { freeze } from 'immer';
import { checkProjectSeed } from './check-project-seed.js';
import { createdFrom, PRODUCTS_INDEX_OFF_FROM } from './creation-dates.js';
import { REQUIRED_PROJECT_FIELDS, type Project, type ProjectDraft } from './project.js';

// The parts of the defaults that do not depend on the key or the clock, frozen once and shared by
// every seeded Project: records are deep-frozen, and freezing skips what is frozen already, so a
// fresh mock per test does not copy and freeze them again. An update replaces what it changes.
let sharedDefaults: Pick<Project, 'countries' | 'currencies' | 'languages' | 'messages' | 'carts' | 'shoppingLists' | 'businessUnits' | 'inventory' | 'discounts'> | undefined;

function constantDefaults(): NonNullable<typeof sharedDefaults> {
  sharedDefaults ??= freeze(
    {
      countries: ['DE', 'US'],
      currencies: ['EUR'],
      languages: ['en'],
      messages: { enabled: false, deleteDaysAfterCreation: 15 },
      carts: {
        deleteDaysAfterLastModification: 90,
        countryTaxRateFallbackEnabled: false,
        priceRoundingMode: 'HalfEven',
        taxRoundingMode: 'HalfEven',
      },
      shoppingLists: { deleteDaysAfterLastModification: 360 },
      businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive' },
      // The RAML's default and the official example Project's value.
      inventory: { releaseExpiredReservations: true },
      discounts: { discountCombinationMode: 'Stacking' },
    },
    true,
  );
  return sharedDefaults;
}

/**
 * The documented defaults of a seeded Project. Only the key has none; `name` defaults to it.
 * The search indexing stamps take `createdAt`, and product indexing starts as it did on the
 * platform on that day.
 */
function defaultProject(key: string, createdAt: string): Project {
  const shared = constantDefaults();
  return {
    version: 1,
    key,
    name: key,
    countries: shared.countries,
    currencies: shared.currencies,
    languages: shared.languages,
    createdAt,
    messages: shared.messages,
    carts: shared.carts,
    shoppingLists: shared.shoppingLists,
    searchIndexing: {
      products: { status: createdFrom({ createdAt }, PRODUCTS_INDEX_OFF_FROM) ? 'Deactivated' : 'Activated', lastModifiedAt: createdAt },
      productsSearch: { status: 'Deactivated', lastModifiedAt: createdAt },
      orders: { status: 'Deactivated', lastModifiedAt: createdAt },
      customers: { status: 'Deactivated', lastModifiedAt: createdAt },
      businessUnits: { status: 'Deactivated', lastModifiedAt: createdAt },
    },
    businessUnits: shared.businessUnits,
    inventory: shared.inventory,
    discounts: shared.discounts,
  };
}

/** The draft's fields, each copied: objects cloned, primitives (most seeds are only a key) as they are. */
function copyFields(draft: ProjectDraft): Record<string, unknown> {
  return Object.fromEntries(
    // Stryker disable next-line ConditionalExpression,LogicalOperator: cloning a primitive gives it back; the test spares most seeds the call
    Object.entries(draft).map(([field, value]: [string, unknown]) => [field, typeof value === 'object' && value !== null ? structuredClone(value) : value]),
  );
}

/**
 * Builds a Project from a test's draft, created at the draft's `createdAt`, else at the given
 * time (the mock's clock). A whole Project (every field the schema requires, such as
 * a fixture or a saved response) is taken as it is, optional fields absent where it lacks them.
 * A partial draft gets the defaults, each given top-level field replacing its default whole. The
 * draft is copied, never kept.
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
  if (draft.key.startsWith('_')) {
    // As on the platform; it also keeps every Project path clear of the served mock's /__admin.
    throw new TypeError(`commercetools-msw: the Project key '${draft.key}' starts with '_', which Project keys may not. Choose a key such as 'my-shop'.`);
  }
  // A seed's own creation date decides its defaults; one that is no string is refused below.
  const defaults = defaultProject(draft.key, typeof draft.createdAt === 'string' ? draft.createdAt : createdAt);
  const whole = REQUIRED_PROJECT_FIELDS.every((field) => draft[field] !== undefined);
  // The seed's enumerations may be plain strings; checkProjectSeed refuses any that are not known
  // values, so the Project type holds once it passes.
  const merged: Record<string, unknown> = whole ? copyFields(draft) : { ...defaults, ...copyFields(draft) };
  // A field set to undefined is left out, as a JSON body would leave it out.
  for (const [field, value] of Object.entries(merged)) if (value === undefined) delete merged[field];
  const project = merged as unknown as Project;
  const problems = checkProjectSeed(project, defaults, new Set(Object.keys(draft)));
  if (problems.length > 0) {
    throw new TypeError(`commercetools-msw: the seeded Project '${draft.key}' is invalid: ${problems.join('; ')}`);
  }
  return project;
}
