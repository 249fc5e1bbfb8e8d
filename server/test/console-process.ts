import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { readEvents, restartEvents, tailEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import { serverArgs } from '../src/launch.ts';
import { demoConfigFile, fixtureWebRoot } from './helpers.ts';

// The console as a process of its own, for the tests that stop it (SIGTERM, replicas): started as
// `npm start` starts it, on a port the test chooses, and read as a browser reads its live tail.

const node = join(import.meta.dirname, '../../node_modules/.bin/node');

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ConsoleProcess {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the process ended. */
  exited: Promise<number | null>;
}

/** Starts a console on `port` and waits until it answers. */
export async function startConsoleProcess(
  port: number,
  configFile = demoConfigFile,
  env: Record<string, string> = {},
): Promise<ConsoleProcess> {
  const child = spawn(node, serverArgs(configFile), {
    env: {
      ...process.env,
      CONSOLE__SERVER__PORT: String(port),
      CONSOLE__SERVER__LOG_LEVEL: 'warn',
      CONSOLE__SERVER__WEB_ROOT: fixtureWebRoot(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const url = `http://127.0.0.1:${port}`;
  await eventually(
    async () => {
      if (child.exitCode !== null) throw new Error(`the console exited with ${child.exitCode}`);
      const response = await fetch(`${url}/health`);
      if (!response.ok) throw new Error(`health: ${response.status}`);
    },
    { timeoutMs: 30_000, what: `the console on port ${port} answers` },
  );
  return { url, child, exited };
}

export interface TailReader {
  keys: string[];
  /** The last `offsets` seen: where a reconnect resumes. */
  offsets: string[];
  events: string[];
  restartMessage?: string;
  /** Resolves when the stream ended (by the server or by close()). */
  ended: Promise<void>;
  close(): void;
}

/** Opens a live tail and collects its record keys and events until it ends. */
export async function readTail(url: string, headers: Record<string, string> = {}): Promise<TailReader> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal, headers });
  if (response.status !== 200) throw new Error(`tail: ${response.status} ${await response.text()}`);
  const reader: TailReader = {
    keys: [],
    offsets: [],
    events: [],
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  reader.ended = (async () => {
    try {
      for await (const e of readEvents(response.body as ReadableStream<Uint8Array>, {
        ...tailEvents,
        ...restartEvents,
      })) {
        reader.events.push(e.event);
        if (e.event === 'serverRestart') reader.restartMessage = e.data.message;
        if (e.event !== 'tailBody') continue;
        for (const r of e.data.records ?? []) reader.keys.push(r.key ?? '');
        if (e.data.offsets) reader.offsets = e.data.offsets;
      }
    } catch {
      // closed by the test, or the connection dropped: the caller looks at what was read
    }
  })();
  return reader;
}

export const tailPath = (topic: string, after: string[] = []) =>
  `/api/main/tail/sse?topics=${encodeURIComponent(topic)}${after.map((a) => `&after=${encodeURIComponent(a)}`).join('')}`;
