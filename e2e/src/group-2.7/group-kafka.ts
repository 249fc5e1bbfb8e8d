import { randomBytes } from 'node:crypto';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';

// Test data for the group screens, written straight to Kafka `main`: our own topic and group
// (never the seeded ones), removed afterwards.

export const bootstrapBrokers = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
export const admin = () => new Admin({ clientId: 'e2e-group', bootstrapBrokers });
export const uniqueName = (area: string) => `e2e-${area}-${randomBytes(4).toString('hex')}`;

/** A topic whose partitions each hold `old` records from 3 days ago, then `recent` records from now. */
export async function topicWithHistory(
  a: Admin,
  topic: string,
  partitions: number,
  old: number,
  recent: number,
) {
  await a.createTopics({ topics: [topic], partitions, replicas: 1 });
  const producer = new Producer({ clientId: 'e2e-group', bootstrapBrokers, serializers: stringSerializers });
  const threeDaysAgo = BigInt(Date.now() - 3 * 86_400_000);
  for (let p = 0; p < partitions; p++) {
    await producer.send({
      messages: Array.from({ length: old + recent }, (_, i) => ({
        topic,
        partition: p,
        key: `k${i}`,
        value: `v${i}`,
        timestamp: i < old ? threeDaysAgo : BigInt(Date.now()),
      })),
    });
  }
  await producer.close();
}

export async function commit(a: Admin, groupId: string, topic: string, offsets: number[]) {
  await a.alterConsumerGroupOffsets({
    groupId,
    topics: [
      { name: topic, partitionOffsets: offsets.map((o, partition) => ({ partition, offset: BigInt(o) })) },
    ],
  });
}

/** Committed offsets of a group on a topic, by partition ([] when it has none). */
export async function committed(a: Admin, groupId: string, topic: string): Promise<number[]> {
  const [group] = await a.listConsumerGroupOffsets({ groups: [groupId] });
  const t = group?.topics.find((x) => x.name === topic);
  return (t?.partitions ?? [])
    .sort((x, y) => x.partitionIndex - y.partitionIndex)
    .map((p) => Number(p.committedOffset));
}
