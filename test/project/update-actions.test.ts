import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { CustomFieldLocalizedEnumValue, Project, ProjectUpdateAction } from '@commercetools/platform-sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultProject } from '../support/default-project.js';
import { createCommercetoolsMock, type ErrorResponse } from '../../src/index.js';
import { useMockServer } from '../support/mock-server.js';
import { expectErrorSchemaValid, expectSchemaValid, OFFICIAL_EXAMPLES_DIR } from '../support/schemas.js';
import { createApiRoot, sdkError } from '../support/sdk.js';
import { START } from '../support/time.js';

// Every Project update action, through the official SDK: the exact Project each success leaves
// behind, and the exact 400 each broken rule gets, with the Project untouched afterwards.

const ct = useMockServer({ projects: [{ key: 'shop', languages: ['en', 'de'] }] });
// The roles the actions below name, as a test declares them; each test's reset takes them away.
beforeEach(() => {
  ct.addAssociateRole('shop', { key: 'admin' });
  ct.addAssociateRole('shop', { key: 'buyer' });
});
const api = createApiRoot({ projectKey: 'shop', scopes: ['manage_project:shop'] });
// The SDK's client credentials flow: who every search index change records as `lastModifiedBy`.
const BY = { clientId: 'client-id', isPlatformClient: false };


// ---------------------------------------------------------------------------------------------
// Helpers

async function getProject(): Promise<Project> {
  const { statusCode, body } = await api.get().execute();
  expect(statusCode).toBe(200);
  expectSchemaValid(body, 'project-api', 'Project');
  return body;
}

/** The Project after the change: fields to overwrite, or a function of the Project before it. */
type Change = Partial<Project> | ((before: Project) => Project);

/**
 * Posts the actions with the current version and expects 200, the version raised by exactly 1,
 * and exactly the given change; a following GET must show the same Project.
 */
async function expectApplied(actions: readonly ProjectUpdateAction[], change: Change): Promise<Project> {
  const before = await getProject();
  const expected = typeof change === 'function' ? change(before) : { ...before, ...change };
  const { statusCode, body } = await api.post({ body: { version: before.version, actions: [...actions] } }).execute();
  expect(statusCode).toBe(200);
  expectSchemaValid(body, 'project-api', 'Project');
  expect(body).toEqual({ ...expected, version: before.version + 1 });
  expect(await getProject()).toEqual(body);
  return body;
}

/** Posts actions that change nothing: 200, the very same Project, the version where it was. */
async function expectNoChange(actions: readonly ProjectUpdateAction[]): Promise<void> {
  const before = await getProject();
  const { statusCode, body } = await api.post({ body: { version: before.version, actions: [...actions] } }).execute();
  expect(statusCode).toBe(200);
  expectSchemaValid(body, 'project-api', 'Project');
  expect(body).toEqual(before);
  expect(await getProject()).toEqual(before);
}

