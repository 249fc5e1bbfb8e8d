import { randomBytes } from 'node:crypto';
import { createTopic, deleteTopics, produce } from '@console/stack/list-kafka';
import { describedOffsets } from '@console/stack/share-kafka';

// A share group made and read with Kafka's own tools for the share-group screens. The share
// consumer and ShareGroupCommand's reads live once in the stack workspace (@console/stack/share-kafka),
// shared with the integration tests; here only what the screens' tests add to them.
export {
  readFromEarliest,
  type ShareConsumer,
  shareGroupList as shareGroups,
  startShareConsumer,
} from '@console/stack/share-kafka';

export const uniqueName = () => `e2e-share-${randomBytes(4).toString('hex')}`;

/** A topic of `partitions` partitions holding `count` records each, written by kcat. */
export async function topicWithRecords(topic: string, partitions: number, count: number): Promise<void> {
  await createTopic(topic, partitions, 1);
  for (let p = 0; p < partitions; p++) await produce(topic, p, count);
}

export async function deleteTopic(topic: string): Promise<void> {
  await deleteTopics([topic]);
}

/** ShareGroupCommand --describe --offsets: [partition, start offset] ('-' when not initialised). */
export async function startOffsets(group: string): Promise<Array<[number, string]>> {
  return (await describedOffsets(group)).map((o) => [
    o.partition,
    o.start === undefined ? '-' : String(o.start),
  ]);
}
