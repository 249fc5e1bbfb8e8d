import { join } from 'node:path';

// How the server process is started (npm start, the demo, the test runner, e2e, benchmarks).
// On a machine with this much memory V8 lets the young generation grow to 64 MB per semi-space,
// and a download allocates fast enough to get there: that alone was +100 MB of RSS while
// streaming 2.4 GB (bench/download). 16 MB per semi-space measured the same speed.
// package.json's `start` script repeats these flags (launch.test.ts keeps them in step).

export const NODE_FLAGS = ['--max-semi-space-size=16'];

/** Arguments for `node` to run the server with `configFile`. */
export function serverArgs(configFile: string): string[] {
  return [...NODE_FLAGS, join(import.meta.dirname, 'main.ts'), '--config', configFile];
}
