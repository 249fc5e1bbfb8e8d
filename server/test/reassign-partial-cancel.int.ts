// Cancelling one partition's move (issue 16, `DELETE .../reassignment?partitions=1`): Kafka puts that
// partition's replicas back while the other partition goes on moving with its throttle; the throttle
// goes only with the last move. Checked with Kafka's TopicCommand and ConfigCommand.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { ErrorBody, ReassignmentState } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { deleteTopics, produce } from '@console/stack/list-kafka';
import { createAssigned, dynamicConfigs, topicPartitions } from '@console/stack/reassign-kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

const topic = `it-reassign-part-${randomUUID().slice(0, 8)}`;
const path = `/api/main/topic/${topic}/reassignment`;
let server: RunningServer;

const sorted = (ids: number[] | undefined) => [...(ids ?? [])].sort();

before(async () => {
  server = await startServer();
  await createAssigned(topic, [
    [1, 2],
    [1, 2],
  ]);
  // 30 MB per partition behind a 10 kB/s throttle: both moves last minutes unless cancelled (Kafka
  // lets a throttled follower fetch a whole 1 MB once its quota samples expire: 3 MB moved in ~30 s).
  await produce(topic, 0, 30_000, 1000);
  await produce(topic, 1, 30_000, 1000);
});
after(async () => {
  // Whatever the test left moving is cancelled before the topic goes (a 409 when nothing moves).
  await server.send('DELETE', path).catch(() => {});
  await deleteTopics([topic]);
  await server?.close();
});

test("one partition's move is cancelled; the other keeps moving with the throttle", async () => {
  const started = await server.send('POST', path, {
    partitions: [
      { partition: 0, replicas: [2, 3] },
      { partition: 1, replicas: [2, 3] },
    ],
    throttle: 10_000,
  });
  assert.equal(started.status, 200, await started.clone().text());
  assert.deepEqual(
    (await json<ReassignmentState>(started)).partitions.map((p) => p.adding),
    [[3], [3]],
  );

  const one = await server.send('DELETE', `${path}?partitions=1`);
  assert.equal(one.status, 200, await one.clone().text());
  const state = await json<ReassignmentState>(one);
  assert.equal(state.inProgress, true);
  assert.deepEqual(state.partitions[0]?.adding, [3]);
  assert.equal(state.partitions[1]?.adding, undefined);
  assert.equal(state.throttleRemoved, undefined, 'partition 0 still uses the throttle');
  assert.deepEqual(state.throttle, { rate: 10_000, brokers: [1, 2, 3] });
  await eventually(async () => {
    const [p0, p1] = await topicPartitions(topic);
    assert.deepEqual(sorted(p1?.replicas), [1, 2]);
    assert.deepEqual(sorted(p0?.replicas), [1, 2, 3], 'partition 0 holds old and new replicas');
  });
  const configs = await dynamicConfigs('topics', topic);
  assert.notEqual(configs.get(`follower.replication.throttled.replicas ${topic}`), undefined);

  const again = await server.send('DELETE', `${path}?partitions=1`);
  assert.equal(again.status, 409);
  assert.equal(
    (await json<ErrorBody>(again)).message,
    `No move in progress for partition(s) 1 of topic '${topic}'`,
  );
  const bad = await server.send('DELETE', `${path}?partitions=one`);
  assert.equal(bad.status, 400);
  assert.match((await json<ErrorBody>(bad)).message, /partitions/);

  const rest = await server.send('DELETE', path);
  assert.equal(rest.status, 200, await rest.clone().text());
  const last = await json<ReassignmentState>(rest);
  assert.equal(last.inProgress, false);
  assert.equal(last.throttleRemoved, true);
  const left = await dynamicConfigs('topics', topic);
  assert.equal(left.get(`leader.replication.throttled.replicas ${topic}`), undefined);
  assert.equal(left.get(`follower.replication.throttled.replicas ${topic}`), undefined);
  await eventually(async () => {
    const [p0] = await topicPartitions(topic);
    assert.deepEqual(sorted(p0?.replicas), [1, 2]);
  });
});
