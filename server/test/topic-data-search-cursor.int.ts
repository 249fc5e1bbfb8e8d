import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TopicRecord } from '@console/contract';
import { type RunningServer, startServer } from './helpers.ts';
import { kcatProduce, kcatRecords } from './kcat-records.ts';
import { createTopic, deleteTopics, readSearch, uniqueName } from './topic-data-support.ts';

// A search stops at 50 matches; its final event carries the cursor of the last record it examined
// (the 50th match), or none once the range was read to its end. Following that cursor from search
// to search gives every match Kafka holds (read back with kcat) exactly once, and no empty search
// at the end. The matches sit at the start of a 1,500-record partition, so the last search reads
// several slices after its last match: the earlier server sent a slice's cursor in its final event
// and offered one more, empty search.

let server: RunningServer;
const topic = uniqueName('search-cursor');

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 2);
  const lines = (n: number, matching: (i: number) => boolean) =>
    Array.from({ length: n }, (_, i) => `k-${i}\t${matching(i) ? 'needle' : 'hay'} ${i}`);
  await kcatProduce(
    topic,
    lines(1500, (i) => i < 110 && i % 2 === 0),
    { partition: 0 },
  );
  await kcatProduce(
    topic,
    lines(30, (i) => i % 3 === 0),
    { partition: 1 },
  );
});
after(async () => {
  await deleteTopics('main', [topic]);
  await server.close();
});

/** Searches from `cursor`; answers the records sent and the final event's cursor. */
async function searchFrom(sort: string, cursor?: string) {
  const query = new URLSearchParams({ sort, searchByValue: 'needle_C' });
  if (cursor) query.set('after', cursor);
  const { events } = await readSearch(`${server.url}/api/main/topic/${topic}/data/search?${query}`);
  const end = events.at(-1);
  assert.equal(end?.event, 'searchEnd', JSON.stringify(end));
  const records = events.flatMap((e) => (e.event === 'searchBody' ? (e.data.records ?? []) : []));
  return { records, after: end.data.after };
}

const id = (r: { partition: number; offset: number }) => `${r.partition}-${r.offset}`;

for (const sort of ['OLDEST', 'NEWEST']) {
  test(`${sort}: following the final cursor gives every match once, and ends without one`, async () => {
    const expected = (await kcatRecords(topic)).filter((r) => r.payload?.startsWith('needle')).map(id);
    assert.equal(expected.length, 65);
    const seen: TopicRecord[] = [];
    let cursor: string | undefined;
    for (let search = 0; search < 10; search++) {
      const { records, after: next } = await searchFrom(sort, cursor);
      assert.ok(
        records.length > 0,
        `search ${search + 1} from ${cursor} found nothing: it was offered for nothing`,
      );
      seen.push(...records);
      cursor = next;
      if (cursor === undefined) break;
      // The cursor names, per partition, the last record examined: after the 50th match, that match.
      assert.equal(records.length, 50);
      const last = records.at(-1) as TopicRecord;
      assert.match(cursor, new RegExp(`(^|_)${last.partition}-${last.offset}(_|$)`));
    }
    assert.equal(cursor, undefined);
    assert.deepEqual(seen.map(id).sort(), [...expected].sort());
    assert.equal(new Set(seen.map(id)).size, seen.length);
  });
}
