import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { promisify } from 'node:util';
import type { ClusterHealth } from '@console/contract';
import { clusterDownEvents, readEvents, tailEvents } from '@console/contract/events';
import { status, up } from '@console/stack';
import { eventually } from '@console/stack/eventually';
import { Admin } from '@platformatic/kafka';
import { samplerOf } from '../../src/metrics/samplers.ts';
import { json, type RunningServer, startServer } from '../helpers.ts';
import { ensureKcat, KCAT } from '../kcat.ts';
import { SECOND } from '../topic-data-support.ts';
import { killBroker } from './broker.ts';

// One outage of the whole `second` cluster (its one broker killed by pid), two things seen through it:
// - a live tail started while the cluster is down answers at once, says the cluster is unreachable,
//   keeps trying, and once the cluster is back reads what is written from then on by itself;
// - the sidebar's health for the cluster is DOWN, and UP again within seconds of the broker's return
//   (a failed cluster is probed every 2 s), well before the sampler's next 30 s round.
// The broker is started again in `after` whatever happens; other tests share it.

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
  /** Every event's name, in order (heartbeats included). */
  events: string[];
  unreachable?: string;
  error?: string;
  close(): void;
}

async function openTail(url: string): Promise<Tail> {
  const controller = new AbortController();
  const response = await fetch(url, { signal: controller.signal });
  if (response.status !== 200) throw new Error(`tail: ${response.status} ${await response.text()}`);
  const tail: Tail = { records: [], events: [], close: () => controller.abort() };
  void (async () => {
    try {
      const body = response.body as ReadableStream<Uint8Array>;
      for await (const e of readEvents(body, { ...tailEvents, ...clusterDownEvents })) {
        tail.events.push(e.event);
        if (e.event === 'clusterUnreachable') tail.unreachable = e.data.message;
        else if (e.event === 'tailError') tail.error = e.data.message;
        else for (const r of e.data.records ?? []) tail.records.push(`${r.offset} ${r.key}`);
      }
    } catch {
      // closed by the test: it looks at what was read
    }
  })();
  return tail;
}

describe(`a live tail started while the whole ${BROKER} cluster is down`, () => {
  const topic = `it-fault-tailstart-${randomBytes(4).toString('hex')}`;
  const admin = new Admin({ clientId: 'it-faults', ...SECOND });
  let server: RunningServer;
  let killed = false;
  const health = async () =>
    json<ClusterHealth>(await server.get(`/api/${BROKER}/overview/health`)).then((h) => h.status);

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

  test('says so, keeps trying, and reads what is written once the cluster is back', async (t) => {
    await eventually(async () => assert.equal(await health(), 'UP'), { what: `${BROKER} healthy first` });
    let tail: Tail | undefined;
    try {
      await killBroker(BROKER);
      killed = true;
      tail = await openTail(`${server.url}/api/${BROKER}/tail/sse?topics=${topic}`);
      t.after(() => tail?.close());
      const opened = tail;
      await eventually(() => assert.ok(opened.unreachable, 'no clusterUnreachable event yet'), {
        timeoutMs: 30_000,
        what: 'the tail says the cluster is unreachable',
      });
      // The sampler's next round would come in 30 s: this test asks for one now, as a failed request would.
      await samplerOf(server.ctx, BROKER)?.tick();
      assert.equal(await health(), 'DOWN');
    } finally {
      await up({ only: [BROKER] });
      killed = false;
    }
    const back = performance.now();
    assert.ok(tail);
    assert.equal(
      tail.unreachable,
      `Cluster '${BROKER}' is unreachable; the tail resumes by itself when it is back`,
    );
    assert.equal(tail.error, undefined);

    // Green again within seconds of the broker's return (the sampler alone would take up to 30 s).
    await eventually(async () => assert.equal(await health(), 'UP'), {
      timeoutMs: 20_000,
      intervalMs: 500,
      what: `${BROKER} healthy again`,
    });
    console.log(
      `health UP ${((performance.now() - back) / 1000).toFixed(1)} s after ${BROKER} was ready again`,
    );

    const keys = Array.from({ length: 5 }, (_, i) => `after-${i}`);
    await produce(topic, keys); // once: a retry could write a record twice
    const opened = tail;
    await eventually(
      () =>
        assert.deepEqual(
          opened.records,
          keys.map((k, i) => `${i} ${k}`),
        ),
      { timeoutMs: 30_000, what: 'the tail reads the records written after the cluster came back' },
    );
    assert.equal(opened.error, undefined);
    assert.ok((await status()).find((c) => c.name === BROKER)?.running, `${BROKER} left running`);
  });
});
