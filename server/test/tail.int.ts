import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody } from '@console/contract';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { recordEngine } from '../src/records/index.ts';
import { demoConfig, json, type RunningServer, startServer } from './helpers.ts';

// Live tail over HTTP against the real cluster: records produced after the stream opened arrive
// from several topics, the search keeps only matching keys/values, `after` resumes from given
// offsets, and bad input is answered before any stream starts.

const bootstrap = String(demoConfig().connections.main?.properties['bootstrap.servers']).split(',');
const suffix = randomBytes(4).toString('hex');
const topics = [`it-tail-${suffix}-a`, `it-tail-${suffix}-b`];

interface Tail {
  records: { topic: { name: string }; key?: string; value?: string; offset: number }[];
  offsets: string[];
  events: number;
  close: () => void;
}

/** Opens the stream and collects its events in the background. */
async function openTail(url: string): Promise<Tail> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const tail: Tail = { records: [], offsets: [], events: 0, close: () => controller.abort() };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const { promise: first, resolve: opened } = Promise.withResolvers<void>();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let i = buffer.indexOf('\n\n'); i >= 0; i = buffer.indexOf('\n\n')) {
          const frame = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          if (!/^event: tailBody$/m.test(frame) || !data) continue;
          const body = JSON.parse(data);
          tail.events++;
          tail.records.push(...(body.records ?? []));
          if (body.offsets) tail.offsets = body.offsets;
          opened();
        }
      }
    } catch {
      // aborted by close()
    }
  })();
  await first;
  return tail;
}

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('live tail', () => {
  let server: RunningServer;
  const admin = new Admin({ clientId: 'it-tail', bootstrapBrokers: bootstrap });
  const producer = new Producer({
    clientId: 'it-tail',
    bootstrapBrokers: bootstrap,
    serializers: stringSerializers,
  });
  const produce = (topic: string, key: string, value: string) =>
    producer.send({ messages: [{ topic, key, value }] });
  before(async () => {
    server = await startServer();
    await admin.createTopics({ topics, partitions: 2, replicas: 1 });
    await produce(topics[0]!, 'old', 'written before the tail opened');
  });
  after(async () => {
    await producer.close();
    await admin.deleteTopics({ topics });
    await admin.close();
    await server.close();
  });

  test('new records of two topics arrive; older ones do not', async () => {
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[0]}&topics=${topics[1]}&size=50`,
    );
    await produce(topics[0]!, 'k1', 'first');
    await produce(topics[1]!, 'k2', 'second');
    await until(() => tail.records.length >= 2);
    tail.close();
    assert.deepEqual(tail.records.map((r) => [r.topic.name, r.key, r.value]).sort(), [
      [topics[0], 'k1', 'first'],
      [topics[1], 'k2', 'second'],
    ]);
    assert.ok(tail.offsets.some((o) => o.startsWith(`${topics[1]},`)));
  });

  test('closing the stream stops the reading on the server', async () => {
    const engine = recordEngine(server.ctx);
    // The earlier tests' streams are closed, so their reading has stopped too.
    await until(() => engine.activeScans === 0);
    const tail = await openTail(`${server.url}/api/main/tail/sse?topics=${topics[0]}`);
    await until(() => engine.activeScans === 1);
    tail.close();
    await until(() => engine.activeScans === 0);
  });

  test('search keeps records whose key or value contains the text', async () => {
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${encodeURIComponent(topics.join(','))}&search=NEEDLE`,
    );
    await produce(topics[0]!, 'a', 'hay');
    await produce(topics[1]!, 'b', 'a needle here');
    await produce(topics[0]!, 'needle-key', 'x');
    await until(() => tail.records.length >= 2);
    await new Promise((r) => setTimeout(r, 300));
    tail.close();
    assert.deepEqual(tail.records.map((r) => r.key).sort(), ['b', 'needle-key']);
  });

  test('after resumes from the given next offsets', async () => {
    const [first] = await admin.listOffsets({
      topics: [{ name: topics[0]!, partitions: [{ partitionIndex: 0, timestamp: -2n }] }],
    });
    assert.equal(first?.partitions[0]?.offset, 0n);
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[0]}&after=${encodeURIComponent(`${topics[0]},0,0`)}&after=${encodeURIComponent(`${topics[0]},1,0`)}`,
    );
    await until(() => tail.records.some((r) => r.key === 'old'));
    tail.close();
  });

  test('a topic deleted while tailed ends the stream with a tailError event', async () => {
    const doomed = `it-tail-${suffix}-doomed`;
    await admin.createTopics({ topics: [doomed], partitions: 1, replicas: 1 });
    const res = await fetch(`${server.url}/api/main/tail/sse?topics=${doomed}`);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let seen = '';
    await admin.deleteTopics({ topics: [doomed] });
    const deadline = Date.now() + 15_000;
    while (!seen.includes('event: tailError') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value);
    }
    assert.match(seen, /event: tailError\ndata: \{"message":"Live tail stopped: [^"]+/);
    assert.equal((await reader.read()).done, true);
  });

  test('a partition missing from after goes on from its end, not its start', async () => {
    await producer.send({ messages: [{ topic: topics[0]!, partition: 1, key: 'p1-old', value: 'old' }] });
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[0]}&after=${encodeURIComponent(`${topics[0]},0,0`)}`,
    );
    await producer.send({ messages: [{ topic: topics[0]!, partition: 1, key: 'p1-new', value: 'new' }] });
    await until(() => tail.records.some((r) => r.key === 'p1-new'));
    tail.close();
    const partitionOne = tail.records.filter((r) => (r as { partition?: number }).partition === 1);
    assert.deepEqual(
      partitionOne.map((r) => r.key),
      ['p1-new'],
    );
  });

  test('an idle stream gets a heartbeat event within 10 s, well inside the 45 s client timeout', async () => {
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[1]}&search=never-written-${suffix}`,
    );
    const opened = Date.now();
    await until(() => tail.events >= 2, 12_000);
    tail.close();
    assert.ok(Date.now() - opened <= 11_000);
    assert.equal(tail.records.length, 0);
  });

  test('unknown topic 404, no topic 400, before any stream', async () => {
    const missing = await server.get(`/api/main/tail/sse?topics=it-tail-missing-${suffix}`);
    assert.equal(missing.status, 404);
    const none = await server.get('/api/main/tail/sse');
    assert.equal(none.status, 400);
    assert.match((await json<ErrorBody>(none)).message, /topics/);
  });
});
