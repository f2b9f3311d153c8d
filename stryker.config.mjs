// Mutation testing (issue 15): `npm run test:mutation` mutates the four folders that hold the
// mock's rules and runs the Node suites (vitest.mutation.config.ts) against each mutant. Incremental:
// a re-run tests only the mutants whose code or covering tests changed since the last one
// (reports/stryker-incremental.json). TESTING.md has the scores per folder.
//
// The tests that check against the official schemas (every field, fullest items, response bodies)
// read them from test/support/official-schemas/, generated from the SDKs, so they run as they are
// in Stryker's sandbox below .stryker-tmp; nothing there needs ../shared.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'src/store/**/*.ts',
    'src/auth/**/*.ts',
    'src/http/**/*.ts',
    'src/controls/**/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.test-d.ts',
    // Generated data (the field map of the representations): its test compares it byte for byte
    // with what its generator writes, which instrumented code never is.
    '!src/**/*.generated.ts',
  ],
  // Equivalent mutants, excluded by the shape of code they occur in, each with its reason there.
  plugins: ['@stryker-mutator/*', './test/support/stryker-equivalent-mutants.mjs'],
  ignorers: ['waiting-index-cleanup', 'shared-when-equal', 'speed-shortcut', 'memo-test', 'finder-fallback', 'kept-when-unchanged'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: null },
  concurrency: 2,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
