import * as v from 'valibot';

// The shapes of the Import Container requests. Like the Project's, enumerations are plain strings
// here and checked as rules, and a wrong shape gets InvalidJsonInput.

const retentionPolicy = v.variant('strategy', [
  v.object({ strategy: v.literal('ttl'), config: v.object({ timeToLive: v.string() }) }),
]);

export const importContainerDraftSchema = v.object({
  key: v.string(),
  resourceType: v.nullish(v.string()),
  retentionPolicy: v.nullish(retentionPolicy),
});

export const importContainerUpdateDraftSchema = v.object({
  version: v.pipe(v.number(), v.integer()),
  resourceType: v.nullish(v.string()),
});

export type ImportContainerDraft = v.InferOutput<typeof importContainerDraftSchema>;
export type ImportContainerUpdateDraft = v.InferOutput<typeof importContainerUpdateDraftSchema>;
