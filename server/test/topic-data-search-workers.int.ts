import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { SearchEvent } from '@console/contract';
import { scanWorkerStats } from '../src/records/scan-parallel.ts';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';
import { kcatProduce, kcatRecords } from './kcat-records.ts';
import {
  admin,
  consoleProduce,
  deleteTopics,
  produceRaw,
  readSearch,
  uniqueName,
} from './topic-data-support.ts';

// Searches examined on worker threads (topic-data.scan-workers, issue 17) give what the main
// thread gives: the same matches in the same order, the same cursor after each search, the same
// counters and CEL failures, whether the search runs to its end or stops at its limit. Two
// servers over one topic, workers on and off. The topic mixes plain JSON, lz4-compressed batches,
// headers, non-JSON text, and values framed like the schema registry's (which the workers hand
// back to the main thread). One broker leads every partition: a round is then one answer, whose
// partitions come in the order asked, so both servers examine records in the same order (with
// several leaders, the order answers arrive in decides it, on the main thread as on workers).

let on: RunningServer;
let off: RunningServer;
const topic = uniqueName('search-workers');

const order = (i: number) =>
  JSON.stringify({ id: i, customer: { id: `c-${i % 13}`, tier: i % 3 ? 'gold' : 'silvér' }, amount: i / 10 });

before(async () => {
  [on, off] = await Promise.all([
    startServer(demoConfig((c) => ({ ...c, 'topic-data': { ...c['topic-data'], 'scan-workers': 1 } }))),
    startServer(demoConfig((c) => ({ ...c, 'topic-data': { ...c['topic-data'], 'scan-workers': 0 } }))),
  ]);
  const a = admin('main');
  try {
    const assignments = [0, 1, 2].map((partition) => ({ partition, brokers: [1, 2, 3] }));
    await a.createTopics({ topics: [topic], assignments });
  } finally {
    await a.close();
  }
  await kcatProduce(
    topic,
    Array.from({ length: 2500 }, (_, i) => `k-${i}\t${i % 7 === 0 ? `needle ${i}` : order(i)}`),
    { partition: 0, headers: ['source=kcat'] },
  );
  await kcatProduce(
    topic,
    Array.from({ length: 1200 }, (_, i) => `k-${i}\t${order(i + 5000)}`),
    { partition: 1 },
  );
  await consoleProduce(
    topic,
    'lz4',
    Array.from(
      { length: 900 },
      (_, i) => `h:${i}\tkey-${i}\t${i % 50 === 0 ? 'plain needle' : order(i + 9000)}`,
    ),
  );
  // Confluent framing (magic 0, schema id 999999) around bytes that are not text.
  await produceRaw(
    topic,
    Array.from({ length: 40 }, (_, i) => Buffer.from([0, 0, 0x0f, 0x42, 0x3f, 0xff, 0xfe, i])),
  );
  assert.equal((await kcatRecords(topic)).length, 2500 + 1200 + 900 + 40);
});
after(async () => {
  await deleteTopics('main', [topic]);
  await Promise.all([on.close(), off.close()]);
});

async function search(server: RunningServer, query: Record<string, string>) {
  const url = `${server.url}/api/main/topic/${topic}/data/search?${new URLSearchParams(query)}`;
  const { events } = await readSearch(url);
  const end = events.at(-1);
  assert.equal(end?.event, 'searchEnd', JSON.stringify(end).slice(0, 500));
  const records = events.flatMap((e) => (e.event === 'searchBody' ? (e.data.records ?? []) : []));
  const final = end.data as SearchEvent;
  return {
    records,
    after: final.after,
    scanned: final.scanned,
    matched: final.matched,
    bytes: final.bytes,
    filterErrors: final.filterErrors,
    filterError: final.filterError,
    filterErrorRecords: final.filterErrorRecords,
  };
}

/** Searches on both servers, following the cursor to the end; asserts each step is the same. */
async function same(query: Record<string, string>, expectMatches: (n: number) => boolean) {
  const sent = scanWorkerStats.rounds;
  let cursor: string | undefined;
  let total = 0;
  for (let step = 0; step < 50; step++) {
    const q = cursor ? { ...query, after: cursor } : query;
    const [a, b] = await Promise.all([search(on, q), search(off, q)]);
    assert.deepEqual(a, b, `${JSON.stringify(q)}: workers on and off differ at step ${step}`);
    total += a.records.length;
    cursor = a.after;
    if (!cursor) break;
  }
  assert.equal(cursor, undefined, 'the last search has no cursor');
  assert.ok(expectMatches(total), `${JSON.stringify(query)}: ${total} matches`);
  assert.ok(scanWorkerStats.rounds > sent, 'the search went to the workers');
}

test('a text search in the bytes, to the end and by pages of 17', async () => {
  await same({ searchByValue: 'needle_C', size: '10000' }, (n) => n === 358 + 18);
  await same({ searchByValue: 'needle_C', size: '17' }, (n) => n === 358 + 18);
});

test('a search that decodes: a non-ASCII pattern, a header, a Not Contains', async () => {
  await same({ searchByValue: 'silvér_C', size: '10000' }, (n) => n > 1000);
  await same({ searchByHeaderKey: 'source_C', searchByValue: '"c-3"_C', size: '50' }, (n) => n > 100);
  await same({ searchByValue: 'needle gold_N', size: '10000' }, (n) => n > 1000);
});

test('CEL filters on JSON fields, with their failures counted the same', async () => {
  await same({ filter: "value.customer.id == 'c-7'", size: '10000' }, (n) => n > 200);
  await same({ filter: 'value.amount > 100.0', size: '500' }, (n) => n > 1000);
  // No string literal to pre-check: every value is evaluated, and the text ones fail.
  const failing = { filter: 'value.amount > 500.0', size: '10000' };
  await same(failing, (n) => n > 1500);
  const a = await search(on, failing);
  assert.equal(a.filterErrors, 358 + 18 + 40);
  assert.equal(a.filterErrorRecords?.length, 10);
});

test('values framed for the registry are decided on the main thread, in order', async () => {
  await same({ searchByValue: 'AAAPQj_C', size: '10000' }, (n) => n === 40);
  await same({ searchByValue: 'AAAPQj_N', size: '1000' }, (n) => n === 4600);
});
