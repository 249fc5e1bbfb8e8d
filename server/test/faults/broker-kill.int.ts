import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { readEvents, searchEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { readTail, tailPath } from '../console-process.ts';
import { json, type RunningServer, startServer } from '../helpers.ts';
import { kcatRecords } from '../kcat-records.ts';
import { killBroker, restoreBroker } from './broker.ts';

// A broker of `main` (3 brokers, topics with 3 replicas) killed by its pid while a search, a
// download, a copy and a live tail read a topic it leads partitions of: each goes on with the new
// leaders, nothing skipped or twice; the copy is checked record by record with kcat. The broker is
// started again at the end, and the test waits until its replicas are back in sync.

const bootstrap = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
const BROKER = 'main-3';
const COUNT = 3000;
const expected = Array.from({ length: COUNT }, (_, i) => `k${i}`);
const sorted = (list: string[]) => [...list].sort();
/** Keys seen more than once, and expected keys not seen: what a failed comparison shows. */
const differences = (seen: string[]) => {
  const counts = new Map<string, number>();
  for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
  const twice = [...counts].filter(([, n]) => n > 1).map(([k]) => k);
  const missing = expected.filter((k) => !counts.has(k));
  return `twice: ${twice.slice(0, 10).join(' ')}; missing: ${missing.slice(0, 10).join(' ')}`;
};

describe(`${BROKER} killed during reads`, () => {
  const suffix = randomBytes(4).toString('hex');
  const topic = `it-fault-${suffix}`;
  const target = `it-fault-copy-${suffix}`;
  const admin = new Admin({ clientId: 'it-faults', bootstrapBrokers: bootstrap });
  const producer = new Producer({
    clientId: 'it-faults',
    bootstrapBrokers: bootstrap,
    serializers: stringSerializers,
  });
  let server: RunningServer;
  let killed = false;
  // Ends the test's own requests if it fails half-way, so nothing holds the server open.
  const requests = new AbortController();
  const { signal } = requests;

  before(async () => {
    await admin.createTopics({ topics: [topic, target], partitions: 3, replicas: 3 });
    await producer.send({
      messages: expected.map((key, i) => ({ topic, partition: i % 3, key, value: `value of ${key}` })),
    });
    server = await startServer();
  });
  after(async () => {
    requests.abort();
    // Leave the stack as it was found, whatever happened above.
    if (killed) await restoreBroker(BROKER, admin, [topic, target]);
    await producer.close();
    await server?.close();
    await admin.deleteTopics({ topics: [topic, target] }).catch(() => {});
    await admin.close();
  });

  test('search, download, copy and tail go on with the new leaders', async (t) => {
    const tail = await readTail(`${server.url}${tailPath(topic)}`);
    t.after(() => tail.close());
    await producer.send({ messages: [{ topic, partition: 0, key: 'live-0', value: 'v' }] });
    await eventually(() => assert.deepEqual(tail.keys, ['live-0']));

    await killBroker(BROKER);
    killed = true;

    // Right after the crash the cluster still names the dead broker as leader of some partitions.
    const search = (async () => {
      const response = await fetch(
        `${server.url}/api/main/topic/${topic}/data/search?searchByValue=value&size=10000`,
        {
          signal,
        },
      );
      assert.equal(response.status, 200);
      const keys: string[] = [];
      let end = '';
      for await (const e of readEvents(response.body as ReadableStream<Uint8Array>, searchEvents)) {
        if (e.event === 'searchError') throw new Error(`search failed: ${e.data.message}`);
        for (const r of e.data.records ?? []) keys.push(r.key ?? '');
        if (e.event === 'searchEnd') end = 'end';
      }
      assert.equal(end, 'end');
      return keys;
    })();
    const download = (async () => {
      const response = await fetch(`${server.url}/api/main/topic/${topic}/data/download?format=ndjson`, {
        signal,
      });
      assert.equal(response.status, 200);
      return (await response.text())
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { key: string }).key);
    })();
    const copy = (async () => {
      const response = await server.get(`/api/main/topic/${topic}/copy/main/topic/${target}`, {
        method: 'POST',
        signal,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify([0, 1, 2].map((partition) => ({ partition, offset: 0 }))),
      });
      assert.equal(response.status, 200, await response.clone().text());
      return (await json<{ records: number }>(response)).records;
    })();
    const found = await search;
    assert.deepEqual(sorted(found), sorted(expected), `the search: ${differences(found)}`);
    const downloaded = await download;
    // The download and the copy take the whole topic: the tail's first record too.
    assert.deepEqual(
      sorted(downloaded),
      sorted([...expected, 'live-0']),
      `the download: ${differences(downloaded)}`,
    );
    assert.equal(await copy, COUNT + 1);
    // Written after the crash, to partitions whose leader moved: the tail shows each once.
    const live = Array.from({ length: 20 }, (_, i) => `live-${i + 1}`);
    await producer.send({ messages: live.map((key, i) => ({ topic, partition: i % 3, key, value: 'v' })) });
    await eventually(() => assert.deepEqual(sorted(tail.keys), sorted(['live-0', ...live])), {
      timeoutMs: 40_000,
      what: 'the tail shows the records written after the crash, once each',
    });
    assert.ok(!tail.events.includes('tailError'), 'the tail never stopped');
    tail.close();

    // The copy, record by record, as kcat reads both topics.
    const source = await kcatRecords(topic);
    const copied = await kcatRecords(target);
    const pairs = (list: typeof source) =>
      list.filter((r) => !r.key?.startsWith('live-')).map((r) => `${r.key}=${r.payload}`);
    assert.deepEqual(sorted(pairs(copied)), sorted(pairs(source)));
    assert.equal(copied.length, COUNT + 1);
  });
});
