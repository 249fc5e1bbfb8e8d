// The reassignment page's read is one consistent state (issue 17): the controller ends a move before
// the broker answering the next Metadata applies it, and a read combining the two showed a finished
// move's replicas as the move's union (2,3,1 for 1,2 -> 2,3) with no move in progress. Every answer
// read while moves run and end must show each partition either moving or at its old or new
// replicas, never the union without a move; the end state is read back with Kafka's TopicCommand.
// The reads that can catch it are those right after the controller ends a move: the test watches
// the controller's move list itself (one small request to Kafka, WATCH_MS apart) and reads the state
// as soon as the move is gone, from the console that made the move and from one started after the
// move began that never read it while it ran (it cannot know the move: only what Kafka says can set
// it right).
// Meanwhile the console is polled gently, as the page does.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { ReassignmentState } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { deleteTopics, produce } from '@console/stack/list-kafka';
import { createAssigned, replicasOf } from '@console/stack/reassign-kafka';
import { Admin } from '@platformatic/kafka';
import { listReassignments } from '../src/kafka/partition-reassignments.ts';
import { json, type RunningServer, startServer } from './helpers.ts';

const topic = `it-reassign-read-${randomUUID().slice(0, 8)}`;
const PARTITIONS = 6;
const POLL_MS = 150;
const WATCH_MS = 25;
let server: RunningServer;
let kafka: Admin;

before(async () => {
  server = await startServer();
  kafka = new Admin({ clientId: 'it-reassign-read', bootstrapBrokers: ['127.0.0.1:19092'] });
  await createAssigned(
    topic,
    Array.from({ length: PARTITIONS }, () => [1, 2]),
  );
  // Some data so the moves take a little while and end at different moments.
  for (let p = 0; p < PARTITIONS; p++) await produce(topic, p, 1500, 1000);
});
after(async () => {
  await deleteTopics([topic]);
  await kafka?.close();
  await server?.close();
});

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
const partitions = Array.from({ length: PARTITIONS }, (_, i) => i);

/** Partitions of the topic the controller lists as moving. */
async function moving(): Promise<Set<number>> {
  const list = await listReassignments(kafka, [{ name: topic, partitions }], 10_000);
  return new Set(list.map((m) => m.partition));
}

test('a partition whose move just ended reads as its new replicas, never as the move still listing the old', async () => {
  // Back and forth, so the ends of several moves are read while they happen.
  const rounds = [
    { from: [1, 2], to: [2, 3] },
    { from: [2, 3], to: [3, 1] },
    { from: [3, 1], to: [1, 2] },
  ];
  for (const { from, to } of rounds) {
    // A console that reads the topic only once a move has ended: it never sees the move running.
    const late = await startServer();
    const started = await server.send('POST', `/api/main/topic/${topic}/reassignment`, {
      partitions: partitions.map((partition) => ({ partition, replicas: to })),
    });
    assert.equal(started.status, 200, await started.clone().text());
    const wrong: string[] = [];
    const read = async (reader: RunningServer, who: string) => {
      const state = await json<ReassignmentState>(await reader.get(`/api/main/topic/${topic}/reassignment`));
      for (const p of state.partitions) {
        if (p.adding || p.removing) continue;
        if (!sameSet(p.replicas, from) && !sameSet(p.replicas, to))
          wrong.push(
            `${who}, partition ${p.partition}: ${p.replicas.join(',')} with no move (${from} -> ${to})`,
          );
      }
      return state;
    };
    try {
      await read(server, 'the answer of the change');
      // Right after each end the controller reports, both consoles read (every partition started
      // moving with the answer above; some may have ended already).
      let stopWatching = false;
      const watched = (async () => {
        let before = new Set(partitions);
        let reads = 0;
        while (before.size > 0 && !stopWatching) {
          const now = await moving();
          if ([...before].some((p) => !now.has(p))) {
            reads += 1;
            await Promise.all([
              read(late, 'a console started after the move began'),
              read(server, 'the console'),
            ]);
          }
          before = now;
          await new Promise((resolve) => setTimeout(resolve, WATCH_MS));
        }
        return reads;
      })();
      // Failing before the polling below ends is this test's failure, not an unhandled rejection.
      watched.catch(() => {});
      const done = await eventually(
        async () => {
          const state = await read(server, 'the console');
          assert.equal(state.inProgress, false);
          return state;
        },
        { timeoutMs: 60_000, intervalMs: POLL_MS },
      ).catch((error: unknown) => {
        stopWatching = true; // the move never ended: the watcher stops asking Kafka too
        throw error;
      });
      assert.ok((await watched) > 0, 'the ends were read as the controller reported them');
      assert.deepEqual(wrong, []);
      // The first answer with no move in progress is the finished state, as Kafka holds it.
      assert.deepEqual(
        done.partitions.map((p) => p.replicas),
        partitions.map(() => to),
      );
    } finally {
      await late.close();
    }
    await eventually(async () => {
      assert.deepEqual(
        (await replicasOf(topic)).map((p) => p.replicas),
        partitions.map(() => to),
      );
    });
  }
});
