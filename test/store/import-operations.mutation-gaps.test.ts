import { describe, expect, it } from 'vitest';
import { createCommercetoolsMock, type CommercetoolsMockOptions, type ImportOperation } from '../../src/index.js';
import { IMPORT_HOST } from '../support/sdk.js';
import { SECOND, START } from '../support/time.js';
import { collectionUrl } from '../support/urls.js';

// Import operations and injected outcomes, where mutation testing of src/store found no test: a
// declared resource forgotten by a Project reset before any import ran, and the messages of
// ct.injectImportOutcome for options it cannot print or copy.

const mock = (options: CommercetoolsMockOptions = {}) => createCommercetoolsMock({ auth: false, now: START, projects: [{ key: 'shop' }], ...options });
type Mock = ReturnType<typeof mock>;

async function send(ct: Mock, method: string, url: string, body?: unknown) {
  const response = await ct.fetch(url, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as unknown };
}

async function importChild(ct: Mock, key: string, parent: string): Promise<string> {
  const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/box`, {
    type: 'category',
    resources: [{ key, name: { en: key }, slug: { en: key }, parent: { typeId: 'category', key: parent } }],
  });
  expect(reply.status).toBe(201);
  return (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]!.operationId;
}

const operation = async (ct: Mock, id: string) => (await send(ct, 'GET', `${IMPORT_HOST}/shop/import-operations/${id}`)).body as ImportOperation;

// First in this file: before any import request, the mock keeps declared resources itself.
describe('a resource declared after creation', () => {
  it('is forgotten by ct.reset({ projects }) of its Project, also before any import ran', async () => {
    const ct = mock({ projects: [{ key: 'shop' }, { key: 'other' }] });
    ct.addResource('shop', { typeId: 'category', key: 'tops' });
    ct.addResource('other', { typeId: 'category', key: 'tops' });
    ct.reset({ projects: ['shop'] });
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box' })).status).toBe(201);
    const id = await importChild(ct, 'shirts', 'tops');
    ct.clock.advance(5 * SECOND);
    expect(await operation(ct, id)).toMatchObject({ state: 'unresolved', unresolvedReferences: [{ typeId: 'category', key: 'tops' }] });

    // The other Project keeps its declaration.
    expect((await send(ct, 'POST', `${IMPORT_HOST}/other/import-containers`, { key: 'box' })).status).toBe(201);
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/other/categories/import-containers/box`, {
      type: 'category',
      resources: [{ key: 'shirts', name: { en: 'shirts' }, slug: { en: 'shirts' }, parent: { typeId: 'category', key: 'tops' } }],
    });
    const otherId = (reply.body as { operationStatus: { operationId: string }[] }).operationStatus[0]!.operationId;
    ct.clock.advance(5 * SECOND);
    expect(((await send(ct, 'GET', `${IMPORT_HOST}/other/import-operations/${otherId}`)).body as ImportOperation).state).toBe('imported');
  });
});

describe('ct.injectImportOutcome', () => {
  it('shows options that JSON cannot write as they print', () => {
    const ct = mock();
    expect(() => ct.injectImportOutcome({ state: 'done', note: 1n } as never)).toThrow(
      'commercetools-msw: ct.injectImportOutcome([object Object]): state must be one of',
    );
  });

  it('refuses errors it cannot copy, and says why', () => {
    const ct = mock();
    const errors = [{ code: 'Generic', message: 'no', detail: () => 'a function' }];
    expect(() => ct.injectImportOutcome({ state: 'rejected', errors } as never)).toThrow(
      /^commercetools-msw: ct\.injectImportOutcome\(\{"state":"rejected","errors":\[\{"code":"Generic","message":"no"\}\]\}\): the errors cannot be copied as JSON \(DataCloneError: .+\)\.$/,
    );
  });
});

