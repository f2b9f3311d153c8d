import { defineConfig } from 'vitest/config';

// The suites a targeted mutation run of the read-back representations runs against each mutant
// (test/support/mutation/stryker.representations.config.mjs): the read routes' tests, which read
// through the official SDK what an import made, the declarations' tests, which read back what was
// declared with the ids it gave, and the unit tests beside the representation modules. A mutant
// only another suite kills counts as surviving here.
export default defineConfig({
  test: {
    include: ['test/resources/*.test.ts', 'test/declarations/*.test.ts', 'src/store/representations/**/*.test.ts', 'src/store/import-requests/resource-types/*-representation.test.ts'],
    typecheck: { enabled: false },
    // The read modules, which the mock loads with the first read, loaded before the tests: see the file.
    setupFiles: ['test/support/mutation/preload-read-modules.ts'],
  },
});
