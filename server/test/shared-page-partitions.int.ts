import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TopicDataPage } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { Admin, ProduceAcks, Producer, stringSerializers } from '@platformatic/kafka';
import { json, type RunningServer, startServer } from './helpers.ts';
import { admin, createTopic, deleteTopics, MAIN, uniqueName } from './topic-data-support.ts';

// A data page is laid out from a fresh Metadata (server/src/records/ranges.ts), not from what its
// reader saw of the topic before: partitions another client added since are read too, so a page
// asked after a record was written to a new partition shows it (a layout reusing the reader's last
// partition count, to ask the offsets sooner, would miss it).

const topic = uniqueName('new-partition');
let server: RunningServer;

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 1);
});
after(async () => {
  await server.close();
  await deleteTopics('main', [topic]);
});

async function produce(partition: number, value: string) {
  const producer = new Producer({
    clientId: 'it-shared-page-partitions',
    bootstrapBrokers: MAIN,
    serializers: stringSerializers,
  });
  try {
    // Acknowledged by every replica: the high watermark, and so the page's range, includes it.
    await producer.send({ acks: ProduceAcks.ALL, messages: [{ topic, value, partition }] });
  } finally {
    await producer.close();
  }
}

async function page(): Promise<string[]> {
  const answer = await json<TopicDataPage>(await server.get(`/api/main/topic/${topic}/data?sort=OLDEST`));
  return (answer.results ?? []).map((r) => `${r.partition}:${r.value}`);
}

/** Waits until each broker of main, asked alone, counts `count` partitions of the topic. */
async function everyBrokerCounts(count: number) {
  for (const broker of MAIN) {
    const one = new Admin({ clientId: 'it-shared-page-partitions', bootstrapBrokers: [broker] });
    try {
      await eventually(async () => {
        const metadata = await one.metadata({ topics: [topic], forceUpdate: true });
        assert.equal(metadata.topics.get(topic)?.partitions.length, count, broker);
      });
    } finally {
      await one.close();
    }
  }
}

test('a page asked after another client added a partition and wrote to it shows that record', async () => {
  await produce(0, 'first');
  // The reader has now seen the topic with one partition.
  assert.deepEqual(await page(), ['0:first']);
  const other = admin('main');
  try {
    await other.createPartitions({ topics: [{ name: topic, count: 2 }] });
  } finally {
    await other.close();
  }
  await everyBrokerCounts(2);
  await produce(1, 'second');
  assert.deepEqual(await page(), ['0:first', '1:second']);
});
