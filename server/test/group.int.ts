import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ConsumerGroup, ErrorBody, Consumer as GroupMember } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { Admin, Consumer, Producer, stringSerializers } from '@platformatic/kafka';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';

// The consumer-group API over HTTP against the real cluster, on a topic and groups of our own:
// list, detail, offsets by time, offset updates (validated, refused while members are active),
// deleting a topic's offsets and deleting the group.

const bootstrap = String(demoConfig().connections.main?.properties['bootstrap.servers']).split(',');
const suffix = randomBytes(4).toString('hex');
const topic = `it-group-${suffix}`;
const group = `it-group-${suffix}-a`;
const live = `it-group-${suffix}-live`;
const other = `it-group-${suffix}-other`;
const old = Date.now() - 3 * 86_400_000;

/** One page of `GET /api/{cluster}/group`. */
interface GroupPage {
  results?: ConsumerGroup[];
  page: number;
  total: number;
  pageSize: number;
}

describe('consumer group API', () => {
  let server: RunningServer;
  const admin = new Admin({ clientId: 'it-group', bootstrapBrokers: bootstrap });
  let consumer: Consumer | undefined;
  before(async () => {
    server = await startServer();
    await admin.createTopics({ topics: [topic, other], partitions: 2, replicas: 1 });
    const producer = new Producer({
      clientId: 'it-group',
      bootstrapBrokers: bootstrap,
      serializers: stringSerializers,
    });
    // 3 old records then 3 new ones per partition: "offsets at a time" between them gives 3
    await producer.send({
      messages: Array.from({ length: 12 }, (_, i) => ({
        topic,
        partition: i % 2,
        value: `v${i}`,
        timestamp: BigInt(i < 6 ? old : Date.now()),
      })),
    });
    await producer.close();
    await admin.alterConsumerGroupOffsets({
      groupId: live,
      topics: [{ name: other, partitionOffsets: [{ partition: 0, offset: 0n }] }],
    });
    for (const g of [group, live]) {
      await admin.alterConsumerGroupOffsets({
        groupId: g,
        topics: [
          {
            name: topic,
            partitionOffsets: [
              { partition: 0, offset: 1n },
              { partition: 1, offset: 6n },
            ],
          },
        ],
      });
    }
  });
  after(async () => {
    await consumer?.close(true).catch(() => {});
    await admin.deleteTopics({ topics: [other] }).catch(() => {});
    await admin.deleteGroups({ groups: [group, live] }).catch(() => {});
    await admin.deleteTopics({ topics: [topic] });
    await admin.close();
    await server.close();
  });

  const json = async <T = unknown>(path: string, init?: RequestInit) => {
    const res = await server.get(path, init);
    return { status: res.status, body: (res.status === 204 ? undefined : await res.json()) as T };
  };
  const post = <T = unknown>(path: string, body: unknown) =>
    json<T>(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  test('list: search finds our groups, one page of details, page = total pages', async () => {
    const { status, body } = await json<GroupPage>(
      `/api/main/group?search=${encodeURIComponent(`it-group-${suffix}`)}`,
    );
    assert.equal(status, 200);
    assert.deepEqual(
      body.results?.map((g) => g.id),
      [group, live],
    );
    assert.equal(body.page, 1);
    assert.equal(body.total, 2);
    const none = await json(`/api/main/group?search=nothing-${suffix}`);
    assert.deepEqual(none.body, { page: 1, total: 0, pageSize: 25 });
  });

  test('detail: state, coordinator, offsets with lag', async () => {
    const { status, body } = await json<ConsumerGroup>(`/api/main/group/${group}`);
    assert.equal(status, 200);
    assert.equal(body.state, 'EMPTY');
    assert.equal(typeof body.coordinator.port, 'number');
    assert.deepEqual(
      body.offsets?.map((o) => [o.offset, o.lastOffset, o.offsetLag]),
      [
        [1, 6, 5],
        [6, 6, 0],
      ],
    );
    assert.deepEqual(body.topics, [topic]);
    assert.equal((await json(`/api/main/group/nope-${suffix}`)).status, 404);
  });

  test('offsets at a time: the first offset at or after it', async () => {
    const at = new Date(old + 3_600_000).toISOString();
    const { body } = await json(`/api/main/group/${group}/offsets/start?timestamp=${encodeURIComponent(at)}`);
    assert.deepEqual(body, [
      { topic, partition: 0, offset: 3 },
      { topic, partition: 1, offset: 3 },
    ]);
    const bad = await json<ErrorBody>(`/api/main/group/${group}/offsets/start?timestamp=yesterday`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.message, /timestamp/);
  });

  test('update: validated against first/last, then committed', async () => {
    const tooFar = await post<ErrorBody>(`/api/main/group/${group}/offsets`, [
      { topic, partition: 0, offset: 7 },
    ]);
    assert.equal(tooFar.status, 400);
    assert.match(tooFar.body.message, /body\.0\.offset.*between 0 and 6/);
    const noPartition = await post(`/api/main/group/${group}/offsets`, [{ topic, partition: 9, offset: 0 }]);
    assert.equal(noPartition.status, 400);
    const ok = await post(`/api/main/group/${group}/offsets`, [
      { topic, partition: '0', offset: 0 },
      { topic, partition: 1, offset: 2 },
    ]);
    assert.equal(ok.status, 204);
    const [committed] = await admin.listConsumerGroupOffsets({ groups: [group] });
    assert.deepEqual(
      committed?.topics[0]?.partitions.map((p) => [p.partitionIndex, Number(p.committedOffset)]).sort(),
      [
        [0, 0],
        [1, 2],
      ],
    );
  });

  test('update and delete are refused with a clear message while the group has members', async () => {
    consumer = new Consumer({ clientId: 'it-group-live', bootstrapBrokers: bootstrap, groupId: live });
    const stream = await consumer.consume({ topics: [topic], mode: 'committed', autocommit: false });
    stream.on('data', () => {});
    await eventually(
      async () => assert.equal((await json<GroupMember[]>(`/api/main/group/${live}/members`)).body.length, 1),
      { what: `one member in ${live}` },
    );
    const refused = await post<ErrorBody>(`/api/main/group/${live}/offsets`, [
      { topic, partition: 0, offset: 0 },
    ]);
    assert.equal(refused.status, 409);
    assert.match(refused.body.message, /active member.*Stop them/);
    const del = await json(`/api/main/group/${live}`, { method: 'DELETE' });
    assert.equal(del.status, 409);
    // offsets of a topic the member reads stay; of one it does not read, they may go
    const subscribed = await json<ErrorBody>(`/api/main/group/${live}/topic/${topic}`, { method: 'DELETE' });
    assert.equal(subscribed.status, 409);
    assert.match(subscribed.body.message, /subscribed to this topic/);
    assert.equal((await json(`/api/main/group/${live}/topic/${other}`, { method: 'DELETE' })).status, 204);
    await stream.close();
    await consumer.close(true);
    consumer = undefined;
  });

  test('a KIP-848 (consumer protocol) group is described with its member and assignment', async () => {
    const modern = `${group}-848`;
    const c = new Consumer({
      clientId: 'it-group-848',
      bootstrapBrokers: bootstrap,
      groupId: modern,
      groupProtocol: 'consumer',
    });
    const stream = await c.consume({ topics: [topic], mode: 'earliest', autocommit: false });
    stream.on('data', () => {});
    try {
      type Described = {
        state?: string;
        members?: { assignments?: unknown[] }[];
        partitionAssignor?: string;
      };
      const body = await eventually(
        async () => {
          const described: Described = (await json<Described>(`/api/main/group/${modern}`)).body ?? {};
          assert.equal(described.state, 'STABLE');
          return described;
        },
        { what: `${modern} STABLE` },
      );
      assert.equal(body.members?.[0]?.assignments?.length, 2);
      assert.equal(body.partitionAssignor, 'uniform');
    } finally {
      await stream.close();
      await c.close(true);
      await admin.deleteGroups({ groups: [modern] }).catch(() => {});
    }
  });

  test("delete a topic's offsets, then the group", async () => {
    const del = await json(`/api/main/group/${group}/topic/${topic}`, { method: 'DELETE' });
    assert.equal(del.status, 204);
    const [committed] = await admin.listConsumerGroupOffsets({ groups: [group] });
    assert.equal(committed?.topics.length ?? 0, 0);
    const gone = await json(`/api/main/group/${group}`, { method: 'DELETE' });
    assert.equal(gone.status, 204);
    assert.ok(!(await admin.listGroups()).has(group));
  });
});
