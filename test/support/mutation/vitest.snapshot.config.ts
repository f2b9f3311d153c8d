import { defineConfig } from 'vitest/config';

// The suites a targeted mutation run of snapshots runs against each mutant
// (test/support/mutation/stryker.snapshot.config.mjs): ct.snapshot() and ct.restore() in process,
// and a state moved through a served mock. snapshot-before-engine.test.ts needs a module graph in
// which nothing has loaded the import engine yet: every file here runs in one of its own (isolate).
export default defineConfig({
  test: {
    include: ['test/controls/snapshot*.test.ts', 'test/serve/state.test.ts'],
    typecheck: { enabled: false },
    isolate: true,
    // The engine's snapshot module loaded before the tests, the engine not: see the file.
    setupFiles: ['test/support/mutation/preload-snapshot-modules.ts'],
  },
});
