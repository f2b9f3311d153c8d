// A targeted mutation run of the token endpoints and scopes (issue 31):
// `npx stryker run test/support/mutation/stryker.auth.config.mjs`. The mutants of src/auth and of
// the customers the password flows sign in, against the tests written for them
// (vitest.auth.config.ts beside this file); the whole run (`npm run test:mutation`) tests the same
// mutants against every suite.
import base from '../../../stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'test/support/mutation/vitest.auth.config.ts' },
  mutate: ['src/auth/**/*.ts', 'src/store/customers/**/*.ts', '!src/**/*.test.ts'],
  incrementalFile: 'reports/stryker-auth.json',
  htmlReporter: { fileName: 'reports/mutation-auth/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-auth/mutation.json' },
};
