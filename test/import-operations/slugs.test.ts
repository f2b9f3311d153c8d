import type { CategoryImport, ImportResponse, ProductDraftImport, ProductImport } from '@commercetools/importapi-sdk';
import { describe, expect, it } from 'vitest';
import { useMockServer } from '../support/mock-server.js';
import { createApiRoot, createImportApiRoot } from '../support/sdk.js';
import { operationEvents, states, summaryOf } from './helpers.js';
import { duplicateField, invalidField, processingRequests, type Sent } from './processing-requests.js';

// Slugs as the platform's Category and Product drafts constrain them (CategoryDraft.raml,
// ProductDraft.raml; ProductTailoringDraft.raml for tailorings): 2 to 256 of A-Z, a-z, 0-9, _
// and -, in every locale. The Import API's RAML says so in a description only, so the request is
// taken and processing refuses the item, as the platform's create does: validationFailed with an
// InvalidField at slug.<locale>, nothing stored, nothing claimed.

const ct = useMockServer({
  projects: [{ key: 'shop', languages: ['en', 'de'] }],
  importContainers: { shop: [{ key: 'catalog' }] },
  resources: { shop: [{ typeId: 'product-type', key: 'clothing' }] },
});
const { send, imported, refused } = processingRequests(ct);

/** Slugs the pattern refuses: too short, too long, a character outside the set at the start, inside and at the end. */
const BAD_SLUGS = ['a', '', 's'.repeat(257), '.ab', 'oxford shirt', 'ab.', 'hemd-grün', 'a/b', 'a+b', 'ab\n', 'Ǆa'];
/** Slugs it takes, at its edges and with every kind of character it allows. */
const GOOD_SLUGS = ['ab', 's'.repeat(256), 'AZ_az-09', '--', '__'];

const category = (key: string, slug: Record<string, string>): CategoryImport => ({ key, name: { en: 'Shirts' }, slug });
const draft = (key: string, slug: Record<string, string>): ProductDraftImport => ({
  key,
  name: { en: 'Shirt' },
  slug,
  productType: { typeId: 'product-type', key: 'clothing' },
  masterVariant: { key: `${key}-1`, sku: `${key.toUpperCase()}-1` },
});
const product = (key: string, slug: Record<string, string>): ProductImport => ({ key, name: { en: 'Shirt' }, slug, productType: { typeId: 'product-type', key: 'clothing' } });

const KINDS: readonly { type: string; send: (key: string, slug: Record<string, string>) => Sent }[] = [
  { type: 'category', send: (key, slug) => send.categories([category(key, slug)]) },
  { type: 'product-draft', send: (key, slug) => send.productDrafts([draft(key, slug)]) },
  { type: 'product', send: (key, slug) => send.products([product(key, slug)]) },
];

describe.each(KINDS)('a $type slug', ({ send: sendWith }) => {
  it('that breaks the pattern in a locale ends validationFailed with an InvalidField at that locale', async () => {
    for (const slug of BAD_SLUGS) await refused(sendWith('shirts', { en: slug }), [invalidField('slug.en', slug)]);
    await refused(sendWith('shirts', { en: 'shirts', de: 'Hemden und Blusen' }), [invalidField('slug.de', 'Hemden und Blusen')]);
    // Every locale that breaks it, in the slug's order.
    await refused(sendWith('shirts', { de: 'hemd.de', en: 'shirts', fr: 'chemise à fleurs' }), [invalidField('slug.de', 'hemd.de'), invalidField('slug.fr', 'chemise à fleurs')]);
    expect(await summaryOf(ct, 'catalog')).toStrictEqual(states({ validationFailed: BAD_SLUGS.length + 2 }));
    expect(operationEvents(ct).map((event) => event.type)).toEqual(Array.from({ length: BAD_SLUGS.length + 2 }, () => 'ImportValidationFailed'));
  });

  it('that fits the pattern in every locale imports', async () => {
    // The same slug in two locales is two slugs.
    for (const [index, slug] of GOOD_SLUGS.entries()) await imported(sendWith(`shirts${index}`, { en: slug, de: slug }));
  });

  it('that fails claims nothing and stores nothing: another resource takes its other slugs, and the key imports as new', async () => {
    await refused(sendWith('shirts', { en: 'shirts', de: 'Hemden!' }), [invalidField('slug.de', 'Hemden!')]);
    await imported(sendWith('tops', { en: 'shirts' }));
    const [corrected] = await imported(sendWith('shirts', { en: 'shirts-2', de: 'hemden' }));
    expect(corrected?.resourceVersion).toBe(1);
  });
});

describe('a slug that breaks the pattern and another rule', () => {
  it('lists both errors: the pattern, and a slug another category holds', async () => {
    await imported(send.categories([category('shirts', { en: 'shirts' })]));
    await refused(send.categories([category('tops', { en: 'shirts', de: 'tops and tees' })]), [invalidField('slug.de', 'tops and tees'), duplicateField('slug.en', 'shirts')]);
  });
});

describe('an update whose slug breaks the pattern', () => {
  it('leaves the category as it was, readable with its old slug and version', async () => {
    await imported(send.categories([category('shirts', { en: 'shirts' })]));
    await refused(send.categories([category('shirts', { en: 'Shirts & more' })]), [invalidField('slug.en', 'Shirts & more')]);
    const { body } = await createApiRoot({ projectKey: 'shop' }).categories().withKey({ key: 'shirts' }).get().execute();
    expect(body).toMatchObject({ version: 1, slug: { en: 'shirts' } });
    const [again] = await imported(send.categories([category('shirts', { en: 'shirts-and-more' })]));
    expect(again?.resourceVersion).toBe(2);
  });
});

describe('a product tailoring slug (ProductTailoringDraft.raml)', () => {
  const tailor = (slug?: Record<string, string>): Promise<{ body: ImportResponse }> =>
    createImportApiRoot({ projectKey: 'shop' })
      .productTailorings()
      .importContainers()
      .withImportContainerKeyValue({ importContainerKey: 'catalog' })
      .post({
        body: {
          type: 'product-tailoring',
          resources: [{ key: 'shirt-berlin', store: { typeId: 'store', key: 'berlin' }, product: { typeId: 'product', key: 'shirt' }, ...(slug ? { slug } : {}) }],
        },
      })
      .execute();

  it('fails where it breaks the pattern, and imports where it fits or is left out', async () => {
    ct.addResource('shop', { typeId: 'store', key: 'berlin' });
    ct.addResource('shop', { typeId: 'product', key: 'shirt' });
    await refused(tailor({ en: 'shirt-berlin', de: 'Hemd Berlin' }), [invalidField('slug.de', 'Hemd Berlin')]);
    await imported(tailor({ en: 'shirt-berlin', de: 'hemd-berlin' }));
    const [again] = await imported(tailor());
    expect(again?.resourceVersion).toBe(2);
  });
});
