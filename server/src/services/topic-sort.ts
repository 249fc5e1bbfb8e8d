import type { SortOrder, TopicSort } from '@console/contract';
import { type Admin, describeLogDirsV4 } from '@platformatic/kafka';
import { compareTopicNames } from './topic-filter.ts';
import type { TopicMeta } from './topic-metadata.ts';
import { partitionOffsets } from './topic-offsets.ts';

// Server-side order of the paged topic list. Each sort fetches its key only, for every listed topic:
// partitions, replication and in-sync come from the metadata snapshot already held (no call); count
// asks earliest and latest offsets (one ListOffsets per leader broker, each); size asks the log dirs
// (one DescribeLogDirs per broker). The page's details are described afterwards as for the name order.

/** Replicas of the widest partition, as the list's Replication column shows. */
export function replicationOf(meta: TopicMeta): number {
  return Math.max(0, ...meta.partitions.map((p) => p.replicas.length));
}

/** The smallest ISR of any partition, as the list's In Sync column shows. */
export function inSyncOf(meta: TopicMeta): number {
  return meta.partitions.length > 0 ? Math.min(...meta.partitions.map((p) => p.isr.length)) : 0;
}

/** Some partition has fewer in-sync replicas than replicas (or no leader). */
export function isUnderReplicated(meta: TopicMeta): boolean {
  return meta.partitions.some((p) => p.isr.length < p.replicas.length || p.leader < 0);
}

/** Σ(last − first) per topic: the Count column. */
async function counts(admin: Admin, metas: TopicMeta[]): Promise<Map<string, number>> {
  const [first, last] = await Promise.all([
    partitionOffsets(admin, metas, -2n),
    partitionOffsets(admin, metas, -1n),
  ]);
  const result = new Map<string, number>();
  for (const meta of metas) {
    let sum = 0;
    for (const p of meta.partitions) {
      const f = first.get(meta.name)?.get(p.id) ?? 0n;
      const l = last.get(meta.name)?.get(p.id) ?? 0n;
      sum += Math.max(0, Number(l - f));
    }
    result.set(meta.name, sum);
  }
  return result;
}

/** Above this many topics, the log dirs are asked for every topic: a request naming 10,000 topics costs more. */
const NAME_TOPICS_UP_TO = 500;

/**
 * Σ of each partition's leader replica size: the Size column (0 when log dirs are not readable).
 * Only the brokers leading a listed partition are asked, one DescribeLogDirs each, in parallel.
 */
async function sizes(admin: Admin, metas: TopicMeta[]): Promise<Map<string, number>> {
  const leaders = new Map<string, number>();
  const byLeader = new Map<number, Map<string, number[]>>();
  for (const meta of metas) {
    for (const p of meta.partitions) {
      if (p.leader < 0) continue;
      leaders.set(`${meta.name}\u0000${p.id}`, p.leader);
      const topics = byLeader.get(p.leader) ?? new Map<string, number[]>();
      topics.set(meta.name, [...(topics.get(meta.name) ?? []), p.id]);
      byLeader.set(p.leader, topics);
    }
  }
  const result = new Map<string, number>(metas.map((m) => [m.name, 0]));
  if (byLeader.size === 0) return result;
  const connections = await admin.connectToBrokers([...byLeader.keys()]);
  await Promise.all(
    [...byLeader.entries()].map(async ([broker, topics]) => {
      const connection = connections.get(broker);
      if (!connection) return;
      const request =
        metas.length > NAME_TOPICS_UP_TO
          ? null
          : [...topics.entries()].map(([name, partitions]) => ({ name, partitions }));
      // A refused call (no DESCRIBE on the cluster) leaves the sizes at 0, as the Size column shows none.
      const answer = await describeLogDirsV4.api
        .async(connection, request)
        .catch(
          (error: unknown) => (error as { response?: describeLogDirsV4.DescribeLogDirsResponse }).response,
        );
      for (const dir of answer?.results ?? []) {
        for (const t of dir.topics) {
          if (!result.has(t.name)) continue;
          for (const p of t.partitions) {
            if (p.isFutureKey || leaders.get(`${t.name}\u0000${p.partitionIndex}`) !== broker) continue;
            result.set(t.name, (result.get(t.name) ?? 0) + Number(p.partitionSize));
          }
        }
      }
    }),
  );
  return result;
}

/** Sorts the listed topics by the column; ties (and the name sort) go by name, ascending. */
export async function sortTopics(
  admin: Admin,
  metas: TopicMeta[],
  sort: TopicSort,
  order: SortOrder,
): Promise<TopicMeta[]> {
  const sign = order === 'desc' ? -1 : 1;
  if (sort === 'name') return [...metas].sort((a, b) => sign * compareTopicNames(a.name, b.name));
  let key: (m: TopicMeta) => number;
  if (sort === 'partitions') key = (m) => m.partitions.length;
  else if (sort === 'replication') key = replicationOf;
  else if (sort === 'inSync') key = inSyncOf;
  else {
    const values = sort === 'count' ? await counts(admin, metas) : await sizes(admin, metas);
    key = (m) => values.get(m.name) ?? 0;
  }
  const keys = new Map(metas.map((m) => [m.name, key(m)]));
  return [...metas].sort(
    (a, b) => sign * ((keys.get(a.name) ?? 0) - (keys.get(b.name) ?? 0)) || compareTopicNames(a.name, b.name),
  );
}
