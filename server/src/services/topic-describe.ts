import type { LogDir, NodePartition, Partition, Topic } from '@console/contract';
import type { Admin, describeLogDirsV4 } from '@platformatic/kafka';
import { isInternalTopic, isStreamTopic, type TopicKinds } from './topic-filter.ts';
import type { ClusterSnapshot, TopicMeta } from './topic-metadata.ts';
import { partitionOffsets } from './topic-offsets.ts';

// Describes a handful of topics (a list page, or one topic) from a metadata snapshot plus three
// batched calls made in parallel: earliest offsets, latest offsets (each one request per leader
// broker, topic-offsets.ts) and log dirs (one request per broker). Cost grows with the topics asked for, not with
// the cluster.

/** One broker's DescribeLogDirs results, a LogDir per replica (the topic list's and a node's log dirs). */
export function brokerLogDirs(
  brokerId: number,
  results: Array<Omit<describeLogDirsV4.DescribeLogDirsResponseResult, 'errorCode'>>,
): LogDir[] {
  return results.flatMap((result) =>
    result.topics.flatMap((topic) =>
      topic.partitions.map((p) => ({
        brokerId,
        path: result.logDir,
        topic: topic.name,
        partition: p.partitionIndex,
        size: Number(p.partitionSize),
        offsetLag: Number(p.offsetLag),
        future: p.isFutureKey,
      })),
    ),
  );
}

/** Log dirs of these topics' replicas, on every broker. Empty when the call is not allowed. */
export async function topicLogDirs(admin: Admin, topics: TopicMeta[]): Promise<LogDir[]> {
  if (topics.length === 0) return [];
  const answer = await admin.describeLogDirs({
    topics: topics.map((t) => ({ name: t.name, partitions: t.partitions.map((p) => p.id) })),
  });
  const dirs = answer.flatMap((broker) => brokerLogDirs(broker.broker, broker.results));
  return dirs.sort(
    (a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition || a.brokerId - b.brokerId,
  );
}

function nodePartition(snapshot: ClusterSnapshot, id: number, leader: number, isr: number[]): NodePartition {
  const broker = snapshot.brokers.get(id);
  return {
    id,
    ...(broker
      ? { host: broker.host, port: broker.port, ...(broker.rack ? { rack: broker.rack } : {}) }
      : {}),
    leader: id === leader,
    inSyncReplicas: isr.includes(id),
  };
}

export interface DescribeOptions {
  /** Adds each partition's log dirs (detail pages); the list only needs the sizes. */
  withLogDirs?: boolean;
}

export async function describeTopics(
  admin: Admin,
  snapshot: ClusterSnapshot,
  kinds: TopicKinds,
  names: string[],
  options: DescribeOptions = {},
): Promise<Topic[]> {
  const metas = names.map((n) => snapshot.topics.get(n)).filter((t): t is TopicMeta => t !== undefined);
  const [first, last, dirs] = await Promise.all([
    partitionOffsets(admin, metas, -2n),
    partitionOffsets(admin, metas, -1n),
    // Sizes are optional (AKHQ leaves logDirSize out when log dirs are not readable).
    topicLogDirs(admin, metas).catch(() => undefined),
  ]);
  const dirsByPartition = new Map<string, LogDir[]>();
  for (const d of dirs ?? []) {
    if (d.future) continue;
    const key = `${d.topic}\u0000${d.partition}`;
    dirsByPartition.set(key, [...(dirsByPartition.get(key) ?? []), d]);
  }
  return metas.map((meta) => {
    const partitions: Partition[] = meta.partitions.map((p) => {
      const firstOffset = Number(first.get(meta.name)?.get(p.id) ?? 0n);
      const lastOffset = Number(last.get(meta.name)?.get(p.id) ?? 0n);
      const logDir = dirsByPartition.get(`${meta.name}\u0000${p.id}`) ?? [];
      const leaderDir = logDir.find((d) => d.brokerId === p.leader);
      const leader = p.leader >= 0 ? nodePartition(snapshot, p.leader, p.leader, p.isr) : undefined;
      return {
        id: p.id,
        topic: meta.name,
        ...(leader ? { leader } : {}),
        nodes: p.replicas.map((r) => nodePartition(snapshot, r, p.leader, p.isr)),
        ...(options.withLogDirs && logDir.length > 0 ? { logDir } : {}),
        firstOffset,
        lastOffset,
        logDirSize: leaderDir?.size ?? 0,
      };
    });
    const internal = isInternalTopic(kinds, meta.name, meta.kafkaInternal);
    return {
      name: meta.name,
      internal: meta.kafkaInternal,
      internalTopic: internal,
      streamTopic: isStreamTopic(kinds, meta.name),
      partitions,
      replicaCount: Math.max(0, ...meta.partitions.map((p) => p.replicas.length)),
      inSyncReplicaCount:
        meta.partitions.length > 0 ? Math.min(...meta.partitions.map((p) => p.isr.length)) : 0,
      ...(dirs ? { logDirSize: partitions.reduce((sum, p) => sum + p.logDirSize, 0) } : {}),
      size: partitions.reduce((sum, p) => sum + Math.max(0, p.lastOffset - p.firstOffset), 0),
    };
  });
}
