import { defineConfig } from 'vitest/config';

// The suites a targeted mutation run of the GraphQL modules runs against each mutant
// (test/support/mutation/stryker.graphql.config.mjs): the endpoint's and the reads' tests over
// msw, ct.fetch and a served mock (the served one runs src/ in process, test/support/three-transports.ts,
// so no build is needed), the kept answers, the pinned schema, the fuzz of the endpoint, the unit
// tests beside the modules, and the three paths' GraphQL requests (variables as a string, no
// token, another Project's token). Not the docs examples, which run the built package. A mutant
// only another suite kills counts as surviving here.
export default defineConfig({
  test: {
    include: ['test/graphql/*.test.ts', 'src/graphql/**/*.test.ts', 'test/adapters/three-paths.test.ts'],
    typecheck: { enabled: false },
    // The GraphQL modules, which the mock loads with the first GraphQL request, loaded before the tests: see the file.
    setupFiles: ['test/support/mutation/preload-graphql-modules.ts'],
  },
});
