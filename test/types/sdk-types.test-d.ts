import type {
  Project as SdkProject,
  ProjectUpdate as SdkProjectUpdate,
  ProjectUpdateAction as SdkProjectUpdateAction,
} from '@commercetools/platform-sdk';
import { describe, expectTypeOf, it } from 'vitest';
import type { Project, ProjectDraft, ProjectUpdate, ProjectUpdateAction } from '../../src/index.js';

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
