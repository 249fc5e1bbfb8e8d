import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import { clusterDownEvents, readEvents, tailEvents } from '@console/contract/events';
import { up } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import { Admin } from '@platformatic/kafka';
import { type RunningServer, startServer } from '../helpers.ts';
import { ensureKcat, KCAT } from '../kcat.ts';
import { SECOND } from '../topic-data-support.ts';
import { killBroker } from './broker.ts';

// The whole `second` cluster (one broker) stopped by its pid while a live tail reads it: once no
// broker answers for the failover time the tail says the cluster is unreachable and that it
// resumes by itself, with the offsets it had reached. Records written after the broker is back,
// while no tail is open, are then read by a tail resumed from those offsets: every record once, in
// offset order. The broker is started again in `after` whatever happens; other tests share it.

const run = promisify(execFile);
const BROKER = 'second';

/** Writes `key:value` lines with kcat (librdkafka, not our client) over SASL PLAIN. */
async function produce(topic: string, keys: string[]): Promise<void> {
  ensureKcat();
  const child = run(KCAT, [
    '-P',
    ...['-b', SECOND.bootstrapBrokers.join(','), '-t', topic, '-p', '0', '-K', ':'],
    ...['-X', 'security.protocol=SASL_PLAINTEXT', '-X', 'sasl.mechanisms=PLAIN'],
    ...['-X', 'sasl.username=admin', '-X', 'sasl.password=admin-secret'],
  ]);
  child.child.stdin?.end(keys.map((k) => `${k}:value of ${k}\n`).join(''));
  await child;
}

interface Tail {
  /** `offset key` of each record, in the order received. */
  records: string[];
  offsets: string[];
  unreachable?: string;
  error?: string;
  ended: Promise<void>;
  close(): void;
}

async function openTail(url: string): Promise<Tail> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status !== 200) throw new Error(`tail: ${response.status} ${await response.text()}`);
  const tail: Tail = { records: [], offsets: [], ended: Promise.resolve(), close: () => controller.abort() };
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

describe(`the whole ${BROKER} cluster down during a live tail`, () => {
  const topic = `it-fault-down-${randomBytes(4).toString('hex')}`;
  const admin = new Admin({ clientId: 'it-faults', ...SECOND });
  let server: RunningServer;
  let killed = false;
  const url = (offsets: string[] = []) =>
    `${server.url}/api/${BROKER}/tail/sse?topics=${topic}${offsets.map((o) => `&after=${encodeURIComponent(o)}`).join('')}`;

  before(async () => {
    await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
    server = await startServer();
  });
  after(async () => {
    // Leave the stack as it was found, whatever happened above.
    if (killed) await up({ only: [BROKER] });
    await server?.close();
    await eventually(() => admin.deleteTopics({ topics: [topic] }), {
      timeoutMs: 60_000,
      what: `${topic} deleted`,
    }).catch(() => {});
    await admin.close();
  });

  test('says the cluster is unreachable, then resumes from its offsets when it is back', async (t) => {
    const first = await openTail(url());
    t.after(() => first.close());
    const before = Array.from({ length: 5 }, (_, i) => `before-${i}`);
    await produce(topic, before);
    await eventually(() =>
      assert.deepEqual(
        first.records,
        before.map((k, i) => `${i} ${k}`),
      ),
    );

    try {
      await killBroker(BROKER);
      killed = true;
      await eventually(() => assert.ok(first.unreachable, 'no clusterUnreachable event yet'), {
        timeoutMs: 120_000,
        intervalMs: 500,
        what: 'the tail says the cluster is unreachable',
      });
      // What the browser's retries get meanwhile: a quick 502 naming the cause, so it tries again.
      const retry = await fetch(url(first.offsets));
      assert.equal(retry.status, 502);
      assert.match(((await retry.json()) as { message: string }).message, /^Cluster 'second' is unreachable/);
    } finally {
      // The outage ends as soon as the tail has said so (or the wait failed).
      await up({ only: [BROKER] });
      killed = false;
    }
    assert.equal(
      first.unreachable,
      `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back`,
    );
    assert.equal(first.error, undefined);
    await first.ended;
    assert.deepEqual(first.offsets, [`${topic},0,5`]);

    // Written while no tail is open: the resumed tail must read exactly these, nothing before.
    const afterKeys = Array.from({ length: 5 }, (_, i) => `after-${i}`);
    await produce(topic, afterKeys); // once: a retry could write a record twice
    const resumed = await eventually(() => openTail(url(first.offsets)), {
      timeoutMs: 60_000,
      what: 'the tail opens again',
    });
    t.after(() => resumed.close());
    await eventually(() =>
      assert.deepEqual(
        resumed.records,
        afterKeys.map((k, i) => `${i + 5} ${k}`),
      ),
    );
  });
});
