import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import { promisify } from 'node:util';
import { clusterDownEvents, readEvents, tailEvents } from '@console/contract/events';
import { up } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import { Admin } from '@platformatic/kafka';
import { type RunningServer, startServer } from '../helpers.ts';
import { ensureKcat, KCAT } from '../kcat.ts';
import { SECOND } from '../topic-data-support.ts';
import { killBroker } from './broker.ts';

// The whole `second` cluster (one broker) taken down under a live tail, for the fault tests that
// look at the tail through the outage: a topic of the test's own on it, a console server, records
// written with kcat (librdkafka, not our client) and the tail's events as the test reads them.
// Other people's tests share the broker: an outage always ends with the broker started again.

export const BROKER = 'second';

/** Writes `key:value` lines with kcat over SASL PLAIN, to partition 0. */
export async function produce(topic: string, keys: string[]): Promise<void> {
  ensureKcat();
  const child = promisify(execFile)(KCAT, [
    '-P',
    ...['-b', SECOND.bootstrapBrokers.join(','), '-t', topic, '-p', '0', '-K', ':'],
    ...['-X', 'security.protocol=SASL_PLAINTEXT', '-X', 'sasl.mechanisms=PLAIN'],
    ...['-X', 'sasl.username=admin', '-X', 'sasl.password=admin-secret'],
  ]);
  child.child.stdin?.end(keys.map((k) => `${k}:value of ${k}\n`).join(''));
  await child;
}

export interface Tail {
  /** `offset key` of each record, in the order received. */
  records: string[];
  /** The last offsets the server sent, to resume from. */
  offsets: string[];
  unreachable?: string;
  error?: string;
  /** Resolves when the server ends the stream (or the test closes it). */
  ended: Promise<void>;
  close(): void;
}

export async function openTail(url: string): Promise<Tail> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status !== 200) throw new Error(`tail: ${response.status} ${await response.text()}`);
  const tail: Tail = {
    records: [],
    offsets: [],
    ended: Promise.resolve(),
    close: () => controller.abort(),
  };
  tail.ended = (async () => {
    try {
      const body = response.body as ReadableStream<Uint8Array>;
      for await (const e of readEvents(body, { ...tailEvents, ...clusterDownEvents })) {
        if (e.event === 'clusterUnreachable') tail.unreachable = e.data.message;
        else if (e.event === 'tailError') tail.error = e.data.message;
        else {
          for (const r of e.data.records ?? []) tail.records.push(`${r.offset} ${r.key}`);
          if (e.data.offsets) tail.offsets = e.data.offsets;
        }
      }
    } catch {
      // closed by the test: it looks at what was read
    }
  })();
  return tail;
}

export interface SecondDown {
  /** A one-partition topic of this file's own on `second`, deleted after the file. */
  topic: string;
  server(): RunningServer;
  /** The live tail of the topic, resumed from `offsets` when given. */
  tailUrl(offsets?: string[]): string;
  /** Runs `during` with the broker killed by its pid; the broker is started again however it ends. */
  outage(during: () => Promise<void>): Promise<void>;
}

/** Registers the file's before/after hooks; call it inside the `describe`. */
export function useSecondDown(prefix: string): SecondDown {
  const topic = `${prefix}-${randomBytes(4).toString('hex')}`;
  const admin = new Admin({ clientId: 'it-faults', ...SECOND });
  let server: RunningServer | undefined;
  let killed = false;

  before(async () => {
    await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
    server = await startServer();
  });
  after(async () => {
    // Leave the stack as it was found, even when the test was cut short inside an outage.
    if (killed) await up({ only: [BROKER] });
    await server?.close();
    await eventually(() => admin.deleteTopics({ topics: [topic] }), {
      timeoutMs: 60_000,
      what: `${topic} deleted`,
    }).catch(() => {});
    await admin.close();
  });

  const running = () => {
    if (!server) throw new Error('the console server is not started yet');
    return server;
  };
  return {
    topic,
    server: running,
    tailUrl: (offsets = []) =>
      `${running().url}/api/${BROKER}/tail/sse?topics=${topic}${offsets.map((o) => `&after=${encodeURIComponent(o)}`).join('')}`,
    outage: async (during) => {
      try {
        await killBroker(BROKER);
        killed = true;
        await during();
      } finally {
        // The outage ends as soon as the test has seen what it waited for (or the wait failed).
        await up({ only: [BROKER] });
        killed = false;
      }
    },
  };
}
