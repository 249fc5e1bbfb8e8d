// A throttled reassignment (issue 16): the rate lands on the brokers and the throttled replicas on the
// topic (read back with Kafka's ConfigCommand), the move shows in progress on the topic and on the
// overview. Reading never removes the throttle: after the move ends the reads report it as left over
// and Kafka still holds it, until DELETE .../reassignment/throttle (or a cancel) removes it.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { ClusterOverview, ErrorBody, ReassignmentState } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { deleteTopics, produce } from '@console/stack/list-kafka';
import { createAssigned, dynamicConfigs, topicPartitions } from '@console/stack/reassign-kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

const mine = randomUUID().slice(0, 8);
const quick = `it-reassign-quick-${mine}`;
const slow = `it-reassign-slow-${mine}`;
let server: RunningServer;

const THROTTLE_KEYS = ['leader.replication.throttled.replicas', 'follower.replication.throttled.replicas'];
const RATE_KEYS = ['leader.replication.throttled.rate', 'follower.replication.throttled.rate'];

async function assertNoThrottle(topic: string) {
  const topicConfigs = await dynamicConfigs('topics', topic);
  for (const key of THROTTLE_KEYS) assert.equal(topicConfigs.get(`${key} ${topic}`), undefined, key);
  const brokers = [...(await dynamicConfigs('brokers')).keys()];
  assert.deepEqual(
    brokers.filter((entry) => RATE_KEYS.some((key) => entry.startsWith(`${key} `))),
    [],
  );
}

before(async () => {
  server = await startServer();
  await createAssigned(quick, [[1, 2]]);
  await createAssigned(slow, [[1, 2]]);
  // 30 MB behind a 10 kB/s throttle. A throttled follower still fetches a whole replica.fetch.max.bytes
  // (1 MB) once the quota's samples (11 windows of 1 s) have expired, so about 1 MB per 11 s: 3 MB
  // moved in ~30 s, which a loaded machine's test outlasted. 30 MB lasts minutes, past the cancel.
  await produce(slow, 0, 30_000, 1000);
});
after(async () => {
  // A run that failed before its cancel leaves no move and no throttle behind (409 when none moves).
  await server?.send('DELETE', `/api/main/topic/${slow}/reassignment`).catch(() => {});
  await deleteTopics([quick, slow]);
  await server?.close();
});

test('a finished move leaves its throttle to reads; removing the leftover throttle takes it off', async () => {
  const started = await server.send('POST', `/api/main/topic/${quick}/reassignment`, {
    partitions: [{ partition: 0, replicas: [2, 3] }],
    throttle: 50_000_000,
  });
  assert.equal(started.status, 200, await started.clone().text());
  const done = await eventually(
    async () => {
      const state = await json<ReassignmentState>(await server.get(`/api/main/topic/${quick}/reassignment`));
      assert.equal(state.inProgress, false);
      return state;
    },
    { timeoutMs: 60_000, intervalMs: 500 },
  );
  // The first answer with no move is the finished state (the read waits for a caught-up broker: caught-up-metadata.ts).
  assert.deepEqual(done.partitions[0]?.replicas, [2, 3]);
  assert.equal(done.throttleLeftover, true);
  assert.equal(done.throttleRemoved, undefined, 'a read removes nothing');
  assert.deepEqual(done.throttle, { rate: 50_000_000, brokers: [1, 2, 3] });
  const topicConfigs = await dynamicConfigs('topics', quick);
  assert.equal(topicConfigs.get(`leader.replication.throttled.replicas ${quick}`), '0:1,0:2');
  assert.equal(topicConfigs.get(`follower.replication.throttled.replicas ${quick}`), '0:3');
  assert.equal((await dynamicConfigs('brokers')).get('leader.replication.throttled.rate 1'), '50000000');

  const removed = await server.send('DELETE', `/api/main/topic/${quick}/reassignment/throttle`);
  assert.equal(removed.status, 200, await removed.clone().text());
  const state = await json<ReassignmentState>(removed);
  assert.equal(state.throttleRemoved, true);
  assert.equal(state.throttleLeftover, undefined);
  assert.equal(state.throttle, undefined);
  await assertNoThrottle(quick);
  const again = await server.send('DELETE', `/api/main/topic/${quick}/reassignment/throttle`);
  assert.equal(again.status, 200);
  assert.equal((await json<ReassignmentState>(again)).throttleRemoved, undefined, 'nothing left to remove');
  const read = await json<ReassignmentState>(await server.get(`/api/main/topic/${quick}/reassignment`));
  assert.equal(read.throttleLeftover, undefined);
  assert.equal(read.throttle, undefined);
});

test('a throttled move shows in progress, on the overview too, and a cancel puts back the replicas', async () => {
  const started = await server.send('POST', `/api/main/topic/${slow}/reassignment`, {
    partitions: [{ partition: 0, replicas: [2, 3] }],
    throttle: 10_000,
  });
  assert.equal(started.status, 200, await started.clone().text());
  const running = await json<ReassignmentState>(started);
  assert.equal(running.inProgress, true);
  assert.deepEqual(running.throttle, { rate: 10_000, brokers: [1, 2, 3] });
  const p0 = running.partitions[0];
  assert.deepEqual(p0?.adding, [3]);
  assert.deepEqual(p0?.removing, [1]);
  assert.deepEqual(p0?.target, [2, 3]);
  assert.ok((p0?.bytesLeft ?? 0) > 0, `bytes left: ${p0?.bytesLeft}`);

  const topicConfigs = await dynamicConfigs('topics', slow);
  assert.equal(topicConfigs.get(`leader.replication.throttled.replicas ${slow}`), '0:1,0:2');
  assert.equal(topicConfigs.get(`follower.replication.throttled.replicas ${slow}`), '0:3');
  const rates = await dynamicConfigs('brokers');
  for (const broker of [1, 2, 3]) {
    assert.equal(rates.get(`leader.replication.throttled.rate ${broker}`), '10000', `broker ${broker}`);
    assert.equal(rates.get(`follower.replication.throttled.rate ${broker}`), '10000', `broker ${broker}`);
  }

  const overview = await json<ClusterOverview>(await server.get('/api/main/overview'));
  assert.deepEqual(
    overview.reassignments?.filter((r) => r.topic === slow),
    [{ topic: slow, partition: 0, replicas: [2, 3, 1], adding: [3], removing: [1] }],
  );

  // The running move uses its throttle: only a cancel removes it.
  const early = await server.send('DELETE', `/api/main/topic/${slow}/reassignment/throttle`);
  assert.equal(early.status, 409);
  assert.match((await json<ErrorBody>(early)).message, /in progress and uses its throttle: cancel/);
  assert.equal(
    (await dynamicConfigs('topics', slow)).get(`follower.replication.throttled.replicas ${slow}`),
    '0:3',
  );

  const cancelled = await server.send('DELETE', `/api/main/topic/${slow}/reassignment`);
  assert.equal(cancelled.status, 200, await cancelled.clone().text());
  const state = await json<ReassignmentState>(cancelled);
  assert.equal(state.inProgress, false);
  assert.equal(state.throttleRemoved, true);
  // Kafka drops the replica being added and keeps the rest in the move's order (2,1 here).
  assert.deepEqual([...(state.partitions[0]?.replicas ?? [])].sort(), [1, 2]);
  await assertNoThrottle(slow);
  await eventually(async () => {
    assert.deepEqual([...((await topicPartitions(slow))[0]?.replicas ?? [])].sort(), [1, 2]);
  });
});
