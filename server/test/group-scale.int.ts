import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ConsumerGroup } from '@console/contract';
import { Admin } from '@platformatic/kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

// The group screens answer right with thousands of groups: the list describes only the page it
// shows, and "groups of a topic" fetches offsets once per coordinator and describes only related
// groups. How long they take is measured by bench/topic-list (design.md §8: no timed assertions
// here). Run on `second` (SASL), so the 5,000 groups never crowd the shared `main` screens.

const COUNT = Number(process.env.IT_GROUP_SCALE_COUNT ?? 5000);
const suffix = randomBytes(4).toString('hex');
const busy = `it-group-scale-${suffix}-busy`;
const quiet = `it-group-scale-${suffix}-quiet`;
const ids = Array.from({ length: COUNT }, (_, i) => `it-group-scale-${suffix}-${String(i).padStart(5, '0')}`);

describe(`consumer groups with ${COUNT} groups`, () => {
  let server: RunningServer;
  const admin = new Admin({
    clientId: 'it-group-scale',
    bootstrapBrokers: ['127.0.0.1:9192'],
    sasl: { mechanism: 'PLAIN', username: 'admin', password: 'admin-secret' },
  });
  before(async () => {
    server = await startServer();
    await admin.createTopics({ topics: [busy, quiet], partitions: 1, replicas: 1 });
    for (let i = 0; i < ids.length; i += 100) {
      await Promise.all(
        ids.slice(i, i + 100).map((groupId) =>
          admin.alterConsumerGroupOffsets({
            groupId,
            topics: [
              { name: groupId === ids[0] ? quiet : busy, partitionOffsets: [{ partition: 0, offset: 0n }] },
            ],
          }),
        ),
      );
    }
  });
  after(async () => {
    for (let i = 0; i < ids.length; i += 500) {
      await admin.deleteGroups({ groups: ids.slice(i, i + 500) }).catch(() => {});
    }
    await admin.deleteTopics({ topics: [busy, quiet] });
    await admin.close();
    await server.close();
  });

  test('one page of the list, searched among all of them', async () => {
    const res = await server.get(`/api/second/group?search=it-group-scale-${suffix}&page=3`);
    const body = await json<{ results?: ConsumerGroup[]; total: number }>(res);
    assert.equal(body.total, COUNT);
    assert.equal(body.results?.length, 25);
    assert.equal(body.results?.[0]?.id, ids[50]);
    assert.equal(body.results?.[0]?.offsets?.[0]?.offsetLag, 0);
  });

  test('the groups of a topic are found among all of them', async () => {
    const res = await server.get(`/api/second/topic/${quiet}/groups`);
    const body = await json<ConsumerGroup[]>(res);
    assert.deepEqual(
      body.map((g) => g.id),
      [ids[0]],
    );
  });
});
