import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { Topic } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { kafkaTool } from '@console/stack/list-kafka';
import { Admin } from '@platformatic/kafka';
import { LIST_KEEP_MS } from '../src/kafka/coalesce.ts';
import { samplerOf } from '../src/metrics/samplers.ts';
import { json, present, type RunningServer, startServer } from './helpers.ts';

// The whole-cluster lists kept warm while a user is active (server/src/kafka/warm-lists.ts), on the
// real `main` cluster: a user who pauses longer than the keep time between pages gets a kept list
// (no Metadata or ListGroups sent for that page), and what another client changes meanwhile still
// shows within about a second, as without the warm-keeping.

const BOOTSTRAP = '127.0.0.1:19092';
const ALL_TOPICS = 'snapshot:null';

describe('lists kept warm while a user is active', () => {
  let server: RunningServer;
  const suffix = randomBytes(4).toString('hex');
  const topic = `it-warm-${suffix}`;
  const group = `it-warm-group-${suffix}`;
  before(async () => {
    server = await startServer();
    // The sampler's rounds clear the kept lists (it reads what Kafka holds now): none during this.
    await present(samplerOf(server.ctx, 'main')).stop();
  });
  after(async () => {
    await server.close();
  });

  const coalescer = () => server.ctx.kafka.coalescer('main');
  /** The reads of every list sent for users and in the background so far. */
  const listReads = () =>
    new Map([...coalescer().listReads].map(([key, counts]) => [key, { ...counts }] as const));
  // Each page's URL differs (an unknown query key is ignored): no whole answer is shared between
  // them (routes/shared-answer.ts), every page reads its lists through the coalescer.
  let n = 0;
  const topicPage = async (search = '') => {
    const res = await server.get(`/api/main/topic?page=1&search=${search}&n=${++n}`);
    assert.equal(res.status, 200, await res.clone().text());
    return (await json<{ results?: Topic[] }>(res)).results ?? [];
  };
  const groupPage = async (search = '') => {
    const res = await server.get(`/api/main/group?page=1&search=${search}&n=${++n}`);
    assert.equal(res.status, 200, await res.clone().text());
    return ((await json<{ results?: { id: string }[] }>(res)).results ?? []).map((g) => g.id);
  };

  test('after a pause longer than the keep time, the next page gets kept lists refreshed meanwhile', async () => {
    await topicPage();
    await groupPage();
    const before = listReads();
    const groupKeys = [...before.keys()].filter((k) => k.startsWith('listGroups:'));
    assert.ok(before.get(ALL_TOPICS), 'the topic list read every topic');
    assert.ok(groupKeys.length > 0, 'the lists read ListGroups');
    // A user reading the page for a while: two keep times without a request.
    await new Promise((r) => setTimeout(r, 2 * LIST_KEEP_MS + 200));
    await topicPage();
    await groupPage();
    const after = listReads();
    for (const key of [ALL_TOPICS, ...groupKeys]) {
      const was = present(before.get(key), key);
      const now = present(after.get(key), key);
      assert.equal(now.sent, was.sent, `${key}: no read sent for the pages after the pause`);
      assert.ok(now.refreshed > was.refreshed, `${key}: refreshed during the pause`);
    }
    assert.equal(coalescer().warm.active, true, 'still kept warm: a user asked just now');
  });

  test('while kept warm, what another client makes and deletes shows within a second or so', async () => {
    const admin = new Admin({ clientId: 'it-warm', bootstrapBrokers: [BOOTSTRAP] });
    try {
      await topicPage(topic);
      await groupPage(group);
      await admin.createTopics({ topics: [topic], partitions: 1, replicas: 1 });
      await eventually(() =>
        admin.alterConsumerGroupOffsets({
          groupId: group,
          topics: [{ name: topic, partitionOffsets: [{ partition: 0, offset: 0n }] }],
        }),
      );
      await eventually(
        async () =>
          assert.deepEqual(
            (await topicPage(topic)).map((t) => t.name),
            [topic],
          ),
        {
          what: `${topic} in the list`,
        },
      );
      await eventually(async () => assert.deepEqual(await groupPage(group), [group]), {
        what: `${group} in the list`,
      });
      await admin.deleteGroups({ groups: [group] });
      // Kafka's own tool: the topic goes from outside the console too.
      await kafkaTool('org.apache.kafka.tools.TopicCommand', [
        '--bootstrap-server',
        BOOTSTRAP,
        '--delete',
        '--topic',
        topic,
      ]);
      await eventually(async () => assert.deepEqual(await topicPage(topic), []), { what: `${topic} gone` });
      await eventually(async () => assert.deepEqual(await groupPage(group), []), { what: `${group} gone` });
    } finally {
      await admin.deleteGroups({ groups: [group] }).catch(() => undefined);
      await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
      await admin.close();
    }
  });

  test('the server closing stops the refreshes', async () => {
    await topicPage();
    assert.equal(coalescer().warm.active, true);
    const ctx = server.ctx;
    await server.close();
    const refreshed = ctx.kafka.coalescer('main').refreshed;
    assert.equal(ctx.kafka.coalescer('main').warm.active, false, 'nothing scheduled after close');
    await new Promise((r) => setTimeout(r, 2 * LIST_KEEP_MS));
    assert.equal(ctx.kafka.coalescer('main').refreshed, refreshed, 'no refresh after close');
    server = await startServer(); // for after()
  });
});
