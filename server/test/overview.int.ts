import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ClusterHealth, ClusterOverview, GroupLagHistory, RecordRates } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import {
  Admin,
  describeLogDirsV4,
  describeQuorumV2,
  metadataV12,
  ProduceAcks,
  Producer,
  stringSerializers,
} from '@platformatic/kafka';
import { samplerOf } from '../src/metrics/samplers.ts';
import { json, present, type RunningServer, startServer } from './helpers.ts';

// The cluster overview (issue 15) against the real `main` cluster: each figure is compared with
// what Kafka's admin API says. Other tests create topics and groups at the same time, so counts
// are checked to lie between Kafka's answers just before and just after the overview's.

const topic = `overview-int-${process.pid}`;
const group = `overview-int-group-${process.pid}`;

describe('cluster overview API', () => {
  let server: RunningServer;
  let admin: Admin;
  before(async () => {
    server = await startServer();
    admin = new Admin({ clientId: 'overview-int', bootstrapBrokers: ['127.0.0.1:19092'] });
    await admin.createTopics({ topics: [topic], partitions: 3, replicas: 3 });
  });
  after(async () => {
    await admin.deleteGroups({ groups: [group] }).catch(() => {});
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.close();
    await server.close();
  });

  async function kafkaCounts() {
    // Kafka's own Metadata answer for every topic, asked on a connection of this test.
    const connection = present((await admin.connectToBrokers([1])).get(1));
    const metadata = await metadataV12.api.async(connection, null, false, false);
    const topics = metadata.topics.filter((t) => t.errorCode === 0);
    const partitions = topics.reduce((s, t) => s + t.partitions.length, 0);
    const groups = await admin.listGroups({ types: ['classic', 'consumer'] });
    const consumerGroups = [...groups.values()].filter(
      (g) => g.protocolType === 'consumer' || g.protocolType === '',
    );
    return { topics: topics.length, partitions, groups: consumerGroups.length };
  }

  const between = (value: number, a: number, b: number, what: string) =>
    assert.ok(
      value >= Math.min(a, b) && value <= Math.max(a, b),
      `${what}: ${value} not within [${a}, ${b}]`,
    );

  test('brokers, controller, quorum, topics, partitions and groups are what Kafka says', async () => {
    // Cluster-wide figures come from the sampler's last round: take one between two reads of Kafka.
    const before = await kafkaCounts();
    await present(samplerOf(server.ctx, 'main')).tick();
    const afterCounts = await kafkaCounts();
    const response = await server.get('/api/main/overview');
    assert.equal(response.status, 200);
    const overview = await json<ClusterOverview>(response);
    assert.ok(present(overview.sampledAt) <= Date.now());

    const metadata = await admin.metadata({ topics: [] });
    assert.equal(overview.id, metadata.id);
    assert.equal(overview.brokersOnline, metadata.brokers.size);
    assert.equal(overview.brokersTotal, 3);
    assert.deepEqual(
      overview.brokers.map((b) => [b.id, b.port, b.online]),
      [...metadata.brokers.entries()].sort(([a], [b]) => a - b).map(([id, b]) => [id, b.port, true]),
    );
    // The active controller is the leader of the metadata quorum.
    const connection = present((await admin.connectToBrokers([1])).get(1));
    const quorum = await describeQuorumV2.api.async(connection, [
      { topicName: '__cluster_metadata', partitions: [{ partitionIndex: 0 }] },
    ]);
    const leader = present(quorum.topics[0]?.partitions[0]).leaderId;
    assert.equal(present(overview.quorum).leaderId, leader);
    assert.deepEqual(
      overview.brokers.filter((b) => b.controller).map((b) => b.id),
      [leader],
    );
    assert.deepEqual(
      present(overview.quorum)
        .voters.map((v) => v.id)
        .sort(),
      [1, 2, 3],
    );
    // Kafka 4.3 brokers support metadata.version 30.
    assert.ok(
      overview.brokers.every((b) => b.version === '4.3'),
      JSON.stringify(overview.brokers),
    );

    between(overview.topics, before.topics, afterCounts.topics, 'topics');
    between(overview.partitions, before.partitions, afterCounts.partitions, 'partitions');
    between(overview.groups, before.groups, afterCounts.groups, 'groups');
    assert.equal(overview.underReplicated, 0);
    assert.equal(overview.offline, 0);
    assert.equal(overview.underMinIsr, 0);
    assert.deepEqual(overview.topicIssues, []);
    // Leaders over the brokers add up to the partitions; replicas to the replica count.
    assert.equal(
      overview.brokers.reduce((s, b) => s + b.leaders, 0),
      overview.partitions,
    );
    assert.equal(
      overview.brokers.reduce((s, b) => s + b.replicas, 0),
      overview.replicas,
    );
  });

  test('size per broker is the sum of its log dirs as the broker reports them', async () => {
    const brokerSize = async (id: number) => {
      const connection = present((await admin.connectToBrokers([id])).get(id));
      const answer = await describeLogDirsV4.api.async(connection, null);
      let size = 0;
      for (const dir of answer.results)
        for (const t of dir.topics) for (const p of t.partitions) size += Number(p.partitionSize);
      return size;
    };
    // Other tests write meanwhile: sizes only grow or shrink a little between the two reads.
    await eventually(
      async () => {
        const before = await brokerSize(2);
        await present(samplerOf(server.ctx, 'main')).tick();
        const afterSize = await brokerSize(2);
        const overview = await json<ClusterOverview>(await server.get('/api/main/overview'));
        between(
          present(overview.brokers.find((b) => b.id === 2)?.size),
          before,
          afterSize,
          'size of broker 2',
        );
        assert.equal(
          overview.size,
          overview.brokers.reduce((s, b) => s + (b.size ?? 0), 0),
        );
      },
      { what: 'a stable size of broker 2' },
    );
  });

  test('Connect, the registry and the SQL engine are reported with their health', async () => {
    const overview = await json<ClusterOverview>(await server.get('/api/main/overview'));
    const byKind = new Map(overview.components.map((c) => [`${c.kind}:${c.name}`, c]));
    const connect = present(byKind.get('CONNECT:demo-connect'), 'demo-connect');
    assert.equal(connect.reachable, true);
    const info = (await (await fetch('http://127.0.0.1:8083/')).json()) as { version: string };
    assert.equal(connect.version, info.version);
    assert.equal(present(byKind.get('REGISTRY:schema-registry')).reachable, true);
    // The Flink gateway answers its version (Apache Flink <version>).
    const sql = present(byKind.get('SQL:flink-sql'), 'flink-sql');
    assert.equal(sql.reachable, true, sql.error);
  });

  test('records/s in and a group lag come from the sampler; the health dot is UP', async () => {
    const sampler = present(samplerOf(server.ctx, 'main'));
    // Only this test's rounds from here: one before the records, one after (a timer round in between
    // would split them over two intervals).
    await sampler.stop();
    await sampler.tick();
    const producer = new Producer({
      clientId: 'overview-int',
      bootstrapBrokers: ['127.0.0.1:19092'],
      serializers: stringSerializers,
    });
    // acks=all: the send returns once every in-sync replica has the records, so the high watermark
    // the sampler reads (ListOffsets) already counts all 300 (with acks=1 it may trail the followers).
    await producer.send({
      acks: ProduceAcks.ALL,
      messages: Array.from({ length: 300 }, (_, i) => ({ topic, key: `k${i}`, value: `v${i}` })),
    });
    await producer.close();
    await admin.alterConsumerGroupOffsets({
      groupId: group,
      topics: [{ name: topic, partitionOffsets: [0, 1, 2].map((partition) => ({ partition, offset: 0n })) }],
    });
    await sampler.tick();

    const rates = await json<RecordRates>(
      await server.get(`/api/main/overview/rates?topics=${encodeURIComponent(topic)}`),
    );
    const series = present(
      rates.topics.find((t) => t.name === topic),
      'series of the topic',
    );
    const last = present(series.values.at(-1), 'last rate');
    const seconds = ((rates.times.at(-1) ?? 0) - (rates.times.at(-2) ?? 0)) / 1000;
    assert.equal(Math.round(last * seconds), 300, 'the rate times the interval is the records produced');
    assert.ok((rates.cluster.at(-1) ?? 0) >= last);

    const lag = await json<GroupLagHistory>(
      await server.get(`/api/main/overview/group/${encodeURIComponent(group)}/lag`),
    );
    assert.equal(lag.total.at(-1), 300);
    assert.deepEqual(
      lag.topics.map((t) => [t.name, t.values.at(-1)]),
      [[topic, 300]],
    );
    const overview = await json<ClusterOverview>(await server.get('/api/main/overview'));
    assert.ok(
      overview.topLag.some((g) => g.group === group && g.lag === 300),
      JSON.stringify(overview.topLag),
    );

    const health = await json<ClusterHealth>(await server.get('/api/main/overview/health'));
    assert.equal(health.status, 'UP');
  });

  test('an unknown cluster is 404', async () => {
    assert.equal((await server.get('/api/nope/overview/health')).status, 404);
    assert.equal((await server.get('/api/nope/overview')).status, 404);
  });
});
