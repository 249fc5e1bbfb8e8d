import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { TopicDataPage } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { Producer, stringSerializers } from '@platformatic/kafka';
import { type RunningServer, startServer } from './helpers.ts';
import { createTopic, deleteTopics, MAIN, uniqueName } from './topic-data-support.ts';

// Records of aborted transactions never show (the engine reads as Kafka's read_committed
// consumer does), while committed transactions and plain records around them all do.

let server: RunningServer;
const topic = uniqueName('transactions');

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 1);
  const producer = new Producer({
    clientId: 'it-read-committed',
    bootstrapBrokers: MAIN,
    idempotent: true,
    transactionalId: `it-read-committed-${randomBytes(4).toString('hex')}`,
    serializers: stringSerializers,
  });
  try {
    const send = async (values: string[], end: 'commit' | 'abort') => {
      const tx = await producer.beginTransaction();
      await tx.send({ messages: values.map((value) => ({ topic, key: 'k', value, partition: 0 })) });
      await (end === 'commit' ? tx.commit() : tx.abort());
    };
    await send(['committed-1', 'committed-2'], 'commit');
    await send(['aborted-1', 'aborted-2'], 'abort');
    await send(['committed-3'], 'commit');
  } finally {
    await producer.close();
  }
});
after(async () => {
  await deleteTopics('main', [topic]);
  await server.close();
});

test('browsing and searching leave out the records of an aborted transaction', async () => {
  const values = async (query: string) => {
    const response = await server.get(`/api/main/topic/${topic}/data?${query}`);
    assert.equal(response.status, 200, await response.clone().text());
    // `results` is left out of an empty page (akhq-api.md §1.3).
    return (((await response.json()) as TopicDataPage).results ?? []).map((r) => r.value);
  };
  // Kafka writes the last commit's markers just after the commit answers: until then the last
  // stable offset stops before committed-3.
  await eventually(
    async () => assert.deepEqual(await values(''), ['committed-1', 'committed-2', 'committed-3']),
    { what: 'the committed records, oldest first' },
  );
  assert.deepEqual(await values('sort=NEWEST'), ['committed-3', 'committed-2', 'committed-1']);
  assert.deepEqual(await values('searchByValue=aborted'), []);
});
