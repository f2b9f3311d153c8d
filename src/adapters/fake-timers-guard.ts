import * as msw from 'msw';

// Patterns by source: a fresh mock per test on the same hosts adds none.
const patterns = new Map<string, RegExp>();
const guards = new WeakSet<typeof fetch>();

// The one read of a Node global in the main entry, guarded: a browser evaluates it to undefined
// (test/browser/browser-safe.test.ts allows exactly this form).
const nodeNextTick = (): unknown => globalThis.process?.nextTick;

function nextTickIsFaked(): boolean {
  const nextTick = nodeNextTick();
  // @sinonjs/fake-timers, behind Jest's and Vitest's fake timers, marks each method it replaces
  // with its clock (what Testing Library checks to tell whether timers are faked). A faked
  // setImmediate is no reason to refuse: msw 3 answers a fetch under it (examples/jest), and
  // Vitest's default vi.useFakeTimers() fakes it.
  return typeof nextTick === 'function' && Object.hasOwn(nextTick, 'clock');
}

/**
 * Makes the global fetch refuse a request to the given hosts while `process.nextTick` is faked,
 * with an error that names the fix. msw 3 intercepts fetch at the socket, in steps it schedules
 * with `process.nextTick`: under a fake one a request never reaches the mock's handler, hangs, and
 * is sent to the real host once the test runs the fake clock. The mock's handler cannot see such a
 * request, so the check sits in front of fetch, wrapped once (a fetch that is already a guard is
 * kept). Only in Node (where msw patches fetch) and only under msw 3: msw 2 answers fetch without
 * sockets, and fake timers do not disturb it. A request on no such host, and every request while
 * nextTick is real, goes on untouched.
 *
 * @example
 * guardAgainstFakeNextTick(hostPattern(context.hosts));
 */
export function guardAgainstFakeNextTick(pattern: RegExp): void {
  const inner = globalThis.fetch;
  if ('SetupApi' in msw || typeof nodeNextTick() !== 'function' || typeof inner !== 'function') return;
  patterns.set(pattern.source, pattern);
  if (guards.has(inner)) return;
  const guard: typeof fetch = (input, init) =>
    nextTickIsFaked() ? import('./fake-timers-refusal.js').then(({ refuseUnderFakeTimers }) => refuseUnderFakeTimers(inner, input, init, patterns.values())) : inner(input, init);
  guards.add(guard);
  globalThis.fetch = guard;
}
