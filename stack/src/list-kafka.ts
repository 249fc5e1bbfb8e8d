import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { ensureDebianPackage } from './debian.ts';

// What Kafka `main` holds, written and read with tools that are not ours: Kafka's own command-line
// classes (the stack's distribution in .deps/kafka) and Debian's kcat. The list tests compare the
// console's server-side sort and filters with these. One copy for the server's integration tests and
// the browser tests: `@console/stack/list-kafka`.

const run = promisify(execFile);
const repo = join(import.meta.dirname, '../..');
export const BOOTSTRAP = '127.0.0.1:19092,127.0.0.1:29092,127.0.0.1:39092';

export async function kafkaTool(tool: string, args: string[]): Promise<string> {
  const { stdout } = await run('java', ['-Xmx256m', '-cp', join(repo, '.deps/kafka/lib/*'), tool, ...args], {
    timeout: 120_000,
    maxBuffer: 64 << 20,
  });
  return stdout;
}

export async function createTopic(name: string, partitions: number, replication: number): Promise<void> {
  await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--create',
    '--topic',
    name,
    '--partitions',
    String(partitions),
    '--replication-factor',
    String(replication),
  ]);
}

export async function deleteTopics(names: string[]): Promise<void> {
  if (names.length === 0) return;
  await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--delete',
    '--topic',
    names.map((n) => n.replace(/[.]/g, '\\.')).join('|'),
  ]).catch(() => {});
}

/** `count` records of `bytes` bytes each into one partition, through kcat. */
export async function produce(topic: string, partition: number, count: number, bytes = 10): Promise<void> {
  ensureDebianPackage('/usr/bin/kcat', ['kcat']);
  const child = run('/usr/bin/kcat', ['-P', '-b', BOOTSTRAP, '-t', topic, '-p', String(partition)], {
    timeout: 60_000,
  });
  const line = 'x'.repeat(bytes);
  child.child.stdin?.end(`${Array.from({ length: count }, () => line).join('\n')}\n`);
  await child;
}

/**
 * `count` records written in committed transactions by Kafka's ProducerPerformance under the
 * transactional id `id`. Kafka creates `__transaction_state` on a cluster's first transactional
 * producer: a test that needs it makes one this way rather than count on another test having run.
 */
export async function produceTransactional(topic: string, id: string, count: number): Promise<void> {
  await kafkaTool('org.apache.kafka.tools.ProducerPerformance', [
    '--topic',
    topic,
    '--num-records',
    String(count),
    '--record-size',
    '10',
    '--throughput',
    '-1',
    '--transactional-id',
    id,
    '--transaction-duration-ms',
    '100',
    '--producer-props',
    `bootstrap.servers=${BOOTSTRAP}`,
  ]);
}

/** Σ(latest − earliest) per topic, from Kafka's GetOffsetShell. */
export async function recordCounts(topics: string[]): Promise<Map<string, number>> {
  const offsets = async (time: string) => {
    const out = await kafkaTool('org.apache.kafka.tools.GetOffsetShell', [
      '--bootstrap-server',
      BOOTSTRAP,
      '--topic',
      topics.join('|'),
      '--time',
      time,
    ]);
    const sums = new Map<string, number>();
    for (const line of out.split('\n')) {
      const m = /^(.+):(\d+):(\d+)$/.exec(line.trim());
      if (m?.[1]) sums.set(m[1], (sums.get(m[1]) ?? 0) + Number(m[3]));
    }
    return sums;
  };
  const [first, last] = await Promise.all([offsets('-2'), offsets('-1')]);
  return new Map(topics.map((t) => [t, (last.get(t) ?? 0) - (first.get(t) ?? 0)]));
}

/** Bytes on disk per topic, over every replica, from Kafka's LogDirsCommand. */
export async function diskSizes(topics: string[]): Promise<Map<string, number>> {
  const out = await kafkaTool('org.apache.kafka.tools.LogDirsCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--topic-list',
    topics.join(','),
  ]);
  const jsonLine = out.split('\n').find((l) => l.startsWith('{'));
  const answer = JSON.parse(jsonLine ?? '{"brokers":[]}') as {
    brokers: { logDirs: { partitions: { partition: string; size: number; isFuture: boolean }[] }[] }[];
  };
  const sizes = new Map(topics.map((t) => [t, 0]));
  for (const b of answer.brokers) {
    for (const d of b.logDirs) {
      for (const p of d.partitions) {
        if (p.isFuture) continue;
        const topic = p.partition.replace(/-\d+$/, '');
        if (sizes.has(topic)) sizes.set(topic, (sizes.get(topic) ?? 0) + p.size);
      }
    }
  }
  return sizes;
}

/** Topics with an under-replicated partition, from Kafka's TopicCommand. */
export async function underReplicatedTopics(): Promise<Set<string>> {
  const out = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--under-replicated-partitions',
  ]);
  const topics = new Set<string>();
  for (const m of out.matchAll(/Topic:\s*(\S+)\s+Partition:/g)) if (m[1]) topics.add(m[1]);
  return topics;
}

