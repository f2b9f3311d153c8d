// Jest 30 runs these suites as native ES modules: package.json has "type": "module" and the test
// script starts Node with --experimental-vm-modules. msw 3 and commercetools-msw are ESM-only.
/** @type {import('jest').Config} */
export default {
  projects: [
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/node/**/*.test.js'],
      transform: {}, // nothing to compile: plain ESM, loaded as it is
    },
    {
      displayName: 'jsdom',
      // jest-environment-jsdom with Node's fetch, Request, Response, streams, TextEncoder… put back,
      // and without the "browser" export condition (browser builds are wrong for code run by Node).
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/jsdom/**/*.test.js'],
      transform: {},
    },
  ],
};
