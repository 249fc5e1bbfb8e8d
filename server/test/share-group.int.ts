import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ConsumerGroup, ErrorBody, ShareGroup, ShareGroupPage, ShareResetRow } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { createTopic, deleteTopics, kafkaTool, produce } from '@console/stack/list-kafka';
import {
  consumerGroupList,
  coordinatorOf,
  describedMembers,
  describedOffsets,
  describedState,
  readFromEarliest,
  type ShareConsumer,
  shareGroupList,
  startShareConsumer,
} from '@console/stack/share-kafka';
import { type RunningServer, startServer } from './helpers.ts';

// Share groups (KIP-932) over HTTP against the real cluster, with a share consumer of Kafka's own
// tools (ConsoleShareConsumer) so the group has a member and delivery state; everything the
// console shows or changes is read back with kafka-share-groups.sh's class (ShareGroupCommand).

const suffix = randomBytes(4).toString('hex');
const topic = `it-share-${suffix}`;
const group = `it-share-${suffix}-g`;
const classic = `it-share-${suffix}-classic`;

describe('share group API', () => {
  let server: RunningServer;
  let consumer: ShareConsumer | undefined;
  before(async () => {
    server = await startServer();
    await createTopic(topic, 3, 1);
    for (const p of [0, 1, 2]) await produce(topic, p, 10);
    await readFromEarliest(group);
    // A classic group beside it, for the type filter.
    await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
      '--bootstrap-server',
      '127.0.0.1:19092',
      '--reset-offsets',
      '--group',
      classic,
      '--topic',
      topic,
      '--to-earliest',
      '--execute',
    ]);
    consumer = startShareConsumer(topic, group);
    // Every record delivered (and acknowledged: the console consumer accepts what it prints).
    await eventually(() => assert.equal(consumer?.lines().length, 30), {
      timeoutMs: 60_000,
      what: 'the share consumer printing 30 records',
    });
  });
  after(async () => {
    await consumer?.stop();
    // Gone already when the last test passed; removed here when it did not get that far.
    await kafkaTool('org.apache.kafka.tools.consumer.group.ShareGroupCommand', [
      '--bootstrap-server',
      '127.0.0.1:19092',
      '--delete',
      '--group',
      group,
    ]).catch(() => {});
    await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
      '--bootstrap-server',
      '127.0.0.1:19092',
      '--delete',
      '--group',
      classic,
    ]).catch(() => {});
    await deleteTopics([topic]);
    await server.close();
  });

  const get = async <T>(path: string, init?: RequestInit) => {
    const res = await server.get(path, init);
    return { status: res.status, body: (await res.json().catch(() => undefined)) as T };
  };
  const send = (path: string, method: string, body?: unknown) =>
    get<ErrorBody | undefined>(path, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });

  test('detail matches kafka-share-groups.sh --describe (members, start offsets, lag)', async () => {
    const members = await eventually(
      async () => {
        const m = await describedMembers(group);
        assert.equal(m.length, 1);
        return m;
      },
      { timeoutMs: 30_000 },
    );
    const { status, body } = await get<ShareGroup>(`/api/main/share-group/${group}`);
    assert.equal(status, 200);
    assert.equal(body.state, 'STABLE');
    assert.deepEqual(
      body.members?.map((m) => [m.id, m.host, m.clientId, (m.assignments ?? []).length]),
      members.map((m) => [m.id, m.host, m.clientId, m.partitions]),
    );
    assert.equal(members[0]?.assignment, `${topic}:0,1,2`);
    const offsets = await describedOffsets(group);
    assert.deepEqual(
      body.offsets?.map((o) => [o.topic, o.partition, o.startOffset, o.lag]),
      offsets.map((o) => [o.topic, o.partition, o.start, o.lag]),
    );
    assert.deepEqual(
      body.offsets?.map((o) => o.lastOffset),
      [10, 10, 10],
    );
  });

  test('the share-group list and the group list with its type filter match Kafka’s lists', async () => {
    const share = await get<ShareGroupPage>(`/api/main/share-group?search=${suffix}`);
    assert.deepEqual(
      share.body.results?.map((g) => g.id),
      [group],
    );
    assert.ok((await shareGroupList()).includes(group));
    const all = await get<{ results?: ConsumerGroup[] }>(`/api/main/group?search=${suffix}`);
    assert.deepEqual(
      all.body.results?.map((g) => [g.id, g.type]),
      [
        [classic, 'classic'],
        [group, 'share'],
      ],
    );
    const shared = await get<{ results?: ConsumerGroup[] }>(`/api/main/group?search=${suffix}&type=share`);
    assert.deepEqual(
      shared.body.results?.map((g) => [
        g.id,
        g.members?.length,
        g.offsets?.reduce((s, o) => s + (o.offsetLag ?? 0), 0),
      ]),
      [[group, 1, 0]],
    );
    const classics = await get<{ results?: ConsumerGroup[] }>(
      `/api/main/group?search=${suffix}&type=classic,consumer`,
    );
    const kafkaClassic = await consumerGroupList('classic,consumer');
    assert.ok(kafkaClassic.includes(classic) && !kafkaClassic.includes(group));
    assert.deepEqual(
      classics.body.results?.map((g) => g.id),
      [classic],
    );
    // Sorted by coordinator on the server, as Kafka names the coordinators.
    const byCoordinator = await get<{ results?: ConsumerGroup[] }>(
      `/api/main/group?search=${suffix}&sort=coordinator&order=desc`,
    );
    const nodes = [
      { id: classic, node: await coordinatorOf(classic, false) },
      { id: group, node: await coordinatorOf(group, true) },
    ].sort((a, b) => b.node - a.node || a.id.localeCompare(b.id));
    assert.deepEqual(
      byCoordinator.body.results?.map((g) => [g.id, g.coordinator.id]),
      nodes.map((n) => [n.id, n.node]),
    );
    const bad = await get<ErrorBody>('/api/main/group?type=queue');
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /type/);
  });

  test('a topic’s groups tab lists the share group reading it, with its type', async () => {
    const { body } = await get<ConsumerGroup[]>(`/api/main/topic/${topic}/groups`);
    assert.deepEqual(
      body.map((g) => [g.id, g.type]),
      [
        [classic, 'classic'],
        [group, 'share'],
      ],
    );
  });

  test('a reset is refused with Kafka’s reason while the share consumer is connected', async () => {
    const preview = await get<ShareResetRow[]>(
      `/api/main/share-group/${group}/offsets/preview?strategy=earliest`,
    );
    assert.equal(preview.status, 200);
    const res = await send(
      `/api/main/share-group/${group}/offsets`,
      'POST',
      preview.body.map((r) => ({ topic: r.topic, partition: r.partition, offset: r.next })),
    );
    assert.equal(res.status, 409);
    assert.match(res.body?.message ?? '', /active members: The group is not empty\. \(NON_EMPTY_GROUP\)/);
  });

  test('after the consumer stopped: preview, reset, read back; delete offsets; delete the group', async () => {
    await consumer?.stop();
    await eventually(
      async () => assert.deepEqual(await describedState(group), { state: 'Empty', members: 0 }),
      {
        timeoutMs: 60_000,
        what: 'the share group empty',
      },
    );
    const bad = await get<ErrorBody>(`/api/main/share-group/${group}/offsets/preview?strategy=offset`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /offset is required/);
    const before = await describedOffsets(group);
    const preview = await get<ShareResetRow[]>(
      `/api/main/share-group/${group}/offsets/preview?strategy=offset&offset=4`,
    );
    assert.deepEqual(
      preview.body.map((r) => [r.partition, r.current, r.next]),
      before.map((o) => [o.partition, o.start, 4]),
    );
    // The preview changed nothing.
    assert.deepEqual(await describedOffsets(group), before);
    const out = await send(`/api/main/share-group/${group}/offsets`, 'POST', [
      { topic, partition: 0, offset: 4 },
      { topic, partition: 2, offset: 7 },
    ]);
    assert.equal(out.status, 204);
    const after = await describedOffsets(group);
    assert.deepEqual(
      after.map((o) => [o.partition, o.start]),
      [
        [0, 4],
        [1, before[1]?.start],
        [2, 7],
      ],
    );
    const shown = await get<ShareGroup>(`/api/main/share-group/${group}`);
    assert.deepEqual(
      shown.body.offsets?.map((o) => [o.partition, o.startOffset, o.lag]),
      after.map((o) => [o.partition, o.start, o.lag]),
    );
    const outOfRange = await send(`/api/main/share-group/${group}/offsets`, 'POST', [
      { topic, partition: 0, offset: 11 },
    ]);
    assert.equal(outOfRange.status, 400);
    assert.match(outOfRange.body?.message ?? '', /must be between 0 and 10/);

    assert.equal((await send(`/api/main/share-group/${group}/topic/${topic}`, 'DELETE')).status, 204);
    assert.deepEqual(await describedOffsets(group), []);
    const again = await send(`/api/main/share-group/${group}/topic/${topic}`, 'DELETE');
    assert.equal(again.status, 404);
    assert.equal(again.body?.message, `Share group '${group}' has no offsets on topic '${topic}'`);
    assert.equal((await send(`/api/main/share-group/${group}`, 'DELETE')).status, 204);
    assert.ok(!(await shareGroupList()).includes(group));
    assert.equal((await get(`/api/main/share-group/${group}`)).status, 404);
  });
});
