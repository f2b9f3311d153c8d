// Types for pinned-schema-roots.js, which scripts/cut-graphql-schema.mjs generates.

/** The fields of a schema's Query and Mutation types. */
export interface RootFields {
  readonly Query: readonly string[];
  readonly Mutation: readonly string[];
}

/** Every field of the official Query and Mutation types. */
export const OFFICIAL_ROOT_FIELDS: RootFields;

/** The root fields the pinned cut keeps. */
export const KEPT_ROOT_FIELDS: RootFields;
