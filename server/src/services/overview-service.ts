import {
  type ClusterOverview,
  type GroupType,
  type OverviewBroker,
  type Quorum,
  releaseOf,
} from '@console/contract';
import {
  type Admin,
  apiVersionsV4,
  ConfigResourceTypes,
  describeLogDirsV4,
  describeQuorumV2,
} from '@platformatic/kafka';
import { listReassignments } from '../kafka/partition-reassignments.ts';
import { stateName } from './consumer-group-describe.ts';
import type { ClusterSnapshot } from './topic-metadata.ts';

// The cluster-level figures of the overview (issue 15), in two parts. `clusterStats` grows with the
// cluster (every topic's metadata, every broker's log dirs, every group): the sampler computes it once
// per round from the Metadata and ListGroups answers it already has, plus one DescribeLogDirs per
// broker and DescribeConfigs (min.insync.replicas) only for the topics whose ISR shrank.
// `clusterOverview` answers a request from the last stats plus what stays small at any size and must
// be live: the quorum (one DescribeQuorum) and each broker's versions (one ApiVersions per broker).

/** A group's lag in the sampler's last round, with its type (the overview links to its page). */
export interface GroupLag {
  lag: number;
  type: GroupType;
}

export interface FeatureLevels {
  /** Highest supported `metadata.version` per broker. */
  supported: Map<number, number>;
  finalized?: number;
}

async function featureLevels(admin: Admin, brokerIds: number[]): Promise<FeatureLevels> {
  const connections = await admin.connectToBrokers(brokerIds);
  const supported = new Map<number, number>();
  let finalized: number | undefined;
  await Promise.all(
    [...connections.entries()].map(async ([id, connection]) => {
      const answer = await apiVersionsV4.api.async(connection, 'kafka-console', '1').catch(() => undefined);
      const max = answer?.supportedFeatures?.find((f) => f.name === 'metadata.version')?.maxVersion;
      if (max !== undefined) supported.set(id, max);
      const level = answer?.finalizedFeatures?.find((f) => f.name === 'metadata.version')?.maxVersionLevel;
      if (level !== undefined) finalized = level;
    }),
  );
  return { supported, ...(finalized !== undefined ? { finalized } : {}) };
}

async function quorum(admin: Admin, brokerId: number): Promise<Quorum | undefined> {
  try {
    const connection = (await admin.connectToBrokers([brokerId])).get(brokerId);
    if (!connection) return undefined;
    const answer = await describeQuorumV2.api.async(connection, [
      { topicName: '__cluster_metadata', partitions: [{ partitionIndex: 0 }] },
    ]);
    const p = answer.topics[0]?.partitions[0];
    if (!p) return undefined;
    const end = Number(p.highWatermark);
    const member = (m: (typeof p.currentVoters)[number]) => ({
      id: m.replicaId,
      logEndOffset: Number(m.logEndOffset),
      lag: Math.max(0, end - Number(m.logEndOffset)),
      ...(Number(m.lastCaughtUpTimestamp) > 0
        ? { lastCaughtUpTimestamp: Number(m.lastCaughtUpTimestamp) }
        : {}),
    });
    return {
      leaderId: p.leaderId,
      leaderEpoch: p.leaderEpoch,
      highWatermark: end,
      voters: p.currentVoters.map(member),
      observers: p.observers.map(member),
    };
  } catch {
    return undefined; // not allowed (DESCRIBE on the cluster) or a ZooKeeper cluster
  }
}

/** Bytes of every replica per broker, from each broker's own log dirs. */
async function brokerSizes(admin: Admin, brokerIds: number[]): Promise<Map<number, number>> {
  const connections = await admin.connectToBrokers(brokerIds);
  const sizes = new Map<number, number>();
  await Promise.all(
    [...connections.entries()].map(async ([id, connection]) => {
      const answer = await describeLogDirsV4.api.async(connection, null).catch(() => undefined);
      if (!answer) return;
      let size = 0;
      for (const dir of answer.results)
        for (const t of dir.topics) for (const p of t.partitions) size += Number(p.partitionSize);
      sizes.set(id, size);
    }),
  );
  return sizes;
}

/** Partitions whose ISR is below min.insync.replicas, per topic; asked only for topics whose ISR shrank. */
async function underMinIsr(admin: Admin, snapshot: ClusterSnapshot): Promise<Map<string, number>> {
  const shrunk = [...snapshot.topics.values()].filter((t) =>
    t.partitions.some((p) => p.isr.length < p.replicas.length),
  );
  const result = new Map<string, number>();
  if (shrunk.length === 0) return result;
  const answer = await admin
    .describeConfigs({
      resources: shrunk.map((t) => ({
        resourceType: ConfigResourceTypes.TOPIC,
        resourceName: t.name,
        configurationKeys: ['min.insync.replicas'],
      })),
      includeSynonyms: false,
      includeDocumentation: false,
    })
    .catch(() => []);
  const minIsr = new Map(
    answer.map((r) => [
      r.resourceName,
      Number(r.configs.find((c) => c.name === 'min.insync.replicas')?.value ?? 1),
    ]),
  );
  for (const t of shrunk) {
    const min = minIsr.get(t.name) ?? 1;
    const count = t.partitions.filter((p) => p.isr.length < min).length;
    if (count > 0) result.set(t.name, count);
  }
  return result;
}

export interface ClusterStats {
  at: number;
  snapshot: ClusterSnapshot;
  /** Leaders and replicas per broker id (online brokers and brokers named by replica lists). */
  perBroker: Map<number, { leaders: number; replicas: number }>;
  sizes: Map<number, number>;
  topics: number;
  internalTopics: number;
  partitions: number;
  replicas: number;
  underReplicated: number;
  offline: number;
  underMinIsr: number;
  topicIssues: ClusterOverview['topicIssues'];
  groups: number;
  groupStates: Record<string, number>;
}

