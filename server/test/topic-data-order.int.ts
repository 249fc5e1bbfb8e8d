import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TopicDataPage } from '@console/contract';
import { ProduceAcks, Producer } from '@platformatic/kafka';
import { json, type RunningServer, startServer } from './helpers.ts';
import { ensureKcat, kcatConsume } from './kcat.ts';
import { createTopic, deleteTopics, MAIN, readSearch, uniqueName } from './topic-data-support.ts';

// Issue 14, item 8: browsing must be exact per partition whatever the timestamps say. Records
// stamped out of offset order (two producers with skewed clocks, jittered event times) are paged
// through with the `after` cursor in both sorts and compared offset by offset with what Kafka
// holds, read by kcat. Before the fix a 5 s skew hid half the records and jitter repeated some.

const RECORDS = 3000;
const PARTITIONS = 3;
let server: RunningServer;
const topics: string[] = [];
// Recent times: the topic's retention would delete records stamped long ago at once.
const base = Math.floor(Date.now() / 1000) * 1000 - 120_000;

/** Deterministic pseudo-random jitter in [-100, 100] ms. */
function jitter(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return (s % 201) - 100;
  };
}

/** `count` records from each producer, sent in alternating groups of 50, each stamped by `stamp`. */
async function write(topic: string, producers: number, stamp: (producer: number, i: number) => number) {
  const clients = Array.from(
    { length: producers },
    (_, n) => new Producer({ clientId: `it-order-${n}`, bootstrapBrokers: MAIN }),
  );
  const each = RECORDS / producers;
  try {
    for (let from = 0; from < each; from += 50) {
      for (const [n, producer] of clients.entries()) {
        const messages = [];
        for (let i = from; i < Math.min(each, from + 50); i++) {
          messages.push({
            topic,
            partition: i % PARTITIONS,
            key: Buffer.from(`p${n}-${i}`),
            value: Buffer.from(`{"producer":${n},"i":${i}}`),
            timestamp: BigInt(stamp(n, i)),
          });
        }
        await producer.send({ acks: ProduceAcks.ALL, messages });
      }
    }
  } finally {
    await Promise.all(clients.map((c) => c.close()));
  }
}

/** Every `partition:offset` of the topic, as kcat reads it. */
async function truth(topic: string): Promise<string[]> {
  const lines = await kcatConsume(topic, '%p:%o\n');
  assert.equal(lines.length, RECORDS, 'kcat reads every record written');
  return lines;
}

/**
 * Follows the page's `after` link from the first page to the last. Every page offered has records:
 * the last one carries no `after` (no "next page" that leads to an empty page, item 5).
 */
async function pageThrough(topic: string, sort: string, size?: number): Promise<string[]> {
  const seen: string[] = [];
  let path: string | undefined =
    `/api/main/topic/${topic}/data?sort=${sort}&partition=All${size ? `&size=${size}` : ''}`;
  for (let pages = 0; path; pages++) {
    assert.ok(pages <= RECORDS, 'paging ends');
    const response = await server.get(path);
    assert.equal(response.status, 200, await response.clone().text());
    const page = await json<TopicDataPage>(response);
    const results = page.results ?? [];
    assert.ok(results.length > 0, `${sort}: page ${pages + 1} was offered but is empty`);
    seen.push(...results.map((r) => `${r.partition}:${r.offset}`));
    path = page.after;
  }
  return seen;
}

function assertExact(seen: string[], held: string[], sort: string) {
  const counts = new Map<string, number>();
  for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
  const missing = held.filter((id) => !counts.has(id));
  const foreign = seen.filter((id) => !held.includes(id));
  assert.deepEqual(
    { missing: missing.length, repeated: repeated.length, foreign: foreign.length },
    { missing: 0, repeated: 0, foreign: 0 },
    `${sort}: missing ${missing.slice(0, 5)}, repeated ${repeated.slice(0, 5)}`,
  );
  // Within a partition, records come in offset order (ascending oldest first, descending newest first).
  const last = new Map<number, number>();
  for (const id of seen) {
    const [p, o] = id.split(':').map(Number) as [number, number];
    const before = last.get(p);
    if (before !== undefined) {
      assert.ok(sort === 'Oldest' ? o > before : o < before, `${sort}: partition ${p} went ${before} → ${o}`);
    }
    last.set(p, o);
  }
}

