import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody, TopicRecord } from '@console/contract';
import { readEvents, tailEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { recordEngine } from '../src/records/index.ts';
import { demoConfig, json, present, type RunningServer, startServer } from './helpers.ts';

// Live tail over HTTP against the real cluster: records produced after the stream opened arrive
// from several topics, the search keeps only matching keys/values, `after` resumes from given
// offsets, and bad input is answered before any stream starts. Streams are read with the console's
// one SSE reader (contract/src/events.ts). How fast records arrive is bench/tail's business.

const bootstrap = String(demoConfig().connections.main?.properties['bootstrap.servers']).split(',');
const suffix = randomBytes(4).toString('hex');
const topics = [`it-tail-${suffix}-a`, `it-tail-${suffix}-b`];

interface Tail {
  records: TopicRecord[];
  offsets: string[];
  /** tailBody events, heartbeats included. */
  events: number;
  close: () => void;
}

/** Opens the stream, waits for its first event and collects the rest in the background. */
async function openTail(url: string): Promise<Tail> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  assert.equal(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
  const tail: Tail = { records: [], offsets: [], events: 0, close: () => controller.abort() };
  const { promise: first, resolve: opened } = Promise.withResolvers<void>();
  void (async () => {
    try {
      for await (const { event, data } of readEvents(present(res.body), tailEvents)) {
        if (event !== 'tailBody') continue;
        tail.events++;
        tail.records.push(...(data.records ?? []));
        if (data.offsets) tail.offsets = data.offsets;
        opened();
      }
    } catch {
      // aborted by close()
    }
  })();
  await first;
  return tail;
}

const keys = (tail: Tail) => tail.records.map((r) => r.key);

describe('live tail', () => {
  let server: RunningServer;
  const admin = new Admin({ clientId: 'it-tail', bootstrapBrokers: bootstrap });
  const producer = new Producer({
    clientId: 'it-tail',
    bootstrapBrokers: bootstrap,
    serializers: stringSerializers,
  });
  const produce = (topic: string, key: string, value: string, partition?: number) =>
    producer.send({ messages: [{ topic, key, value, ...(partition === undefined ? {} : { partition }) }] });
  /** Just before 'old' was written. */
  let beforeOld = 0;
  before(async () => {
    server = await startServer();
    await admin.createTopics({ topics, partitions: 2, replicas: 1 });
    beforeOld = Date.now() - 1000;
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
    await eventually(() => assert.ok(tail.records.length >= 2));
    tail.close();
    assert.deepEqual(tail.records.map((r) => [r.topic?.name, r.key, r.value]).sort(), [
      [topics[0], 'k1', 'first'],
      [topics[1], 'k2', 'second'],
    ]);
    assert.ok(tail.offsets.some((o) => o.startsWith(`${topics[1]},`)));
  });

  test('closing the stream stops the reading on the server', async () => {
    const engine = recordEngine(server.ctx);
    // The earlier tests' streams are closed, so their reading has stopped too.
    await eventually(() => assert.equal(engine.activeScans, 0));
    const tail = await openTail(`${server.url}/api/main/tail/sse?topics=${topics[0]}`);
    await eventually(() => assert.equal(engine.activeScans, 1));
    tail.close();
    await eventually(() => assert.equal(engine.activeScans, 0));
  });

  test('search keeps records whose key or value contains the text', async () => {
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${encodeURIComponent(topics.join(','))}&search=NEEDLE`,
    );
    await produce(topics[0]!, 'a', 'hay', 0);
    await produce(topics[1]!, 'b', 'a needle here');
    // After the hay in the same partition: once it is here, the hay was examined and left out.
    await produce(topics[0]!, 'needle-key', 'x', 0);
    await eventually(() => assert.deepEqual(keys(tail).sort(), ['b', 'needle-key']));
    tail.close();
  });

  test('after resumes from the given next offsets', async () => {
    const [first] = await admin.listOffsets({
      topics: [{ name: topics[0]!, partitions: [{ partitionIndex: 0, timestamp: -2n }] }],
    });
    assert.equal(first?.partitions[0]?.offset, 0n);
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[0]}&after=${encodeURIComponent(`${topics[0]},0,0`)}&after=${encodeURIComponent(`${topics[0]},1,0`)}`,
    );
    await eventually(() => assert.ok(keys(tail).includes('old')));
    tail.close();
  });

  test('a topic deleted while tailed ends the stream with a tailError event', async () => {
    const doomed = `it-tail-${suffix}-doomed`;
    await admin.createTopics({ topics: [doomed], partitions: 1, replicas: 1 });
    const res = await fetch(`${server.url}/api/main/tail/sse?topics=${doomed}`, {
      signal: AbortSignal.timeout(60_000),
    });
    assert.equal(res.status, 200);
    await admin.deleteTopics({ topics: [doomed] });
    const seen: string[] = [];
    let message = '';
    // The server ends the stream after the error: reading to the end finds it last.
    for await (const e of readEvents(present(res.body), tailEvents)) {
      seen.push(e.event);
      if (e.event === 'tailError') message = e.data.message;
    }
    assert.equal(seen.at(-1), 'tailError');
    assert.match(message, /^Live tail stopped: .+/);
  });

  test('a partition missing from after goes on from its end, not its start', async () => {
    await produce(topics[0]!, 'p1-old', 'old', 1);
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[0]}&after=${encodeURIComponent(`${topics[0]},0,0`)}`,
    );
    await produce(topics[0]!, 'p1-new', 'new', 1);
    await eventually(() => assert.ok(keys(tail).includes('p1-new')));
    tail.close();
    assert.deepEqual(
      tail.records.filter((r) => r.partition === 1).map((r) => r.key),
      ['p1-new'],
    );
  });

  test('an idle stream gets heartbeat events, with no records', async () => {
    const tail = await openTail(
      `${server.url}/api/main/tail/sse?topics=${topics[1]}&search=never-written-${suffix}`,
    );
    // The opening event, then a heartbeat (every 10 s of silence on the server's side).
    await eventually(() => assert.ok(tail.events >= 2, `${tail.events} events`), { timeoutMs: 30_000 });
    tail.close();
    assert.equal(tail.records.length, 0);
  });

  test('since reads from that time: what a tail started during an outage sends when it reconnects', async () => {
    const tail = await openTail(`${server.url}/api/main/tail/sse?topics=${topics[0]}&since=${beforeOld}`);
    await eventually(() => assert.ok(keys(tail).includes('old')));
    tail.close();
    const bad = await server.get(`/api/main/tail/sse?topics=${topics[0]}&since=yesterday`);
    assert.equal(bad.status, 400);
    assert.match((await json<ErrorBody>(bad)).message, /since/);
  });

  test('unknown topic 404, no topic 400, before any stream', async () => {
    const missing = await server.get(`/api/main/tail/sse?topics=it-tail-missing-${suffix}`);
    assert.equal(missing.status, 404);
    const none = await server.get('/api/main/tail/sse');
    assert.equal(none.status, 400);
    assert.match((await json<ErrorBody>(none)).message, /topics/);
  });
});
