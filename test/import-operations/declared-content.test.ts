import { createApiBuilderFromCtpClient, type FieldContainer } from '@commercetools/importapi-sdk';
import { ClientBuilder } from '@commercetools/ts-client';
import { LocalizedString } from '@commercetools-test-data/commons';
import { AttributeDefinition, AttributeEnumType, AttributePlainEnumValue, AttributeTextType, ProductType } from '@commercetools-test-data/product-type';
import { CustomFieldEnumType, CustomFieldStringType, FieldDefinition, Type } from '@commercetools-test-data/type';
import { describe, expect, it, vi } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMock } from '../../src/index.js';
import { connectCommercetoolsMock } from '../../src/remote/index.js';
import { serve } from '../../src/cli/serve.js';
import { expectSchemaValid } from '../support/schemas.js';

// Resources a test declares with their content: processing checks imports against them as against
// imported ones, whether they are declared by ct.addResource, the resources option or the admin
// API, and as the official test-data builders build them (the platform's representation of a
// product type's attributes and a Type's field definitions has the Import API draft's shape).

const NOW = '2030-01-01T00:00:00.000Z';
// The empty preset leaves its other locales undefined, which JSON leaves out, as the mock does.
const en = (text: string) => {
  const { empty } = LocalizedString.presets;
  const builder = empty?.();
  if (!builder?.en) throw new Error('@commercetools-test-data/commons has no empty LocalizedString preset with en()');
  return builder.en(text);
};

const shirtType = () =>
  ProductType.random()
    .key('shirt')
    .name('Shirt')
    .description('Shirts')
    .attributes([
      AttributeDefinition.random()
        .name('color')
        .label(en('Color'))
        .isRequired(true)
        .attributeConstraint('None')
        .type(AttributeEnumType.random().values([AttributePlainEnumValue.random().key('red').label('Red'), AttributePlainEnumValue.random().key('green').label('Green')])),
      AttributeDefinition.random().name('material').label(en('Material')).isRequired(false).attributeConstraint('None').type(AttributeTextType.random()),
    ])
    .buildRest<Record<string, unknown>>();

const customerExtras = () =>
  Type.random()
    .key('customer-extras')
    .name(en('Customer extras'))
    .resourceTypeIds(['customer'])
    .fieldDefinitions([
      FieldDefinition.random().name('nickname').label(en('Nickname')).required(true).type(CustomFieldStringType.random()),
      FieldDefinition.random()
        .name('tier')
        .label(en('Tier'))
        .required(false)
        .type(CustomFieldEnumType.random().values([{ key: 'gold', label: 'Gold' }, { key: 'silver', label: 'Silver' }])),
    ])
    .buildRest<Record<string, unknown>>();

function importApi(ct: CommercetoolsMock) {
  const client = new ClientBuilder()
    .withClientCredentialsFlow({
      host: 'https://auth.europe-west1.gcp.commercetools.com',
      projectKey: 'shop',
      credentials: { clientId: 'id', clientSecret: 'secret' },
      httpClient: ct.fetch,
    })
    .withHttpMiddleware({ host: 'https://import.europe-west1.gcp.commercetools.com', httpClient: ct.fetch })
    .build();
  return createApiBuilderFromCtpClient(client).withProjectKeyValue({ projectKey: 'shop' });
}

const draft = (key: string, color: string) => ({
  key,
  name: { en: key },
  slug: { en: key },
  productType: { typeId: 'product-type' as const, key: 'shirt' },
  masterVariant: { key: `${key}-1`, sku: key.toUpperCase(), attributes: [{ name: 'color', type: 'enum' as const, value: color }] },
});

/** Imports product drafts, runs the clock past their processing, and returns their operations. */
async function importDrafts(ct: CommercetoolsMock, drafts: ReturnType<typeof draft>[]) {
  const imports = importApi(ct);
  const container = { importContainerKey: 'catalog' };
  const { body } = await imports.productDrafts().importContainers().withImportContainerKeyValue(container).post({ body: { type: 'product-draft', resources: drafts } }).execute();
  ct.clock.advance(5000);
  return Promise.all(
    body.operationStatus.map(async ({ operationId }) => {
      const { body: operation } = await imports.importOperations().withIdValue({ id: operationId ?? '' }).get().execute();
      expectSchemaValid(operation, 'import-api', 'ImportOperation');
      return operation;
    }),
  );
}

const mockWith = (resources?: Parameters<typeof createCommercetoolsMock>[0]) =>
  createCommercetoolsMock({ now: NOW, projects: [{ key: 'shop' }], importContainers: { shop: [{ key: 'catalog' }] }, ...resources });

