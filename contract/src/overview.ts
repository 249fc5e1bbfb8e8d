import { z } from 'zod';
import { ClusterParams } from './common.ts';
import { GroupType } from './group.ts';
import { OverviewReassignment } from './reassignment.ts';

// The cluster overview (issue 15): what an operator opens first. Figures about the whole cluster
// come from one metadata snapshot, the quorum, the log dirs and the group coordinator; time series
// come from the server's own high-watermark sampler (one sample per interval while it runs).

export const OverviewBroker = z.object({
  id: z.number().int(),
  host: z.string().optional(),
  port: z.number().int().optional(),
  rack: z.string().optional(),
  /** In the metadata answer; a broker named only by replica assignments is offline. */
  online: z.boolean(),
  controller: z.boolean(),
  /** Kafka release the broker's software supports, from its highest `metadata.version` level. */
  version: z.string().optional(),
  leaders: z.number().int(),
  replicas: z.number().int(),
  /** Bytes of every replica on the broker's log dirs. */
  size: z.number().optional(),
});
export type OverviewBroker = z.infer<typeof OverviewBroker>;

export const QuorumMember = z.object({
  id: z.number().int(),
  logEndOffset: z.number(),
  /** Records behind the quorum leader's log end. */
  lag: z.number(),
  lastCaughtUpTimestamp: z.number().optional(),
});

export const Quorum = z.object({
  leaderId: z.number().int(),
  leaderEpoch: z.number().int(),
  highWatermark: z.number(),
  voters: z.array(QuorumMember),
  observers: z.array(QuorumMember),
});
export type Quorum = z.infer<typeof Quorum>;

/** A topic with partitions in trouble (at most 100, worst first). */
export const OverviewTopicIssue = z.object({
  name: z.string(),
  underReplicated: z.number().int(),
  offline: z.number().int(),
  underMinIsr: z.number().int(),
});

export const ComponentKind = z.enum(['CONNECT', 'REGISTRY', 'SQL']);
export const OverviewComponent = z.object({
  kind: ComponentKind,
  name: z.string(),
  reachable: z.boolean(),
  version: z.string().optional(),
  error: z.string().optional(),
});
export type OverviewComponent = z.infer<typeof OverviewComponent>;

/**
 * A group behind its topics. `type` (beyond AKHQ's `{ group, lag }`) is the group list's type, which
 * decides the page a link opens: classic and consumer groups the consumer group page, share and
 * streams groups their own.
 */
export const GroupLagItem = z.object({ group: z.string(), lag: z.number(), type: GroupType });
export type GroupLagItem = z.infer<typeof GroupLagItem>;

/** `GET /api/{cluster}/overview`. */
export const ClusterOverview = z.object({
  /** Kafka's cluster id. */
  id: z.string(),
  /**
   * When the server's sampler last read the cluster-wide figures (topics, partitions, sizes, groups;
   * every 30 s). Brokers online, versions and the quorum are read for each request.
   */
  sampledAt: z.number().optional(),
  brokers: z.array(OverviewBroker),
  brokersOnline: z.number().int(),
  brokersTotal: z.number().int(),
  /** The cluster's finalized `metadata.version` level and the release it names. */
  metadataVersion: z.number().int().optional(),
  metadataRelease: z.string().optional(),
  quorum: Quorum.optional(),
  topics: z.number().int(),
  internalTopics: z.number().int(),
  partitions: z.number().int(),
  replicas: z.number().int(),
  underReplicated: z.number().int(),
  offline: z.number().int(),
  underMinIsr: z.number().int(),
  topicIssues: z.array(OverviewTopicIssue),
  /** Bytes on every log dir of every online broker. */
  size: z.number(),
  groups: z.number().int(),
  groupStates: z.record(z.string(), z.number().int()),
  /**
   * Sum over groups of every type of their lag, from the sampler's last round: high watermark -
   * committed offset for consumer and streams groups, Kafka's share-partition lag for share groups.
   */
  totalLag: z.number().optional(),
  /** The groups with the largest lag (at most 10). */
  topLag: z.array(GroupLagItem),
  components: z.array(OverviewComponent),
  /** Partition moves in progress (issue 16), asked live; left out when Kafka does not answer. */
  reassignments: z.array(OverviewReassignment).optional(),
});
export type ClusterOverview = z.infer<typeof ClusterOverview>;

/** Health dot of a cluster, from the sampler's last round (no Kafka call of its own). */
export const ClusterHealthStatus = z.enum(['UP', 'WARN', 'DOWN', 'UNKNOWN']);
export type ClusterHealthStatus = z.infer<typeof ClusterHealthStatus>;
export const ClusterHealth = z.object({
  status: ClusterHealthStatus,
  message: z.string().optional(),
  checkedAt: z.number().optional(),
});
export type ClusterHealth = z.infer<typeof ClusterHealth>;

/** A time series: `values[i]` belongs to `times[i]` (epoch ms); null where no rate is known. */
export const NamedSeries = z.object({ name: z.string(), values: z.array(z.number().nullable()) });
export type NamedSeries = z.infer<typeof NamedSeries>;

/** `GET /api/{cluster}/overview/rates`: records/s in, cluster-wide and for the busiest topics. */
export const RecordRates = z.object({
  intervalMs: z.number().int(),
  times: z.array(z.number()),
  cluster: z.array(z.number().nullable()),
  topics: z.array(NamedSeries),
});
export type RecordRates = z.infer<typeof RecordRates>;

export const RecordRatesQuery = z.object({
  /** Topics to chart; the busiest ones over the window when left out. */
  topics: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v) => (v === undefined ? undefined : (Array.isArray(v) ? v : v.split(',')).filter(Boolean))),
  top: z.coerce.number().int().min(1).max(50).default(8),
});

/** `GET /api/{cluster}/overview/group/{groupId}/lag`: a group's lag over time, total and per topic. */
export const GroupLagHistory = z.object({
  intervalMs: z.number().int(),
  times: z.array(z.number()),
  total: z.array(z.number().nullable()),
  topics: z.array(NamedSeries),
});
export type GroupLagHistory = z.infer<typeof GroupLagHistory>;

export const OverviewParams = ClusterParams;
