// The overview sampler's lag series of share groups (KIP-932) and streams groups (KIP-1071), made by
// Kafka's own clients (ConsoleShareConsumer, the WordCountDemo on group.protocol=streams) against
// the real `main` cluster. Each series is compared with what Kafka says: a share group's lag is the
// one kafka-share-groups.sh prints (records not yet acknowledged), a streams group's is the high
// watermark minus its committed offset, read with the admin API.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { ClusterOverview, GroupLagHistory } from '@console/contract';
import { eventually } from '@console/stack/eventually';
import { createTopic, deleteTopics, produce } from '@console/stack/list-kafka';
import { lagToRank } from '@console/stack/overview-lag';
import {
  deleteShareGroup,
  describedOffsets,
  readFromEarliest,
  startShareConsumer,
} from '@console/stack/share-kafka';
import {
  ensureWordCountTopics,
  groupsTool,
  startWordCount,
  WORDCOUNT_INPUT,
} from '@console/stack/streams-app';
import { Admin } from '@platformatic/kafka';
import type { ClusterSampler } from '../src/metrics/offset-sampler.ts';
import { samplerOf } from '../src/metrics/samplers.ts';
import { json, present, type RunningServer, startServer } from './helpers.ts';

const suffix = randomBytes(4).toString('hex');
const topic = `it-ov-share-${suffix}`;
const shareGroup = `it-ov-share-${suffix}-g`;
const streamsGroup = `it-ov-streams-${suffix}`;
// A JVM starting a client and joining its group takes a while on a busy machine.
const joins = { timeoutMs: 120_000, intervalMs: 1000 };
// Records each group is left behind by: set in before() so both reach the overview's largest-lag
// list (its top 10) whatever lag the shared cluster's other groups (the demo's, other tests') have.
let SHARE_BEHIND = 200; // records per partition (3 partitions)
let STREAMS_BEHIND = 600;