interface ExpectedError {
  code: 'InvalidInput' | 'InvalidOperation' | 'InvalidJsonInput' | 'LanguageUsedInStores' | 'ReferencedResourceNotFound';
  message: string;
  detailedErrorMessage?: string;
  typeId?: string;
  key?: string;
  id?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Posts the actions with the current version and expects a 400 listing exactly the given errors,
 * in order, with `message` repeating the first; the Project (as served and as stored) is unchanged.
 */
async function expectRejected(actions: readonly ProjectUpdateAction[], ...expected: [ExpectedError, ...ExpectedError[]]): Promise<void> {
  const before = await getProject();
  const storedBefore = ct.getProject('shop');
  const error = await sdkError(api.post({ body: { version: before.version, actions: [...actions] } }).execute());
  expect(error.statusCode).toBe(400);
  expectErrorSchemaValid(error.body, error.statusCode);
  const body = error.body as ErrorResponse;
  expect(body.statusCode).toBe(400);
  expect(body.errors).toEqual(expected);
  expect(body.message).toBe(body.errors[0]?.message);
  expect(body.message).toBe(expected[0].message);
  expect(await getProject()).toEqual(before);
  expect(ct.getProject('shop')).toEqual(storedBefore);
}

const invalidInput = (message: string): ExpectedError => ({ code: 'InvalidInput', message });
const notEmpty = (field: string) => invalidInput(`'${field}' must not be empty.`);
const outOfRange = (field: string, min: number, max: number, value: number) =>
  invalidInput(`'${field}' must be between ${min} and ${max}, but was ${value}.`);
const notOneOf = (field: string, value: string, valid: readonly string[]) =>
  invalidInput(`'${value}' is not a valid value for '${field}'. Valid values: ${valid.join(', ')}.`);
const badCountry = (country: string) =>
  invalidInput(`'${country}' is not a valid country code. Use an ISO 3166-1 alpha-2 code such as 'DE'.`);
const badCurrency = (currency: string) =>
  invalidInput(`'${currency}' is not a valid currency code. Use an ISO 4217 code such as 'EUR'.`);
const badLocale = (locale: string) =>
  invalidInput(`'${locale}' is not a valid language tag. Use a BCP 47 tag such as 'en' or 'de-DE'.`);
const invalidJson = (detailedErrorMessage: string): ExpectedError => ({
  code: 'InvalidJsonInput',
  message: 'Request body does not contain valid JSON.',
  detailedErrorMessage,
});

const ROUNDING_MODES = ['HalfEven', 'HalfUp', 'HalfDown'] as const;
const SEARCH_STATUSES = ['Activated', 'Deactivated'] as const;
const BAD_HEADER = invalidInput("'authorizationHeader' must match ^[^ ].+[^ ]$: at least 3 characters, without leading or trailing spaces.");
const badUrl = (url: string) =>
  invalidInput(`'${url}' is not a valid value for 'url'. Use an absolute URL such as 'https://example.com/introspect'.`);

/** A copy of the Project without one optional field. */
function without(project: Project, field: 'externalOAuth' | 'shippingRateInputType'): Project {
  const copy: Partial<Project> = { ...project };
  delete copy[field];
  return copy as Project;
}

// ---------------------------------------------------------------------------------------------

describe('the seeded Project', () => {
  it('starts with the documented defaults, so every expectation below starts from known fields', async () => {
    expect(await getProject()).toEqual({ ...defaultProject('shop', START), languages: ['en', 'de'] });
  });
});

describe('update requests', () => {
  it('raise the version by exactly 1 for several actions in one request', async () => {
    await expectApplied(
      [
        { action: 'changeName', name: 'Berlin Shop' },
        { action: 'changeCountries', countries: ['DE', 'AT'] },
        { action: 'changeCurrencies', currencies: ['EUR', 'CHF'] },
      ],
      { name: 'Berlin Shop', countries: ['DE', 'AT'], currencies: ['EUR', 'CHF'] },
    );
  });

  it('apply actions in order, so a later action sees an earlier one', async () => {
    await expectApplied(
      [
        { action: 'changeName', name: 'First' },
        { action: 'changeName', name: 'Second' },
      ],
      { name: 'Second' },
    );
  });

  it('are atomic: a failing action undoes the valid actions before it', async () => {
    await expectRejected(
      [
        { action: 'changeName', name: 'Renamed' },
        { action: 'changeCountries', countries: ['XX'] },
      ],
      badCountry('XX'),
    );
  });

  it('list the errors of every failing action, in order', async () => {
    await expectRejected(
      [
        { action: 'changeName', name: '' },
        { action: 'changeCurrencies', currencies: [] },
        { action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: 0 },
      ],
      notEmpty('name'),
      notEmpty('currencies'),
      outOfRange('reservationExpirationInMinutes', 1, 44640, 0),
    );
  });

  it.each<[string, ProjectUpdateAction[]]>([
    ['changeName to the current name', [{ action: 'changeName', name: 'shop' }]],
    ['changeCountries to the current countries', [{ action: 'changeCountries', countries: ['DE', 'US'] }]],
    ['changeLanguages to the current languages', [{ action: 'changeLanguages', languages: ['en', 'de'] }]],
    ['changeCountryTaxRateFallbackEnabled to false', [{ action: 'changeCountryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled: false }]],
    ['changePriceRoundingMode to HalfEven', [{ action: 'changePriceRoundingMode', priceRoundingMode: 'HalfEven' }]],
    ['changeOrderSearchStatus to Deactivated', [{ action: 'changeOrderSearchStatus', status: 'Deactivated' }]],
    ['changeProductSearchIndexingEnabled false on deactivated products', [{ action: 'changeProductSearchIndexingEnabled', enabled: false }]],
    ['setDiscountsConfiguration to Stacking', [{ action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: 'Stacking' } }]],
    ['setReleaseExpiredReservations to true', [{ action: 'setReleaseExpiredReservations', releaseExpiredReservations: true }]],
    ['setExternalOAuth without a value when none is set', [{ action: 'setExternalOAuth' }]],
    ['setShippingRateInputType without a value when none is set', [{ action: 'setShippingRateInputType' }]],
    ['an empty list of actions', []],
  ])('that change nothing (%s) return 200 with the version unchanged', async (_name, actions) => {
    await expectNoChange(actions);
  });
});

describe('changeName', () => {
  it('sets the name', async () => {
    await expectApplied([{ action: 'changeName', name: 'My updated Project' }], { name: 'My updated Project' });
  });

  it('keeps surrounding spaces and accepts a single character', async () => {
    await expectApplied([{ action: 'changeName', name: ' x ' }], { name: ' x ' });
    await expectApplied([{ action: 'changeName', name: 'y' }], { name: 'y' });
  });

  it('refuses an empty name', async () => {
    await expectRejected([{ action: 'changeName', name: '' }], notEmpty('name'));
  });

  it('refuses a missing name as malformed JSON', async () => {
    await expectRejected([{ action: 'changeName' } as never], invalidJson('actions -> name: Missing required value'));
  });
});

describe('changeCountries', () => {
  it('replaces the countries', async () => {
    await expectApplied([{ action: 'changeCountries', countries: ['DE', 'US', 'GB'] }], { countries: ['DE', 'US', 'GB'] });
  });

  it('refuses an empty list', async () => {
    await expectRejected([{ action: 'changeCountries', countries: [] }], notEmpty('countries'));
  });

  it('refuses every invalid country, one error each', async () => {
    await expectRejected(
      [{ action: 'changeCountries', countries: ['DE', 'XX', 'de', 'DEU', ''] }],
      badCountry('XX'),
      badCountry('de'),
      badCountry('DEU'),
      badCountry(''),
    );
  });
});

describe('changeCurrencies', () => {
  it('replaces the currencies', async () => {
    await expectApplied([{ action: 'changeCurrencies', currencies: ['EUR', 'USD'] }], { currencies: ['EUR', 'USD'] });
  });

  it('refuses an empty list', async () => {
    await expectRejected([{ action: 'changeCurrencies', currencies: [] }], notEmpty('currencies'));
  });

  it('takes the platform\'s non-standard currencies, codes for amounts without fraction digits', async () => {
    const currencies = ['EUR', 'CZK0', 'HUF0', 'ILS0', 'KZT0', 'TRY0', 'TWD0'];
    await expectApplied([{ action: 'changeCurrencies', currencies }], { currencies });
  });

  it('refuses every invalid currency, one error each', async () => {
    await expectRejected(
      [{ action: 'changeCurrencies', currencies: ['EUR', 'EURO', 'usd', 'ABC', 'EUR0', 'HUF00'] }],
      badCurrency('EURO'),
      badCurrency('usd'),
      badCurrency('ABC'),
      badCurrency('EUR0'),
      badCurrency('HUF00'),
    );
  });
});

describe('changeLanguages', () => {
  it('replaces the languages', async () => {
    await expectApplied([{ action: 'changeLanguages', languages: ['en', 'de', 'de-DE'] }], { languages: ['en', 'de', 'de-DE'] });
  });

  it('removes a language no Store uses, while Stores use others', async () => {
    ct.addStore('shop', { key: 'berlin', languages: ['de'] });
    await expectApplied([{ action: 'changeLanguages', languages: ['de', 'fr'] }], { languages: ['de', 'fr'] });
  });

  it('refuses an empty list with InvalidOperation', async () => {
    await expectRejected(
      [{ action: 'changeLanguages', languages: [] }],
      { code: 'InvalidOperation', message: "'languages' must not be empty. A Project needs at least one language." },
    );
  });

  it.each(['de_DE', 'en-us', 'EN', 'e1', ''])('refuses the invalid locale %j', async (locale) => {
    await expectRejected([{ action: 'changeLanguages', languages: ['en', locale] }], badLocale(locale));
  });

  it('lists every invalid locale', async () => {
    await expectRejected(
      [{ action: 'changeLanguages', languages: ['de_DE', 'en', 'en-us'] }],
      badLocale('de_DE'),
      badLocale('en-us'),
    );
  });

  it('refuses to remove a language a Store uses with LanguageUsedInStores', async () => {
    ct.addStore('shop', { key: 'berlin', languages: ['de'] });
    await expectRejected([{ action: 'changeLanguages', languages: ['en'] }], {
      code: 'LanguageUsedInStores',
      message: 'Language(s) in use by a store cannot be deleted. Remove them in all the stores of this project first.',
    });
  });

  it('reports an invalid locale and a language in use together', async () => {
    ct.addStore('shop', { key: 'berlin', languages: ['de'] });
    await expectRejected(
      [{ action: 'changeLanguages', languages: ['en', 'en_GB'] }],
      badLocale('en_GB'),
      {
        code: 'LanguageUsedInStores',
        message: 'Language(s) in use by a store cannot be deleted. Remove them in all the stores of this project first.',
      },
    );
  });
});

describe('changeMessagesConfiguration', () => {
  it.each([1, 30, 90])('sets enabled and deleteDaysAfterCreation %i', async (days) => {
    await expectApplied(
      [{ action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: true, deleteDaysAfterCreation: days } }],
      { messages: { enabled: true, deleteDaysAfterCreation: days } },
    );
  });

  it.each([0, 91, -1])('refuses deleteDaysAfterCreation %i', async (days) => {
    await expectRejected(
      [{ action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: true, deleteDaysAfterCreation: days } }],
      outOfRange('deleteDaysAfterCreation', 1, 90, days),
    );
  });

  it('refuses a missing deleteDaysAfterCreation as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: true } } as never],
      invalidJson('actions -> messagesConfiguration -> deleteDaysAfterCreation: Missing required value'),
    );
  });

