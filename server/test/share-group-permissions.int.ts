// Share groups with security on: a user whose patterns allow `it-sgp-in-…` names sees only those
// share groups, and inside them only the topics it may read; it is refused other groups and topics
// by name before Kafka is asked; a reader may look but not reset, delete offsets or delete. The
// groups are made with Kafka's own ShareGroupCommand (a reset creates the group).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { ConsumerGroup, ShareGroup, ShareGroupPage, ShareResetRow } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { BOOTSTRAP, createTopic, deleteTopics, kafkaTool } from '@console/stack/list-kafka';
import { describedState, shareGroupList, startShareConsumer } from '@console/stack/share-kafka';
import { securedConsole } from './auth-helpers.ts';

const mine = randomUUID().slice(0, 8);
const IN = `it-sgp-in-${mine}`;
const OUT_PREFIX = 'it-sgp-out-';
const OUT = `${OUT_PREFIX}${mine}`;
const GONE = `${OUT_PREFIX}${mine}-gone`;

const shareGroupCommand = (args: string[]) =>
  kafkaTool('org.apache.kafka.tools.consumer.group.ShareGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    ...args,
  ]);

const server = securedConsole({
  users: ['orders', 'reader'],
  grants: {
    orders: {
      group: 'share-walker',
      role: 'share-everything',
      permissions: [
        { resources: ['CONSUMER_GROUP'], actions: ['READ', 'UPDATE_OFFSET', 'DELETE_OFFSET', 'DELETE'] },
        { resources: ['TOPIC'], actions: ['READ'] },
      ],
      patterns: ['it-sgp-in-.*'],
      clusters: ['main'],
    },
  },
  setup: async () => {
    for (const t of [IN, OUT]) await createTopic(t, 1, 1);
    // Each group gets share state on both topics, so an answer could carry the outside topic.
    for (const g of [IN, OUT]) {
      await shareGroupCommand([
        '--reset-offsets',
        '--group',
        g,
        '--topic',
        IN,
        '--topic',
        OUT,
        '--to-earliest',
        '--execute',
      ]);
    }
  },
  teardown: async () => {
    for (const g of [IN, OUT]) await shareGroupCommand(['--delete', '--group', g]).catch(() => {});
    await deleteTopics([IN, OUT]);
  },
});
const { orders, reader } = server.as;

async function call(path: string, headers: Record<string, string>, method = 'GET', body?: unknown) {
  const res = await server.request(path, headers, method, body);
  const text = await res.text();
  return { status: res.status, text, json: <T>() => JSON.parse(text) as T };
}

test('a pattern-limited user sees its share groups only, with its topics only', async () => {
  const kafka = await shareGroupList();
  assert.ok(kafka.includes(IN) && kafka.includes(OUT));
  const list = await call('/api/main/share-group?search=it-sgp', orders);
  assert.equal(list.status, 200);
  assert.deepEqual(
    list.json<ShareGroupPage>().results?.map((g) => [g.id, g.topics, g.offsets?.map((o) => o.topic)]),
    [[IN, [IN], [IN]]],
  );
  const one = await call(`/api/main/share-group/${IN}`, orders);
  assert.equal(one.status, 200);
  assert.deepEqual(one.json<ShareGroup>().topics, [IN]);
  assert.ok(!one.text.includes(OUT));
  const groups = await call('/api/main/group?type=share&search=it-sgp', orders);
  assert.deepEqual(
    groups.json<{ results?: ConsumerGroup[] }>().results?.map((g) => [g.id, g.type, g.topics]),
    [[IN, 'share', [IN]]],
  );
});

test('other share groups and topics are refused by name, and Kafka keeps them', async () => {
  assert.equal((await call(`/api/main/share-group/${OUT}`, orders)).status, 403);
  assert.equal(
    (await call(`/api/main/share-group/${OUT}/offsets/preview?strategy=earliest`, orders)).status,
    403,
  );
  assert.equal(
    (await call(`/api/main/share-group/${IN}/offsets/preview?strategy=earliest&topics=${OUT}`, orders))
      .status,
    403,
  );
  const reset = await call(`/api/main/share-group/${IN}/offsets`, orders, 'POST', [
    { topic: OUT, partition: 0, offset: 0 },
  ]);
  assert.equal(reset.status, 403);
  assert.equal((await call(`/api/main/share-group/${IN}/topic/${OUT}`, orders, 'DELETE')).status, 403);
  assert.equal((await call(`/api/main/share-group/${OUT}`, orders, 'DELETE')).status, 403);
  assert.equal((await call(`/api/main/group/${OUT}`, orders, 'DELETE')).status, 403);
  assert.ok((await shareGroupList()).includes(OUT));
});

test('a reader reads share groups but changes nothing', async () => {
  assert.equal((await call(`/api/main/share-group/${IN}`, reader)).status, 200);
  const reset = await call(`/api/main/share-group/${IN}/offsets`, reader, 'POST', [
    { topic: IN, partition: 0, offset: 0 },
  ]);
  assert.equal(reset.status, 403);
  assert.match(reset.json<{ message: string }>().message, /CONSUMER_GROUP and action UPDATE_OFFSET/);
  assert.equal(
    (await call(`/api/main/share-group/${IN}/offsets/preview?strategy=latest`, reader)).status,
    403,
  );
  assert.equal((await call(`/api/main/share-group/${IN}/topic/${IN}`, reader, 'DELETE')).status, 403);
  assert.equal((await call(`/api/main/share-group/${IN}`, reader, 'DELETE')).status, 403);
});

test('a preview with no topic named takes the held topics the user may read, not a hidden subscription', async () => {
  // A share consumer of group IN subscribed to a hidden topic that does not exist: the group's
  // topics name it, yet the preview neither fails on it nor names it.
  const consumer = startShareConsumer(GONE, IN);
  try {
    await eventually(async () => assert.equal((await describedState(IN)).members, 1), {
      timeoutMs: 60_000,
      what: 'the share consumer of the missing topic in the group',
    });
    const preview = await call(`/api/main/share-group/${IN}/offsets/preview?strategy=earliest`, orders);
    assert.equal(preview.status, 200, preview.text);
    assert.deepEqual([...new Set(preview.json<ShareResetRow[]>().map((r) => r.topic))], [IN]);
    assert.ok(!preview.text.includes(OUT_PREFIX), preview.text);
  } finally {
    await consumer.stop();
  }
});

test('the pattern-limited user previews a reset, deletes offsets and deletes its own share group', async () => {
  const preview = await call(`/api/main/share-group/${IN}/offsets/preview?strategy=latest`, orders);
  assert.equal(preview.status, 200);
  assert.equal((await call(`/api/main/share-group/${IN}/topic/${IN}`, orders, 'DELETE')).status, 204);
  assert.equal((await call(`/api/main/share-group/${IN}`, orders, 'DELETE')).status, 204);
  const kafka = await shareGroupList();
  assert.ok(!kafka.includes(IN) && kafka.includes(OUT));
});
