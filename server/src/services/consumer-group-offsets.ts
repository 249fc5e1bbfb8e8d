import { type Admin, FindCoordinatorKeyTypes, offsetFetchV8 } from '@platformatic/kafka';
import { keyOf, readOnce } from '../kafka/coalesce.ts';
import { noteCommitted } from './consumer-group-index.ts';
import { clusterSnapshot } from './topic-metadata.ts';
import { partitionOffsets } from './topic-offsets.ts';

// Offsets the group screens need, each fetched for many groups or topics in one call: the first and
// last offset of topic partitions, the committed offsets of groups, and offsets at a time.

export interface Bounds {
  first: number;
  last: number;
}
/** topic -> partition -> first/last offset. */
export type TopicBounds = Map<string, Map<number, Bounds>>;

export interface Committed {
  topic: string;
  partition: number;
  offset: number;
  metadata?: string;
}

/** Partition numbers of the topics that exist (unknown names are dropped, not an error). */
export async function topicPartitions(admin: Admin, topics: string[]): Promise<Map<string, number[]>> {
  const wanted = [...new Set(topics)];
  if (wanted.length === 0) return new Map();
  // Metadata of these topics only: listing every topic first to drop unknown names cost a second
  // per group screen on a cluster of 10,000 topics (bench/topic-list).
  const snapshot = await clusterSnapshot(admin, wanted);
  return new Map(
    wanted.flatMap((t) => {
      const meta = snapshot.topics.get(t);
      return meta ? [[t, meta.partitions.map((p) => p.id)] as const] : [];
    }),
  );
}

/** Offsets of every partition at a timestamp (-2 earliest, -1 latest, else epoch ms). */
export async function listOffsetsAt(
  admin: Admin,
  partitions: Map<string, number[]>,
  timestamp: bigint,
): Promise<Map<string, Map<number, number>>> {
  const topics = [...partitions.entries()]
    .filter(([, ps]) => ps.length > 0)
    .map(([name, ps]) => ({ name, partitions: ps.map((partitionIndex) => ({ partitionIndex, timestamp })) }));
  const result = new Map<string, Map<number, number>>();
  if (topics.length === 0) return result;
  for (const topic of await admin.listOffsets({ topics })) {
    const byPartition = new Map<number, number>();
    for (const p of topic.partitions) byPartition.set(p.partitionIndex, Number(p.offset));
    result.set(topic.name, byPartition);
  }
  return result;
}

/**
 * First and last offsets of all partitions of these topics: one Metadata request naming them, then
 * two ListOffsets rounds to the leaders it gave, run together (Admin.listOffsets asked Metadata
 * again for each round: four requests where two do).
 */
export async function topicBounds(admin: Admin, topics: string[]): Promise<TopicBounds> {
  const wanted = [...new Set(topics)];
  const bounds: TopicBounds = new Map();
  if (wanted.length === 0) return bounds;
  const metas = [...(await clusterSnapshot(admin, wanted)).topics.values()];
  const [first, last] = await Promise.all([
    partitionOffsets(admin, metas, -2n),
    partitionOffsets(admin, metas, -1n),
  ]);
  for (const meta of metas) {
    const m = new Map<number, Bounds>();
    for (const { id } of meta.partitions) {
      m.set(id, {
        first: Number(first.get(meta.name)?.get(id) ?? 0n),
        last: Number(last.get(meta.name)?.get(id) ?? 0n),
      });
    }
    bounds.set(meta.name, m);
  }
  return bounds;
}

/**
 * Committed offsets of many groups in one OffsetFetch per coordinator. No topic filter is sent: a
 * filter makes Kafka answer every asked partition of every group (-1 when never committed), which
 * for thousands of groups is far larger than the offsets they really hold. Version 8 (Kafka 3.0+, the
 * first with many groups per request): 9 adds only the member epoch of KIP-848, which a reader of
 * offsets does not send, and brokers before 3.7 lack it. The request is ours, not
 * Admin.listConsumerGroupOffsets: that one pairs groups with coordinators in a loop over every group
 * for every group, 2 s of CPU for 20,000 groups (bench/topic-list).
 */
export async function committedOffsets(admin: Admin, groups: string[]): Promise<Map<string, Committed[]>> {
  const result = new Map<string, Committed[]>();
  if (groups.length === 0) return result;
  const coordinators = await admin.findCoordinator({ keyType: FindCoordinatorKeyTypes.GROUP, keys: groups });
  const byNode = new Map<number, string[]>();
  for (const c of coordinators) {
    const ids = byNode.get(c.nodeId);
    if (ids) ids.push(c.key);
    else byNode.set(c.nodeId, [c.key]);
  }
  const connections = await admin.connectToBrokers([...byNode.keys()]);
  const answers = await Promise.all(
    [...byNode.entries()].map(([node, ids]) => {
      const connection = connections.get(node);
      if (!connection) throw new Error(`no connection to coordinator ${node}`);
      const request = ids.map((groupId) => ({ groupId, memberId: null, memberEpoch: -1, topics: null }));
      // Identical fetches in flight at the same time are sent once; offsets move, so never kept.
      return readOnce(
        admin,
        `offsetFetch:${node}:${keyOf(ids)}`,
        () =>
          offsetFetchV8.api.async(connection, request, false).catch((error: unknown) => {
            // A group in error (a coordinator moving) is left out; the others' offsets stand.
            const response = (error as { response?: offsetFetchV8.OffsetFetchResponse }).response;
            if (response?.groups) return response;
            throw error;
          }),
        false,
      );
    }),
  );
  const answered: string[] = [];
  for (const answer of answers) {
    for (const group of answer.groups) {
      if (group.errorCode !== 0) continue;
      answered.push(group.groupId);
      const list: Committed[] = [];
      for (const topic of group.topics) {
        for (const p of topic.partitions) {
          if (p.errorCode !== 0 || p.committedOffset < 0n) continue; // never committed
          list.push({
            topic: topic.name,
            partition: p.partitionIndex,
            offset: Number(p.committedOffset),
            ...(p.metadata ? { metadata: p.metadata } : {}),
          });
        }
      }
      result.set(group.groupId, list);
    }
  }
  noteCommitted(admin, answered, result);
  return result;
}
