import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, test } from 'node:test';
import { readEvents, type StreamEvent, searchEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import { Producer, stringSerializers } from '@platformatic/kafka';
import { searchStats } from '../src/routes/shared-search.ts';
import { securedConsole } from './auth-helpers.ts';
import { kcatConsume } from './kcat.ts';
import { kcatProduce } from './kcat-records.ts';

// Identical searches at the same time share one scan (server/src/routes/shared-search.ts): a
// caller joining gets the events so far, then follows; each caller still gets every match Kafka
// holds (read back with kcat); callers with other permissions scan apart; one leaving does not cut
// the others; nothing is kept for a later search; and the per-user cap still counts each caller.
// The second caller joins while the first waits on its open (holdLane), not by racing the scan.
// That the scan stops once every caller has gone, and that a caller joining a running scan gets
// the events so far, are in shared-search-open.int.ts, where the scan cannot end before they leave.

/** Turns of the searches' lane (records/consumer-pool.ts TRANSFERS_PER_CLUSTER); the cap test holds them all. */
const TURNS = 8;
const CAP = TURNS + 2;
const topic = `orders-it-shared-search-${randomUUID().slice(0, 8)}`;
const RECORDS = 300_000;
const server = securedConsole({
  users: ['orders', 'admin'],
  change: (c) => ({ ...c, server: { ...c.server, 'streams-per-user': CAP } }),
  setup: ({ ctx }) =>
    ctx.kafka.run('main', 'create', (a) => a.createTopics({ topics: [topic], partitions: 1, replicas: 1 })),
  teardown: ({ ctx }) =>
    ctx.kafka.run('main', 'delete', (a) => a.deleteTopics({ topics: [topic] })).catch(() => {}),
});
const { orders, admin } = server.as;
// Every match of the whole topic in one search (size), so each caller's matches can be compared.
const SEARCH = `/api/main/topic/${topic}/data/search?sort=OLDEST&searchByValue=needle&size=10000`;
let expected: string[] = [];

before(async () => {
  // Enough records that a search reads for a while after its open and its first event: a caller
  // that waited on the open still finds it running, one leaving leaves a running scan. A match
  // every 1,000 records, the last one near the end.
  const lines = Array.from(
    { length: RECORDS },
    (_, i) => `k-${i}\t${i % 1000 === 999 ? 'needle' : 'hay'} ${i}`,
  );
  await kcatProduce(topic, lines, { partition: 0 });
  expected = (await kcatConsume(topic, '%p-%o %s\n'))
    .filter((l) => l.includes(' needle '))
    .map((l) => l.split(' ')[0] as string);
  assert.equal(expected.length, RECORDS / 1000);
});

type SearchEvent = StreamEvent<typeof searchEvents>;

/** A search as a browser reads it: `first()` waits for its first event, `rest()` reads to the end. */
async function search(headers: Record<string, string>) {
  const controller = new AbortController();
  const response = await fetch(`${server.url}${SEARCH}`, { headers, signal: controller.signal });
  if (response.status !== 200) assert.fail(`${response.status}: ${await response.text()}`);
  const events = readEvents(response.body as ReadableStream<Uint8Array>, searchEvents);
  const seen: SearchEvent[] = [];
  return {
    first: async () => {
      const next = await events.next();
      assert.ok(!next.done, 'the search sent an event');
      seen.push(next.value);
    },
    rest: async () => {
      for await (const event of events) seen.push(event);
      return seen;
    },
    leave: () => controller.abort(),
  };
}

const matches = (events: SearchEvent[]) =>
  events
    .flatMap((e) => (e.event === 'searchBody' ? (e.data.records ?? []) : []))
    .map((r) => `${r.partition}-${r.offset}`);

function assertComplete(events: SearchEvent[], who: string) {
  assert.equal(events.at(-1)?.event, 'searchEnd', `${who}: the search ended`);
  assert.deepEqual(matches(events), expected, `${who}: every match, in order`);
}

/**
 * Holds every turn of the searches' lane (records/consumer-pool.ts) with downloads whose clients
 * never read: a search asked meanwhile waits on its open, so an identical one asked then joins it
 * however fast the machine scans. The holders count toward admin's cap. `free()` (any number of
 * times) lets the lane go.
 */
async function holdLane() {
  const holders = Array.from({ length: TURNS }, () => new AbortController());
  // Each answer is kept: a response nobody holds is cancelled when collected, which ends its download.
  const held = holders.map((h) =>
    fetch(`${server.url}/api/main/topic/clickstream-1m/data/download`, {
      headers: admin,
      signal: h.signal,
    }).catch(() => undefined),
  );
  const free = async () => {
    for (const h of holders) h.abort();
    await Promise.all(held);
  };
  // A download answers once its read has a turn: then each holds one.
  const statuses = (await Promise.all(held)).map((r) => r?.status);
  if (statuses.some((s) => s !== 200)) await free();
  assert.deepEqual(statuses, Array(TURNS).fill(200), 'the lane is held');
  return { free };
}

/**
 * Two identical searches of `who`, the second asked while the first waits on its open (the lane
 * held), so it joins it; both answering once the lane is free.
 */
async function twoAtOnce(who: Record<string, string>) {
  const before = { ...searchStats };
  const lane = await holdLane();
  try {
    const first = search(who);
    await eventually(() => assert.equal(searchStats.scans, before.scans + 1, 'the first opens'));
    const second = search(who);
    await eventually(() => assert.equal(searchStats.opening, 1, 'the second waits on its open'));
    await lane.free();
    return { first: await first, second: await second };
  } finally {
    await lane.free();
  }
}

test('two identical searches at once run one scan, and each gets every match; a later one scans again', async () => {
  const before = { ...searchStats };
  const { first, second } = await twoAtOnce(orders);
  const [a, b] = await Promise.all([first.rest(), second.rest()]);
  assert.deepEqual(searchStats, { ...before, scans: before.scans + 1, joined: before.joined + 1 });
  assertComplete(a, 'first');
  assertComplete(b, 'second');
  assert.deepEqual(b, a, 'the second got the same events as the first');

  const later = await search(orders);
  assertComplete(await later.rest(), 'later');
  assert.equal(searchStats.scans, before.scans + 2, 'nothing was kept of the ended scan');
});

test('callers with other permissions scan apart', async () => {
  const before = { ...searchStats };
  const [asOrders, asAdmin] = await Promise.all([search(orders), search(admin)]);
  const [a, b] = await Promise.all([asOrders.rest(), asAdmin.rest()]);
  assertComplete(a, 'orders');
  assertComplete(b, 'admin');
  assert.equal(searchStats.scans, before.scans + 2);
  assert.equal(searchStats.joined, before.joined);
});

test('the caller that started the scan leaving does not cut the one that joined', async () => {
  const before = { ...searchStats };
  const { first, second } = await twoAtOnce(orders);
  await first.first();
  await second.first();
  assert.equal(searchStats.joined, before.joined + 1, 'the second joined the first');
  first.leave();
  assertComplete(await second.rest(), 'second');
});

test('the per-user cap counts each caller of a shared scan', async () => {
  // The lane held (holdLane), the two searches below wait on one open while a third is asked,
  // however fast the machine. The holders count toward the cap too: they and the two make CAP.
  const before = { ...searchStats };
  const lane = await holdLane();
  try {
    const first = search(admin);
    await eventually(() => assert.equal(searchStats.scans, before.scans + 1, 'the first opens'));
    const second = search(admin);
    await eventually(() => assert.equal(searchStats.opening, 1, 'the second waits on its open'));
    const refused = await fetch(`${server.url}${SEARCH}`, { headers: admin });
    assert.equal(refused.status, 429, await refused.text());
    await lane.free();
    const [a, b] = await Promise.all([(await first).rest(), (await second).rest()]);
    assertComplete(a, 'first');
    assertComplete(b, 'second');
    assert.equal(searchStats.joined, before.joined + 1, 'the callers shared one scan');
    assertComplete(await (await search(orders)).rest(), 'another user');
  } finally {
    await lane.free();
  }
});

test('a search asked after the topic grew scans for itself and finds the new record', async () => {
  // Made ahead, so the record is written while the first scan still reads.
  const producer = new Producer({
    clientId: 'it-shared-search',
    bootstrapBrokers: ['127.0.0.1:19092'],
    serializers: stringSerializers,
  });
  try {
    await producer.metadata({ topics: [topic] });
    const before = { ...searchStats };
    const first = await search(orders);
    await first.first();
    await producer.send({ messages: [{ topic, key: 'k-new', value: 'needle new', partition: 0 }] });
    const second = await search(orders);
    const [, b] = await Promise.all([first.rest(), second.rest()]);
    assert.equal(
      searchStats.joined,
      before.joined,
      'the second did not join the scan begun before the write',
    );
    assert.deepEqual(matches(b), [...expected, `0-${RECORDS}`], 'the second found the new record too');
  } finally {
    await producer.close();
  }
});
