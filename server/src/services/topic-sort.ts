import type { SortOrder, TopicSort } from '@console/contract';
import { type Admin, describeLogDirsV4 } from '@platformatic/kafka';
import { describeAnyGroups, listAllGroups, offsetsOfGroups } from './consumer-group-kinds.ts';
import { lastRecords } from './last-record.ts';
import { compareTopicNames } from './topic-filter.ts';
import type { TopicMeta } from './topic-metadata.ts';
import { partitionOffsets } from './topic-offsets.ts';

// Server-side order of the paged topic list. Each sort fetches its key only, for every listed topic:
// partitions, replication and in-sync come from the metadata snapshot already held (no call); count
// asks earliest and latest offsets (one ListOffsets per leader broker, each); size asks the log dirs
// (one DescribeLogDirs per broker); last record reads each non-empty partition's last offset (the
// Last Record column's own reads, for every listed topic); groups lists the groups, fetches their
// committed offsets and describes the live ones (as the Consumer Groups column does for a page).
// The page's details are described afterwards as for the name order.

/** What the caller may see beyond the topic's name, for the keys that would tell more. */
export interface SortScope {
  /** Topics whose records the caller may read: the others sort as having no last record. */
  readable: (names: string[]) => string[];
  /** Groups the caller may see: only those are counted. */
  visibleGroups: (ids: string[]) => string[];
}

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

/** Newest record time per topic (ms), -1 for a topic without records or whose data is not readable. */
async function lastRecordTimes(
  admin: Admin,
  metas: TopicMeta[],
  scope: SortScope,
): Promise<Map<string, number>> {
  const found = await lastRecords(admin, scope.readable(metas.map((m) => m.name)));
  return new Map(
    metas.map((m) => {
      const last = found[m.name];
      return [m.name, last ? Date.parse(last.timestamp) : -1];
    }),
  );
}

/**
 * Groups per topic as the Consumer Groups column counts them: committed offsets on the topic, or a
 * member assigned to it (groups that can have members only are described).
 */
async function groupCounts(admin: Admin, metas: TopicMeta[], scope: SortScope): Promise<Map<string, number>> {
  const listed = await listAllGroups(admin);
  const ids = scope.visibleGroups([...listed.keys()]);
  const live = ids.filter((id) => !['Empty', 'Dead'].includes(listed.get(id)?.state ?? ''));
  const [committed, described] = await Promise.all([
    offsetsOfGroups(admin, ids, listed),
    describeAnyGroups(admin, live, listed),
  ]);
  const readers = new Map<string, Set<string>>();
  const add = (topic: string, id: string) => readers.set(topic, (readers.get(topic) ?? new Set()).add(id));
  for (const [id, offsets] of committed) for (const o of offsets) add(o.topic, id);
  for (const [id, group] of described) {
    for (const member of group.members) for (const a of member.assignments ?? []) add(a.topic, id);
  }
  return new Map(metas.map((m) => [m.name, readers.get(m.name)?.size ?? 0]));
}

/**
 * Sorts the listed topics by the column; ties (and the name sort) go by name, ascending. `metas`
 * come in name order (the list keeps it, topic-names.ts): the sort is stable, so ties keep it
 * without comparing names.
 */
export async function sortTopics(
  admin: Admin,
  metas: TopicMeta[],
  sort: TopicSort,
  order: SortOrder,
  scope: SortScope,
): Promise<TopicMeta[]> {
  const sign = order === 'desc' ? -1 : 1;
  if (sort === 'name') return [...metas].sort((a, b) => sign * compareTopicNames(a.name, b.name));
  let key: (m: TopicMeta) => number;
  if (sort === 'partitions') key = (m) => m.partitions.length;
  else if (sort === 'replication') key = replicationOf;
  else if (sort === 'inSync') key = inSyncOf;
  else {
    const values =
      sort === 'count'
        ? await counts(admin, metas)
        : sort === 'size'
          ? await sizes(admin, metas)
          : sort === 'lastRecord'
            ? await lastRecordTimes(admin, metas, scope)
            : await groupCounts(admin, metas, scope);
    key = (m) => values.get(m.name) ?? 0;
  }
  const keyed = metas.map((meta) => ({ meta, key: key(meta) }));
  keyed.sort((a, b) => sign * (a.key - b.key));
  return keyed.map((k) => k.meta);
}
