import {
  type LogDir,
  type Node,
  type NodeList,
  type NodeLogDirUsage,
  type NodePartitionCount,
  releaseOf,
} from '@console/contract';
import { type Admin, apiVersionsV4, describeLogDirsV4, describeQuorumV2 } from '@platformatic/kafka';
import { notFound } from '../errors.ts';
import { brokerLogDirs } from './topic-describe.ts';

// Brokers of a cluster and how partition leadership is spread over them. Takes the admin client as
// an argument so tests can drive it against the real cluster without HTTP.

/**
 * The active controller. In KRaft the metadata answer's controllerId is a random live broker, so
 * the quorum leader of `__cluster_metadata` is asked for instead (brokers forward DescribeQuorum to
 * the controllers). Falls back to the metadata answer when the call is not allowed or supported.
 */
async function activeController(admin: Admin, brokerIds: number[], fallback: number): Promise<number> {
  try {
    const connections = await admin.connectToBrokers(brokerIds.slice(0, 1));
    const connection = connections.values().next().value;
    if (!connection) return fallback;
    const answer = await describeQuorumV2.api.async(connection, [
      { topicName: '__cluster_metadata', partitions: [{ partitionIndex: 0 }] },
    ]);
    const leader = answer.topics[0]?.partitions[0]?.leaderId;
    return leader !== undefined && leader >= 0 ? leader : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The Kafka release each broker runs. Kafka puts no version in metadata and ApiVersions carries no
 * software version from broker to client; what it does carry is the highest `metadata.version` level
 * the broker supports, which names its release (as the overview shows it). A broker that does not
 * answer is left without a version.
 */
async function brokerReleases(admin: Admin, brokerIds: number[]): Promise<Map<number, string>> {
  const releases = new Map<number, string>();
  const connections = await admin.connectToBrokers(brokerIds).catch(() => new Map());
  await Promise.all(
    [...connections.entries()].map(async ([id, connection]) => {
      const answer = await apiVersionsV4.api.async(connection, 'kafka-console', '1').catch(() => undefined);
      const max = answer?.supportedFeatures?.find((f) => f.name === 'metadata.version')?.maxVersion;
      if (max !== undefined) releases.set(id, releaseOf(max));
    }),
  );
  return releases;
}

export async function listNodes(admin: Admin): Promise<NodeList> {
  const metadata = await admin.metadata({ topics: [], forceUpdate: true });
  const ids = [...metadata.brokers.keys()];
  const [controllerId, releases] = await Promise.all([
    activeController(admin, ids, metadata.controllerId),
    brokerReleases(admin, ids),
  ]);
  const nodes = [...metadata.brokers.entries()]
    .map(([id, broker]) => ({
      id,
      host: broker.host,
      port: broker.port,
      ...(broker.rack ? { rack: broker.rack } : {}),
      ...(releases.has(id) ? { version: releases.get(id) } : {}),
    }))
    .sort((a, b) => a.id - b.id);
  const controller = nodes.find((n) => n.id === controllerId);
  return { id: metadata.id, nodes, ...(controller ? { controller } : {}) };
}

/** Leader and in-sync replica counts per broker over all non-internal topics. */
export async function nodePartitionCounts(admin: Admin): Promise<NodePartitionCount[]> {
  const topics = await admin.listTopics({ includeInternals: false });
  const metadata = await admin.metadata({ topics, forceUpdate: true });
  const counts = new Map<
    number,
    { countLeader: number; countInSyncReplicas: number; countReplicas: number; countUnderReplicated: number }
  >();
  for (const id of metadata.brokers.keys())
    counts.set(id, { countLeader: 0, countInSyncReplicas: 0, countReplicas: 0, countUnderReplicated: 0 });
  let totalPartitions = 0;
  for (const topic of metadata.topics.values()) {
    for (const partition of topic.partitions) {
      totalPartitions += 1;
      const leader = counts.get(partition.leader);
      if (leader) leader.countLeader += 1;
      for (const replica of partition.isr) {
        const entry = counts.get(replica);
        if (entry) entry.countInSyncReplicas += 1;
      }
      const under = partition.isr.length < partition.replicas.length;
      for (const replica of partition.replicas) {
        const entry = counts.get(replica);
        if (!entry) continue;
        entry.countReplicas += 1;
        if (under) entry.countUnderReplicated += 1;
      }
    }
  }
  const disks = await logDirUsage(admin, [...counts.keys()]);
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, c]) => ({ id, ...c, totalPartitions, ...(disks.has(id) ? { logDirs: disks.get(id) } : {}) }));
}

/** Each broker's log dirs with their disk's total and usable bytes: DescribeLogDirs naming no topic. */
async function logDirUsage(admin: Admin, brokerIds: number[]): Promise<Map<number, NodeLogDirUsage[]>> {
  const result = new Map<number, NodeLogDirUsage[]>();
  const connections = await admin.connectToBrokers(brokerIds).catch(() => new Map());
  await Promise.all(
    brokerIds.map(async (id) => {
      const connection = connections.get(id);
      if (!connection) return;
      const answer = await describeLogDirsV4.api.async(connection, []).catch(() => undefined);
      if (!answer) return;
      result.set(
        id,
        answer.results
          .map((r) => ({
            path: r.logDir,
            totalBytes: Number(r.totalBytes),
            usableBytes: Number(r.usableBytes),
          }))
          .sort((a, b) => a.path.localeCompare(b.path)),
      );
    }),
  );
  return result;
}

/** Every replica log dir on one broker (all topics), from that broker itself. */
export async function nodeLogDirs(admin: Admin, nodeId: number): Promise<LogDir[]> {
  const connections = await admin.connectToBrokers([nodeId]);
  const connection = connections.get(nodeId);
  if (!connection) throw notFound(`Node '${nodeId}' doesn't exist`);
  const answer = await describeLogDirsV4.api.async(connection, null);
  const dirs = brokerLogDirs(nodeId, answer.results);
  return dirs.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition);
}

/** One broker of the list; 404 for an id the cluster does not have. */
export async function getNode(admin: Admin, nodeId: number): Promise<Node> {
  const node = (await listNodes(admin)).nodes.find((n) => n.id === nodeId);
  if (!node) throw notFound(`Node '${nodeId}' doesn't exist`);
  return node;
}
