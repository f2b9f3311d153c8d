// A targeted mutation run of snapshots (issue 33):
// `npx stryker run test/support/mutation/stryker.snapshot.config.mjs`. The mutants of the modules
// that write a mock's state and check a state given back (the engine's part, its resources' content
// and the whole snapshot's), against the tests of ct.snapshot(), ct.restore(), the state option and the served
// mock's state (vitest.snapshot.config.ts beside this file). `serve --state` runs the built CLI
// (dist/), which no mutant reaches: `npm run build` first, or those tests fail in the sandbox.
import base from '../../../stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'test/support/mutation/vitest.snapshot.config.ts' },
  mutate: ['src/store/import-operations/engine-state.ts', 'src/store/snapshot/mock-state.ts', 'src/store/snapshot/resource-content.ts'],
  incrementalFile: 'reports/stryker-snapshot.json',
  htmlReporter: { fileName: 'reports/mutation-snapshot/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-snapshot/mutation.json' },
};
