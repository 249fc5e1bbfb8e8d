import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { TopicDataPage, TopicRecord } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { produceTransactional } from '@console/stack/list-kafka';
import { type RunningServer, startServer } from './helpers.ts';
import { admin, createTopic, deleteTopics, uniqueName } from './topic-data-support.ts';

// Kafka's internal topics through the data API: the client library leaves them out of its
// metadata, so they are read through the console's own Metadata/ListOffsets, and their records
// are rendered from Kafka's internal formats (akhq-api.md §3 Record).

let server: RunningServer;
const topics: string[] = [];

before(async () => {
  server = await startServer();
});
after(async () => {
  await deleteTopics('main', topics);
  await server.close();
});

/** The records of a page; the answer leaves `results` out when there are none. */
async function search(topic: string, query: string): Promise<TopicRecord[]> {
  const response = await server.get(`/api/main/topic/${topic}/data?${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as TopicDataPage).results ?? [];
}

test('__consumer_offsets shows a committed offset as its group, topic, partition and offset', async () => {
  const topic = uniqueName('committed');
  const group = `it-internal-${randomBytes(4).toString('hex')}`;
  topics.push(topic);
  await createTopic('main', topic, 1);
  const a = admin('main');
  try {
    await a.alterConsumerGroupOffsets({
      groupId: group,
      topics: [{ name: topic, partitionOffsets: [{ partition: 0, offset: 42n }] }],
    });
  } finally {
    await a.close();
  }
  const found = await search('__consumer_offsets', `searchByKey=${group}&size=10`);
  assert.equal(found.length, 1, JSON.stringify(found));
  const record = found[0] as TopicRecord;
  assert.deepEqual(JSON.parse(record.key as string), { type: 'offset-commit', group, topic, partition: 0 });
  const value = JSON.parse(record.value as string);
  assert.equal(value.offset, 42);
  assert.ok(Date.parse(value.commitTimestamp) > Date.now() - 120_000, value.commitTimestamp);
  assert.equal(record.exceptions, undefined);
});

test('__transaction_state shows a transactional producer as its id and state', async () => {
  const topic = uniqueName('transactional');
  const id = `it-tx-${randomBytes(4).toString('hex')}`;
  topics.push(topic);
  await createTopic('main', topic, 1);
  await produceTransactional(topic, id, 20);
  // The coordinator writes CompleteCommit once the commit markers are in: wait for it.
  const found = await eventually(
    async () => {
      const records = await search('__transaction_state', `searchByKey=${id}&size=100`);
      assert.ok(
        records.some((r) => r.value?.includes('"CompleteCommit"')),
        `${records.length} records, none CompleteCommit`,
      );
      return records;
    },
    { what: `CompleteCommit of ${id} in __transaction_state` },
  );
  assert.ok(found.length > 0);
  for (const record of found) {
    assert.deepEqual(JSON.parse(record.key as string), { transactionalId: id });
    assert.equal(record.exceptions, undefined);
  }
  const states = found.filter((r) => r.value).map((r) => JSON.parse(r.value as string).state);
  assert.ok(states.includes('CompleteCommit'), states.join());
  const ongoing = found.map((r) => JSON.parse(r.value ?? '{}')).find((v) => v.state === 'Ongoing');
  assert.deepEqual(ongoing?.partitions, [{ topic, partitions: [0] }]);
});

test('a page of __consumer_offsets reads like any topic page', async () => {
  const page = await search('__consumer_offsets', 'size=5');
  assert.equal(page.length, 5);
  assert.ok(page.every((r) => r.topic?.name === '__consumer_offsets'));
});
