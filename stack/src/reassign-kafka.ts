import { BOOTSTRAP, kafkaTool } from './list-kafka.ts';

// What Kafka holds about a topic's replicas and replication throttles, written and read with
// Kafka's own command-line classes (TopicCommand, ConfigCommand), for the reassignment tests
// (issue 16). One copy for the server's integration tests and the browser tests:
// `@console/stack/reassign-kafka`.

export interface DescribedPartition {
  partition: number;
  leader: number;
  replicas: number[];
  isr: number[];
}

/** `kafka-topics.sh --describe`, one entry per partition in Kafka's order. */
export async function topicPartitions(topic: string): Promise<DescribedPartition[]> {
  const out = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--topic',
    topic,
  ]);
  const ids = (s: string | undefined) => (s ? s.split(',').filter(Boolean).map(Number) : []);
  return [
    ...out.matchAll(/Partition: (\d+)\s+Leader: (-?\d+|none)\s+Replicas: ([\d,]*)\s+Isr: ([\d,]*)/g),
  ].map((m) => ({ partition: Number(m[1]), leader: Number(m[2]), replicas: ids(m[3]), isr: ids(m[4]) }));
}

/** Each partition's leader and replicas, in partition order. */
export async function replicasOf(topic: string): Promise<Array<{ leader: number; replicas: number[] }>> {
  return (await topicPartitions(topic))
    .sort((a, b) => a.partition - b.partition)
    .map(({ leader, replicas }) => ({ leader, replicas }));
}

/**
 * `kafka-configs.sh --describe`: the dynamic configs of a topic or a broker (every broker's when no
 * name is given), `<entity> <name>` -> value.
 */
export async function dynamicConfigs(
  type: 'topics' | 'brokers',
  name?: string,
): Promise<Map<string, string>> {
  const out = await kafkaTool('kafka.admin.ConfigCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--entity-type',
    type,
    ...(name === undefined ? [] : ['--entity-name', name]),
  ]);
  const configs = new Map<string, string>();
  let entity = '';
  for (const line of out.split('\n')) {
    const header = /^(?:Dynamic configs for \w+ (\S+)|Default configs for .*) are:/.exec(line);
    if (header) entity = header[1] ?? 'default';
    const entry = /^\s+([a-z.]+)=(\S*) sensitive=/.exec(line);
    if (entry) configs.set(`${entry[1]} ${entity}`, entry[2] ?? '');
  }
  return configs;
}

/** Creates a topic with exactly these replicas per partition (`[[1, 2], [1, 2]]` is `1:2,1:2`). */
export async function createAssigned(topic: string, assignment: number[][]): Promise<void> {
  await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--create',
    '--topic',
    topic,
    '--replica-assignment',
    assignment.map((r) => r.join(':')).join(','),
  ]);
}
