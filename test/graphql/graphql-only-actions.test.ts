import { afterEach, describe, expect, it } from 'vitest';
import type { CommercetoolsMockOptions } from '../../src/index.js';
import { graphqlClient } from '../support/graphql-client.js';
import { officialQuery } from '../support/official-graphql.js';
import { expectSchemaValid } from '../support/schemas.js';
import { useThreeTransports } from '../support/three-transports.js';
import { START } from '../support/time.js';

// The update actions GraphQL's ProjectSettingsUpdateAction has beyond REST's, through the official
// SDK's apiRoot.graphql() over each way into the mock: each value shown by `project` once set
// (the same document read before and after, so that an answer kept for the earlier Project would
// show), the version raised by one, a no-op keeping it, a value the schema refuses leaving the
// Project as it was, and REST's Project, valid against the official schema, without them.

const OPTIONS = { now: START, projects: [{ key: 'shop' }] } satisfies CommercetoolsMockOptions;

const { transports: TRANSPORTS, mocks } = useThreeTransports(OPTIONS);
afterEach(() => {
  for (const mock of mocks()) mock.reset();
});

const READ = officialQuery(`{
  project {
    version
    carts { totalPriceDiscountDoesNotReduceExternalTax deleteDaysAfterLastModification countryTaxRateFallbackEnabled }
    discounts { productVsCartDiscountCombination discountCombinationMode }
  }
}`);

const UPDATE = officialQuery(`mutation Update($version: Long!, $actions: [ProjectSettingsUpdateAction!]!) {
  updateProject(version: $version, actions: $actions) {
    version
    carts { totalPriceDiscountDoesNotReduceExternalTax }
    discounts { productVsCartDiscountCombination discountCombinationMode }
  }
}`);

