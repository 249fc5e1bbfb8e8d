import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ErrorBody } from '@console/contract';
import { BOOTSTRAP, kafkaTool } from '@console/stack/list-kafka';
import { type RunningServer, startServer } from './helpers.ts';

// A topic, group or node that does not exist (issue 15): every route about it answers 404 with a
// message naming it, never Kafka's partition-level "This server does not host this topic-partition"
// alone, and nothing is created on the way (read back with Kafka's TopicCommand).

const suffix = Math.random().toString(36).slice(2, 8);
const topic = `it-missing-${suffix}`;
const group = `it-missing-group-${suffix}`;

const send = (method: string, body?: unknown) => ({
  method,
  ...(body === undefined
    ? {}
    : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
});

describe('a missing topic, group or node', () => {
  let server: RunningServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  const expect404 = async (path: string, name: string, init?: RequestInit) => {
    const res = await server.get(path, init);
    const body = (await res.json()) as ErrorBody;
    assert.equal(res.status, 404, `${init?.method ?? 'GET'} ${path}: ${body.message}`);
    assert.ok(body.message.includes(name), `${path} names ${name}: ${body.message}`);
    return body.message;
  };

  test('every topic route answers 404 naming the topic', async () => {
    const base = `/api/main/topic/${topic}`;
    const exact = `Topic '${topic}' doesn't exist`;
    for (const path of ['', '/partitions', '/logs', '/groups', '/acls', '/data', '/data/record/0/0']) {
      assert.equal(await expect404(`${base}${path}`, topic), exact, path);
    }
    assert.ok((await expect404(`${base}/configs`, topic)).startsWith(exact), 'configs');
    await expect404(`${base}/data/search?search=x`, topic);
    await expect404(`${base}/data/download`, topic);
    await expect404(`${base}/offsets/start?timestamp=2024-01-01T00:00:00Z`, topic);
    await expect404(base, topic, send('DELETE'));
    await expect404(`${base}/data/empty`, topic, send('DELETE'));
    await expect404(`${base}/partitions`, topic, send('POST', { partition: 4 }));
    await expect404(`${base}/configs`, topic, send('POST', { configs: { 'retention.ms': '1000' } }));
    const listed = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
      '--bootstrap-server',
      BOOTSTRAP,
      '--list',
    ]);
    assert.ok(!listed.split('\n').includes(topic), 'no request created the topic');
  });

  test('group and node routes answer 404 naming the group or node', async () => {
    for (const path of ['', '/offsets', '/members'])
      await expect404(`/api/main/group/${group}${path}`, group);
    for (const path of ['', '/logs', '/configs']) await expect404(`/api/main/node/42${path}`, "'42'");
  });
});
