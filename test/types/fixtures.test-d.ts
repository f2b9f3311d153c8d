import { describe, expectTypeOf, it } from 'vitest';
import b2bProject from '../../fixtures/b2b-project.json' with { type: 'json' };
import catalogImport from '../../fixtures/catalog-import.json' with { type: 'json' };
import fullProject from '../../fixtures/full-project.json' with { type: 'json' };
import containers from '../../fixtures/import-containers.json' with { type: 'json' };
import legacyProject from '../../fixtures/legacy-project.json' with { type: 'json' };
import type { CommercetoolsMockOptions, ImportContainerSeed, ProjectDraft } from '../../src/index.js';

describe('JSON fixtures as seeds, without a cast', () => {
  it('accepts the Project fixtures, whose enumerations a JSON import types as string', () => {
    expectTypeOf(fullProject).toExtend<ProjectDraft>();
    expectTypeOf(b2bProject).toExtend<ProjectDraft>();
    expectTypeOf(legacyProject).toExtend<ProjectDraft>();
  });

  it('accepts the Import Container fixture', () => {
    expectTypeOf(containers).toExtend<readonly ImportContainerSeed[]>();
    expectTypeOf({ projects: [fullProject], importContainers: { 'full-project': containers } }).toExtend<CommercetoolsMockOptions>();
  });

  it('gives the catalogue import as requests of a segment and a body to post as it is', () => {
    expectTypeOf(catalogImport.requests).toExtend<readonly { segment: string; body: { type: string; resources: readonly { key: string }[] } }[]>();
  });

  it('still wants a key', () => {
    expectTypeOf({ name: 'no key' }).not.toExtend<ProjectDraft>();
  });
});
