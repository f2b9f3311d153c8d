import type { StandalonePrice } from '@commercetools/platform-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { api, importThrough, settle, valid } from './helpers.js';

// Money read back as the platform shows it (issue 33): cent precision with its currency's fraction
// digits (ISO 4217's minor units, 0 for the platform's zero-decimal currencies), high precision with
// the digits it was given, else its currency's.

const CURRENCIES = ['EUR', 'JPY', 'KWD', 'CLF', 'HUF0', 'CZK0'];
const ct = useMockServer({ projects: [{ key: 'shop', currencies: CURRENCIES, languages: ['en'] }] });

const read = async (key: string) => valid<StandalonePrice>((await api().standalonePrices().withKey({ key }).get().execute()).body, 'StandalonePrice').value;

describe('fraction digits', () => {
  it('shows cent precision with the minor units of its currency', async () => {
    await importThrough(
      ct,
      'standalone-prices',
      CURRENCIES.map((currencyCode) => ({ key: `p-${currencyCode}`, sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 12345, currencyCode } })),
    );
    settle(ct);
    const digits = Object.fromEntries(await Promise.all(CURRENCIES.map(async (currency) => [currency, (await read(`p-${currency}`)).fractionDigits])));
    expect(digits).toEqual({ EUR: 2, JPY: 0, KWD: 3, CLF: 4, HUF0: 0, CZK0: 0 });
    expect(await read('p-KWD')).toEqual({ type: 'centPrecision', currencyCode: 'KWD', centAmount: 12345, fractionDigits: 3 });
  });

  it('shows cent precision with its currency\'s minor units, whatever fraction digits the import gave', async () => {
    await importThrough(ct, 'standalone-prices', [{ key: 'given', sku: 'SKU-1', value: { type: 'centPrecision', centAmount: 12345, currencyCode: 'JPY', fractionDigits: 2 } }]);
    settle(ct);
    expect(await read('given')).toEqual({ type: 'centPrecision', currencyCode: 'JPY', centAmount: 12345, fractionDigits: 0 });
  });

  it('shows high precision with its precise amount and the digits it was given, else its currency\'s', async () => {
    await importThrough(ct, 'standalone-prices', [
      { key: 'given', sku: 'SKU-1', value: { type: 'highPrecision', centAmount: 1235, currencyCode: 'EUR', fractionDigits: 5, preciseAmount: 1234567 } },
      { key: 'left-out', sku: 'SKU-1', value: { type: 'highPrecision', centAmount: 1235, currencyCode: 'KWD', preciseAmount: 1234567 } },
    ]);
    settle(ct);
    expect(await read('given')).toEqual({ type: 'highPrecision', currencyCode: 'EUR', centAmount: 1235, fractionDigits: 5, preciseAmount: 1234567 });
    expect(await read('left-out')).toEqual({ type: 'highPrecision', currencyCode: 'KWD', centAmount: 1235, fractionDigits: 3, preciseAmount: 1234567 });
  });
});