  it('refuses a missing enabled as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'changeMessagesConfiguration', messagesConfiguration: { deleteDaysAfterCreation: 30 } } as never],
      invalidJson('actions -> messagesConfiguration -> enabled: Missing required value'),
    );
  });

  it('refuses a fractional deleteDaysAfterCreation as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'changeMessagesConfiguration', messagesConfiguration: { enabled: true, deleteDaysAfterCreation: 1.5 } }],
      invalidJson('actions -> messagesConfiguration -> deleteDaysAfterCreation: JSON Int expected, got 1.5.'),
    );
  });
});

describe('changeMessagesEnabled (deprecated, outside the SDK union)', () => {
  it('switches messages on and keeps deleteDaysAfterCreation', async () => {
    await expectApplied([{ action: 'changeMessagesEnabled', messagesEnabled: true } as never], {
      messages: { enabled: true, deleteDaysAfterCreation: 15 },
    });
    await expectApplied([{ action: 'changeMessagesEnabled', messagesEnabled: false } as never], {
      messages: { enabled: false, deleteDaysAfterCreation: 15 },
    });
  });

  it('refuses a missing messagesEnabled as malformed JSON', async () => {
    await expectRejected([{ action: 'changeMessagesEnabled' } as never], invalidJson('actions -> messagesEnabled: Missing required value'));
  });
});

