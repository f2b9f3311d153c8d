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

// The schema calls the version a double, but versions are whole numbers, and the 409 echoes it as int32.
const version = v.pipe(v.number(), v.integer(), v.minValue(-(2 ** 31)), v.maxValue(2 ** 31 - 1));

export const importContainerUpdateDraftSchema = v.object({
  version,
  resourceType: v.nullish(v.string()),
});

/** What `ct.addImportContainer` accepts: a draft, plus stamps a fixture may want to fix. */
export const importContainerSeedSchema = v.object({
  ...importContainerDraftSchema.entries,
  version: v.optional(v.pipe(version, v.minValue(1))),
  createdAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  lastModifiedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});

export type ImportContainerDraft = v.InferOutput<typeof importContainerDraftSchema>;
export type ImportContainerUpdateDraft = v.InferOutput<typeof importContainerUpdateDraftSchema>;
