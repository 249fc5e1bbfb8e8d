// Partition reassignment and leader elections (issue 16) on cluster `main`: a topic created with
// RF 2 on brokers 1,2 gets a partition moved to 2,3, checked with Kafka's TopicCommand; a move that
// changes the preferred leader is followed by a preferred election, checked the same way; bad input
// is a 400 naming the partition.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { ElectionResults, ErrorBody, ReassignmentProposal, ReassignmentState } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { deleteTopics } from '@console/stack/list-kafka';
import { createAssigned, topicPartitions } from '@console/stack/reassign-kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

const topic = `it-reassign-${randomUUID().slice(0, 8)}`;
const path = `/api/main/topic/${topic}`;
let server: RunningServer;

before(async () => {
  server = await startServer();
  await createAssigned(topic, [
    [1, 2],
    [1, 2],
  ]);
});
after(async () => {
  await deleteTopics([topic]);
  await server?.close();
});

test('the reassignment screen reads each partition’s replicas, leader and the brokers', async () => {
  const state = await eventually(async () => {
    const answer = await json<ReassignmentState>(await server.get(`${path}/reassignment`));
    assert.deepEqual(
      answer.partitions.map((p) => p.replicas),
      [
        [1, 2],
        [1, 2],
      ],
    );
    return answer;
  });
  assert.equal(state.inProgress, false);
  assert.equal(state.partitions[0]?.preferredLeader, 1);
  assert.deepEqual(
    state.brokers.map((b) => b.id),
    [1, 2, 3],
  );
});

test('spread evenly proposes every partition on distinct brokers, leaders round-robin', async () => {
  const proposal = await json<ReassignmentProposal>(
    await server.get(`${path}/reassignment/proposal?brokers=1,2,3`),
  );
  assert.deepEqual(proposal.partitions, [
    { partition: 0, replicas: [1, 2] },
    { partition: 1, replicas: [2, 3] },
  ]);
});

test('moving partition 0 from 1,2 to 2,3 really moves the replica (TopicCommand)', async () => {
  const started = await server.send('POST', `${path}/reassignment`, {
    partitions: [{ partition: 0, replicas: [2, 3] }],
  });
  assert.equal(started.status, 200, await started.clone().text());
  await eventually(
    async () => {
      const p0 = (await topicPartitions(topic)).find((p) => p.partition === 0);
      assert.deepEqual(p0?.replicas, [2, 3]);
      assert.deepEqual([...(p0?.isr ?? [])].sort(), [2, 3]);
    },
    { timeoutMs: 60_000, intervalMs: 1000, what: 'partition 0 on brokers 2,3' },
  );
  const state = await eventually(async () => {
    const answer = await json<ReassignmentState>(await server.get(`${path}/reassignment`));
    assert.equal(answer.inProgress, false);
    return answer;
  });
  assert.deepEqual(state.partitions[0]?.replicas, [2, 3]);
  assert.deepEqual(state.partitions[1]?.replicas, [1, 2], 'partition 1 is untouched');
});

test('a preferred election after a move that changed the preferred leader gives it the lead', async () => {
  // 1,2 -> 3,1: broker 1 keeps leading (it stays a replica), broker 3 becomes the preferred leader.
  const moved = await server.send('POST', `${path}/reassignment`, {
    partitions: [{ partition: 1, replicas: [3, 1] }],
  });
  assert.equal(moved.status, 200, await moved.clone().text());
  await eventually(
    async () => {
      const p1 = (await topicPartitions(topic)).find((p) => p.partition === 1);
      assert.deepEqual(p1?.replicas, [3, 1]);
      assert.ok(p1?.isr.includes(3));
      assert.equal(p1?.leader, 1);
    },
    { timeoutMs: 60_000, intervalMs: 1000, what: 'partition 1 on brokers 3,1, led by 1' },
  );
  const elected = await server.send('POST', `${path}/elect-leaders`, { type: 'PREFERRED', partitions: [1] });
  assert.equal(elected.status, 200);
  const answer = await json<ElectionResults>(elected);
  assert.deepEqual(answer.results, [
    { partition: 1, outcome: 'ELECTED', leader: 3, message: 'Broker 3 now leads' },
  ]);
  await eventually(async () => {
    assert.equal((await topicPartitions(topic)).find((p) => p.partition === 1)?.leader, 3);
  });
  // The whole topic again: nothing left to do, said per partition.
  const again = await json<ElectionResults>(
    await server.send('POST', `${path}/elect-leaders`, { type: 'PREFERRED' }),
  );
  assert.deepEqual(
    again.results.map((r) => [r.partition, r.outcome, r.message]),
    [
      [0, 'NOT_NEEDED', 'Already the preferred leader'],
      [1, 'NOT_NEEDED', 'Already the preferred leader'],
    ],
  );
});

test('bad input is a 400 naming the partition and the rule', async () => {
  const cases: Array<[unknown, RegExp]> = [
    [{ partitions: [{ partition: 0, replicas: [2, 9] }] }, /Partition 0: broker 9 does not exist/],
    [{ partitions: [{ partition: 1, replicas: [2, 2] }] }, /partition 1: broker 2 is listed twice/],
    [{ partitions: [{ partition: 1, replicas: [] }] }, /partition 1 needs at least one replica/],
    [{ partitions: [{ partition: 7, replicas: [1] }] }, /Partition 7 does not exist/],
    [{ partitions: [] }, /at least one partition/],
    [{ partitions: [{ partition: 0, replicas: [1, 2] }], throttle: 0 }, /throttle is at least 1/],
  ];
  for (const [body, message] of cases) {
    const answer = await server.send('POST', `${path}/reassignment`, body);
    assert.equal(answer.status, 400, JSON.stringify(body));
    assert.match((await json<ErrorBody>(answer)).message, message);
  }
  const election = await server.send('POST', `${path}/elect-leaders`, { type: 'PREFERRED', partitions: [5] });
  assert.equal(election.status, 400);
  assert.match((await json<ErrorBody>(election)).message, /Partition 5 does not exist/);
  const kind = await server.send('POST', `${path}/elect-leaders`, { type: 'SOMETIMES' });
  assert.equal(kind.status, 400);
  const proposal = await server.get(`${path}/reassignment/proposal?brokers=1,9`);
  assert.equal(proposal.status, 400);
  assert.match((await json<ErrorBody>(proposal)).message, /broker 9 does not exist/);
  const tooFew = await server.get(`${path}/reassignment/proposal?brokers=1`);
  assert.equal(tooFew.status, 400);
  assert.match((await json<ErrorBody>(tooFew)).message, /Partition 0: 2 replicas need at least 2 brokers/);
  assert.equal(
    (await server.get(`/api/main/topic/it-reassign-missing-${randomUUID()}/reassignment`)).status,
    404,
  );
});

test('nothing to change and nothing to cancel are 409s that say so', async () => {
  const same = await server.send('POST', `${path}/reassignment`, {
    partitions: [{ partition: 0, replicas: [2, 3] }],
  });
  assert.equal(same.status, 409);
  assert.match((await json<ErrorBody>(same)).message, /No partition changes its replicas/);
  const cancel = await server.send('DELETE', `${path}/reassignment`);
  assert.equal(cancel.status, 409);
  assert.match((await json<ErrorBody>(cancel)).message, /No move in progress/);
});
