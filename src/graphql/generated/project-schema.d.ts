// Types for project-schema.js, which scripts/cut-graphql-schema.mjs generates.
import type { DocumentNode } from 'graphql';

/** The part of the pinned schema that `project` and `updateProject` reach, parsed without locations. */
export const PROJECT_SCHEMA: DocumentNode;