describe('an import request whose item is not an object', () => {
  it.each([
    ['a string', 'x', '"x"'],
    ['null', null, 'null'],
  ])('names the item itself for %s', async (_, item, shown) => {
    const ct = mock();
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box' })).status).toBe(201);
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/box`, { type: 'category', resources: [item] });
    expect(reply.status).toBe(400);
    expect((reply.body as { errors: unknown[] }).errors).toEqual([
      {
        code: 'InvalidField',
        message: `The value ${shown} of field 'resources.0' is not valid: expected Object, got ${shown}.`,
        field: 'resources.0',
        invalidValue: item,
        resourceIndex: 0,
      },
    ]);
  });
});

describe('the messages of a bad query of import operations', () => {
  const SORT_HINT = "Use '<field> asc' or '<field> desc', with a field among createdAt, lastModifiedAt, resourceKey, state, version, expiresAt.";
  it.each([
    ['?state=done', "'state' must be one of processing, validationFailed, unresolved, waitForMasterVariant, imported, rejected, canceled, partiallyImported, but was 'done'."],
    ['?debug=yes', "'debug' must be true or false, but was 'yes'."],
    ['?debug=TRUE', "'debug' must be true or false, but was 'TRUE'."],
    ['?sort=+state++up', `' state  up' is not a valid sort. ${SORT_HINT}`],
    ['?limit=01x', "'limit' must be a whole number from 0 to 500, but was '01x'."],
  ])('%s says what is wrong with it', async (search, message) => {
    const ct = mock();
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box' })).status).toBe(201);
    const reply = await send(ct, 'GET', `${IMPORT_HOST}/shop/import-containers/box/import-operations${search}`);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ statusCode: 400, message, errors: [{ code: 'InvalidInput', message }] });
  });

  it('takes debug=false and debug=true, and sorts with stray spaces', async () => {
    const ct = mock();
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box' })).status).toBe(201);
    const first = await importChild(ct, 'aa', 'missing');
    ct.clock.advance(SECOND);
    const second = await importChild(ct, 'bb', 'missing');
    const url = `${IMPORT_HOST}/shop/import-containers/box/import-operations`;
    for (const debug of ['false', 'true']) expect((await send(ct, 'GET', `${url}?debug=${debug}`)).status).toBe(200);
    const ids = async (search: string) => ((await send(ct, 'GET', `${url}${search}`)).body as { results: ImportOperation[] }).results.map((op) => op.id);
    expect(await ids('?sort=+createdAt++desc+')).toEqual([second, first]);
    expect(await ids('?sort=createdAt+asc')).toEqual([first, second]);
  });
});

describe('the InvalidField errors of an import request', () => {
  const cat = (key: string) => ({ key, name: { en: key }, slug: { en: key } });
  const CUSTOM_TYPES =
    '("Boolean" | "BooleanSet" | "String" | "StringSet" | "LocalizedString" | "LocalizedStringSet" | "Enum" | "EnumSet" | "LocalizedEnum" | "LocalizedEnumSet" | "Number" | "NumberSet" | "Money" | "MoneySet" | "Date" | "DateSet" | "Time" | "TimeSet" | "DateTime" | "DateTimeSet" | "Reference" | "ReferenceSet")';
  it.each([
    [
      'a missing value',
      { type: 'category', resources: [{ key: 'aa', name: { en: 'aa' } }] },
      [{ code: 'InvalidField', message: "The field 'resources.0.slug' is not valid: a required value is missing.", field: 'resources.0.slug', invalidValue: null, resourceIndex: 0 }],
    ],
    [
      'another type than the path',
      { type: 'product', resources: [cat('aa')] },
      [{ code: 'InvalidField', message: "The value \"product\" of field 'type' is not valid: this path takes requests of type 'category'.", field: 'type', invalidValue: 'product', allowedValues: ['category'] }],
    ],
    [
      'items that are no list',
      { type: 'category', resources: 'x' },
      [{ code: 'InvalidField', message: "The value \"x\" of field 'resources' is not valid: give a list of 1 to 20 items.", field: 'resources', invalidValue: 'x' }],
    ],
    [
      'a reference of another type',
      { type: 'category', resources: [{ ...cat('aa'), parent: { typeId: 'product', key: 'shirt' } }] },
      [{ code: 'InvalidField', message: "The value \"product\" of field 'resources.0.parent.typeId' is not valid: expected \"category\".", field: 'resources.0.parent.typeId', invalidValue: 'product', resourceIndex: 0 }],
    ],
    [
      'an unknown custom field type',
      { type: 'category', resources: [{ ...cat('aa'), custom: { type: { typeId: 'type', key: 'extras' }, fields: { f: { type: 'Text', value: 'x' } } } }] },
      [{ code: 'InvalidField', message: `The value "Text" of field 'resources.0.custom.fields.f.type' is not valid: expected ${CUSTOM_TYPES}.`, field: 'resources.0.custom.fields.f.type', invalidValue: 'Text', resourceIndex: 0 }],
    ],
    [
      'a value of the wrong type',
      { type: 'category', resources: [{ ...cat('aa'), orderHint: 5 }] },
      [{ code: 'InvalidField', message: "The value 5 of field 'resources.0.orderHint' is not valid: expected string, got 5.", field: 'resources.0.orderHint', invalidValue: 5, resourceIndex: 0 }],
    ],
  ])('say what is wrong with %s', async (_, body, errors) => {
    const ct = mock();
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box' })).status).toBe(201);
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/box`, body);
    expect(reply.status).toBe(400);
    expect((reply.body as { errors: unknown[] }).errors).toEqual(errors);
  });

  it('say how many items are too many', async () => {
    const ct = mock();
    expect((await send(ct, 'POST', collectionUrl(), { key: 'box' })).status).toBe(201);
    const resources = Array.from({ length: 21 }, (_, index) => cat(`c${index}`));
    const reply = await send(ct, 'POST', `${IMPORT_HOST}/shop/categories/import-containers/box`, { type: 'category', resources });
    expect((reply.body as { errors: { message: string }[] }).errors[0]?.message).toMatch(/ of field 'resources' is not valid: give 1 to 20 items, not 21\.$/);
  });
});
