// Loads the GraphQL endpoint's modules before any test of the GraphQL mutation run
// (vitest.graphql.config.ts). The mock loads them lazily, with the first GraphQL request: their
// module-level values (the input codes, the modelled root resolvers, the schemas' root fields,
// the reads' tables) would be traced to whichever test of a file happens to send the first
// document, and a mutant there would run against that one test alone and look unkilled. Loaded
// here, outside every test, they are static as the values of every module a test file imports,
// which `--ignoreStatic` leaves out; what runs inside a request stays traced to the tests that send it.
//
// The reads' schema is not set up here, though its resolvers are chosen once per process too
// (rest-field-resolvers.ts, with the first read of a file): this file runs before Stryker makes a
// mutant active, so a choice made here is never mutated, and a run that did so counted every
// mutant of the choices as surviving all tests. Left to the first read, those mutants run against
// the tests of each file that read first, and their survivors are a lower bound (TESTING.md).
await import('../../../src/http/routes/graphql-endpoint.js');
