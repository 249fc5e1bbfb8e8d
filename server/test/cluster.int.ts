// The KRaft quorum and feature levels of `main` (issue 16), compared with Kafka's own tools:
// MetadataQuorumCommand (`kafka-metadata-quorum.sh`) and FeatureCommand (`kafka-features.sh`).
// Nothing is upgraded for real: the only accepted updates keep group.version at its current level
// (a dry run and a real call), and refused ones (a downgrade, an unknown feature, a level above
// what the brokers support) must leave the levels as Kafka's tool reads them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { ClusterFeatures, ClusterQuorum, FeatureUpdateResult } from '@console/contract';
import { kafkaTool } from '@console/stack/list-kafka';
import { json, type RunningServer, startServer } from './helpers.ts';

let server: RunningServer;
before(async () => {
  server = await startServer();
});
after(() => server.close());

const tool = (cls: string, args: string[]) =>
  kafkaTool(`org.apache.kafka.tools.${cls}`, ['--bootstrap-server', '127.0.0.1:19092', ...args]);

/** FeatureCommand's `Feature: x  SupportedMinVersion: a  SupportedMaxVersion: b  FinalizedVersionLevel: c`. */
async function kafkaFeatures(): Promise<Map<string, { min: string; max: string; finalized: string }>> {
  const out = await tool('FeatureCommand', ['describe']);
  const features = new Map<string, { min: string; max: string; finalized: string }>();
  for (const m of out.matchAll(
    /Feature: (\S+)\s+SupportedMinVersion: (\S+)\s+SupportedMaxVersion: (\S+)\s+FinalizedVersionLevel: (\S+)/g,
  )) {
    features.set(m[1]!, { min: m[2]!, max: m[3]!, finalized: m[4]! });
  }
  return features;
}

const post = (body: unknown) => server.send('POST', '/api/main/cluster/features', body);

test('the quorum is the one kafka-metadata-quorum.sh describes', async () => {
  const status = await tool('MetadataQuorumCommand', ['describe', '--status']);
  const replication = await tool('MetadataQuorumCommand', ['describe', '--replication']);
  const res = await server.get('/api/main/cluster/quorum');
  assert.equal(res.status, 200);
  const quorum = await json<ClusterQuorum>(res);
  assert.equal(quorum.leaderId, Number(/LeaderId:\s+(\d+)/.exec(status)?.[1]));
  assert.equal(quorum.leaderEpoch, Number(/LeaderEpoch:\s+(\d+)/.exec(status)?.[1]));
  // The log keeps growing (heartbeats, the console's own sampler): ours was read after the tool's.
  assert.ok(quorum.highWatermark >= Number(/HighWatermark:\s+(\d+)/.exec(status)?.[1]));
  const rows = [
    ...replication.matchAll(/^(\d+)\s+\S+\s+(\d+)\s+(\d+)\s+\d+\s+\d+\s+(Leader|Follower|Observer)/gm),
  ];
  const voters = rows.filter((r) => r[4] !== 'Observer').map((r) => Number(r[1]));
  assert.deepEqual(quorum.voters.map((v) => v.id).sort(), voters.sort());
  assert.deepEqual(
    quorum.observers.map((o) => o.id).sort(),
    rows
      .filter((r) => r[4] === 'Observer')
      .map((r) => Number(r[1]))
      .sort(),
  );
  for (const v of quorum.voters) {
    assert.equal(v.lag, Math.max(0, quorum.highWatermark - v.logEndOffset));
    assert.ok(v.lastFetchTimestamp !== undefined && v.lastFetchTimestamp > 0, `voter ${v.id} fetched`);
  }
  // kraft.version 0 (static voters): no directory ids, as the tool's zero ids show.
  assert.ok(quorum.voters.every((v) => v.directoryId === undefined));
});

test('the features are those kafka-features.sh describes', async () => {
  const expected = await kafkaFeatures();
  const res = await server.get('/api/main/cluster/features');
  assert.equal(res.status, 200);
  const answer = await json<ClusterFeatures>(res);
  assert.ok(answer.finalizedEpoch > 0);
  assert.deepEqual(answer.features.map((f) => f.name).sort(), [...expected.keys()].sort());
  for (const f of answer.features) {
    const k = expected.get(f.name)!;
    // metadata.version is printed by release name (4.3-IV0); the others by number.
    if (f.name === 'metadata.version') continue;
    assert.deepEqual(
      [f.supportedMin, f.supportedMax, f.finalized].map(String),
      [k.min, k.max, k.finalized],
      f.name,
    );
  }
  const streams = answer.features.find((f) => f.name === 'streams.version');
  assert.equal(streams?.finalized, 1);
});

test('a dry run and an upgrade to the current level are accepted and change nothing', async () => {
  const dry = await post({ feature: 'group.version', level: 1, validateOnly: true });
  assert.equal(dry.status, 200);
  const dryAnswer = await json<FeatureUpdateResult>(dry);
  assert.deepEqual([dryAnswer.from, dryAnswer.to, dryAnswer.validateOnly], [1, 1, true]);
  assert.match(dryAnswer.message, /dry run/);
  const same = await post({ feature: 'group.version', level: 1 });
  assert.equal(same.status, 200);
  assert.equal((await json<FeatureUpdateResult>(same)).validateOnly, false);
  assert.equal((await kafkaFeatures()).get('group.version')?.finalized, '1');
});

test('a downgrade, an unknown feature and an unsupported level are refused with the reason', async () => {
  const downgrade = await post({ feature: 'transaction.version', level: 1, validateOnly: true });
  assert.equal(downgrade.status, 400);
  assert.match((await json<{ message: string }>(downgrade)).message, /downgrade|INVALID_UPDATE_VERSION/i);
  const unknown = await post({ feature: 'no.such.version', level: 1 });
  assert.equal(unknown.status, 400);
  assert.match(
    (await json<{ message: string }>(unknown)).message,
    /Unknown feature 'no.such.version'.*group\.version/,
  );
  const above = await post({ feature: 'group.version', level: 9, validateOnly: true });
  assert.equal(above.status, 400);
  assert.match((await json<{ message: string }>(above)).message, /group\.version/);
  const zero = await post({ feature: 'group.version', level: 0 });
  assert.equal(zero.status, 400);
  assert.match((await json<{ message: string }>(zero)).message, /level must be at least 1/);
  const levels = await kafkaFeatures();
  assert.equal(levels.get('transaction.version')?.finalized, '2');
  assert.equal(levels.get('group.version')?.finalized, '1');
});
