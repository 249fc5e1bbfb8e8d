import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { eventually } from '@console/stack/eventually';
import { Admin } from '@platformatic/kafka';
import { everyGroup } from '../src/services/consumer-group-listing.ts';
import { clusterSnapshot } from '../src/services/topic-metadata.ts';

// The whole-cluster lists are read from Kafka on every call, and an answer byte for byte the same
// as the last gives the last one's decoded object back (topic-metadata.ts,
// consumer-group-listing.ts), so what the lists derive from it is not built again. Another
// client's topic or group must still show on the next read. Clients of their own: no console
// cache (kafka/coalesce.ts) is in between, every call here is a read from Kafka.

const BOOTSTRAP = '127.0.0.1:19092';

describe('whole-cluster lists reused while unchanged', () => {
  let admin: Admin;
  let other: Admin;
  const suffix = randomBytes(4).toString('hex');
  const topic = `it-reuse-${suffix}`;
  const group = `it-reuse-group-${suffix}`;
  before(() => {
    admin = new Admin({ clientId: 'it-reuse', bootstrapBrokers: [BOOTSTRAP] });
    other = new Admin({ clientId: 'it-reuse-other', bootstrapBrokers: [BOOTSTRAP] });
  });
  after(async () => {
    await other.deleteGroups({ groups: [group] }).catch(() => undefined);
    await other.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.close();
    await other.close();
  });

  test('every topic: the same snapshot while nothing changed, a new one with a topic made elsewhere', async () => {
    // Other tests may change the shared cluster meanwhile: two reads in a row agree at some point.
    const kept = await eventually(
      async () => {
        const first = await clusterSnapshot(admin);
        assert.equal(await clusterSnapshot(admin), first, 'an unchanged answer gives the same snapshot');
        return first;
      },
      { what: 'two equal Metadata answers in a row' },
    );
    assert.equal(kept.topics.has(topic), false);
    await other.createTopics({ topics: [topic], partitions: 2, replicas: 1 });
    const seen = await eventually(
      async () => {
        const now = await clusterSnapshot(admin);
        assert.equal(now.topics.get(topic)?.partitions.length, 2);
        return now;
      },
      { what: `${topic} in the snapshot` },
    );
    assert.notEqual(seen, kept);
    // What is decoded on demand agrees with the library's own decoding of a Metadata answer.
    const [expected] = (await admin.metadata({ topics: [topic] })).topics.values();
    const meta = seen.topics.get(topic);
    assert.equal(meta?.topicId, expected?.id);
    assert.deepEqual(
      meta?.partitions.map((p) => [p.id, p.leader, p.replicas, p.isr]),
      expected?.partitions.map((p, id) => [id, p.leader, p.replicas, p.isr]),
    );
  });

  test('every group: the same map while nothing changed, a new one with a group made elsewhere', async () => {
    const kept = await eventually(
      async () => {
        const first = await everyGroup(admin);
        assert.equal(await everyGroup(admin), first, 'unchanged answers give the same map');
        return first;
      },
      { what: 'two equal ListGroups answers in a row' },
    );
    assert.equal(kept.has(group), false);
    // As the library lists them: the same groups, states, types and protocols.
    const listed = await admin.listGroups({ types: ['classic', 'consumer', 'share', 'streams'] });
    const mine = await everyGroup(admin);
    const stable = (m: Map<string, unknown>) => [...m].sort(([a], [b]) => (a < b ? -1 : 1));
    if (mine === kept) assert.deepEqual(stable(mine), stable(listed));
    await eventually(() =>
      other.alterConsumerGroupOffsets({
        groupId: group,
        topics: [{ name: topic, partitionOffsets: [{ partition: 0, offset: 0n }] }],
      }),
    );
    const seen = await eventually(
      async () => {
        const now = await everyGroup(admin);
        assert.equal(now.get(group)?.state, 'Empty');
        return now;
      },
      { what: `${group} in the list` },
    );
    assert.notEqual(seen, kept);
  });
});
