// Loads the GraphQL endpoint's modules before any test of the GraphQL mutation run
// (vitest.graphql.config.ts). The mock loads them lazily, with the first GraphQL request: their
// module-level values (the input codes, the modelled root resolvers, the schemas' root fields,
// the reads' tables) would be traced to whichever test of a file happens to send the first
// document, and a mutant there would run against that one test alone and look unkilled. Loaded
// here, outside every test, they are static as the values of every module a test file imports,
// which `--ignoreStatic` leaves out; what runs inside a request stays traced to the tests that send it.
await import('../../../src/http/routes/graphql-endpoint.js');
