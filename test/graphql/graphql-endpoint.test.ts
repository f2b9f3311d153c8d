import type { GraphQLRequest, Project } from '@commercetools/platform-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMockOptions } from '../../src/index.js';
import { graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// The GraphQL API through the official SDK's apiRoot.graphql(), over each way into the mock:
// msw's interception, ct.fetch and the served mock. Every query is checked against the official
// schema first (officialQuery); the refusals send their broken documents as they are.

const OPTIONS = {
  now: START,
  projects: [
    {
      key: 'shop',
      name: 'Shop',
      countries: ['DE', 'AT'],
      currencies: ['EUR'],
      languages: ['en', 'de'],
      trialUntil: '2030-06',
      externalOAuth: { url: 'https://auth.example.com/introspect', authorizationHeader: 'Bearer secret-token' },
      shippingRateInputType: { type: 'CartClassification', values: [{ key: 'S', label: { en: 'Small', de: 'Klein' } }] },
    },
  ],
} satisfies CommercetoolsMockOptions;

const { transports: TRANSPORTS, mocks } = useThreeTransports(OPTIONS);
afterEach(() => {
  for (const mock of mocks()) mock.reset();
});

const FULL_PROJECT = officialQuery(`query FullProject {
  project {
    key name languages trialUntil
    carts { deleteDaysAfterLastModification allowAddingUnpublishedProducts countryTaxRateFallbackEnabled totalPriceDiscountDoesNotReduceExternalTax taxRoundingMode priceRoundingMode }
    shoppingLists { deleteDaysAfterLastModification }
    version
    externalOAuth { url authorizationHeader }
    searchIndexing {
      products { status lastModifiedAt lastModifiedBy { isPlatformClient clientId } }
      orders { status lastModifiedAt lastModifiedBy { isPlatformClient clientId } }
      customers { status lastModifiedAt lastModifiedBy { isPlatformClient clientId } }
      businessUnits { status lastModifiedAt lastModifiedBy { isPlatformClient clientId } }
    }
    messages { enabled deleteDaysAfterCreation }
    countries currencies
    shippingRateInputType {
      __typename type
      ... on CartClassificationType { values { key label(locale: "de") english: label(acceptLanguage: ["fr", "en"]) labelAllLocales { locale value } } }
    }
    createdAt
    discounts { discountCombinationMode productVsCartDiscountCombination }
    inventory { reservationExpirationInMinutes releaseExpiredReservations }
    productCatalogModel
  }
}`);

/** What the tests expect GraphQL to show of a REST Project, written from the official schema. */
function expectedProjection(rest: Project) {
  const indexing = (values: { status?: string; lastModifiedAt?: string; lastModifiedBy?: { isPlatformClient?: boolean; clientId?: string } } | undefined) =>
    values && {
      status: values.status ?? null,
      lastModifiedAt: values.lastModifiedAt ?? null,
      lastModifiedBy: values.lastModifiedBy ? { isPlatformClient: values.lastModifiedBy.isPlatformClient ?? null, clientId: values.lastModifiedBy.clientId ?? null } : null,
    };
  const shipping = rest.shippingRateInputType;
  return {
    key: rest.key,
    name: rest.name,
    languages: rest.languages,
    trialUntil: rest.trialUntil ?? null,
    carts: {
      deleteDaysAfterLastModification: rest.carts.deleteDaysAfterLastModification,
      allowAddingUnpublishedProducts: false,
      countryTaxRateFallbackEnabled: rest.carts.countryTaxRateFallbackEnabled,
      totalPriceDiscountDoesNotReduceExternalTax: false,
      taxRoundingMode: rest.carts.taxRoundingMode,
      priceRoundingMode: rest.carts.priceRoundingMode,
    },
    shoppingLists: rest.shoppingLists,
    version: rest.version,
    externalOAuth: rest.externalOAuth ?? null,
    searchIndexing: {
      products: indexing(rest.searchIndexing?.products),
      orders: indexing(rest.searchIndexing?.orders),
      customers: indexing(rest.searchIndexing?.customers),
      businessUnits: indexing(rest.searchIndexing?.businessUnits),
    },
    messages: rest.messages,
    countries: rest.countries,
    currencies: rest.currencies,
    shippingRateInputType:
      shipping?.type === 'CartClassification'
        ? {
            __typename: 'CartClassificationType',
            type: 'CartClassification',
            values: shipping.values.map(({ key, label }) => ({
              key,
              label: label['de'] ?? null,
              english: label['en'] ?? null,
              labelAllLocales: Object.entries(label).map(([locale, value]) => ({ locale, value })),
            })),
          }
        : shipping && { __typename: `${shipping.type}Type`, type: shipping.type },
    createdAt: rest.createdAt,
    // REST has no productVsCartDiscountCombination; only GraphQL's own action sets it.
    discounts: { discountCombinationMode: rest.discounts.discountCombinationMode, productVsCartDiscountCombination: null },
    inventory: { reservationExpirationInMinutes: rest.inventory?.reservationExpirationInMinutes ?? null, releaseExpiredReservations: rest.inventory?.releaseExpiredReservations },
    productCatalogModel: rest.productCatalogModel ?? null,
  };
}

describe.each(TRANSPORTS)('GraphQL over %s', (_, transport) => {
  const { apiRoot, send, refused } = graphqlClient(transport);
  /** A request the SDK cannot send (a body that is no GraphQLRequest), with a token of the mock's. */
  const raw = async (body: string, authorization?: string) => {
    const t = transport();
    const token = t.mock.issueToken({ scopes: ['manage_project:shop'] });
    const response = await t.httpClient(`${t.apiHost}/shop/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: authorization ?? `Bearer ${token}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it('answers project with every field as REST GET shows the same Project', async () => {
    const rest = (await apiRoot().get().execute()).body;
    const { data, errors } = await send({ query: FULL_PROJECT });
    expect(errors).toBeUndefined();
    expect(data).toEqual({ project: expectedProjection(rest) });
    // The authorization header masked as REST masks it, the dates and version as REST writes them.
    expect(data.project.externalOAuth.authorizationHeader).toBe(rest.externalOAuth?.authorizationHeader);
    expect(data.project.externalOAuth.authorizationHeader).toMatch(/^\*+oken$/);
    expect(data.project.createdAt).toBe(START);
  });

  it('answers the interface shippingRateInputType with the __typename of each REST type', async () => {
    const query = officialQuery('{ project { shippingRateInputType { __typename type } } }');
    for (const [version, type] of [
      [1, 'CartValue'],
      [2, 'CartScore'],
    ] as const) {
      await send({ query: officialQuery(`mutation { updateProject(version: ${version}, actions: [{ setShippingRateInputType: { shippingRateInputType: { ${type}: {} } } }]) { version } }`) });
      expect((await send({ query })).data).toEqual({ project: { shippingRateInputType: { __typename: `${type}Type`, type } } });
    }
  });

  it('runs several update actions through the REST rules, and REST GET sees the result', async () => {
    const query = officialQuery(`mutation Update($version: Long!, $actions: [ProjectSettingsUpdateAction!]!) {
      updateProject(version: $version, actions: $actions) { version name currencies countries messages { enabled deleteDaysAfterCreation } carts { priceRoundingMode } shippingRateInputType { type ... on CartClassificationType { values { key labelAllLocales { locale value } } } } }
    }`);
    const actions = [
      { changeName: { name: 'Grüße 🛒' } },
      { changeCurrencies: { currencies: ['EUR', 'USD'] } },
      { changeCountries: { countries: ['DE'] } },
      { changeMessagesConfiguration: { messagesConfiguration: { enabled: true, deleteDaysAfterCreation: 30 } } },
      { changePriceRoundingMode: { priceRoundingMode: 'HalfUp' } },
      { setShippingRateInputType: { shippingRateInputType: { CartClassification: { values: [{ key: 'L', label: [{ locale: 'en', value: 'Large' }] }] } } } },
    ];
    const { data, errors } = await send({ query, variables: { version: 1, actions }, operationName: 'Update' });
    expect(errors).toBeUndefined();
    expect(data.updateProject).toEqual({
      version: 2,
      name: 'Grüße 🛒',
      currencies: ['EUR', 'USD'],
      countries: ['DE'],
      messages: { enabled: true, deleteDaysAfterCreation: 30 },
      carts: { priceRoundingMode: 'HalfUp' },
      shippingRateInputType: { type: 'CartClassification', values: [{ key: 'L', labelAllLocales: [{ locale: 'en', value: 'Large' }] }] },
    });
    const rest = (await apiRoot().get().execute()).body;
    expect(rest).toMatchObject({ version: 2, name: 'Grüße 🛒', currencies: ['EUR', 'USD'], countries: ['DE'], carts: { priceRoundingMode: 'HalfUp' } });
    expect(rest.shippingRateInputType).toEqual({ type: 'CartClassification', values: [{ key: 'L', label: { en: 'Large' } }] });
  });

  it('fills a configuration field GraphQL lets out with the default REST documents for it', async () => {
    // GraphQL's CartsConfigurationInput, ShoppingListsConfigurationInput and DiscountsConfigurationInput
    // make every field optional; REST's configurations require these and replace the whole.
    await apiRoot()
      .post({
        body: {
          version: 1,
          actions: [
            { action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 7, taxRoundingMode: 'HalfUp' } },
            { action: 'changeShoppingListsConfiguration', shoppingListsConfiguration: { deleteDaysAfterLastModification: 30 } },
            { action: 'setDiscountsConfiguration', discountsConfiguration: { discountCombinationMode: 'BestDeal' } },
          ],
        },
      })
      .execute();
    const query = officialQuery(`mutation {
      updateProject(version: 2, actions: [
        { changeCartsConfiguration: { cartsConfiguration: { countryTaxRateFallbackEnabled: true, taxRoundingMode: null } } }
        { changeShoppingListsConfiguration: { shoppingListsConfiguration: {} } }
        { setDiscountsConfiguration: { discountsConfiguration: {} } }
      ]) { version carts { deleteDaysAfterLastModification countryTaxRateFallbackEnabled taxRoundingMode } shoppingLists { deleteDaysAfterLastModification } discounts { discountCombinationMode } }
    }`);
    const { data, errors } = await send({ query });
    expect(errors).toBeUndefined();
    expect(data.updateProject).toEqual({
      version: 3,
      carts: { deleteDaysAfterLastModification: 90, countryTaxRateFallbackEnabled: true, taxRoundingMode: 'HalfEven' },
      shoppingLists: { deleteDaysAfterLastModification: 360 },
      discounts: { discountCombinationMode: 'Stacking' },
    });
    const { body } = await apiRoot().get().execute();
    expect(body).toMatchObject({ carts: { deleteDaysAfterLastModification: 90, countryTaxRateFallbackEnabled: true }, shoppingLists: { deleteDaysAfterLastModification: 360 } });
  });

  it('answers a stale version with ConcurrentModification and its currentVersion, HTTP 200, and changes nothing', async () => {
    await send({ query: officialQuery('mutation { updateProject(version: 1, actions: [{ changeName: { name: "First" } }]) { version } }') });
    const body = await send({ query: officialQuery('mutation { updateProject(version: 1, actions: [{ changeName: { name: "Second" } }]) { version name } }') });
    expect(body).toEqual({
      data: { updateProject: null },
      errors: [
        {
          message: 'Object shop has a different version than expected. Expected: 1 - Actual: 2.',
          locations: [{ line: 1, column: 12 }],
          path: ['updateProject'],
          extensions: { code: 'ConcurrentModification', currentVersion: 2 },
        },
      ],
    });
    expect((await apiRoot().get().execute()).body).toMatchObject({ version: 2, name: 'First' });
  });

  it('refuses invalid action values with REST’s InvalidInput errors, HTTP 400 and data null', async () => {
    const query = officialQuery('mutation { updateProject(version: 1, actions: [{ changeName: { name: "Kept?" } }, { changeCountries: { countries: ["XX", "DE", "YY"] } }]) { version } }');
    const { statusCode, body } = await refused({ query });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({
      data: null,
      errors: [
        { message: expect.stringContaining("'XX'"), path: ['updateProject'], extensions: { code: 'InvalidInput' } },
        { message: expect.stringContaining("'YY'"), path: ['updateProject'], extensions: { code: 'InvalidInput' } },
      ],
    });
    expect((await apiRoot().get().execute()).body).toMatchObject({ version: 1, name: 'Shop' });
  });

  it('refuses an action element that sets no field or two, naming the element', async () => {
    const query = officialQuery('mutation { updateProject(version: 1, actions: [{ changeName: { name: "A" } }, {}, { changeName: { name: "B" }, changeCurrencies: { currencies: ["EUR"] } }]) { version } }');
    const { statusCode, body } = await refused({ query });
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      data: null,
      errors: [
        {
          message: 'actions[1]: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; this one sets none.',
          locations: [{ line: 1, column: 12 }],
          path: ['updateProject'],
          extensions: { code: 'InvalidInput' },
        },
        {
          message: 'actions[2]: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; this one sets changeCurrencies and changeName.',
          locations: [{ line: 1, column: 12 }],
          path: ['updateProject'],
          extensions: { code: 'InvalidInput' },
        },
      ],
    });
    expect((await apiRoot().get().execute()).body).toMatchObject({ version: 1, name: 'Shop' });
  });

  it('checks each field’s scope as REST checks the same read or change', async () => {
    const read = officialQuery('{ project { key } }');
    expect(await send({ query: read }, ['view_project_settings:shop'])).toEqual({ data: { project: { key: 'shop' } } });
    expect(await send({ query: read }, ['manage_project_settings:shop'])).toEqual({ data: { project: { key: 'shop' } } });
    expect(await send({ query: read }, ['view_orders:shop'])).toEqual({
      data: null,
      errors: [
        {
          message: 'Insufficient scope. One of the following scopes is missing: view_project_settings.',
          locations: [{ line: 1, column: 3 }],
          path: ['project'],
          extensions: { code: 'insufficient_scope' },
        },
      ],
    });
    const update = officialQuery('mutation { updateProject(version: 1, actions: [{ changeName: { name: "X" } }]) { version } }');
    expect(await send({ query: update }, ['view_project_settings:shop'])).toEqual({
      data: { updateProject: null },
      errors: [
        {
          message: 'Insufficient scope. One of the following scopes is missing: manage_project_settings.',
          locations: [{ line: 1, column: 12 }],
          path: ['updateProject'],
          extensions: { code: 'insufficient_scope' },
        },
      ],
    });
    expect((await apiRoot().get().execute()).body.name).toBe('Shop');
  });

  it('answers a missing or unknown token with REST’s 401', async () => {
    const expected = { statusCode: 401, message: 'invalid_token', errors: [{ code: 'invalid_token', message: 'invalid_token' }], error: 'invalid_token' };
    expect(await raw(JSON.stringify({ query: '{ project { key } }' }), 'Bearer nope')).toEqual({ status: 401, body: expected });
    expect(await raw(JSON.stringify({ query: '{ project { key } }' }), '')).toEqual({ status: 401, body: expected });
  });

  it('answers a document that does not parse or validate HTTP 400 with InvalidInput errors naming the problem, and no data', async () => {
    // Broken on purpose: a syntax error, and a field ProjectProjection does not have.
    expect(await refused({ query: '{ project { key ' })).toEqual({
      statusCode: 400,
      body: { errors: [{ message: 'Syntax Error: Expected Name, found <EOF>.', locations: [{ line: 1, column: 17 }], extensions: { code: 'InvalidInput' } }] },
    });
    expect(await refused({ query: '{ project { nope } }' })).toEqual({
      statusCode: 400,
      body: {
        errors: [{ message: 'Cannot query field "nope" on type "ProjectProjection". Did you mean "name"?', locations: [{ line: 1, column: 13 }], extensions: { code: 'InvalidInput' } }],
      },
    });
  });

  it('answers variables that do not fit their types HTTP 400, naming the variable', async () => {
    const query = officialQuery('mutation ($version: Long!) { updateProject(version: $version, actions: []) { version } }');
    const { statusCode, body } = await refused({ query });
    expect(statusCode).toBe(400);
    expect(body).toEqual({
      errors: [{ message: 'Variable "$version" of required type "Long!" was not provided.', locations: [{ line: 1, column: 11 }], extensions: { code: 'InvalidInput' } }],
    });
  });

  it('refuses a custom scalar of the wrong kind HTTP 400, before any field runs', async () => {
    // The official SDL leaves its scalars untyped (officialQuery cannot tell); the platform types them.
    const change = (version: string) => `mutation { updateProject(version: ${version}, actions: [{ changeName: { name: "Renamed" } }]) { version } }`;
    expect(await refused({ query: change('"1"') })).toEqual({
      statusCode: 400,
      body: { errors: [{ message: 'Expected value of type "Long!", found "1"; Long is a whole number, such as 1 (the mock takes those up to 9007199254740991).', locations: [{ line: 1, column: 35 }], extensions: { code: 'InvalidInput' } }] },
    });
    expect(await refused({ query: 'mutation ($v: Long!) { updateProject(version: $v, actions: []) { version } }', variables: { v: '1' } })).toEqual({
      statusCode: 400,
      body: {
        errors: [{ message: 'Variable "$v" got invalid value "1"; Expected type "Long". Long is a whole number, such as 1 (the mock takes those up to 9007199254740991).', locations: [{ line: 1, column: 11 }], extensions: { code: 'InvalidInput' } }],
      },
    });
    expect(await refused({ query: 'query ($locale: Locale) { product(key: "a") { masterData { current { name(locale: $locale) } } } }', variables: { locale: { en: true } } })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ message: 'Variable "$locale" got invalid value { en: true }; Expected type "Locale". Locale is a string, such as "en".', extensions: { code: 'InvalidInput' } }] },
    });
    expect(await refused({ query: '{ product(key: "a") { masterData { current { name(locale: 5) } } } }' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ message: 'Expected value of type "Locale", found 5; Locale is a string, such as "en".', extensions: { code: 'InvalidInput' } }] },
    });
    // The platform's Long has 64 bits; beyond 2^53 - 1 a JavaScript number would round it.
    expect(await refused({ query: change('9007199254740993') })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ message: 'Expected value of type "Long!", found 9007199254740993; Long is a whole number, such as 1 (the mock takes those up to 9007199254740991).', extensions: { code: 'InvalidInput' } }] },
    });
    // An object literal, which graphql-js builds without a prototype: it once leaked a TypeError as General.
    expect(await refused({ query: '{ product(key: "a") { masterData { current { name(locale: { en: 1 }) } } } }' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ message: 'Expected value of type "Locale", found {en: 1}; Locale is a string, such as "en".', extensions: { code: 'InvalidInput' } }] },
    });
    expect(await refused({ query: 'mutation { updateProject(version: 1, actions: [{ changeCountries: { countries: [49] } }]) { version } }' })).toMatchObject({
      statusCode: 400,
      body: { errors: [{ message: 'Expected value of type "Country!", found 49; Country is a string, such as "DE".', extensions: { code: 'InvalidInput' } }] },
    });
    expect((await apiRoot().get().execute()).body).toMatchObject({ name: 'Shop', version: 1 });
  });

  it('refuses a subscription HTTP 400: the platform’s schema has none', async () => {
    expect(await refused({ query: 'subscription { project { key } }' })).toEqual({
      statusCode: 400,
      body: { errors: [{ message: 'The subscription operation is not supported by the schema.', locations: [{ line: 1, column: 1 }], extensions: { code: 'InvalidInput' } }] },
    });
  });

  it('refuses a body that is no GraphQL request with REST’s 400 InvalidJsonInput naming the field', async () => {
    const detail = (body: unknown) => (body as { errors: { detailedErrorMessage: string }[] }).errors[0]?.detailedErrorMessage;
    const asString = await raw(JSON.stringify({ query: '{ project { key } }', variables: '{}' }));
    expect(asString.status).toBe(400);
    expect(asString.body).toMatchObject({ statusCode: 400, message: 'Request body does not contain valid JSON.', errors: [{ code: 'InvalidJsonInput' }] });
    expect(detail(asString.body)).toMatch(/^variables: must be a JSON object/);
    const missing = await raw(JSON.stringify({ variables: {} }));
    expect(missing.status).toBe(400);
    expect(detail(missing.body)).toBe('query: the GraphQL document must be a string, such as "{ project { key } }"; it is missing.');
    const notJson = await raw('{ project { key } }');
    expect(notJson.status).toBe(400);
    expect(detail(notJson.body)).toBe('The request body is not well-formed JSON.');
  });

  it('answers a predicate form REST does not evaluate with NotModelledByMock at the field, in words that fit GraphQL', async () => {
    const body = await send({ query: officialQuery('{ categories(where: "custom(fields(location within circle(13.37, 52.51, 1000)))") { total } }') });
    expect(body).toEqual({
      data: null,
      errors: [{ message: expect.stringContaining("the query predicate form 'within circle'"), locations: [{ line: 1, column: 3 }], path: ['categories'], extensions: { code: 'NotModelledByMock' } }],
    });
    // GraphQL answers it HTTP 200, and a stub answers no path a route takes.
    expect(body.errors?.[0]?.message).not.toMatch(/501|stub/);
  });

  it('answers a root field the platform has and the mock does not model with NotModelledByMock naming it, and no data', async () => {
    const me = await send({ query: officialQuery('{ me { customer { id } } }') });
    expect(me).toEqual({
      data: null,
      errors: [{ message: expect.stringContaining('Query.me'), locations: [{ line: 1, column: 3 }], path: ['me'], extensions: { code: 'NotModelledByMock' } }],
    });
    // A root field the cut leaves out answers so too, without validation.
    const carts = await send({ query: officialQuery('{ carts { results { id } } }') });
    expect(carts.errors?.[0]).toMatchObject({ message: expect.stringContaining('Query.carts'), path: ['carts'], extensions: { code: 'NotModelledByMock' } });
    const mutation = await send({ query: officialQuery('mutation { createCart(draft: { currency: "EUR" }) { id } }') });
    expect(mutation.errors?.[0]).toMatchObject({ message: expect.stringContaining('Mutation.createCart'), path: ['createCart'], extensions: { code: 'NotModelledByMock' } });
  });

  it('answers such a root field selected through a fragment, named or inline, as one selected directly, once per response key', async () => {
    const notModelled = (named: string, path: string, line: number, column: number) => ({ message: expect.stringContaining(named), locations: [{ line, column }], path: [path], extensions: { code: 'NotModelledByMock' } });
    const named = officialQuery('{ project { key } ...Carts }\nfragment Carts on Query { carts { total } }');
    expect(await send({ query: named })).toEqual({ data: null, errors: [notModelled('Query.carts', 'carts', 2, 27)] });
    const inline = officialQuery('{ project { key } ... on Query { shown: carts { total } } ... { orders: carts { total } } }');
    expect(await send({ query: inline })).toEqual({ data: null, errors: [notModelled('Query.carts', 'shown', 1, 34), notModelled('Query.carts', 'orders', 1, 65)] });
    // Through a fragment in a fragment, spread twice and selected directly too: one error for the one key, at
    // the field selected first, as graphql-js merges them.
    const nested = officialQuery('mutation { ...Outer ...Outer createCart(draft: { currency: "EUR" }) { id } }\nfragment Outer on Mutation { ...Inner }\nfragment Inner on Mutation { createCart(draft: { currency: "EUR" }) { id } }');
    expect(await send({ query: nested })).toEqual({ data: null, errors: [notModelled('Mutation.createCart', 'createCart', 3, 30)] });
    // Spreads in a cycle, which validation would refuse: each fragment is followed once, and the answer comes.
    const cycle = '{ ...A }\nfragment A on Query { ...B carts { total } }\nfragment B on Query { ...A }';
    expect(await send({ query: cycle })).toEqual({ data: null, errors: [notModelled('Query.carts', 'carts', 2, 28)] });
    // A fragment on another type selects no root field (Me.carts is not Query.carts): validation refuses the spread.
    const elsewhere = await refused({ query: '{ project { key } ...Mine }\nfragment Mine on Me { carts { total } }' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toMatchObject({ errors: [{ message: 'Fragment "Mine" cannot be spread here as objects of type "Query" can never be of type "Me".', extensions: { code: 'InvalidInput' } }] });
  });

  it('answers a limit beyond 500 InvalidInput, HTTP 400 and data null, as the platform does', async () => {
    expect(await refused({ query: officialQuery('{ products(limit: 501) { results { id } } }') })).toEqual({
      statusCode: 400,
      body: {
        data: null,
        errors: [
          {
            message: 'Malformed parameter: limit: The limit parameter must be in the range of [0..500]',
            locations: [{ line: 1, column: 3 }],
            path: ['products'],
            extensions: { code: 'InvalidInput' },
          },
        ],
      },
    });
  });

  it('answers anonymous queries, picks the operation operationName names, and answers introspection', async () => {
    expect(await send({ query: officialQuery('{ project { key } }') })).toEqual({ data: { project: { key: 'shop' } } });
    const both = officialQuery('query Key { project { key } } query Name { project { name } }');
    expect(await send({ query: both, operationName: 'Name' })).toEqual({ data: { project: { name: 'Shop' } } });
    expect(await send({ query: both, operationName: 'Key' })).toEqual({ data: { project: { key: 'shop' } } });
    expect((await refused({ query: both })).statusCode).toBe(400);
    expect(await send({ query: officialQuery('{ __schema { queryType { name } mutationType { name } } }') })).toEqual({
      data: { __schema: { queryType: { name: 'Query' }, mutationType: { name: 'Mutation' } } },
    });
    expect(await send({ query: officialQuery('{ __type(name: "ProjectProjection") { fields { name } } }') })).toMatchObject({
      data: { __type: { fields: expect.arrayContaining([{ name: 'shippingRateInputType' }]) } },
    });
  });

  it('records the request in the journal as the graphql operation', async () => {
    const t = transport();
    await send({ query: officialQuery('{ project { key } }') });
    expect(t.mock.requests.at(-1)).toMatchObject({ operation: 'graphql', method: 'POST', status: 200 });
  });
});