describe('overview lag series of share and streams groups', () => {
  let server: RunningServer;
  let admin: Admin;
  let sampler: ClusterSampler;
  before(async () => {
    server = await startServer();
    admin = new Admin({ clientId: 'overview-groups-int', bootstrapBrokers: ['127.0.0.1:19092'] });
    sampler = present(samplerOf(server.ctx, 'main'));
    // Rounds only when a test asks for one.
    await sampler.stop();
    // Both groups in the overview's largest-lag list, whatever the cluster's other groups lag.
    await sampler.tick();
    const { topLag } = await json<ClusterOverview>(await server.get('/api/main/overview'));
    const floor = lagToRank(topLag, [shareGroup, streamsGroup]);
    SHARE_BEHIND = Math.max(SHARE_BEHIND, Math.ceil(floor / 3));
    STREAMS_BEHIND = Math.max(STREAMS_BEHIND, floor);
  });
  after(async () => {
    await deleteShareGroup(shareGroup).catch(() => {});
    await groupsTool(['--delete', '--group', streamsGroup, '--delete-all-internal-topics']).catch(() => {});
    await deleteTopics([topic]).catch(() => {});
    await admin.close();
    await server.close();
  });

  /** The sampler's last values of a group: its total and per topic. */
  async function lastLag(group: string) {
    const lag = await json<GroupLagHistory>(
      await server.get(`/api/main/overview/group/${encodeURIComponent(group)}/lag`),
    );
    return {
      total: lag.total.at(-1),
      topics: new Map(lag.topics.map((t) => [t.name, t.values.at(-1)])),
    };
  }

  test("a share group's series is Kafka's lag of its share-partitions", async () => {
    await createTopic(topic, 3, 1);
    for (const p of [0, 1, 2]) await produce(topic, p, 10);
    await readFromEarliest(shareGroup);
    const consumer = startShareConsumer(topic, shareGroup);
    try {
      await eventually(() => assert.equal(consumer.lines().length, 30), {
        ...joins,
        what: 'the share consumer printing 30 records',
      });
    } finally {
      await consumer.stop();
    }
    // Records no member took: the lag Kafka counts for the group. Enough for the overview's
    // largest-lag list (the last test), whatever lag the demo's and other tests' groups have (before()).
    for (const p of [0, 1, 2]) await produce(topic, p, SHARE_BEHIND);
    await eventually(
      async () => {
        const tool = await describedOffsets(shareGroup);
        assert.equal(tool.length, 3, JSON.stringify(tool));
        const kafkaLag = tool.reduce((sum, row) => sum + present(row.lag, `lag of ${row.partition}`), 0);
        assert.equal(kafkaLag, 3 * SHARE_BEHIND);
        await sampler.tick();
        const ours = await lastLag(shareGroup);
        assert.equal(ours.total, kafkaLag);
        assert.deepEqual([...ours.topics], [[topic, kafkaLag]]);
      },
      { what: "the sampler's share-group lag equal to kafka-share-groups.sh's" },
    );
  });

  test("a streams group's series is the high watermark minus its committed offsets", async () => {
    await ensureWordCountTopics();
    const app = startWordCount(streamsGroup);
    try {
      await produce(WORDCOUNT_INPUT, 0, 5);
      await eventually(
        async () => assert.ok((await committed()).has(`${WORDCOUNT_INPUT}\u00000`), 'input committed'),
        { ...joins, what: 'the streams application committing its input' },
      );
    } finally {
      await app.stop();
    }
    // Behind by these (and whatever other tests write to the demo's input meanwhile).
    await produce(WORDCOUNT_INPUT, 0, STREAMS_BEHIND);
    await eventually(
      async () => {
        const offsets = await committed();
        const ends = await latest([...new Set([...offsets.keys()].map((k) => k.split('\u0000')[0] ?? ''))]);
        const byTopic = new Map<string, number>();
        for (const [key, offset] of offsets) {
          const topicName = key.split('\u0000')[0] ?? '';
          const lag = Math.max(0, present(ends.get(key), key) - offset);
          byTopic.set(topicName, (byTopic.get(topicName) ?? 0) + lag);
        }
        assert.ok((byTopic.get(WORDCOUNT_INPUT) ?? 0) >= STREAMS_BEHIND, JSON.stringify([...byTopic]));
        await sampler.tick();
        const ours = await lastLag(streamsGroup);
        assert.deepEqual([...ours.topics].filter(([, v]) => v !== null).sort(), [...byTopic].sort());
        assert.equal(
          ours.total,
          [...byTopic.values()].reduce((a, b) => a + b, 0),
        );
      },
      { what: "the sampler's streams-group lag equal to Kafka's committed offsets and ends" },
    );
  });

  test("the overview's total and largest lag cover share and streams groups, with their type", async () => {
    await eventually(
      async () => {
        const shareLag = (await describedOffsets(shareGroup)).reduce((sum, row) => sum + (row.lag ?? 0), 0);
        const streamsLag = await streamsGroupLag();
        await sampler.tick();
        const overview = await json<ClusterOverview>(await server.get('/api/main/overview'));
        const item = (group: string) => overview.topLag.find((g) => g.group === group);
        assert.deepEqual(item(shareGroup), { group: shareGroup, lag: shareLag, type: 'share' });
        assert.deepEqual(item(streamsGroup), { group: streamsGroup, lag: streamsLag, type: 'streams' });
        // The total is every group's lag of the round: the sum of the per-group series (consumer,
        // share and streams alike), the share and streams groups' among them.
        let sum = 0;
        for (const name of sampler.groups.names()) {
          const last = sampler.groups.values(name)?.at(-1);
          if (last !== undefined && !Number.isNaN(last)) sum += last;
        }
        assert.equal(overview.totalLag, sum);
        assert.ok(sum >= shareLag + streamsLag);
      },
      { what: "the overview's largest lag naming the share and streams groups with Kafka's lag" },
    );
  });

  /** The streams group's lag as Kafka holds it: high watermarks minus its committed offsets. */
  async function streamsGroupLag(): Promise<number> {
    const offsets = await committed();
    const ends = await latest([...new Set([...offsets.keys()].map((k) => k.split('\u0000')[0] ?? ''))]);
    let lag = 0;
    for (const [key, offset] of offsets) lag += Math.max(0, present(ends.get(key), key) - offset);
    return lag;
  }

  /** topic NUL partition -> committed offset of the streams group, with Kafka's admin API. */
  async function committed(): Promise<Map<string, number>> {
    const [group] = await admin.listConsumerGroupOffsets({ groups: [streamsGroup] });
    const result = new Map<string, number>();
    for (const t of group?.topics ?? []) {
      for (const p of t.partitions) {
        if (p.committedOffset >= 0n)
          result.set(`${t.name}\u0000${p.partitionIndex}`, Number(p.committedOffset));
      }
    }
    return result;
  }

  /** topic NUL partition -> high watermark of every partition of these topics. */
  async function latest(topics: string[]): Promise<Map<string, number>> {
    const metadata = await admin.metadata({ topics, forceUpdate: true });
    const listed = await admin.listOffsets({
      topics: topics.map((name) => ({
        name,
        partitions: Array.from({ length: metadata.topics.get(name)?.partitionsCount ?? 0 }, (_, i) => ({
          partitionIndex: i,
          timestamp: -1n,
        })),
      })),
    });
    const result = new Map<string, number>();
    for (const t of listed)
      for (const p of t.partitions) result.set(`${t.name}\u0000${p.partitionIndex}`, Number(p.offset));
    return result;
  }
});
