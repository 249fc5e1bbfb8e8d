// Permissions of reassignment and elections (issue 16) with security on: TOPIC READ shows the
// replicas, REASSIGN moves and cancels, ELECT_LEADER elects, each on the topic's name. A user whose
// patterns allow `it-reassign-perm-in-…` only is refused every other topic by name, and a reader
// (READ only) changes nothing: not even the throttle a finished move left, which its read reports and
// REASSIGN removes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { ClusterOverview, ErrorBody, ReassignmentState } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { produce } from '@console/stack/list-kafka';
import { dynamicConfigs, topicPartitions } from '@console/stack/reassign-kafka';
import { reassignmentState } from '../src/services/reassignment-service.ts';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';

const mine = randomUUID().slice(0, 8);
const IN = `it-reassign-perm-in-${mine}`;
const OUT = `it-reassign-perm-out-${mine}`;
const move = { partitions: [{ partition: 0, replicas: [1, 2] }] };

const server = securedConsole({
  users: ['orders', 'reader', 'admin'],
  grants: {
    orders: {
      group: 'movers',
      role: 'mover',
      permissions: [
        { resources: ['TOPIC'], actions: ['READ', 'REASSIGN', 'ELECT_LEADER'] },
        { resources: ['NODE'], actions: ['READ'] },
      ],
      patterns: ['it-reassign-perm-in-.*'],
      clusters: ['main'],
    },
  },
  setup: async ({ ctx }) => {
    await ctx.kafka.run('main', 'create', (a) =>
      a.createTopics({ topics: [IN, OUT], partitions: 1, replicas: 1 }),
    );
    // 2 MB each, so a move throttled to 10 kB/s is still running when the overview is read.
    await produce(IN, 0, 2000, 1000);
    await produce(OUT, 0, 2000, 1000);
  },
  teardown: ({ ctx }) =>
    ctx.kafka.run('main', 'delete', (a) => a.deleteTopics({ topics: [IN, OUT] })).catch(() => {}),
});
const { orders, reader, admin } = server.as;

test('a user limited to a pattern is refused other topics on every reassignment and election route', async () => {
  const before = await topicPartitions(OUT);
  const calls: Array<[string, string, unknown?]> = [
    [`/api/main/topic/${OUT}/reassignment`, 'GET'],
    [`/api/main/topic/${OUT}/reassignment/proposal?brokers=1,2,3`, 'GET'],
    [`/api/main/topic/${OUT}/reassignment`, 'POST', move],
    [`/api/main/topic/${OUT}/reassignment`, 'DELETE'],
    [`/api/main/topic/${OUT}/reassignment/throttle`, 'DELETE'],
    [`/api/main/topic/${OUT}/elect-leaders`, 'POST', { type: 'PREFERRED' }],
  ];
  for (const [path, method, body] of calls) {
    const answer = await server.request(path, orders, method, body);
    assert.equal(answer.status, 403, `${method} ${path}`);
  }
  assert.deepEqual(await topicPartitions(OUT), before, 'the outside topic is unchanged');
  const inside = await server.request(`/api/main/topic/${IN}/reassignment`, orders);
  assert.equal(inside.status, 200);
  assert.equal((await json<ReassignmentState>(inside)).topic, IN);
});

test('a reader sees the replicas but cannot move them or elect leaders', async () => {
  assert.equal((await server.request(`/api/main/topic/${IN}/reassignment`, reader)).status, 200);
  const moved = await server.request(`/api/main/topic/${IN}/reassignment`, reader, 'POST', move);
  assert.equal(moved.status, 403);
  assert.match((await json<ErrorBody>(moved)).message, /TOPIC and action REASSIGN/);
  const cancelled = await server.request(`/api/main/topic/${IN}/reassignment`, reader, 'DELETE');
  assert.equal(cancelled.status, 403);
  const elected = await server.request(`/api/main/topic/${IN}/elect-leaders`, reader, 'POST', {
    type: 'UNCLEAN',
  });
  assert.equal(elected.status, 403);
  assert.match((await json<ErrorBody>(elected)).message, /TOPIC and action ELECT_LEADER/);
});

test('a reader’s read leaves a finished move’s throttle in Kafka; REASSIGN removes it', async () => {
  const state = await server.ctx.kafka.run('main', 'state', (a) => reassignmentState(a, IN, 5000));
  const from = state.partitions[0]?.replicas[0] ?? 1;
  const to = (from % 3) + 1;
  const body = { partitions: [{ partition: 0, replicas: [to] }], throttle: 50_000_000 };
  const started = await server.request(`/api/main/topic/${IN}/reassignment`, admin, 'POST', body);
  assert.equal(started.status, 200, await started.clone().text());
  const read = async () => {
    const answer = await server.request(`/api/main/topic/${IN}/reassignment`, reader);
    assert.equal(answer.status, 200);
    return json<ReassignmentState>(answer);
  };
  const done = await eventually(
    async () => {
      const s = await read();
      assert.equal(s.inProgress, false);
      return s;
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
  assert.equal(done.throttleLeftover, true);
  assert.equal(done.throttleRemoved, undefined);
  await read();
  const throttled = async () => {
    const configs = await dynamicConfigs('topics', IN);
    return [
      configs.get(`leader.replication.throttled.replicas ${IN}`),
      configs.get(`follower.replication.throttled.replicas ${IN}`),
    ];
  };
  assert.deepEqual(await throttled(), [`0:${from}`, `0:${to}`], 'the reader’s reads left the throttle');

  const path = `/api/main/topic/${IN}/reassignment/throttle`;
  const refused = await server.request(path, reader, 'DELETE');
  assert.equal(refused.status, 403);
  assert.match((await json<ErrorBody>(refused)).message, /TOPIC and action REASSIGN/);
  assert.deepEqual(await throttled(), [`0:${from}`, `0:${to}`]);

  const removed = await server.request(path, orders, 'DELETE');
  assert.equal(removed.status, 200, await removed.clone().text());
  assert.equal((await json<ReassignmentState>(removed)).throttleRemoved, true);
  assert.deepEqual(await throttled(), [undefined, undefined]);
});

test('the overview lists the moves of the topics the caller may read only', async () => {
  // Each topic's one replica moves to another broker, throttled so both moves are running.
  const moves = await Promise.all(
    [IN, OUT].map(async (topic) => {
      const state = await server.ctx.kafka.run('main', 'state', (a) => reassignmentState(a, topic, 5000));
      const from = state.partitions[0]?.replicas[0] ?? 1;
      const to = (from % 3) + 1;
      const body = { partitions: [{ partition: 0, replicas: [to] }], throttle: 10_000 };
      const started = await server.request(`/api/main/topic/${topic}/reassignment`, admin, 'POST', body);
      assert.equal(started.status, 200, await started.clone().text());
      return { topic, from, to };
    }),
  );
  try {
    const overview = await json<ClusterOverview>(await server.request('/api/main/overview', orders));
    const seen = (overview.reassignments ?? []).map((r) => r.topic).filter((t) => t.includes(mine));
    assert.deepEqual(seen, [IN]);
    const all = await json<ClusterOverview>(await server.request('/api/main/overview', admin));
    assert.deepEqual(
      (all.reassignments ?? []).filter((r) => r.topic.includes(mine)).map((r) => [r.topic, r.adding]),
      moves.map((m) => [m.topic, [m.to]]),
    );
  } finally {
    for (const { topic } of moves)
      await server.request(`/api/main/topic/${topic}/reassignment`, admin, 'DELETE');
  }
});
