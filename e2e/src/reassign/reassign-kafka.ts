import { BOOTSTRAP, kafkaTool } from '../topics-2.4/list-kafka.ts';

// A topic's replicas as Kafka's own TopicCommand creates and describes them, for the reassignment
// tests (issue 16).

/** Creates a topic with exactly these replicas per partition (`[[1, 2], [1, 2]]`). */
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

/** Each partition's leader and replicas, from `kafka-topics.sh --describe`. */
export async function replicasOf(topic: string): Promise<Array<{ leader: number; replicas: number[] }>> {
  const out = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--topic',
    topic,
  ]);
  return [...out.matchAll(/Partition: (\d+)\s+Leader: (-?\d+|none)\s+Replicas: ([\d,]*)/g)]
    .sort((a, b) => Number(a[1]) - Number(b[1]))
    .map((m) => ({ leader: Number(m[2]), replicas: (m[3] ?? '').split(',').filter(Boolean).map(Number) }));
}