describe('changeCartsConfiguration', () => {
  it('sets the full configuration', async () => {
    await expectApplied(
      [
        {
          action: 'changeCartsConfiguration',
          cartsConfiguration: {
            deleteDaysAfterLastModification: 365250,
            countryTaxRateFallbackEnabled: true,
            priceRoundingMode: 'HalfUp',
            taxRoundingMode: 'HalfDown',
          },
        },
      ],
      {
        carts: { deleteDaysAfterLastModification: 365250, countryTaxRateFallbackEnabled: true, priceRoundingMode: 'HalfUp', taxRoundingMode: 'HalfDown' },
      },
    );
  });

  it('accepts deleteDaysAfterLastModification 1', async () => {
    await expectApplied([{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 1 } }], {
      carts: { deleteDaysAfterLastModification: 1, countryTaxRateFallbackEnabled: false, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' },
    });
  });

  it('gives omitted optional fields their defaults, not their old values', async () => {
    await expectApplied(
      [
        {
          action: 'changeCartsConfiguration',
          cartsConfiguration: { deleteDaysAfterLastModification: 30, countryTaxRateFallbackEnabled: true, priceRoundingMode: 'HalfUp', taxRoundingMode: 'HalfUp' },
        },
      ],
      { carts: { deleteDaysAfterLastModification: 30, countryTaxRateFallbackEnabled: true, priceRoundingMode: 'HalfUp', taxRoundingMode: 'HalfUp' } },
    );
    await expectApplied([{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 60 } }], {
      carts: { deleteDaysAfterLastModification: 60, countryTaxRateFallbackEnabled: false, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' },
    });
  });

  it.each([0, 365251])('refuses deleteDaysAfterLastModification %i', async (days) => {
    await expectRejected(
      [{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: days } }],
      outOfRange('deleteDaysAfterLastModification', 1, 365250, days),
    );
  });

  it('refuses an unknown priceRoundingMode', async () => {
    await expectRejected(
      [{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 90, priceRoundingMode: 'HalfAway' } }],
      notOneOf('priceRoundingMode', 'HalfAway', ROUNDING_MODES),
    );
  });

  it('refuses an unknown taxRoundingMode', async () => {
    await expectRejected(
      [{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 90, taxRoundingMode: 'halfUp' } }],
      notOneOf('taxRoundingMode', 'halfUp', ROUNDING_MODES),
    );
  });

  it('lists every broken rule at once', async () => {
    await expectRejected(
      [
        {
          action: 'changeCartsConfiguration',
          cartsConfiguration: { deleteDaysAfterLastModification: 0, priceRoundingMode: 'Up', taxRoundingMode: 'Down' },
        },
      ],
      outOfRange('deleteDaysAfterLastModification', 1, 365250, 0),
      notOneOf('priceRoundingMode', 'Up', ROUNDING_MODES),
      notOneOf('taxRoundingMode', 'Down', ROUNDING_MODES),
    );
  });

  it('refuses a missing deleteDaysAfterLastModification as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'changeCartsConfiguration', cartsConfiguration: { countryTaxRateFallbackEnabled: true } } as never],
      invalidJson('actions -> cartsConfiguration -> deleteDaysAfterLastModification: Missing required value'),
    );
  });
});

describe('changeCountryTaxRateFallbackEnabled', () => {
  it('switches the fallback on and off, leaving the other carts fields alone', async () => {
    const carts = { deleteDaysAfterLastModification: 90, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' } as const;
    await expectApplied([{ action: 'changeCountryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled: true }], {
      carts: { ...carts, countryTaxRateFallbackEnabled: true },
    });
    await expectApplied([{ action: 'changeCountryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled: false }], {
      carts: { ...carts, countryTaxRateFallbackEnabled: false },
    });
  });

  it('refuses a value that is not a boolean as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'changeCountryTaxRateFallbackEnabled', countryTaxRateFallbackEnabled: 'yes' } as never],
      invalidJson('actions -> countryTaxRateFallbackEnabled: JSON Boolean expected, got "yes".'),
    );
  });
});

describe.each([
  ['changePriceRoundingMode', 'priceRoundingMode'],
  ['changeTaxRoundingMode', 'taxRoundingMode'],
] as const)('%s', (action, field) => {
  const update = (mode: string): ProjectUpdateAction =>
    action === 'changePriceRoundingMode' ? { action, priceRoundingMode: mode } : { action, taxRoundingMode: mode };

  it.each(['HalfUp', 'HalfDown'])('sets %s, leaving the other carts fields alone', async (mode) => {
    await expectApplied([update(mode)], (before) => ({ ...before, carts: { ...before.carts, [field]: mode } }));
  });

  it('sets HalfEven back after another mode', async () => {
    await expectApplied([update('HalfUp')], (before) => ({ ...before, carts: { ...before.carts, [field]: 'HalfUp' } }));
    await expectApplied([update('HalfEven')], (before) => ({ ...before, carts: { ...before.carts, [field]: 'HalfEven' } }));
  });

  it.each(['halfUp', 'HalfAway', ''])('refuses the unknown mode %j', async (mode) => {
    await expectRejected([update(mode)], notOneOf(field, mode, ROUNDING_MODES));
  });
});

describe('changeShoppingListsConfiguration', () => {
  it.each([1, 42, 365250])('sets deleteDaysAfterLastModification %i', async (days) => {
    await expectApplied(
      [{ action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: { deleteDaysAfterLastModification: days } }],
      { shoppingLists: { deleteDaysAfterLastModification: days } },
    );
  });

  it.each([0, 365251])('refuses deleteDaysAfterLastModification %i', async (days) => {
    await expectRejected(
      [{ action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: { deleteDaysAfterLastModification: days } }],
      outOfRange('deleteDaysAfterLastModification', 1, 365250, days),
    );
  });
});

describe('changeMyBusinessUnitStatusOnCreation', () => {
  it('sets Active, then Inactive', async () => {
    await expectApplied([{ action: 'changeMyBusinessUnitStatusOnCreation', status: 'Active' }], {
      businessUnits: { myBusinessUnitStatusOnCreation: 'Active' },
    });
    await expectApplied([{ action: 'changeMyBusinessUnitStatusOnCreation', status: 'Inactive' }], {
      businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive' },
    });
  });

  it('keeps the associate role', async () => {
    await expectApplied(
      [
        { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'admin' } },
        { action: 'changeMyBusinessUnitStatusOnCreation', status: 'Active' },
      ],
      { businessUnits: { myBusinessUnitStatusOnCreation: 'Active', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'admin' } } },
    );
  });

  it.each(['Activated', 'active', ''])('refuses the unknown status %j', async (status) => {
    await expectRejected([{ action: 'changeMyBusinessUnitStatusOnCreation', status }], notOneOf('status', status, ['Active', 'Inactive']));
  });
});

