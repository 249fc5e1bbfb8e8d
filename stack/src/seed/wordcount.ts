// Topics and input lines for the `wordcount` component (Kafka Streams' WordCountDemo, streams group
// demo-wordcount): its topic names are fixed by the example, so they are created here, RF 3 like the rest, with
// the 3 partitions of the example's README (server/test/streams-group-app.ts creates them the same way when missing).
import type { Admin, MessageToProduce, Producer } from '@platformatic/kafka';
import { ensureTopics, type TopicDef, totalRecords } from './topics.ts';

/** Fixed by WordCountDemo itself. */
export const WORDCOUNT_INPUT = 'streams-plaintext-input';
export const WORDCOUNT_OUTPUT = 'streams-wordcount-output';

export const WORDCOUNT_TOPICS: TopicDef[] = [
  { name: WORDCOUNT_INPUT, partitions: 3 },
  { name: WORDCOUNT_OUTPUT, partitions: 3 },
];

export const WORDCOUNT_LINES = [
  'all streams lead to kafka',
  'hello kafka streams',
  'join kafka summit',
  'share groups read kafka topics like a queue',
  'streams groups let the broker assign the tasks',
  'the quick brown fox jumps over the lazy dog',
];

export function wordcountRecords(): MessageToProduce<Buffer, Buffer, string, Buffer>[] {
  return WORDCOUNT_LINES.map((line, i) => ({
    topic: WORDCOUNT_INPUT,
    key: Buffer.from(`line-${i + 1}`),
    value: Buffer.from(line),
  }));
}

/** Creates the two topics if missing and writes the lines while the input is still empty. */
export async function seedWordcount(
  admin: Admin,
  producer: Producer<Buffer, Buffer, string, Buffer>,
): Promise<string> {
  const created = await ensureTopics(admin, WORDCOUNT_TOPICS, 3);
  const input = WORDCOUNT_TOPICS[0] as TopicDef;
  let lines = 0;
  if ((await totalRecords(admin, input)) === 0n) {
    const records = wordcountRecords();
    await producer.send({ messages: records });
    lines = records.length;
  }
  return `topics created ${created.join(', ') || 'none'}; lines produced ${lines}`;
}
