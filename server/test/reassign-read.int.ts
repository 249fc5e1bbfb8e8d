// The reassignment page's read is one consistent state (issue 17): the controller ends a move before
// the broker answering the next Metadata applies it, and a read combining the two showed a finished
// move's replicas as the move's union (2,3,1 for 1,2 -> 2,3) with no move in progress. Every answer
// polled while moves run and end must show each partition either moving or at its old or new
// replicas, never the union without a move; the end state is read back with Kafka's TopicCommand.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { ReassignmentState } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { deleteTopics, produce } from '@console/stack/list-kafka';
import { createAssigned, replicasOf } from '@console/stack/reassign-kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

const topic = `it-reassign-read-${randomUUID().slice(0, 8)}`;
const PARTITIONS = 6;
let server: RunningServer;

before(async () => {
  server = await startServer();
  await createAssigned(
    topic,
    Array.from({ length: PARTITIONS }, () => [1, 2]),
  );
  // Some data so the moves take a little while and end at different moments.
  for (let p = 0; p < PARTITIONS; p++) await produce(topic, p, 500, 1000);
});
after(async () => {
  await deleteTopics([topic]);
  await server?.close();
});

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

test('a partition whose move just ended reads as its new replicas, never as the move still listing the old', async () => {
  // Back and forth, so the ends of several moves are read while they happen.
  const rounds = [
    { from: [1, 2], to: [2, 3] },
    { from: [2, 3], to: [3, 1] },
    { from: [3, 1], to: [1, 2] },
  ];
  for (const { from, to } of rounds) {
    const started = await server.send('POST', `/api/main/topic/${topic}/reassignment`, {
      partitions: Array.from({ length: PARTITIONS }, (_, partition) => ({ partition, replicas: to })),
    });
    assert.equal(started.status, 200, await started.clone().text());
    const wrong: string[] = [];
    const check = (state: ReassignmentState) => {
      for (const p of state.partitions) {
        if (p.adding || p.removing) continue;
        if (!sameSet(p.replicas, from) && !sameSet(p.replicas, to))
          wrong.push(`partition ${p.partition}: ${p.replicas.join(',')} with no move (${from} -> ${to})`);
      }
    };
    check(await json<ReassignmentState>(started));
    const done = await eventually(
      async () => {
        const state = await json<ReassignmentState>(
          await server.get(`/api/main/topic/${topic}/reassignment`),
        );
        check(state);
        assert.equal(state.inProgress, false);
        return state;
      },
      { timeoutMs: 60_000, intervalMs: 20 },
    );
    assert.deepEqual(wrong, []);
    // The first answer with no move in progress is the finished state, as Kafka holds it.
    assert.deepEqual(
      done.partitions.map((p) => p.replicas),
      Array.from({ length: PARTITIONS }, () => to),
    );
    await eventually(async () => {
      assert.deepEqual(
        (await replicasOf(topic)).map((p) => p.replicas),
        Array.from({ length: PARTITIONS }, () => to),
      );
    });
  }
});