describe('setMyBusinessUnitAssociateRoleOnCreation', () => {
  it('sets the role as a key reference and keeps the status', async () => {
    await expectApplied(
      [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'admin' } }],
      { businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'admin' } } },
    );
    await expectApplied(
      [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'buyer' } }],
      { businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'buyer' } } },
    );
  });

  it('refuses a reference of another typeId', async () => {
    await expectRejected(
      [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'customer-group', key: 'admin' } } as never],
      invalidInput("'associateRole' must reference an associate-role, but its typeId is 'customer-group'."),
    );
  });

  it('refuses a role the Project does not have with ReferencedResourceNotFound, and applies none of the request', async () => {
    await expectRejected(
      [
        { action: 'changeName', name: 'Renamed' },
        { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: 'approver' } },
      ],
      {
        code: 'ReferencedResourceNotFound',
        message:
          "The referenced object of type 'associate-role' with key 'approver' was not found. It either doesn't exist, " +
          "or it can't be accessed from this endpoint (e.g., if the endpoint filters by store or customer account).",
        typeId: 'associate-role',
        key: 'approver',
      },
    );
  });

  it('takes a role declared after the refusal', async () => {
    const role = { typeId: 'associate-role', key: 'approver' } as const;
    expect((await sdkError(api.post({ body: { version: (await getProject()).version, actions: [{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: role }] } }).execute())).statusCode).toBe(400);
    expect(ct.addAssociateRole('shop', { key: 'approver' })).toEqual({ id: expect.stringMatching(UUID) as unknown, key: 'approver' });
    expect(ct.addAssociateRole('shop', { key: 'reviewer' }).id).toMatch(/^00000000-0000-4000-b200-0000000000[0-9a-f]{2}$/);
    await expectApplied([{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: role }], {
      businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: role },
    });
  });

  it('takes a role by the id it was declared with, and shows it as a key reference', async () => {
    const { id } = ct.addAssociateRole('shop', { key: 'approver', id: '5f3c4f1e-8a4b-4bde-9b1a-2f4e7c1d9a10' });
    await expectApplied([{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', id } }], {
      businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'approver' } },
    });
  });

  it('makes the ids of roles declared without one count up per mock, as its other ids do', () => {
    const ids = () => {
      const businessUnits = { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'seeded' } } as const;
      const mock = createCommercetoolsMock({ projects: [{ key: 'shop', businessUnits }] });
      const given = mock.addAssociateRole('shop', { key: 'given', id: '00000000-0000-4000-b200-000000000003' });
      return [mock.addAssociateRole('shop', { key: 'buyer' }), given, mock.addAssociateRole('shop', { key: 'seller' })].map((role) => role.id);
    };
    // The seed's role took the first; the third is taken by a given id, so the next made one skips it.
    expect(ids()).toEqual(['00000000-0000-4000-b200-000000000002', '00000000-0000-4000-b200-000000000003', '00000000-0000-4000-b200-000000000004']);
    expect(ids()).toEqual(ids());
  });

  it('counts no id for a role it refuses', () => {
    const mock = createCommercetoolsMock({ projects: [{ key: 'shop' }] });
    expect(() => mock.addAssociateRole('shop', { key: 'x' })).toThrow(TypeError);
    expect(mock.addAssociateRole('shop', { key: 'buyer' }).id).toBe('00000000-0000-4000-b200-000000000001');
  });

  it('takes a role by the id the mock made up for it', async () => {
    const { id } = ct.addAssociateRole('shop', { key: 'approver' });
    await expectApplied([{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', id } }], {
      businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'approver' } },
    });
  });

  it('takes a role without typeId, which a ResourceIdentifier may leave out', async () => {
    // The SDK's type asks for a typeId; the API's ResourceIdentifier does not.
    const associateRole = { key: 'admin' } as { typeId: 'associate-role'; key: string };
    await expectApplied([{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole }], {
      businessUnits: { myBusinessUnitStatusOnCreation: 'Inactive', myBusinessUnitAssociateRoleOnCreation: { typeId: 'associate-role', key: 'admin' } },
    });
  });

  it('refuses an id no role of the Project has with ReferencedResourceNotFound naming the id', async () => {
    const id = '5f3c4f1e-8a4b-4bde-9b1a-2f4e7c1d9a10';
    await expectRejected([{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', id } }], {
      code: 'ReferencedResourceNotFound',
      message:
        `The referenced object of type 'associate-role' with id '${id}' was not found. It either doesn't exist, ` +
        "or it can't be accessed from this endpoint (e.g., if the endpoint filters by store or customer account).",
      typeId: 'associate-role',
      id,
    });
  });

  it('refuses an empty key as a role the Project does not have', async () => {
    await expectRejected([{ action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole: { typeId: 'associate-role', key: '' } }], {
      code: 'ReferencedResourceNotFound',
      message:
        "The referenced object of type 'associate-role' with key '' was not found. It either doesn't exist, " +
        "or it can't be accessed from this endpoint (e.g., if the endpoint filters by store or customer account).",
      typeId: 'associate-role',
      key: '',
    });
  });

  it.each<[string, { typeId: 'associate-role'; id?: string; key?: string }]>([
    ['both id and key', { typeId: 'associate-role', id: '5f3c4f1e-8a4b-4bde-9b1a-2f4e7c1d9a10', key: 'admin' }],
    ['neither id nor key', { typeId: 'associate-role' }],
  ])('refuses a role given by %s as malformed JSON, applying none of the request', async (_name, associateRole) => {
    await expectRejected(
      [{ action: 'changeName', name: 'Renamed' }, { action: 'setMyBusinessUnitAssociateRoleOnCreation', associateRole }],
      invalidJson("actions -> associateRole: Give the Associate Role by either 'id' or 'key', not both."),
    );
  });
});

