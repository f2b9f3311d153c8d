// What loads with the first request the mock does not model, or with the first stub: one chunk,
// so that the main entry names one lazy module for both (see load-unmodelled.ts).
export { addStub } from './stub-registry.js';
export { answerUnmodelled } from './unmodelled-reply.js';
