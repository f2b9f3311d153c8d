import type { ImportContainer, RetentionPolicy } from '../index.js';
import { IMPORT_RESOURCE_TYPES } from '../store/import-container/import-container.js';
import { DEFAULT_TIME_TO_LIVE_MS, parseTimeToLive } from '../store/import-container/time-to-live.js';
import { deepMerge, type Overrides } from './deep-merge.js';
import type { FactoryContext } from './factory-context.js';
import type { ImportContainerDraftValues } from './factory-types.js';
import { generateRetentionPolicy, REFERENCE_MS } from './generators.js';
import { givenPresence } from './given-presence.js';

/** The Import Container builders of one factory instance. */
export interface ImportContainerFactories {
  importContainerDraft(overrides?: Overrides<ImportContainerDraftValues>): ImportContainerDraftValues;
  importContainer(overrides?: Overrides<ImportContainer>): ImportContainer;
}

/** The container's lifetime as the mock computes it: its policy's time to live, or 72 hours. */
function timeToLiveMs(policy: RetentionPolicy | undefined): number {
  if (!policy) return DEFAULT_TIME_TO_LIVE_MS;
  const parsed = parseTimeToLive(policy.config.timeToLive);
  return 'ms' in parsed ? parsed.ms : DEFAULT_TIME_TO_LIVE_MS;
}

/**
 * Builders for Import Container drafts (create request bodies) and containers (as the Import API
 * returns them). A built container is consistent the way the mock would have made it: `expiresAt`
 * follows `createdAt` and the retention policy, and it is still alive at the reference date.
 *
 * @example
 * const { importContainerDraft } = createImportContainerFactories(createFactoryContext(42));
 * importContainerDraft({ resourceType: 'product' }); // { key: 'brave_otter_1', resourceType: 'product', … }
 */
export function createImportContainerFactories(context: FactoryContext): ImportContainerFactories {
  const { faker } = context;

  function importContainerDraft(overrides?: Overrides<ImportContainerDraftValues>): ImportContainerDraftValues {
    // Underscores join the parts, which the key pattern (^[a-zA-Z0-9_-]+$) allows as well as hyphens.
    const key = `${context.slug(faker.word.adjective(), 16)}_${context.slug(faker.word.noun(), 16)}_${context.next('importContainer')}`;
    const resourceType = context.pick(IMPORT_RESOURCE_TYPES);
    const hasResourceType = context.chance(0.8);
    const retentionPolicy = generateRetentionPolicy(context);
    const coin = context.chance(0.5);
    const hasRetentionPolicy = givenPresence(overrides, 'retentionPolicy') ?? coin;
    const draft: ImportContainerDraftValues = {
      key,
      ...(hasResourceType ? { resourceType } : {}),
      ...(hasRetentionPolicy ? { retentionPolicy } : {}),
    };
    return deepMerge(draft, overrides);
  }

  function importContainer(overrides: Overrides<ImportContainer> = {}): ImportContainer {
    const { key, resourceType, retentionPolicy } = importContainerDraft(overrides);
    const lifetimeMs = timeToLiveMs(retentionPolicy);
    // Created at most 90% of its lifetime before the reference date, so that it is still alive there.
    const generatedCreatedAt = new Date(REFERENCE_MS - context.int(0, Math.floor(lifetimeMs * 0.9))).toISOString();
    const createdAt = overrides.createdAt ?? generatedCreatedAt;
    const createdMs = Date.parse(createdAt);
    const version = context.int(1, 10);
    const sinceCreation = Number.isFinite(createdMs) ? Math.max(0, REFERENCE_MS - createdMs) : 0;
    const modifiedAfterMs = context.int(0, sinceCreation);
    // A container that was never updated was last modified when it was created.
    const generatedLastModifiedAt =
      (overrides.version ?? version) === 1 || !Number.isFinite(createdMs) ? createdAt : new Date(createdMs + modifiedAfterMs).toISOString();
    const container: ImportContainer = {
      key,
      ...(resourceType ? { resourceType } : {}),
      version,
      ...(retentionPolicy ? { retentionPolicy } : {}),
      createdAt,
      lastModifiedAt: generatedLastModifiedAt,
      expiresAt: Number.isFinite(createdMs) ? new Date(createdMs + lifetimeMs).toISOString() : createdAt,
    };
    // The draft already holds its overrides; merging the rest leaves those as they are.
    return deepMerge(container, overrides);
  }

  return { importContainerDraft, importContainer };
}