/** Figures over the whole cluster from one metadata snapshot and the group list of the same round. */
export async function clusterStats(
  admin: Admin,
  snapshot: ClusterSnapshot,
  groups: Map<string, { state: unknown }>,
  isInternal: (name: string, kafkaInternal: boolean) => boolean,
  at: number,
): Promise<ClusterStats> {
  const online = [...snapshot.brokers.keys()];
  const [sizes, minIsr] = await Promise.all([brokerSizes(admin, online), underMinIsr(admin, snapshot)]);
  const perBroker = new Map<number, { leaders: number; replicas: number }>();
  const stat = (id: number) => {
    let s = perBroker.get(id);
    if (!s) {
      s = { leaders: 0, replicas: 0 };
      perBroker.set(id, s);
    }
    return s;
  };
  for (const id of online) stat(id);
  let partitions = 0;
  let replicas = 0;
  let underReplicated = 0;
  let offline = 0;
  let internalTopics = 0;
  const issues = new Map<string, { underReplicated: number; offline: number; underMinIsr: number }>();
  for (const t of snapshot.topics.values()) {
    if (isInternal(t.name, t.kafkaInternal)) internalTopics += 1;
    const issue = { underReplicated: 0, offline: 0, underMinIsr: minIsr.get(t.name) ?? 0 };
    for (const p of t.partitions) {
      partitions += 1;
      replicas += p.replicas.length;
      if (p.leader >= 0) stat(p.leader).leaders += 1;
      else issue.offline += 1;
      for (const r of p.replicas) stat(r).replicas += 1;
      if (p.isr.length < p.replicas.length) issue.underReplicated += 1;
    }
    underReplicated += issue.underReplicated;
    offline += issue.offline;
    if (issue.underReplicated + issue.offline + issue.underMinIsr > 0) issues.set(t.name, issue);
  }
  const groupStates: Record<string, number> = {};
  for (const g of groups.values()) {
    const state = stateName(String(g.state));
    groupStates[state] = (groupStates[state] ?? 0) + 1;
  }
  return {
    at,
    snapshot,
    perBroker,
    sizes,
    topics: snapshot.topics.size,
    internalTopics,
    partitions,
    replicas,
    underReplicated,
    offline,
    underMinIsr: [...minIsr.values()].reduce((a, b) => a + b, 0),
    topicIssues: [...issues.entries()]
      .sort(
        ([an, a], [bn, b]) =>
          b.offline - a.offline ||
          b.underMinIsr - a.underMinIsr ||
          b.underReplicated - a.underReplicated ||
          an.localeCompare(bn),
      )
      .slice(0, 100)
      .map(([name, i]) => ({ name, ...i })),
    groups: groups.size,
    groupStates,
  };
}

/** The overview from the last stats, with the quorum and broker versions asked now. */
export async function clusterOverview(
  admin: Admin,
  stats: ClusterStats,
  groupLag: Map<string, GroupLag> | undefined,
): Promise<Omit<ClusterOverview, 'components'>> {
  const online = [...stats.snapshot.brokers.keys()];
  const [meta, features, q, moving] = await Promise.all([
    admin.metadata({ topics: [] }),
    featureLevels(admin, online),
    quorum(admin, online[0] ?? 0),
    listReassignments(admin, null, 5000).catch(() => undefined), // one request, live: moves are short
  ]);
  const controllerId = q?.leaderId ?? meta.controllerId;
  const brokers: OverviewBroker[] = [...stats.perBroker.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, s]) => {
      const b = stats.snapshot.brokers.get(id);
      const level = features.supported.get(id);
      const size = stats.sizes.get(id);
      return {
        id,
        ...(b ? { host: b.host, port: b.port, ...(b.rack ? { rack: b.rack } : {}) } : {}),
        online: b !== undefined,
        controller: id === controllerId,
        ...(level !== undefined ? { version: releaseOf(level) } : {}),
        leaders: s.leaders,
        replicas: s.replicas,
        ...(size !== undefined ? { size } : {}),
      };
    });
  // Every type of group: the item's type picks the page its link opens.
  const topLag = groupLag
    ? [...groupLag.entries()]
        .filter(([, l]) => l.lag > 0)
        .sort((a, b) => b[1].lag - a[1].lag)
        .slice(0, 10)
        .map(([group, l]) => ({ group, lag: l.lag, type: l.type }))
    : [];
  return {
    id: meta.id,
    sampledAt: stats.at,
    brokers,
    brokersOnline: online.length,
    brokersTotal: brokers.length,
    ...(features.finalized !== undefined
      ? { metadataVersion: features.finalized, metadataRelease: releaseOf(features.finalized) }
      : {}),
    ...(q ? { quorum: q } : {}),
    topics: stats.topics,
    internalTopics: stats.internalTopics,
    partitions: stats.partitions,
    replicas: stats.replicas,
    underReplicated: stats.underReplicated,
    offline: stats.offline,
    underMinIsr: stats.underMinIsr,
    topicIssues: stats.topicIssues,
    size: [...stats.sizes.values()].reduce((a, b) => a + b, 0),
    groups: stats.groups,
    groupStates: stats.groupStates,
    ...(groupLag ? { totalLag: [...groupLag.values()].reduce((a, b) => a + b.lag, 0) } : {}),
    topLag,
    ...(moving
      ? { reassignments: moving.sort((a, b) => a.topic.localeCompare(b.topic) || a.partition - b.partition) }
      : {}),
  };
}