describe('setShippingRateInputType', () => {
  it.each(['CartValue', 'CartScore'] as const)('sets %s', async (type) => {
    await expectApplied([{ action: 'setShippingRateInputType', shippingRateInputType: { type } }], { shippingRateInputType: { type } });
  });

  it('sets CartClassification with its values', async () => {
    const values: CustomFieldLocalizedEnumValue[] = [
      { key: 'Small', label: { en: 'Small', de: 'Klein' } },
      { key: 'Heavy', label: { en: 'Heavy', 'de-DE': 'Schwer' } },
    ];
    await expectApplied([{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartClassification', values } }], {
      shippingRateInputType: { type: 'CartClassification', values },
    });
  });

  it('replaces CartClassification with CartValue, dropping the values', async () => {
    await expectApplied(
      [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'Small', label: { en: 'Small' } }] } }],
      { shippingRateInputType: { type: 'CartClassification', values: [{ key: 'Small', label: { en: 'Small' } }] } },
    );
    await expectApplied([{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartValue' } }], {
      shippingRateInputType: { type: 'CartValue' },
    });
  });

  it('removes the field when shippingRateInputType is omitted', async () => {
    await expectApplied([{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartScore' } }], {
      shippingRateInputType: { type: 'CartScore' },
    });
    const after = await expectApplied([{ action: 'setShippingRateInputType' }], (before) => without(before, 'shippingRateInputType'));
    expect(after).not.toHaveProperty('shippingRateInputType');
    expect(ct.getProject('shop')).not.toHaveProperty('shippingRateInputType');
  });

  it('refuses duplicate keys, once per duplicated key', async () => {
    await expectRejected(
      [
        {
          action: 'setShippingRateInputType',
          shippingRateInputType: {
            type: 'CartClassification',
            values: [
              { key: 'Small', label: { en: 'Small' } },
              { key: 'Small', label: { en: 'Small again' } },
              { key: 'Heavy', label: { en: 'Heavy' } },
              { key: 'Small', label: { en: 'Small thrice' } },
              { key: 'Heavy', label: { en: 'Heavy again' } },
              { key: 'Medium', label: { en: 'Medium' } },
            ],
          },
        },
      ],
      invalidInput("The key 'Small' appears more than once in 'values'. Keys must be unique."),
      invalidInput("The key 'Heavy' appears more than once in 'values'. Keys must be unique."),
    );
  });

  it('refuses labels whose keys are not locales', async () => {
    await expectRejected(
      [
        {
          action: 'setShippingRateInputType',
          shippingRateInputType: {
            type: 'CartClassification',
            values: [
              { key: 'Small', label: { en: 'Small', en_US: 'Small' } },
              { key: 'Heavy', label: { 'de-de': 'Schwer' } },
            ],
          },
        },
      ],
      badLocale('en_US'),
      badLocale('de-de'),
    );
  });

  it('reports duplicate keys and bad locales together', async () => {
    await expectRejected(
      [
        {
          action: 'setShippingRateInputType',
          shippingRateInputType: {
            type: 'CartClassification',
            values: [
              { key: 'Small', label: { en_GB: 'Small' } },
              { key: 'Small', label: { en: 'Small' } },
            ],
          },
        },
      ],
      invalidInput("The key 'Small' appears more than once in 'values'. Keys must be unique."),
      badLocale('en_GB'),
    );
  });

  it('refuses an unknown type as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartWeight' } } as never],
      invalidJson('actions -> shippingRateInputType -> type: Unknown type "CartWeight". Expected one of ("CartValue" | "CartScore" | "CartClassification").'),
    );
  });
});

