import type { SortOrder, TopicSort } from '@console/contract';
import type { Admin } from '@platformatic/kafka';
import { topicLogDirs } from './topic-describe.ts';
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

/** Σ of each partition's leader replica size: the Size column (0 when log dirs are not readable). */
async function sizes(admin: Admin, metas: TopicMeta[]): Promise<Map<string, number>> {
  const leaders = new Map<string, number>();
  for (const meta of metas)
    for (const p of meta.partitions) leaders.set(`${meta.name}\u0000${p.id}`, p.leader);
  const dirs = await topicLogDirs(admin, metas).catch(() => []);
  const result = new Map<string, number>(metas.map((m) => [m.name, 0]));
  for (const d of dirs) {
    if (d.future || leaders.get(`${d.topic}\u0000${d.partition}`) !== d.brokerId) continue;
    result.set(d.topic, (result.get(d.topic) ?? 0) + d.size);
  }
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