/** Commits offset `offset` on every partition of the topic for an idle group (ConsumerGroupCommand). */
export async function commitGroup(group: string, topic: string, offset: number): Promise<void> {
  await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--reset-offsets',
    '--group',
    group,
    '--topic',
    topic,
    '--to-offset',
    String(offset),
    '--execute',
  ]);
}

/**
 * The offsets table of ConsumerGroupCommand --describe for a group, a row per partition keyed by the
 * table's header (GROUP, TOPIC, PARTITION, CURRENT-OFFSET, LOG-END-OFFSET, LAG, ...).
 */
export async function groupOffsetRows(group: string): Promise<Array<Record<string, string>>> {
  const out = await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--group',
    group,
  ]);
  const lines = out.split('\n').filter((l) => l.trim() !== '');
  const header = lines.findIndex((l) => /\bLAG\b/.test(l));
  if (header < 0) return [];
  const names = (lines[header] ?? '').trim().split(/\s+/);
  return lines.slice(header + 1).map((line) => {
    const cells = line.trim().split(/\s+/);
    return Object.fromEntries(names.map((name, i) => [name, cells[i] ?? '']));
  });
}

/** Σ LAG of the group, from ConsumerGroupCommand --describe. */
export async function groupLagOf(group: string): Promise<number> {
  return (await groupOffsetRows(group))
    .map((row) => Number(row.LAG))
    .filter((n) => Number.isFinite(n))
    .reduce((a, b) => a + b, 0);
}

export async function deleteGroups(groups: string[]): Promise<void> {
  for (const group of groups) {
    await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
      '--bootstrap-server',
      BOOTSTRAP,
      '--delete',
      '--group',
      group,
    ]).catch(() => {});
  }
}

/** The names a tool's `--list` prints, one a line. */
async function listed(tool: string): Promise<Set<string>> {
  const out = await kafkaTool(tool, ['--bootstrap-server', BOOTSTRAP, '--list']);
  return new Set(
    out
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
}

/** Topic names of the cluster, from Kafka's TopicCommand. */
export const topicNames = () => listed('org.apache.kafka.tools.TopicCommand');

/** Consumer group ids of the cluster, from Kafka's ConsumerGroupCommand. */
export const groupIds = () => listed('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand');

/** A broker's value of a config (its effective one, whatever the source), from Kafka's ConfigCommand. */
export async function brokerConfig(broker: number, name: string): Promise<string | undefined> {
  const out = await kafkaTool('kafka.admin.ConfigCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--entity-type',
    'brokers',
    '--entity-name',
    String(broker),
    '--all',
  ]);
  const line = out.split('\n').find((l) => l.trim().startsWith(`${name}=`));
  return line
    ?.trim()
    .slice(name.length + 1)
    .split(/\s/)[0];
}

/** Partitions, replication factor and overridden configs of a topic, from Kafka's TopicCommand. */
export async function describeTopic(
  topic: string,
): Promise<{ partitions: number; replication: number; configs: Record<string, string> }> {
  const out = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--topic',
    topic,
  ]);
  const head = out.split('\n').find((l) => l.includes('PartitionCount')) ?? '';
  const configs = Object.fromEntries(
    (/Configs:\s*(\S*)/.exec(head)?.[1] ?? '')
      .split(',')
      .filter(Boolean)
      .map((kv) => kv.split('=') as [string, string]),
  );
  return {
    partitions: Number(/PartitionCount:\s*(\d+)/.exec(head)?.[1]),
    replication: Number(/ReplicationFactor:\s*(\d+)/.exec(head)?.[1]),
    configs,
  };
}

/** Replica names (`topic-partition`) in the log dirs of one broker, from Kafka's LogDirsCommand. */
export async function brokerReplicas(broker: number): Promise<string[]> {
  const out = await kafkaTool('org.apache.kafka.tools.LogDirsCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--broker-list',
    String(broker),
  ]);
  const jsonLine = out.split('\n').find((l) => l.startsWith('{'));
  const answer = JSON.parse(jsonLine ?? '{"brokers":[]}') as {
    brokers: { logDirs: { partitions: { partition: string; isFuture: boolean }[] }[] }[];
  };
  return answer.brokers.flatMap((b) =>
    b.logDirs.flatMap((d) => d.partitions.filter((p) => !p.isFuture).map((p) => p.partition)),
  );
}

/** Per broker: replicas and replicas of under-replicated partitions over non-internal topics (TopicCommand). */
export async function replicasPerBroker(): Promise<Map<number, { replicas: number; under: number }>> {
  const out = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--exclude-internal',
  ]);
  const result = new Map<number, { replicas: number; under: number }>();
  for (const m of out.matchAll(
    /Partition:\s*\d+\s+Leader:\s*-?\d+\s+Replicas:\s*([\d,]+)\s+Isr:\s*([\d,]*)/g,
  )) {
    const replicas = (m[1] ?? '').split(',').filter(Boolean).map(Number);
    const isr = (m[2] ?? '').split(',').filter(Boolean);
    for (const r of replicas) {
      const entry = result.get(r) ?? { replicas: 0, under: 0 };
      entry.replicas += 1;
      if (isr.length < replicas.length) entry.under += 1;
      result.set(r, entry);
    }
  }
  return result;
}
