import { describe, expect, it } from 'vitest';
import { buildProject } from './build-project.js';
import type { ProjectDraft } from './project.js';
import { defaultProject } from '../../../test/support/default-project.js';

// What a seed becomes: the documented defaults for what a partial draft leaves out, a whole
// Project as it is. The defaults are built once per module and shared, so the first test here
// is the one that reads all of them.

const AT = '2030-01-01T00:00:00.000Z';

describe('buildProject', () => {
  it('gives a draft of only a key the documented defaults', () => {
    expect(buildProject({ key: 'shop' }, AT)).toStrictEqual(defaultProject('shop', AT));
  });

  it('freezes the defaults deep, so that a test writing into a Project cannot change the next one', () => {
    const project = buildProject({ key: 'shop' }, AT);
    expect(() => Object.assign(project.carts, { priceRoundingMode: 'Up' })).toThrow(TypeError);
    expect(buildProject({ key: 'next' }, AT).carts.priceRoundingMode).toBe('HalfEven');
  });

  it('takes a whole Project as it is, without the defaults of what it leaves out', () => {
    const whole = buildProject({ key: 'shop' }, AT);
    const { shoppingLists: _1, businessUnits: _2, searchIndexing: _3, ...legacy } = whole;
    expect(buildProject(legacy, AT)).toStrictEqual(legacy);
  });

  it('replaces a default field whole with the one the draft gives', () => {
    const project = buildProject({ key: 'shop', messages: { enabled: true } }, AT);
    expect(project.messages).toStrictEqual({ enabled: true });
    expect(project.countries).toStrictEqual(['DE', 'US']);
  });

  it('leaves out an optional field the draft sets to undefined, as a JSON body would', () => {
    const project = buildProject({ key: 'shop', shoppingLists: undefined, trialUntil: undefined }, AT);
    expect(Object.keys(project)).not.toContain('shoppingLists');
    expect(Object.keys(project)).not.toContain('trialUntil');
  });

  it('copies the draft, so that a test changing it later changes nothing', () => {
    const draft: ProjectDraft & { countries: string[]; messages: { enabled: boolean } } = { key: 'shop', countries: ['DE'], messages: { enabled: true } };
    const project = buildProject(draft, AT);
    draft.countries.push('FR');
    draft.messages.enabled = false;
    expect(project.countries).toStrictEqual(['DE']);
    expect(project.messages).toStrictEqual({ enabled: true });
  });

  it.each([
    ['no draft', null],
    ['a draft without a key', {}],
    ['an empty key', { key: '' }],
    ['a key of another type', { key: 7 }],
  ])('refuses %s, saying what a key looks like', (_name, draft) => {
    expect(() => buildProject(draft as never, AT)).toThrow('commercetools-msw: a seeded Project needs a non-empty string `key`, for example { key: "shop" }.');
  });

  it('names the Project and every problem of an invalid seed', () => {
    expect(() => buildProject({ key: 'shop', countries: ['XX'], currencies: ['EURO'] }, AT)).toThrow(
      /^commercetools-msw: the seeded Project 'shop' is invalid: 'XX' is not a valid country code\. .*; 'EURO' is not a valid currency code\./,
    );
  });

  it('takes the settings only GraphQL has, as a snapshot holds them, and refuses values GraphQL’s enums lack', () => {
    const graphqlOnly = { totalPriceDiscountDoesNotReduceExternalTax: true, productVsCartDiscountCombination: 'BestDeal', cartDiscountVisualizationSearch: { status: 'Activated', lastModifiedAt: AT } };
    expect(buildProject({ key: 'shop', graphqlOnly }, AT).graphqlOnly).toStrictEqual(graphqlOnly);
    // Broken on purpose, as a JSON seed or a snapshot may come: read through JSON, untyped.
    const seeded = (broken: unknown) => () => buildProject(JSON.parse(JSON.stringify({ key: 'shop', graphqlOnly: broken })) as ProjectDraft, AT);
    expect(seeded({ productVsCartDiscountCombination: 'Cheapest' })).toThrow(/graphqlOnly -> productVsCartDiscountCombination/);
    expect(seeded({ cartDiscountVisualizationSearch: { lastModifiedAt: AT } })).toThrow(/graphqlOnly -> cartDiscountVisualizationSearch -> status/);
    expect(seeded({ totalPriceDiscountDoesNotReduceExternalTax: 'yes' })).toThrow(/graphqlOnly -> totalPriceDiscountDoesNotReduceExternalTax/);
  });
});
