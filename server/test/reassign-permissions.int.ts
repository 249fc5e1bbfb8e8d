// Permissions of reassignment and elections (issue 16) with security on: TOPIC READ shows the
// replicas, REASSIGN moves and cancels, ELECT_LEADER elects, each on the topic's name. A user whose
// patterns allow `it-reassign-perm-in-…` only is refused every other topic by name, and a reader
// (READ only) changes nothing.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { ErrorBody, ReassignmentState } from '@console/contract';
import { securedConsole } from './auth-helpers.ts';
import { json } from './helpers.ts';
import { describeTopic } from './reassign-support.ts';

const mine = randomUUID().slice(0, 8);
const IN = `it-reassign-perm-in-${mine}`;
const OUT = `it-reassign-perm-out-${mine}`;
const move = { partitions: [{ partition: 0, replicas: [1, 2] }] };

const server = securedConsole({
  users: ['orders', 'reader'],
  grants: {
    orders: {
      group: 'movers',
      role: 'mover',
      permissions: [{ resources: ['TOPIC'], actions: ['READ', 'REASSIGN', 'ELECT_LEADER'] }],
      patterns: ['it-reassign-perm-in-.*'],
      clusters: ['main'],
    },
  },
  setup: ({ ctx }) =>
    ctx.kafka.run('main', 'create', (a) => a.createTopics({ topics: [IN, OUT], partitions: 1, replicas: 1 })),
  teardown: ({ ctx }) =>
    ctx.kafka.run('main', 'delete', (a) => a.deleteTopics({ topics: [IN, OUT] })).catch(() => {}),
});
const { orders, reader } = server.as;

test('a user limited to a pattern is refused other topics on every reassignment and election route', async () => {
  const before = await describeTopic(OUT);
  const calls: Array<[string, string, unknown?]> = [
    [`/api/main/topic/${OUT}/reassignment`, 'GET'],
    [`/api/main/topic/${OUT}/reassignment/proposal?brokers=1,2,3`, 'GET'],
    [`/api/main/topic/${OUT}/reassignment`, 'POST', move],
    [`/api/main/topic/${OUT}/reassignment`, 'DELETE'],
    [`/api/main/topic/${OUT}/elect-leaders`, 'POST', { type: 'PREFERRED' }],
  ];
  for (const [path, method, body] of calls) {
    const answer = await server.request(path, orders, method, body);
    assert.equal(answer.status, 403, `${method} ${path}`);
  }
  assert.deepEqual(await describeTopic(OUT), before, 'the outside topic is unchanged');
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
