// Loads the GraphQL endpoint's modules before any test of the GraphQL mutation run
// (vitest.graphql.config.ts), and sets up the reads' schema as its first request would. The mock
// loads the modules lazily, with the first GraphQL request, and builds a schema and installs its
// resolvers (rest-field-resolvers.ts) once per process, with the first document that runs on it:
// their module-level values (the input codes, the modelled root resolvers, the schemas' root
// fields, the reads' tables) and each field's choice of resolver would be traced to whichever test
// of a file happens to send the first such document, and a mutant there would run against that one
// test alone and look unkilled (a mutant of a reference field's choice, applied by hand, fails three
// tests of graphql-reads.test.ts). Done here, outside every test, they are static as the values of
// every module a test file imports, which `--ignoreStatic` leaves out and a run without it tests
// against every test; what runs inside a request stays traced to the tests that send it.
import { parse } from 'graphql';

await import('../../../src/http/routes/graphql-endpoint.js');
const { schemaFor } = await import('../../../src/graphql/pinned-schemas.js');
const { rootValueOf } = await import('../../../src/graphql/root-resolvers.js');
rootValueOf(await schemaFor(parse('{ product(key: "x") { id } }')));
