// Loads the engine's snapshot module before any test of the snapshots' mutation run
// (vitest.snapshot.config.ts). The engine loads it lazily, with the first import, read or restore:
// its module-level values (the checker's rules and what each says a field should hold) would be
// traced to whichever test of a file happens to load the engine first, and a mutant there would run
// against that one test alone. Loaded here they are static, as preload-read-modules.ts makes the
// read modules', and `--ignoreStatic` leaves them out; each rule's check runs inside the tests.
// Only this module: the engine itself stays unloaded, as snapshot-before-engine.test.ts needs it.
await import('../../../src/store/import-operations/engine-state.js');
