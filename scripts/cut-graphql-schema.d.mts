// Types for scripts/cut-graphql-schema.mjs, which test/graphql/pinned-schema.test.ts imports.
export const SOURCE_COMMIT: string;
export const SOURCE_FILE: string;
export const TARGET_DIR: string;
export const QUERY_FIELDS: string[];
export const MUTATION_FIELDS: string[];
export const PROJECT_FIELDS: { Query: string[]; Mutation: string[] };
export function cutSchema(officialSdl: string, queryFields?: readonly string[], mutationFields?: readonly string[]): string;
export function officialRootFields(officialSdl: string): { Query: string[]; Mutation: string[] };
export function generatedModules(officialSdl: string): Record<string, string>;
