import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ConsumerGroupPage } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { Admin } from '@platformatic/kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

// The group list's name order, with no sort asked for: Kafka lists groups in no order of its own
// (by hash), so a page in name order shows that the order kept between requests
// (services/name-order.ts) is the one the list promises, also after groups come and go.

const prefix = `it-gorder-${randomBytes(4).toString('hex')}`;
const topic = prefix;
const first = ['b', 'A', 'a', 'c10', 'C2', 'B'].map((s) => `${prefix}-${s}`);
const later = ['a1', 'Bb'].map((s) => `${prefix}-${s}`);

describe('group list order', () => {
  let server: RunningServer;
  const admin = new Admin({ clientId: 'it-group-order', bootstrapBrokers: ['127.0.0.1:19092'] });
  const commit = async (groups: string[]) => {
    for (const groupId of groups) {
      await admin.alterConsumerGroupOffsets({
        groupId,
        topics: [{ name: topic, partitionOffsets: [{ partition: 0, offset: 0n }] }],
      });
    }
  };
  const ids = async (query = '') => {
    const res = await server.get(`/api/main/group?search=${encodeURIComponent(prefix)}${query}`);
    assert.equal(res.status, 200, await res.clone().text());
    return (await json<ConsumerGroupPage>(res)).results?.map((g) => g.id.slice(prefix.length + 1));
  };

  before(async () => {
    server = await startServer();
    await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
    await commit(first);
  });
  after(async () => {
    await admin.deleteGroups({ groups: [...first, ...later] }).catch(() => {});
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.close();
    await server.close();
  });

  test('groups in name order: case-insensitive, names differing only in case lower case first', async () => {
    assert.deepEqual(await ids(), ['a', 'A', 'b', 'B', 'c10', 'C2']);
    assert.deepEqual(await ids('&order=desc'), ['C2', 'c10', 'B', 'b', 'A', 'a']);
  });

  test('groups made after a first list take their place among the others', async () => {
    assert.deepEqual(await ids(), ['a', 'A', 'b', 'B', 'c10', 'C2']);
    await commit(later);
    await eventually(async () =>
      assert.deepEqual(await ids(), ['a', 'A', 'a1', 'b', 'B', 'Bb', 'c10', 'C2']),
    );
    await admin.deleteGroups({ groups: [`${prefix}-b`] });
    await eventually(async () => assert.deepEqual(await ids(), ['a', 'A', 'a1', 'B', 'Bb', 'c10', 'C2']));
  });
});