before(async () => {
  ensureKcat();
  server = await startServer();
});
after(async () => {
  await deleteTopics('main', topics);
  await server.close();
});

describe('paging is exact per partition whatever the timestamps', () => {
  test('two producers, one stamping 5 s behind the other', async () => {
    const topic = uniqueName('skew');
    topics.push(topic);
    await createTopic('main', topic, PARTITIONS);
    await write(topic, 2, (producer, i) => base + i * 2 - (producer === 1 ? 5000 : 0));
    const held = await truth(topic);
    for (const sort of ['Oldest', 'Newest']) assertExact(await pageThrough(topic, sort), held, sort);
    // A page size that is not a divisor of anything involved.
    assertExact(await pageThrough(topic, 'Oldest', 37), held, 'Oldest');
    assertExact(await pageThrough(topic, 'Newest', 37), held, 'Newest');
  });

  test('one producer stamping event times with ±100 ms jitter', async () => {
    const topic = uniqueName('jitter');
    topics.push(topic);
    await createTopic('main', topic, PARTITIONS);
    const next = jitter(14);
    await write(topic, 1, (_, i) => base + i * 2 + next());
    const held = await truth(topic);
    for (const sort of ['Oldest', 'Newest']) assertExact(await pageThrough(topic, sort), held, sort);
    // The search stream on the same topic returns them all too.
    const { events } = await readSearch(
      `${server.url}/api/main/topic/${topic}/data/search?sort=Oldest&partition=All&size=10000&searchByValue=producer_C`,
    );
    const found = events.flatMap((e) =>
      e.event === 'searchBody' ? (e.data.records ?? []).map((r) => `${r.partition}:${r.offset}`) : [],
    );
    assertExact(found, held, 'Oldest');
  });

  test('a page of records stamped out of order is still ordered by time across partitions', async () => {
    const topic = uniqueName('merge');
    topics.push(topic);
    await createTopic('main', topic, 2);
    // Partition 0 holds t=10, 30, 20; partition 1 holds t=15, 25. The page interleaves the
    // partitions by time but never reorders a partition.
    const producer = new Producer({ clientId: 'it-order-merge', bootstrapBrokers: MAIN });
    try {
      const at = (partition: number, t: number) => ({
        topic,
        partition,
        value: Buffer.from(`t${t}`),
        timestamp: BigInt(base + t),
      });
      await producer.send({ acks: ProduceAcks.ALL, messages: [at(0, 10), at(0, 30), at(0, 20)] });
      await producer.send({ acks: ProduceAcks.ALL, messages: [at(1, 15), at(1, 25)] });
    } finally {
      await producer.close();
    }
    const page = await json<TopicDataPage>(await server.get(`/api/main/topic/${topic}/data?sort=Oldest`));
    assert.deepEqual(
      page.results?.map((r) => r.value),
      ['t10', 't15', 't25', 't30', 't20'],
    );
    assert.equal(page.after, undefined, 'every record is shown: no next page');
    const newest = await json<TopicDataPage>(await server.get(`/api/main/topic/${topic}/data?sort=Newest`));
    assert.deepEqual(
      newest.results?.map((r) => r.value),
      ['t25', 't20', 't30', 't15', 't10'],
    );
    assert.equal(newest.after, undefined, 'every record is shown: no next page');
    // Pages that stop before the end offer the rest, and the last one ends the paging.
    let next: string | undefined = `/api/main/topic/${topic}/data?sort=Newest&size=2`;
    const values: Array<string | undefined> = [];
    const links: boolean[] = [];
    while (next) {
      const part: TopicDataPage = await json<TopicDataPage>(await server.get(next));
      values.push(...(part.results ?? []).map((r) => r.value));
      next = part.after;
      links.push(next !== undefined);
    }
    assert.deepEqual(values, ['t25', 't20', 't30', 't15', 't10']);
    assert.deepEqual(links, [true, true, false]);
  });
});
