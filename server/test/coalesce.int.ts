import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Topic } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { kafkaTool } from '@console/stack/list-kafka';
import { Admin } from '@platformatic/kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

// Concurrent identical Kafka reads are sent once (server/src/kafka/coalesce.ts): many users on the
// same page share one read, and what the console changes shows on the very next read.

const BOOTSTRAP = '127.0.0.1:19092';

describe('shared Kafka reads', () => {
  let server: RunningServer;
  const topic = `it-coalesce-${randomBytes(4).toString('hex')}`;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.get(`/api/main/topic/${topic}`, { method: 'DELETE' }).catch(() => undefined);
    await server.close();
  });

  test('50 users on the topic list at once: the same answer from fewer Kafka reads', async () => {
    const coalescer = server.ctx.kafka.coalescer('main');
    const before = { ...coalescer.stats };
    // Each user's URL differs (an unknown query key is ignored), so no answer is shared whole
    // (routes/shared-answer.ts): what is counted here are shared Kafka reads.
    const pages = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const response = await server.get(`/api/main/topic?page=1&user=${i}`);
        assert.equal(response.status, 200);
        return json<{ results: Topic[] }>(response);
      }),
    );
    const names = pages.map((p) => p.results.map((t) => t.name).join(','));
    assert.equal(new Set(names).size, 1, 'every user sees the same page');
    const sent = coalescer.stats.sent - before.sent;
    const shared = coalescer.stats.shared - before.shared;
    assert.ok(shared > 0, `some reads were shared (sent ${sent}, shared ${shared})`);
  });

  test('a topic created and deleted through the console shows in the next list at once', async () => {
    const list = async () =>
      (await json<{ results?: Topic[] }>(await server.get(`/api/main/topic?search=${topic}`))).results ?? [];
    assert.deepEqual(await list(), []);
    const created = await server.get('/api/main/topic', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: topic, partition: 1, replication: 1, configs: {} }),
    });
    assert.equal(created.status, 200, await created.clone().text());
    assert.deepEqual(
      (await list()).map((t) => t.name),
      [topic],
    );
    // Kafka's own tool agrees.
    const described = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
      '--bootstrap-server',
      BOOTSTRAP,
      '--describe',
      '--topic',
      topic,
    ]);
    assert.match(described, new RegExp(`Topic: ${topic}`));
    const deleted = await server.get(`/api/main/topic/${topic}`, { method: 'DELETE' });
    assert.equal(deleted.status, 204);
    assert.deepEqual(await list(), []);
  });

  test('the group and topic lists are kept, not frozen: what another client makes shows in a later list', async () => {
    const group = `it-coalesce-group-${randomBytes(4).toString('hex')}`;
    const other = `${topic}-other`;
    const ids = async () =>
      (
        (await json<{ results?: { id: string }[] }>(await server.get(`/api/main/group?search=${group}`)))
          .results ?? []
      ).map((g) => g.id);
    const names = async () =>
      (
        (await json<{ results?: Topic[] }>(await server.get(`/api/main/topic?search=${other}`))).results ?? []
      ).map((t) => t.name);
    assert.deepEqual(await ids(), []);
    assert.deepEqual(await names(), []);
    // Another client (Kafka's admin API, not the console) makes a topic and a group right after:
    // the lists the console just read are still kept, and show both once that second is over.
    const admin = new Admin({ clientId: 'it-coalesce', bootstrapBrokers: [BOOTSTRAP] });
    try {
      await admin.createTopics({ topics: [other], partitions: 1, replicas: 1 });
      await eventually(() =>
        admin.alterConsumerGroupOffsets({
          groupId: group,
          topics: [{ name: other, partitionOffsets: [{ partition: 0, offset: 0n }] }],
        }),
      );
      await eventually(async () => assert.deepEqual(await ids(), [group]), { what: `${group} in the list` });
      await eventually(async () => assert.deepEqual(await names(), [other]), {
        what: `${other} in the list`,
      });
      // Deleted through the console: gone from the very next list (the console's change clears them).
      const deleted = await server.get(`/api/main/group/${group}`, { method: 'DELETE' });
      assert.equal(deleted.status, 204, await deleted.clone().text());
      assert.deepEqual(await ids(), []);
    } finally {
      await admin.deleteGroups({ groups: [group] }).catch(() => undefined);
      await admin.deleteTopics({ topics: [other] }).catch(() => undefined);
      await admin.close();
    }
  });
});
