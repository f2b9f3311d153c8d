// A targeted mutation run of the read-back representations (issue 33):
// `npx stryker run test/support/mutation/stryker.representations.config.mjs`. The mutants of the
// modules that show an imported resource as the platform does (`*-representation.ts`) and of the
// representations' shared values and query rules (src/store/representations/), against the read
// routes' tests and the unit tests beside those modules (vitest.representations.config.ts beside
// this file). represented-rows.ts is the `where` run's (stryker.where.config.mjs).
import base from '../../../stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'test/support/mutation/vitest.representations.config.ts' },
  mutate: [
    'src/store/import-requests/resource-types/*-representation.ts',
    'src/store/representations/*.ts',
    '!src/**/*.test.ts',
    '!src/store/representations/represented-rows.ts',
  ],
  incrementalFile: 'reports/stryker-representations.json',
  htmlReporter: { fileName: 'reports/mutation-representations/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-representations/mutation.json' },
};
