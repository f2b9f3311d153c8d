import type {
  ImportContainer as SdkImportContainer,
  ImportContainerDraft as SdkImportContainerDraft,
} from '@commercetools/importapi-sdk';
import type { Project as SdkProject, ProjectUpdateAction as SdkProjectUpdateAction, StoreDraft as SdkStoreDraft } from '@commercetools/platform-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { ImportContainer, ImportContainerDraft, Project, ProjectUpdateAction, StoreDraft } from '../../src/index.js';
import type {
  BuiltProjectUpdateAction,
  Factories,
  Overrides,
  ProjectActionName,
  ProjectActionPayloads,
} from '../../src/factories/index.js';

describe('factory types', () => {
  it('build Projects that fit wherever the SDK expects a Project', () => {
    expectTypeOf<ReturnType<Factories['project']>>().toEqualTypeOf<Project>();
    expectTypeOf<ReturnType<Factories['project']>>().toExtend<SdkProject>();
  });

  it('have one builder for each of the 23 actions, named as the mock names them', () => {
    expectTypeOf<ProjectActionName>().toEqualTypeOf<ProjectUpdateAction['action']>();
    expectTypeOf<keyof Factories['actions']>().toEqualTypeOf<ProjectUpdateAction['action']>();
  });

  it('build actions the mock and the SDK accept (the SDK lacks only the deprecated changeMessagesEnabled)', () => {
    expectTypeOf<BuiltProjectUpdateAction>().toExtend<ProjectUpdateAction>();
    expectTypeOf<Exclude<BuiltProjectUpdateAction, { action: 'changeMessagesEnabled' }>>().toExtend<SdkProjectUpdateAction>();
    expectTypeOf<ReturnType<Factories['actions']['changeName']>>().toEqualTypeOf<ProjectActionPayloads['changeName']>();
    expectTypeOf<ReturnType<Factories['actions']['changeTaxRoundingMode']>['taxRoundingMode']>().toEqualTypeOf<'HalfEven' | 'HalfUp' | 'HalfDown'>();
  });

  it('build Import Containers, drafts and Stores that fit the mock and the SDKs', () => {
    expectTypeOf<ReturnType<Factories['importContainer']>>().toExtend<SdkImportContainer>();
    expectTypeOf<ReturnType<Factories['importContainer']>>().toEqualTypeOf<ImportContainer>();
    expectTypeOf<ReturnType<Factories['importContainerDraft']>>().toExtend<SdkImportContainerDraft>();
    expectTypeOf<ReturnType<Factories['importContainerDraft']>>().toExtend<ImportContainerDraft>();
    expectTypeOf<ReturnType<Factories['store']>>().toExtend<StoreDraft>();
    expectTypeOf<Pick<ReturnType<Factories['store']>, 'key' | 'languages'>>().toExtend<Pick<SdkStoreDraft, 'key' | 'languages'>>();
  });

  it('take partial overrides at any depth, with arrays whole and known enumeration values only', () => {
    expectTypeOf<{ carts: { taxRoundingMode: 'HalfUp' }; countries: string[] }>().toExtend<Overrides<Project>>();
    expectTypeOf<{ searchIndexing: { orders: { status: 'Activated' } } }>().toExtend<Overrides<Project>>();
    expectTypeOf<{ shippingRateInputType: { type: 'CartClassification' } }>().toExtend<Overrides<Project>>();
    expectTypeOf<{ carts: { taxRoundingMode: 'Bogus' } }>().not.toExtend<Overrides<Project>>();
    expectTypeOf<{ countries: [{ code: 'DE' }] }>().not.toExtend<Overrides<Project>>();
    expectTypeOf<Factories['actions']['setExternalOAuth']>().parameter(0).toExtend<{ externalOAuth?: { url?: string } } | undefined>();
  });
});