describe('setExternalOAuth', () => {
  const externalOAuth = { url: 'https://example.com/oauth/introspect', authorizationHeader: 'Bearer secret-token' };

  it('stores the header whole and masks it in every response', async () => {
    const body = await expectApplied([{ action: 'setExternalOAuth', externalOAuth }], {
      externalOAuth: { url: 'https://example.com/oauth/introspect', authorizationHeader: '****oken' },
    });
    expect(body.externalOAuth?.authorizationHeader).toBe('****oken');
    expect(ct.getProject('shop')?.externalOAuth).toEqual(externalOAuth);
  });

  it('accepts a header of exactly 3 characters with a space inside', async () => {
    await expectApplied([{ action: 'setExternalOAuth', externalOAuth: { url: 'http://localhost:8080/introspect', authorizationHeader: 'a b' } }], {
      externalOAuth: { url: 'http://localhost:8080/introspect', authorizationHeader: '****a b' },
    });
    expect(ct.getProject('shop')?.externalOAuth).toEqual({ url: 'http://localhost:8080/introspect', authorizationHeader: 'a b' });
  });

  it('replaces an existing configuration', async () => {
    await expectApplied([{ action: 'setExternalOAuth', externalOAuth }], {
      externalOAuth: { url: externalOAuth.url, authorizationHeader: '****oken' },
    });
    await expectApplied(
      [{ action: 'setExternalOAuth', externalOAuth: { url: 'https://auth.example.org/check', authorizationHeader: 'Basic dXNlcjpwYXNz' } }],
      { externalOAuth: { url: 'https://auth.example.org/check', authorizationHeader: '****YXNz' } },
    );
    expect(ct.getProject('shop')?.externalOAuth).toEqual({ url: 'https://auth.example.org/check', authorizationHeader: 'Basic dXNlcjpwYXNz' });
  });

  it('removes the configuration when externalOAuth is omitted', async () => {
    await expectApplied([{ action: 'setExternalOAuth', externalOAuth }], {
      externalOAuth: { url: externalOAuth.url, authorizationHeader: '****oken' },
    });
    const after = await expectApplied([{ action: 'setExternalOAuth' }], (before) => without(before, 'externalOAuth'));
    expect(after).not.toHaveProperty('externalOAuth');
    expect(ct.getProject('shop')).not.toHaveProperty('externalOAuth');
  });

  it.each(['/oauth/introspect', 'example.com/oauth/introspect', 'oauth', ''])('refuses the URL %j, which is not absolute', async (url) => {
    await expectRejected([{ action: 'setExternalOAuth', externalOAuth: { url, authorizationHeader: 'Bearer secret-token' } }], badUrl(url));
  });

  it.each([' Bearer secret', 'Bearer secret ', ' ab ', 'ab', 'a', ''])('refuses the authorization header %j', async (authorizationHeader) => {
    await expectRejected([{ action: 'setExternalOAuth', externalOAuth: { url: externalOAuth.url, authorizationHeader } }], BAD_HEADER);
  });

  it('reports a bad URL and a bad header together', async () => {
    await expectRejected([{ action: 'setExternalOAuth', externalOAuth: { url: '/introspect', authorizationHeader: 'x' } }], badUrl('/introspect'), BAD_HEADER);
  });

  it('keeps the stored header when a replacement is refused', async () => {
    await expectApplied([{ action: 'setExternalOAuth', externalOAuth }], {
      externalOAuth: { url: externalOAuth.url, authorizationHeader: '****oken' },
    });
    await expectRejected([{ action: 'setExternalOAuth', externalOAuth: { url: externalOAuth.url, authorizationHeader: ' bad' } }], BAD_HEADER);
    expect(ct.getProject('shop')?.externalOAuth).toEqual(externalOAuth);
  });
});

describe('changeProductSearchIndexingEnabled', () => {
  const MODES = ['ProductProjectionsSearch', 'ProductsSearch'] as const;
  // This Project is created when the mock is (2030): products start Deactivated, and Product
  // Projection Search may not start (test/project/creation-dates.test.ts has the older Projects).
  const CLOSED = {
    code: 'InvalidOperation',
    message:
      'Projects created after 31 August 2026 cannot enable Product Projection Search (release note of 2026-08-31). ' +
      "Use Product Search (mode 'ProductsSearch'), or seed the Project with a createdAt up to 2026-08-31 to model an older one.",
  } as const;

  it.each([undefined, 'ProductProjectionsSearch'] as const)('refuses to start Product Projection Search (mode %s), applying none of the request', async (mode) => {
    await expectRejected(
      [
        { action: 'changeName', name: 'Renamed' },
        { action: 'changeProductSearchIndexingEnabled', enabled: true, ...(mode ? { mode } : {}) },
      ],
      CLOSED,
    );
  });

  it('starts indexing productsSearch with mode ProductsSearch, leaving products alone', async () => {
    await expectApplied([{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, productsSearch: { status: 'Indexing', lastModifiedAt: START, lastModifiedBy: BY } },
    }));
  });

  it('deactivates productsSearch at once while it is indexing', async () => {
    await expectApplied([{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, productsSearch: { status: 'Indexing', lastModifiedAt: START, lastModifiedBy: BY } },
    }));
    ct.clock.advance(1_000);
    await expectApplied([{ action: 'changeProductSearchIndexingEnabled', enabled: false, mode: 'ProductsSearch' }], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, productsSearch: { status: 'Deactivated', lastModifiedAt: '2030-01-01T00:00:01.000Z', lastModifiedBy: BY } },
    }));
  });

  it('changes nothing when productsSearch is enabled again while it is indexing', async () => {
    await expectApplied([{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, productsSearch: { status: 'Indexing', lastModifiedAt: START, lastModifiedBy: BY } },
    }));
    await expectNoChange([{ action: 'changeProductSearchIndexingEnabled', enabled: true, mode: 'ProductsSearch' }]);
  });

  it.each([true, false])('refuses an unknown mode (enabled: %s)', async (enabled) => {
    await expectRejected([{ action: 'changeProductSearchIndexingEnabled', enabled, mode: 'Products' }], notOneOf('mode', 'Products', MODES));
  });
});

describe.each([
  ['changeOrderSearchStatus', 'orders'],
  ['changeCustomerSearchStatus', 'customers'],
  ['changeBusinessUnitSearchStatus', 'businessUnits'],
] as const)('%s', (action, key) => {
  const update = (status: string): ProjectUpdateAction => ({ action, status });

  it('activates the index at once, stamping the mock clock', async () => {
    await expectApplied([update('Activated')], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, [key]: { status: 'Activated', lastModifiedAt: START, lastModifiedBy: BY } },
    }));
  });

  it('deactivates it again, stamping the clock at that moment', async () => {
    await expectApplied([update('Activated')], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, [key]: { status: 'Activated', lastModifiedAt: START, lastModifiedBy: BY } },
    }));
    ct.clock.advance(90_000);
    await expectApplied([update('Deactivated')], (before) => ({
      ...before,
      searchIndexing: { ...before.searchIndexing, [key]: { status: 'Deactivated', lastModifiedAt: '2030-01-01T00:01:30.000Z', lastModifiedBy: BY } },
    }));
  });

  it.each(['Indexing', 'Active', 'activated', ''])('refuses the unknown status %j', async (status) => {
    await expectRejected([update(status)], notOneOf('status', status, SEARCH_STATUSES));
  });
});

