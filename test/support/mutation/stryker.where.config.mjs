// A targeted mutation run of the `where` predicate evaluator (issue 32):
// `npx stryker run test/support/mutation/stryker.where.config.mjs`. The mutants of the modules that
// compile and evaluate a Query Predicate, bind its input variables, tell a UUID (issue 44), read
// field paths, find candidates through indexes, sort
// by field paths and keep the representations a query reads, against the tests written for them
// (vitest.where.config.ts beside this file). The generated field map
// (resource-fields.generated.ts) is data, not rules, and is not mutated; field-type.ts reads it.
import base from '../../../stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'test/support/mutation/vitest.where.config.ts' },
  mutate: [
    'src/store/query/where/compile-predicate.ts',
    'src/store/query/where/path-reader.ts',
    'src/store/query/where/index-candidates.ts',
    'src/store/query/where/operands.ts',
    'src/store/query/where/input-variables.ts',
    'src/store/query/where/uuid-text.ts',
    'src/store/query/sort/representation-sort.ts',
    'src/store/representations/represented-rows.ts',
    'src/store/query/fields/field-type.ts',
  ],
  incrementalFile: 'reports/stryker-where.json',
  htmlReporter: { fileName: 'reports/mutation-where/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-where/mutation.json' },
};
