// A console of a test's own that the test stops with SIGTERM and starts again on the same address,
// as a rolling restart does: the page open on it must notice the restart and carry on with the
// next process, which it can only find at the address it was loaded from.
import { createServer } from 'node:net';
import { type ConsoleOptions, type OwnConsole, startConsole } from './own-console.ts';

export interface RestartingConsole {
  /** The same for every process. */
  readonly url: string;
  /** SIGTERM to the running process; resolves once it is gone. */
  stop(): Promise<void>;
  /** The next process on the same port (a config of its own allowed, e.g. other env). */
  start(options?: Omit<ConsoleOptions, 'port'>): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

/** Starts the first process; the test stops the last one it started (in a `finally`). */
export async function restartingConsole(): Promise<RestartingConsole> {
  const port = await freePort();
  let running: OwnConsole = await startConsole({ port });
  return {
    url: running.url,
    stop: () => running.stop(),
    start: async (options = {}) => {
      running = await startConsole({ ...options, port });
    },
  };
}