describe.each(TRANSPORTS)('GraphQL’s own Project actions over %s', (_, transport) => {
  const { apiRoot, send, refused } = graphqlClient(transport);

  const read = async () => {
    const { data, errors } = await send({ query: READ });
    expect(errors).toBeUndefined();
    return data.project;
  };
  const update = async (version: number, ...actions: Record<string, unknown>[]) => {
    const { data, errors } = await send({ query: UPDATE, variables: { version, actions }, operationName: 'Update' });
    expect(errors).toBeUndefined();
    return data.updateProject;
  };
  /** REST's Project: valid against the official schema, without the fields only GraphQL has. */
  const restProject = async () => {
    const { body } = await apiRoot().get().execute();
    expectSchemaValid(body, 'project-api', 'Project');
    expect(JSON.stringify(body)).not.toMatch(/totalPriceDiscountDoesNotReduceExternalTax|productVsCartDiscountCombination|CartDiscountVisualization|graphqlOnly/);
    return body;
  };

  it('changeTotalPriceDiscountDoesNotReduceExternalTax: false until set, then shown as set, one version per change', async () => {
    expect(await read()).toMatchObject({ version: 1, carts: { totalPriceDiscountDoesNotReduceExternalTax: false } });
    expect(await update(1, { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: true } })).toMatchObject({ version: 2, carts: { totalPriceDiscountDoesNotReduceExternalTax: true } });
    expect(await read()).toMatchObject({ version: 2, carts: { totalPriceDiscountDoesNotReduceExternalTax: true } });
    // The value it has already: nothing changes.
    expect(await update(2, { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: true } })).toMatchObject({ version: 2 });
    expect((await restProject()).version).toBe(2);
    expect(await update(2, { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: false } })).toMatchObject({ version: 3, carts: { totalPriceDiscountDoesNotReduceExternalTax: false } });
    expect(await read()).toMatchObject({ version: 3, carts: { totalPriceDiscountDoesNotReduceExternalTax: false } });
    expect(await update(3, { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: false } })).toMatchObject({ version: 3 });
  });

  it('keeps totalPriceDiscountDoesNotReduceExternalTax through REST’s changeCartsConfiguration, which does not name it', async () => {
    await update(1, { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: true } });
    await apiRoot()
      .post({ body: { version: 2, actions: [{ action: 'changeCartsConfiguration', cartsConfiguration: { deleteDaysAfterLastModification: 7 } }] } })
      .execute();
    expect(await read()).toMatchObject({ version: 3, carts: { totalPriceDiscountDoesNotReduceExternalTax: true, deleteDaysAfterLastModification: 7 } });
    await update(3, { changeCartsConfiguration: { cartsConfiguration: { countryTaxRateFallbackEnabled: true } } });
    expect(await read()).toMatchObject({ version: 4, carts: { totalPriceDiscountDoesNotReduceExternalTax: true, deleteDaysAfterLastModification: 90, countryTaxRateFallbackEnabled: true } });
    expect((await restProject()).carts).toEqual({ deleteDaysAfterLastModification: 90, countryTaxRateFallbackEnabled: true, priceRoundingMode: 'HalfEven', taxRoundingMode: 'HalfEven' });
  });

  it('setProductVsCartDiscountCombination: null until set, shown as set beside discountCombinationMode, null again when left out', async () => {
    expect(await read()).toMatchObject({ version: 1, discounts: { productVsCartDiscountCombination: null, discountCombinationMode: 'Stacking' } });
    expect(await update(1, { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'BestDeal' } })).toEqual({
      version: 2,
      carts: { totalPriceDiscountDoesNotReduceExternalTax: false },
      discounts: { productVsCartDiscountCombination: 'BestDeal', discountCombinationMode: 'Stacking' },
    });
    expect(await read()).toMatchObject({ version: 2, discounts: { productVsCartDiscountCombination: 'BestDeal', discountCombinationMode: 'Stacking' } });
    expect(await update(2, { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'BestDeal' } })).toMatchObject({ version: 2 });
    expect(await update(2, { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'Stacking' } })).toMatchObject({ version: 3, discounts: { productVsCartDiscountCombination: 'Stacking' } });
    // REST's setDiscountsConfiguration sets the other field alone.
    await update(3, { setDiscountsConfiguration: { discountsConfiguration: { discountCombinationMode: 'BestDeal' } } });
    expect(await read()).toMatchObject({ version: 4, discounts: { productVsCartDiscountCombination: 'Stacking', discountCombinationMode: 'BestDeal' } });
    expect((await restProject()).discounts).toEqual({ discountCombinationMode: 'BestDeal' });
    // Left out, or null, unsets it.
    expect(await update(4, { setProductVsCartDiscountCombination: {} })).toMatchObject({ version: 5, discounts: { productVsCartDiscountCombination: null } });
    expect(await update(5, { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: null } })).toMatchObject({ version: 5 });
    expect(await read()).toMatchObject({ version: 5, discounts: { productVsCartDiscountCombination: null, discountCombinationMode: 'BestDeal' } });
  });

  it('changeCartDiscountVisualizationSearchStatus: Deactivated until switched, one version per switch, stamped as the other indexes', async () => {
    const { mock } = transport();
    expect(await update(1, { changeCartDiscountVisualizationSearchStatus: { status: 'Deactivated' } })).toMatchObject({ version: 1 });
    expect(await update(1, { changeCartDiscountVisualizationSearchStatus: { status: 'Activated' } })).toMatchObject({ version: 2 });
    // No field of GraphQL's Project shows it; the version does, and the stored Project.
    expect(await read()).toMatchObject({ version: 2 });
    expect(mock.getProject('shop')?.graphqlOnly).toEqual({
      cartDiscountVisualizationSearch: { status: 'Activated', lastModifiedAt: START, lastModifiedBy: { clientId: expect.any(String), isPlatformClient: false } },
    });
    expect(await update(2, { changeCartDiscountVisualizationSearchStatus: { status: 'Activated' } })).toMatchObject({ version: 2 });
    expect(await update(2, { changeCartDiscountVisualizationSearchStatus: { status: 'Deactivated' } })).toMatchObject({ version: 3 });
    expect(mock.getProject('shop')?.graphqlOnly?.cartDiscountVisualizationSearch?.status).toBe('Deactivated');
    expect((await restProject()).version).toBe(3);
  });

  it('runs GraphQL’s own actions with REST’s in one update, all or nothing, and raises the version once', async () => {
    const all = [
      { changeName: { name: 'Renamed' } },
      { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: true } },
      { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'BestDeal' } },
      { changeCartDiscountVisualizationSearchStatus: { status: 'Activated' } },
    ];
    const { statusCode, body } = await refused({ query: UPDATE, variables: { version: 1, actions: [...all, { changeCountries: { countries: ['XX'] } }] }, operationName: 'Update' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ data: null, errors: [{ message: expect.stringContaining("'XX'"), path: ['updateProject'], extensions: { code: 'InvalidInput' } }] });
    expect(await read()).toMatchObject({ version: 1, carts: { totalPriceDiscountDoesNotReduceExternalTax: false }, discounts: { productVsCartDiscountCombination: null } });
    expect(transport().mock.getProject('shop')?.graphqlOnly).toBeUndefined();
    expect(await update(1, ...all)).toMatchObject({ version: 2, carts: { totalPriceDiscountDoesNotReduceExternalTax: true }, discounts: { productVsCartDiscountCombination: 'BestDeal' } });
    expect((await restProject()).name).toBe('Renamed');
  });

  it.each([
    ['a value that is no Boolean', '{ changeTotalPriceDiscountDoesNotReduceExternalTax: { value: "yes" } }', 'Boolean cannot represent a non boolean value: "yes"'],
    ['a null value', '{ changeTotalPriceDiscountDoesNotReduceExternalTax: { value: null } }', 'Expected value of type "Boolean!", found null.'],
    ['a mode DiscountCombinationMode lacks', '{ setProductVsCartDiscountCombination: { productVsCartDiscountCombination: Cheapest } }', 'Value "Cheapest" does not exist in "DiscountCombinationMode" enum.'],
    ['a status the enum lacks', '{ changeCartDiscountVisualizationSearchStatus: { status: Indexing } }', 'Value "Indexing" does not exist in "CartDiscountVisualizationSearchStatus" enum.'],
    ['a missing status', '{ changeCartDiscountVisualizationSearchStatus: {} }', 'Field "ChangeProjectSettingsCartDiscountVisualizationSearchStatus.status" of required type "CartDiscountVisualizationSearchStatus!" was not provided.'],
  ])('refuses %s with InvalidInput, HTTP 400, and changes nothing', async (_name, action, message) => {
    // Broken on purpose: the official schema refuses these documents.
    const { statusCode, body } = await refused({ query: `mutation { updateProject(version: 1, actions: [{ changeName: { name: "Kept?" } }, ${action}]) { version } }` });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ errors: [{ message: expect.stringContaining(message), extensions: { code: 'InvalidInput' } }] });
    expect(await read()).toMatchObject({ version: 1, carts: { totalPriceDiscountDoesNotReduceExternalTax: false }, discounts: { productVsCartDiscountCombination: null } });
    expect((await restProject()).name).toBe('shop');
  });

  it('refuses a mode the enum lacks given in variables, naming the variable, and changes nothing', async () => {
    const { statusCode, body } = await refused({ query: UPDATE, variables: { version: 1, actions: [{ setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'Cheapest' } }] }, operationName: 'Update' });
    expect(statusCode).toBe(400);
    expect(body).toMatchObject({ errors: [{ message: expect.stringContaining('Variable "$actions"'), extensions: { code: 'InvalidInput' } }] });
    expect(await read()).toMatchObject({ version: 1, discounts: { productVsCartDiscountCombination: null } });
  });

  it('keeps what GraphQL’s own actions set through a snapshot and its restore', async () => {
    const { mock } = transport();
    await update(1, { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: true } }, { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'BestDeal' } });
    const saved = JSON.parse(JSON.stringify(mock.snapshot())) as ReturnType<typeof mock.snapshot>;
    mock.reset();
    expect(await read()).toMatchObject({ version: 1, carts: { totalPriceDiscountDoesNotReduceExternalTax: false } });
    await mock.restore(saved);
    expect(await read()).toMatchObject({ version: 2, carts: { totalPriceDiscountDoesNotReduceExternalTax: true }, discounts: { productVsCartDiscountCombination: 'BestDeal' } });
  });
});
