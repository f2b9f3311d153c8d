import { describe, expect, it } from 'vitest';
import { restProjectActions } from './project-update-actions.js';

describe('restProjectActions', () => {
  it('puts each action input beside REST’s action name', () => {
    expect(restProjectActions([{ changeName: { name: 'Shop' } }, { setExternalOAuth: {} }, { changeOrderSearchStatus: { status: 'Activated' } }])).toEqual({
      actions: [{ action: 'changeName', name: 'Shop' }, { action: 'setExternalOAuth' }, { action: 'changeOrderSearchStatus', status: 'Activated' }],
    });
  });

  it('turns the one-of shipping rate input type into REST’s type, and label lists into maps', () => {
    const set = (shippingRateInputType: unknown) => restProjectActions([{ setShippingRateInputType: { shippingRateInputType } }]);
    expect(set({ CartScore: {} })).toEqual({ actions: [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartScore' } }] });
    expect(set(null)).toEqual({ actions: [{ action: 'setShippingRateInputType' }] });
    expect(set({ CartClassification: { values: [{ key: 'S', label: [{ locale: 'en', value: 'Small' }, { locale: 'de', value: 'Klein' }] }] } })).toEqual({
      actions: [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'S', label: { en: 'Small', de: 'Klein' } }] } }],
    });
  });

  it('takes only CartClassification’s values, and a label that is no list as no label', () => {
    // Shapes the schema's input types do not let through; the conversion gives the store what REST would get.
    const set = (shippingRateInputType: unknown) => restProjectActions([{ setShippingRateInputType: { shippingRateInputType } }]);
    const type = (name: string) => ({ actions: [{ action: 'setShippingRateInputType', shippingRateInputType: { type: name } }] });
    expect(set({ CartValue: { values: [{ key: 'S', label: [] }] } })).toEqual(type('CartValue'));
    expect(set({ CartClassification: {} })).toEqual(type('CartClassification'));
    expect(set({ CartClassification: { values: 'S' } })).toEqual(type('CartClassification'));
    expect(set({ CartClassification: { values: [{ key: 'S', label: null }, 'M'] } })).toEqual({
      actions: [{ action: 'setShippingRateInputType', shippingRateInputType: { type: 'CartClassification', values: [{ key: 'S', label: {} }] } }],
    });
  });

  it('refuses a shipping rate input type that sets none of its types, or two', () => {
    const set = (shippingRateInputType: unknown) => restProjectActions([{ setShippingRateInputType: { shippingRateInputType } }]);
    expect(set({})).toEqual({
      errors: [{ code: 'InvalidInput', message: 'actions[0].setShippingRateInputType.shippingRateInputType sets exactly one of CartValue, CartClassification, CartScore, such as { CartValue: {} }; this one sets none.' }],
    });
    expect(set({ CartValue: {}, CartScore: {} })).toMatchObject({ errors: [{ code: 'InvalidInput', message: expect.stringContaining('this one sets CartValue and CartScore') }] });
  });

  it('refuses an element that sets a field no action has', () => {
    expect(restProjectActions([{ changeNam: { name: 'a' } }])).toEqual({
      errors: [{ code: 'InvalidInput', message: 'actions[0]: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; this one sets changeNam.' }],
    });
  });

  it('refuses elements that set no action or two, each in order', () => {
    expect(restProjectActions([{}, { changeName: null }, { changeName: { name: 'a' }, changeCurrencies: { currencies: [] } }, { setProductVsCartDiscountCombination: {} }])).toEqual({
      errors: [
        { code: 'InvalidInput', message: 'actions[0]: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; this one sets none.' },
        { code: 'InvalidInput', message: 'actions[1]: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; this one sets none.' },
        { code: 'InvalidInput', message: 'actions[2]: an update action sets exactly one field, such as { changeName: { name: "Shop" } }; this one sets changeName and changeCurrencies.' },
      ],
    });
  });

  it('puts GraphQL’s own actions in the same form, under their GraphQL names', () => {
    expect(
      restProjectActions([
        { changeTotalPriceDiscountDoesNotReduceExternalTax: { value: true } },
        { setProductVsCartDiscountCombination: { productVsCartDiscountCombination: 'BestDeal' } },
        { setProductVsCartDiscountCombination: {} },
        { changeCartDiscountVisualizationSearchStatus: { status: 'Activated' } },
      ]),
    ).toEqual({
      actions: [
        { action: 'changeTotalPriceDiscountDoesNotReduceExternalTax', value: true },
        { action: 'setProductVsCartDiscountCombination', productVsCartDiscountCombination: 'BestDeal' },
        { action: 'setProductVsCartDiscountCombination' },
        { action: 'changeCartDiscountVisualizationSearchStatus', status: 'Activated' },
      ],
    });
  });
});