describe('setDiscountsConfiguration', () => {
  it('sets BestDeal, then Stacking', async () => {
    await expectApplied([{ action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: 'BestDeal' } }], {
      discounts: { discountCombinationMode: 'BestDeal' },
    });
    await expectApplied([{ action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: 'Stacking' } }], {
      discounts: { discountCombinationMode: 'Stacking' },
    });
  });

  it.each(['Best', 'stacking', ''])('refuses the unknown mode %j', async (mode) => {
    await expectRejected(
      [{ action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: mode } }],
      notOneOf('discountCombinationMode', mode, ['BestDeal', 'Stacking']),
    );
  });

  it('refuses a missing discountCombinationMode as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'setDiscountsConfiguration', discountsConfiguration: {} } as never],
      invalidJson('actions -> discountsConfiguration -> discountCombinationMode: Missing required value'),
    );
  });
});

describe('setProductCatalogModel', () => {
  it('sets Modular, then Classic', async () => {
    await expectApplied([{ action: 'setProductCatalogModel', productCatalogModel: 'Modular' }], { productCatalogModel: 'Modular' });
    await expectApplied([{ action: 'setProductCatalogModel', productCatalogModel: 'Classic' }], { productCatalogModel: 'Classic' });
  });

  it('sets InMigration (public beta since 18 September 2026), from either model and back', async () => {
    await expectApplied([{ action: 'setProductCatalogModel', productCatalogModel: 'InMigration' }], { productCatalogModel: 'InMigration' });
    await expectApplied([{ action: 'setProductCatalogModel', productCatalogModel: 'Modular' }], { productCatalogModel: 'Modular' });
    await expectApplied([{ action: 'setProductCatalogModel', productCatalogModel: 'InMigration' }], { productCatalogModel: 'InMigration' });
    await expectApplied([{ action: 'setProductCatalogModel', productCatalogModel: 'Classic' }], { productCatalogModel: 'Classic' });
  });

  it.each(['Modern', 'modular', 'inMigration', ''])('refuses the unknown model %j', async (model) => {
    await expectRejected(
      [{ action: 'setProductCatalogModel', productCatalogModel: model }],
      notOneOf('productCatalogModel', model, ['Classic', 'Modular', 'InMigration']),
    );
  });
});

describe('setReleaseExpiredReservations', () => {
  it('starts on, as the platform\'s default and its example Project have it', async () => {
    expect((await getProject()).inventory).toEqual({ releaseExpiredReservations: true });
  });

  it('switches the release off and on, keeping the expiration', async () => {
    await expectApplied([{ action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: 60 }], {
      inventory: { releaseExpiredReservations: true, reservationExpirationInMinutes: 60 },
    });
    await expectApplied([{ action: 'setReleaseExpiredReservations', releaseExpiredReservations: false }], {
      inventory: { releaseExpiredReservations: false, reservationExpirationInMinutes: 60 },
    });
    await expectApplied([{ action: 'setReleaseExpiredReservations', releaseExpiredReservations: true }], {
      inventory: { releaseExpiredReservations: true, reservationExpirationInMinutes: 60 },
    });
  });

  it('refuses a value that is not a boolean as malformed JSON', async () => {
    await expectRejected(
      [{ action: 'setReleaseExpiredReservations', releaseExpiredReservations: 1 } as never],
      invalidJson('actions -> releaseExpiredReservations: JSON Boolean expected, got 1.'),
    );
  });
});

describe('setReservationExpirationInMinutes', () => {
  it.each([1, 1440, 44640])('sets %i minutes', async (minutes) => {
    await expectApplied([{ action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: minutes }], {
      inventory: { releaseExpiredReservations: true, reservationExpirationInMinutes: minutes },
    });
  });

  it.each([0, 44641, -5])('refuses %i minutes', async (minutes) => {
    await expectRejected(
      [{ action: 'setReservationExpirationInMinutes', reservationExpirationInMinutes: minutes }],
      outOfRange('reservationExpirationInMinutes', 1, 44640, minutes),
    );
  });
});

describe('the official update action examples', () => {
  const dir = resolve(OFFICIAL_EXAMPLES_DIR, 'project');

  it('are each accepted with 200', async () => {
    const names = readdirSync(dir)
      .filter((name) => /^Project.*Action\.json$/.test(name))
      .sort();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const action = JSON.parse(readFileSync(resolve(dir, name), 'utf8')) as ProjectUpdateAction;
      const before = await getProject();
      const { statusCode, body } = await api.post({ body: { version: before.version, actions: [action] } }).execute();
      expect(statusCode, name).toBe(200);
      expectSchemaValid(body, 'project-api', 'Project');
      const { version: _before, ...beforeFields } = before;
      const { version: _after, ...afterFields } = body;
      const changed = !isDeepStrictEqual(beforeFields, afterFields);
      expect(body.version, name).toBe(before.version + (changed ? 1 : 0));
      expect(await getProject()).toEqual(body);
    }
  });
});
