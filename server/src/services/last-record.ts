import type { LastRecords } from '@console/contract';
import { type Admin, fetchV13 } from '@platformatic/kafka';
import { clusterSnapshot, type TopicMeta } from './topic-metadata.ts';
import { partitionOffsets } from './topic-offsets.ts';

// The Last Record column of the topic list: the newest record timestamp per topic, for the page's
// topics only. One ListOffsets (latest) per leader, then ONE group-less Fetch per leader broker
// reading offset end-1 of every non-empty partition with a small byte budget. Keys and values are
// never decoded. A partition whose last batch is larger than the budget is fetched again with a
// larger one (only those partitions).

const SMALL_BUDGET = 64 * 1024;
const LARGE_BUDGET = 4 * 1024 * 1024;
const CONTROL_BATCH = 0x20;
const LOG_APPEND_TIME = 0x08;

interface Wanted {
  topic: TopicMeta;
  partition: number;
  offset: bigint;
  leader: number;
}

type FetchAnswer = Awaited<ReturnType<typeof fetchV13.api.async>>;

interface Found {
  partition: number;
  offset: bigint;
  timestamp: bigint;
}

/**
 * Fetches end-1 of each wanted partition from its leader. `settled` gets the partitions that have
 * no record to find (emptied or deleted meanwhile), so they are not fetched again.
 */
async function fetchFromLeaders(
  admin: Admin,
  wanted: Wanted[],
  budget: number,
  settled: Set<Wanted>,
): Promise<Map<Wanted, Found>> {
  const byLeader = new Map<number, Wanted[]>();
  for (const w of wanted) byLeader.set(w.leader, [...(byLeader.get(w.leader) ?? []), w]);
  const connections = await admin.connectToBrokers([...byLeader.keys()]);
  const found = new Map<Wanted, Found>();
  await Promise.all(
    [...byLeader.entries()].map(async ([leader, items]) => {
      const connection = connections.get(leader);
      if (!connection) return;
      const byTopic = new Map<string, Wanted[]>();
      for (const w of items) byTopic.set(w.topic.topicId, [...(byTopic.get(w.topic.topicId) ?? []), w]);
      const topics = [...byTopic.entries()].map(([topicId, parts]) => ({
        topicId,
        partitions: parts.map((w) => ({
          partition: w.partition,
          currentLeaderEpoch: -1,
          fetchOffset: w.offset,
          lastFetchedEpoch: -1,
          partitionMaxBytes: budget,
        })),
      }));
      // sessionEpoch -1: a one-off fetch that opens no fetch session on the broker.
      // A partition error (offset out of range after an empty, a moved leader) fails the whole
      // call; the answer it carries still holds the other partitions.
      const answer: FetchAnswer = await fetchV13.api
        .async(connection, 0, 0, budget * items.length, 0, 0, -1, topics, [], '')
        .catch((error: unknown) => {
          const response = (error as { response?: FetchAnswer }).response;
          if (response?.responses) return response;
          throw error;
        });
      for (const topic of answer.responses) {
        const parts = byTopic.get(topic.topicId) ?? [];
        for (const p of topic.partitions) {
          const w = parts.find((x) => x.partition === p.partitionIndex);
          if (!w) continue;
          if (p.errorCode !== 0 || p.logStartOffset > w.offset) {
            settled.add(w);
            continue;
          }
          for (const batch of p.records ?? []) {
            if (batch.attributes & CONTROL_BATCH) continue;
            for (const record of batch.records) {
              const offset = batch.firstOffset + BigInt(record.offsetDelta);
              if (offset < w.offset) continue;
              const timestamp =
                batch.attributes & LOG_APPEND_TIME
                  ? batch.maxTimestamp
                  : batch.firstTimestamp + record.timestampDelta;
              const best = found.get(w);
              if (!best || timestamp > best.timestamp)
                found.set(w, { partition: w.partition, offset, timestamp });
            }
          }
        }
      }
    }),
  );
  return found;
}

export async function lastRecords(admin: Admin, names: string[]): Promise<LastRecords> {
  if (names.length === 0) return {};
  const snapshot = await clusterSnapshot(admin, names);
  const metas = [...snapshot.topics.values()];
  const ends = await partitionOffsets(admin, metas, -1n);
  const wanted: Wanted[] = [];
  for (const topic of metas) {
    for (const p of topic.partitions) {
      const end = ends.get(topic.name)?.get(p.id) ?? 0n;
      if (end > 0n && p.leader >= 0)
        wanted.push({ topic, partition: p.id, offset: end - 1n, leader: p.leader });
    }
  }
  const settled = new Set<Wanted>();
  const found = await fetchFromLeaders(admin, wanted, SMALL_BUDGET, settled);
  const missing = wanted.filter((w) => !found.has(w) && !settled.has(w));
  if (missing.length > 0) {
    for (const [w, f] of await fetchFromLeaders(admin, missing, LARGE_BUDGET, settled)) found.set(w, f);
  }
  const result: LastRecords = {};
  for (const [w, f] of found) {
    const current = result[w.topic.name];
    const timestamp = new Date(Number(f.timestamp)).toISOString();
    if (!current || Date.parse(current.timestamp) < Number(f.timestamp)) {
      result[w.topic.name] = { partition: f.partition, offset: Number(f.offset), timestamp };
    }
  }
  return result;
}
