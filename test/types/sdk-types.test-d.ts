import type {
  Project as SdkProject,
  ProjectUpdate as SdkProjectUpdate,
  ProjectUpdateAction as SdkProjectUpdateAction,
} from '@commercetools/platform-sdk';
import type {
  ImportContainer as SdkImportContainer,
  ImportContainerDraft as SdkImportContainerDraft,
  ImportContainerPagedResponse as SdkImportContainerPagedResponse,
  ImportContainerUpdateDraft as SdkImportContainerUpdateDraft,
  ImportResourceType as SdkImportResourceType,
  ImportOperation as SdkImportOperation,
  ImportOperationPagedResponse as SdkImportOperationPagedResponse,
  ImportResponse as SdkImportResponse,
  ImportSummary as SdkImportSummary,
  ProcessingState as SdkProcessingState,
} from '@commercetools/importapi-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type {
  ImportContainer,
  ImportContainerDraft,
  ImportContainerPagedResponse,
  ImportContainerUpdateDraft,
  ImportOperation,
  ImportOperationPagedResponse,
  ImportResourceType,
  ImportResponse,
  ImportSummary,
  ProcessingState,
  Project,
  ProjectDraft,
  ProjectUpdate,
  ProjectUpdateAction,
} from '../../src/index.js';

describe('types against the official SDK', () => {
  it('hands out Projects that fit wherever the SDK expects a Project', () => {
    expectTypeOf<Project>().toExtend<SdkProject>();
  });

  it("accepts every update request the SDK can build, with each action's own shape", () => {
    expectTypeOf<SdkProjectUpdate>().toExtend<ProjectUpdate>();
    expectTypeOf<SdkProjectUpdateAction>().toExtend<ProjectUpdateAction>();
  });

  it('knows exactly the SDK actions plus the deprecated changeMessagesEnabled', () => {
    expectTypeOf<Exclude<ProjectUpdateAction['action'], 'changeMessagesEnabled'>>().toEqualTypeOf<SdkProjectUpdateAction['action']>();
  });

  it('seeds Projects from a key and any SDK Project fields', () => {
    expectTypeOf<{ key: 'shop'; currencies: string[] }>().toExtend<ProjectDraft>();
    expectTypeOf<{ currencies: string[] }>().not.toExtend<ProjectDraft>();
  });
});

describe('types against the official Import SDK', () => {
  it('hands out Import Containers that fit wherever the Import SDK expects one', () => {
    expectTypeOf<ImportContainer>().toExtend<SdkImportContainer>();
    expectTypeOf<ImportContainerPagedResponse>().toExtend<SdkImportContainerPagedResponse>();
  });

  it('accepts every draft and update draft the Import SDK can build', () => {
    expectTypeOf<SdkImportContainerDraft>().toExtend<ImportContainerDraft>();
    expectTypeOf<SdkImportContainerUpdateDraft>().toExtend<ImportContainerUpdateDraft>();
  });

  it('knows exactly the Import SDK resource types', () => {
    // The SDK adds `string & {}` to its enumerations so that new values don't break old clients.
    type Listed<T> = T extends unknown ? (string extends T ? never : T) : never;
    expectTypeOf<ImportResourceType>().toEqualTypeOf<Listed<SdkImportResourceType>>();
  });
});

describe('import operations against the official Import SDK', () => {
  it('hands out responses, operations, pages and summaries that fit where the SDK expects them', () => {
    expectTypeOf<ImportResponse>().toExtend<SdkImportResponse>();
    expectTypeOf<ImportSummary>().toExtend<SdkImportSummary>();
    // The SDK types `errors` as a union of the documented error codes; a forced outcome may carry
    // any code a test chooses, so the mock's errors are plain error objects.
    type WithoutErrors<T> = Omit<T, 'errors'>;
    expectTypeOf<WithoutErrors<ImportOperation>>().toExtend<WithoutErrors<SdkImportOperation>>();
    expectTypeOf<ImportOperation['errors']>().toExtend<{ code: string; message: string }[] | undefined>();
    expectTypeOf<Omit<ImportOperationPagedResponse, 'results'>>().toExtend<Omit<SdkImportOperationPagedResponse, 'results'>>();
  });

  it('knows exactly the SDK processing states', () => {
    type Listed<T> = T extends unknown ? (string extends T ? never : T) : never;
    expectTypeOf<ProcessingState>().toEqualTypeOf<Listed<SdkProcessingState>>();
  });
});
