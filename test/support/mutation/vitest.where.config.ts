import { defineConfig } from 'vitest/config';

// The suites a targeted mutation run of the `where` evaluator runs against each mutant
// (test/support/mutation/stryker.where.config.mjs): the unit tests beside its modules and the
// queries of the read routes. A mutant only another suite kills counts as surviving here.
export default defineConfig({
  test: {
    include: [
      'src/store/query/**/*.test.ts',
      'src/store/representations/**/*.test.ts',
      'test/resources/queries.test.ts',
    ],
    typecheck: { enabled: false },
  },
});
