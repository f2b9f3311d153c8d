import type { MockClock } from './create-clock.js';

/**
 * The mock's controls with a real-time clock: every method and getter first catches the clock up
 * with the wall time, and so does every call on `ct.clock`, so that what a control reads or
 * writes happens at the time it is called. Requests catch up where the route core takes them.
 *
 * @example
 * const mock = followWallTime(controls, clock); // mock.events settles at the wall time
 */
export function followWallTime<Controls extends object>(controls: Controls, clock: MockClock): Controls {
  const descriptors = Object.getOwnPropertyDescriptors(controls);
  for (const [name, descriptor] of Object.entries(descriptors)) {
    const { value, get } = descriptor;
    if (get) {
      descriptor.get = () => {
        clock.catchUp();
        return get.call(controls);
      };
    } else if (typeof value === 'function') {
      descriptor.value = (...args: unknown[]) => {
        clock.catchUp();
        return (value as (...args: unknown[]) => unknown).apply(controls, args);
      };
    } else if (name === 'clock') {
      descriptor.value = followingClock(clock);
    }
  }
  return Object.defineProperties({}, descriptors) as Controls;
}

/** `ct.clock` of a real-time mock: it reads, advances and sets the time the wall time reached. */
function followingClock(clock: MockClock): MockClock {
  return {
    now: () => (clock.catchUp(), clock.now()),
    isoNow: () => (clock.catchUp(), clock.isoNow()),
    advance: (ms) => (clock.catchUp(), clock.advance(ms)),
    set: (time) => clock.set(time),
    catchUp: () => clock.catchUp(),
  };
}
