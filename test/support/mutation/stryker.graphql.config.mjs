// A targeted mutation run of the GraphQL endpoint's modules:
// `npx stryker run test/support/mutation/stryker.graphql.config.mjs --ignoreStatic --concurrency 1`.
// The mutants of src/graphql (the documents' checks and execution, the schemas each document runs
// on, the kept answers, project and updateProject, the reads), against the GraphQL suites and the
// unit tests beside those modules (vitest.graphql.config.ts beside this file). The generated
// schemas and root-field lists (src/graphql/generated/) are data cut from the official file, not
// rules, and are not mutated; pinned-schema.test.ts compares them with what their script writes.
import base from '../../../stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'test/support/mutation/vitest.graphql.config.ts' },
  mutate: ['src/graphql/**/*.ts', '!src/graphql/generated/**', '!src/**/*.test.ts', '!src/**/*.test-d.ts'],
  // Stryker writes `// @ts-nocheck` atop every source file of its copy, the generated .js
  // modules too, which pinned-schema.test.ts then finds stale against what their script writes.
  // Vitest checks no types; the TypeScript sources keep the comment, the generated files stay whole.
  disableTypeChecks: '{test,src}/**/*.{ts,mts,cts}',
  incrementalFile: 'reports/stryker-graphql.json',
  htmlReporter: { fileName: 'reports/mutation-graphql/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-graphql/mutation.json' },
};
