import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { TopicRecord } from '@console/contract';
import { readEvents, tailEvents } from '@console/contract/events';
import { eventually } from '@console/stack/eventually';
import { kcatProduce } from './decode-support.ts';
import { json, present, type RunningServer, startServer } from './helpers.ts';
import { createTopic, deleteTopics, uniqueName } from './topic-data-support.ts';

// The live tail of several topics reads every one of them with the chosen key and value
// deserializers (issue 14), on records kcat wrote as raw bytes after the stream opened.

let server: RunningServer;
const topics = [uniqueName('tail-deser-a'), uniqueName('tail-deser-b')];

before(async () => {
  server = await startServer();
  for (const name of topics) await createTopic('main', name, 1);
});
after(async () => {
  await deleteTopics('main', topics);
  await server.close();
});

const int64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(n);
  return b;
};

test('a tail of two topics decodes both with the chosen key and value deserializers', async () => {
  const query = new URLSearchParams({ keyDeserializer: 'HEX', valueDeserializer: 'INT64' });
  for (const name of topics) query.append('topics', name);
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/main/tail/sse?${query}`, { signal: controller.signal });
  assert.equal(response.status, 200);
  const tailed: TopicRecord[] = [];
  const { promise: opened, resolve } = Promise.withResolvers<void>();
  const reading = (async () => {
    try {
      for await (const { event, data } of readEvents(present(response.body), tailEvents)) {
        resolve();
        if (event === 'tailBody') tailed.push(...(data.records ?? []));
      }
    } catch {
      // aborted below
    }
  })();
  try {
    await opened;
    await kcatProduce(topics[0] as string, [{ key: 'a1', value: int64(-9223372036854775808n) }]);
    await kcatProduce(topics[1] as string, [{ key: 'b2', value: int64(1234567890123456789n) }]);
    await eventually(
      () =>
        assert.deepEqual(
          tailed
            .map((r) => [r.topic?.name, r.key, r.keyFormat, r.value, r.valueFormat, r.exceptions])
            .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
          [
            [topics[0], '6131', 'HEX', '-9223372036854775808', 'INT64', undefined],
            [topics[1], '6232', 'HEX', '1234567890123456789', 'INT64', undefined],
          ],
        ),
      { timeoutMs: 30_000, what: 'both tailed records, decoded' },
    );
  } finally {
    controller.abort();
    await reading;
  }
});

test('a choice that cannot be used is a 400 before any stream opens', async () => {
  const query = new URLSearchParams({ valueDeserializer: 'PROTOBUF' });
  for (const name of topics) query.append('topics', name);
  const response = await fetch(`${server.url}/api/main/tail/sse?${query}`);
  assert.equal(response.status, 400);
  assert.match((await json<{ message: string }>(response)).message, /valueSubject/);
});