describe('a product type declared with its content', () => {
  it('built by the official test-data builder, checks imports by ct.addResource', async () => {
    const ct = mockWith();
    await ct.addResource('shop', { typeId: 'product-type', ...shirtType(), key: 'shirt' });
    const [blue, red] = await importDrafts(ct, [draft('oxford', 'blue'), draft('linen', 'red')]);
    expect(blue?.state).toBe('validationFailed');
    expect(blue?.errors).toEqual([
      {
        code: 'InvalidField',
        message: `The value '"blue"' is not valid for field 'masterVariant.attributes.color'.`,
        field: 'masterVariant.attributes.color',
        invalidValue: 'blue',
        allowedValues: ['red', 'green'],
      },
    ]);
    expect(red).toMatchObject({ state: 'imported', resourceVersion: 1 });
  });

  it('checks imports when given in the resources option, and again after a reset', async () => {
    const ct = mockWith({ resources: { shop: [{ typeId: 'product-type', ...shirtType(), key: 'shirt' }] } });
    expect((await importDrafts(ct, [draft('oxford', 'blue')]))[0]?.state).toBe('validationFailed');
    ct.reset();
    expect((await importDrafts(ct, [draft('oxford', 'blue')]))[0]?.state).toBe('validationFailed');
  });

  it('declared by its identity alone, resolves references and skips the attribute rules', async () => {
    const ct = mockWith();
    await ct.addResource('shop', { typeId: 'product-type', key: 'shirt' });
    expect((await importDrafts(ct, [draft('oxford', 'blue')]))[0]).toMatchObject({ state: 'imported', resourceVersion: 1 });
  });

  it('is refused with what its draft breaks, and then stored not at all', async () => {
    const ct = mockWith();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(ct.addResource('shop', { typeId: 'product-type', key: 'shirt', name: 'Shirt' })).rejects.toThrow(
      /the product-type 'shirt' declared in 'shop' does not fit the Import API's product-type resource: description/,
    );
    await expect(
      ct.addResource('shop', { typeId: 'product-type', key: 'shirt', name: 'Shirt', description: '', attributes: [{ name: 'a', label: {}, isRequired: false, type: { name: 'text' } }, { name: 'a', label: {}, isRequired: false, type: { name: 'text' } }] }),
    ).rejects.toThrow(/A duplicate value '"a"' exists for field 'attributes.1.name'/);
    errors.mockRestore();
    // Nothing of either was stored: a product of that type waits for it.
    expect((await importDrafts(ct, [draft('oxford', 'red')]))[0]).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'product-type', key: 'shirt' }] });
  });

  it('of a type that has no draft to give it, is refused', async () => {
    const ct = mockWith();
    await expect(ct.addResource('shop', { typeId: 'tax-category', key: 'standard', name: 'Standard' })).rejects.toThrow(/can be declared by its identity alone/);
  });
});

describe('a Type declared with its content', () => {
  it('built by the official test-data builder, checks customers custom fields', async () => {
    const ct = mockWith();
    await ct.addResource('shop', { typeId: 'type', ...customerExtras(), key: 'customer-extras' });
    const imports = importApi(ct);
    const custom = (fields: FieldContainer) => ({ type: { typeId: 'type' as const, key: 'customer-extras' }, fields });
    const { body } = await imports
      .customers()
      .importContainers()
      .withImportContainerKeyValue({ importContainerKey: 'catalog' })
      .post({
        body: {
          type: 'customer',
          resources: [
            { key: 'jen', email: 'jen@example.com', password: 'secret', custom: custom({ shoeSize: { type: 'Number', value: 38 }, nickname: { type: 'String', value: 'J' } }) },
            { key: 'kim', email: 'kim@example.com', password: 'secret', custom: custom({ tier: { type: 'Enum', value: 'gold' } }) },
            { key: 'lou', email: 'lou@example.com', password: 'secret', custom: custom({ nickname: { type: 'String', value: 'L' }, tier: { type: 'Enum', value: 'silver' } }) },
          ],
        },
      })
      .execute();
    ct.clock.advance(5000);
    const [jen, kim, lou] = await Promise.all(body.operationStatus.map(async ({ operationId }) => (await imports.importOperations().withIdValue({ id: operationId ?? '' }).get().execute()).body));
    expect(jen?.errors).toEqual([expect.objectContaining({ code: 'InvalidField', field: 'custom.fields.shoeSize', invalidValue: 'shoeSize', allowedValues: ['nickname', 'tier'] })]);
    expect(kim?.errors).toEqual([{ code: 'RequiredField', message: "A value is required for field 'custom.fields.nickname'.", field: 'custom.fields.nickname' }]);
    expect(lou).toMatchObject({ state: 'imported', resourceVersion: 1 });
  });
});

describe('declared through the admin API and the remote client', () => {
  it('checks imports against the content, and answers 400 with what a draft breaks', async () => {
    const served = await serve({ port: 0, now: NOW, projects: [{ key: 'shop' }], admin: { token: 'admin-secret' } });
    try {
      const remote = connectCommercetoolsMock(served.url, { adminToken: 'admin-secret' });
      await remote.addResource('shop', { typeId: 'product-type', ...shirtType(), key: 'shirt' });
      await expect(remote.addResource('shop', { typeId: 'product-type', key: 'pants', name: 'Pants' })).rejects.toThrow(/does not fit the Import API's product-type resource/);
    } finally {
      await served.close();
    }
  });
});
