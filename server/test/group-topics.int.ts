import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';

// The two calls the topic screens make for their consumer-group columns and tabs, against the
// seeded groups and a group of our own with known offsets.

const bootstrap = String(demoConfig().connections.main?.properties['bootstrap.servers']).split(',');
const suffix = randomBytes(4).toString('hex');
const topic = `it-group-${suffix}`;
const group = `it-group-${suffix}-g`;

interface Group {
  id: string;
  state: string;
  members?: { assignments?: { topic: string }[] }[];
  offsets?: { topic: string; partition: number; offset?: number; lastOffset?: number; offsetLag?: number }[];
}

describe('groups of topics', () => {
  let server: RunningServer;
  const admin = new Admin({ clientId: 'it-group-topics', bootstrapBrokers: bootstrap });
  before(async () => {
    server = await startServer();
    await admin.createTopics({ topics: [topic], partitions: 2, replicas: 1 });
    const producer = new Producer({
      clientId: 'it-group',
      bootstrapBrokers: bootstrap,
      serializers: stringSerializers,
    });
    await producer.send({
      messages: Array.from({ length: 10 }, (_, i) => ({
        topic,
        partition: i % 2,
        key: `k${i}`,
        value: `v${i}`,
      })),
    });
    await producer.close();
    await admin.alterConsumerGroupOffsets({
      groupId: group,
      topics: [
        {
          name: topic,
          partitionOffsets: [
            { partition: 0, offset: 2n },
            { partition: 1, offset: 5n },
          ],
        },
      ],
    });
  });
  after(async () => {
    await admin.deleteGroups({ groups: [group] }).catch(() => {});
    await admin.deleteTopics({ topics: [topic] });
    await admin.close();
    await server.close();
  });

  const get = async (path: string): Promise<Group[]> => {
    const res = await server.get(path);
    assert.equal(res.status, 200, await res.clone().text());
    return res.json() as Promise<Group[]>;
  };

  test('our group on our topic, with offsets, last offsets and lag', async () => {
    const groups = await get(`/api/main/topic/${topic}/groups`);
    assert.deepEqual(
      groups.map((g) => g.id),
      [group],
    );
    assert.equal(groups[0]?.state, 'EMPTY');
    assert.deepEqual(
      groups[0]?.offsets?.map((o) => [o.partition, o.offset, o.lastOffset, o.offsetLag]),
      [
        [0, 2, 5, 3],
        [1, 5, 5, 0],
      ],
    );
  });

  test('several topics, comma-separated or repeated, give the union of their groups', async () => {
    const comma = await get(`/api/main/group/topics?topics=${encodeURIComponent(`orders,${topic}`)}`);
    const repeated = await get(`/api/main/group/topics?topics=orders&topics=${topic}`);
    const ids = comma.map((g) => g.id);
    assert.deepEqual(
      ids,
      repeated.map((g) => g.id),
    );
    for (const id of ['billing-service', 'orders-app', 'orders-dashboard', group])
      assert.ok(ids.includes(id), id);
    assert.ok(!ids.includes('clickstream-analytics'));
    // billing-service also has offsets on payments-avro: only the asked topics' offsets come back
    const billing = comma.find((g) => g.id === 'billing-service');
    assert.ok(billing?.offsets?.every((o) => o.topic === 'orders'));
    assert.equal(billing?.offsets?.length, 6);
  });

  test('HIDE_EMPTY keeps only groups with a member assigned to the topic', async () => {
    const groups = await get('/api/main/topic/orders/groups?groupsListView=HIDE_EMPTY');
    assert.deepEqual(
      groups.map((g) => g.id),
      ['orders-dashboard'],
    );
    assert.equal(groups[0]?.state, 'STABLE');
    assert.ok(groups[0]?.members?.every((m) => m.assignments?.every((a) => a.topic === 'orders')));
  });

  test('no topics gives [], an unknown topic gives []', async () => {
    assert.deepEqual(await get('/api/main/group/topics'), []);
    assert.deepEqual(await get(`/api/main/group/topics?topics=it-group-missing-${suffix}`), []);
  });

  test('a bad groupsListView is a 400 naming the field', async () => {
    const res = await server.get('/api/main/topic/orders/groups?groupsListView=SOME');
    assert.equal(res.status, 400);
    assert.match(((await res.json()) as { message: string }).message, /groupsListView/);
  });
});
