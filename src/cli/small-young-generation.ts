/// <reference types="node" />
import { setFlagsFromString } from 'node:v8';

/**
 * Keeps V8's young generation at its starting size in the served process. Under a steady stream
 * of requests V8 otherwise doubles it up to its maximum (128 MB of new space with Node 24's
 * defaults), which shows as some 100 MB of resident memory that a long-running server never gives
 * back although nothing is retained; kept small, the process's RSS stays flat (the soak in
 * BENCHMARKS.md). The growth factor is read each time V8 decides to grow, so setting it after
 * start takes effect; the maximum size is not, which rules out `--max-semi-space-size`. Called by
 * the `serve` command only: `serve()` in a test's own process leaves that process's flags alone.
 *
 * @example
 * keepYoungGenerationSmall();
 * const server = await serve(options);
 */
export function keepYoungGenerationSmall(): void {
  setFlagsFromString('--semi-space-growth-factor=1');
}
