import { defineConfig } from 'vitest/config';

// The suites a targeted mutation run of the auth code runs against each mutant
// (test/support/mutation/stryker.auth.config.mjs): the token endpoints' and scopes' own tests.
// Every request of the other suites gets a token too, so the whole run tests each auth mutant
// against thousands of tests (hours on two cores); this one tests it against those written for it,
// and a mutant only another suite kills counts as surviving here.
export default defineConfig({
  test: {
    include: ['src/auth/**/*.test.ts', 'test/auth/**/*.test.ts', 'test/resources/in-store.test.ts', 'test/controls/journal.test.ts'],
    typecheck: { enabled: false },
  },
});
