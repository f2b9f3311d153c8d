// Loads the read routes' modules before any test of the representations' mutation run
// (vitest.representations.config.ts). The mock loads them lazily, with the first read: their
// module-level values (the readable resources, their finder tables, the references' readings)
// would be traced to whichever test of a file happens to read first, and a mutant there would run
// against that one test alone and look unkilled. Loaded here, outside every test, they are static
// as the values of every module a test file imports, which `--ignoreStatic` leaves out; what runs
// inside a read stays traced to the tests that read.
await import('../../../src/http/routes/resource-endpoints.js');
await import('../../../src/http/read-resources.js');
