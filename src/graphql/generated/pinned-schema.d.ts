// Types for pinned-schema.js, which scripts/cut-graphql-schema.mjs generates.
import type { DocumentNode } from 'graphql';

/** The cut of the official schema the mock executes, parsed without locations. */
export const PINNED_SCHEMA: DocumentNode;
