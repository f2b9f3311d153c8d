// Types for reads-schema.js, which scripts/cut-graphql-schema.mjs generates.
import type { DocumentNode } from 'graphql';

/** The part of the pinned schema that `project`, `updateProject` and the 18 reads reach, without every implementation of ReferenceExpandable and Versioned, parsed without locations. */
export const READS_SCHEMA: DocumentNode;
