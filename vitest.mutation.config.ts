import { defineConfig } from 'vitest/config';

// The suites `npm run test:mutation` runs against each mutant: the Node suites that import src/
// directly. Left out: what runs the built package or another runtime (dist/ through the package's
// own name, the CLI, the browser, Storybook, the docs snippets), which no mutant of src/ reaches,
// the type tests, and the check that the official schemas are what the SDKs generate (seconds of
// generating, which no mutant changes).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: ['test/browser/**', 'test/storybook/**', 'test/serve/**', 'test/docs-examples/**', 'test/docs-snippets.test.ts', 'test/safety/**', 'test/readme-quick-start.test.ts', 'test/house/**', 'test/fuzz/**', 'test/model/**', 'test/official-schemas.test.ts'],
    typecheck: { enabled: false },
    // A third of the suite's time was the factories' 200 seeds; 20 keep what they check of the store.
    env: { FACTORY_SEEDS: '20' },
  },
});
