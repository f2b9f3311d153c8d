// What loads with the first request no route of the main table takes, or with the first stub:
// the late routes (the read routes of imported resources), the stubs and the 501, in one chunk, so
// that the main entry names one lazy module for them all (see load-late-chunk.ts).
export { addStub } from './stub-registry.js';
export { answerLate } from './late-reply.js';
