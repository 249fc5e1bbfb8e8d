import { type Admin, listOffsetsV7 } from '@platformatic/kafka';
import { keyOf, readOnce } from '../kafka/coalesce.ts';
import type { TopicMeta } from './topic-metadata.ts';

// Earliest or latest offsets of the partitions of some topics: one ListOffsets request per leader
// broker, sent in parallel, from the leaders already known from the metadata snapshot (no extra
// metadata call). A partition that errors (a topic deleted meanwhile, a leader that moved) is
// simply left out, so one bad partition never fails a list page.

export type OffsetMap = Map<string, Map<number, bigint>>;

type ListOffsetsAnswer = Awaited<ReturnType<typeof listOffsetsV7.api.async>>;

export async function partitionOffsets(
  admin: Admin,
  topics: TopicMeta[],
  timestamp: bigint,
): Promise<OffsetMap> {
  const byLeader = new Map<number, Map<string, number[]>>();
  for (const topic of topics) {
    for (const p of topic.partitions) {
      if (p.leader < 0) continue;
      let leaderTopics = byLeader.get(p.leader);
      if (!leaderTopics) {
        leaderTopics = new Map<string, number[]>();
        byLeader.set(p.leader, leaderTopics);
      }
      // Pushed, not copied: a topic of thousands of partitions made this quadratic.
      const ids = leaderTopics.get(topic.name);
      if (ids) ids.push(p.id);
      else leaderTopics.set(topic.name, [p.id]);
    }
  }
  const result: OffsetMap = new Map();
  if (byLeader.size === 0) return result;
  const connections = await admin.connectToBrokers([...byLeader.keys()]);
  await Promise.all(
    [...byLeader.entries()].map(async ([leader, leaderTopics]) => {
      const connection = connections.get(leader);
      if (!connection) return;
      const request = [...leaderTopics.entries()].map(([name, ids]) => ({
        name,
        partitions: ids.map((partitionIndex) => ({ partitionIndex, currentLeaderEpoch: -1, timestamp })),
      }));
      // Concurrent identical requests are sent once; offsets move, so an answer is never kept.
      // The key is spelt here: keyOf's generic walk of 10,000 topics' partitions cost more than
      // the names themselves.
      const names = [...leaderTopics].map(([name, ids]) => `${name}\u0000${ids.join(',')}`);
      const answer: ListOffsetsAnswer = await readOnce(
        admin,
        `listOffsets:${leader}:${timestamp}:${keyOf(names)}`,
        () =>
          listOffsetsV7.api.async(connection, -1, 0, request).catch((error) => {
            const response = (error as { response?: ListOffsetsAnswer }).response;
            if (response?.topics) return response;
            throw error;
          }),
        false,
      );
      for (const topic of answer.topics) {
        const partitions = result.get(topic.name) ?? new Map<number, bigint>();
        for (const p of topic.partitions) if (p.errorCode === 0) partitions.set(p.partitionIndex, p.offset);
        result.set(topic.name, partitions);
      }
    }),
  );
  return result;
}
