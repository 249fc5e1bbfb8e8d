import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Topic } from '@console/contract';
import { kafkaTool } from '@console/stack/list-kafka';
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
    const pages = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const response = await server.get('/api/main/topic?page=1');
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
});
