import { z } from 'zod';

export const RegistryType = z.enum(['CONFLUENT', 'TIBCO', 'GLUE']);
export type RegistryType = z.infer<typeof RegistryType>;

/** One entry of `GET /api/cluster`. Empty lists are left out, as AKHQ does (the sidebar relies on it). */
export const ClusterDefinition = z.object({
  id: z.string(),
  registry: z.boolean(),
  registryType: RegistryType.optional(),
  connects: z.array(z.string()).optional(),
  ksqldbs: z.array(z.string()).optional(),
});
export type ClusterDefinition = z.infer<typeof ClusterDefinition>;
export const ClusterList = z.array(ClusterDefinition);

export const TopicListView = z.enum(['ALL', 'HIDE_INTERNAL', 'HIDE_INTERNAL_STREAM', 'HIDE_STREAM']);
export type TopicListView = z.infer<typeof TopicListView>;
export const GroupsListView = z.enum(['ALL', 'HIDE_EMPTY']);
export const DataSort = z.enum(['OLDEST', 'NEWEST']);
export type DataSort = z.infer<typeof DataSort>;
export const DateTimeFormat = z.enum(['RELATIVE', 'ISO']);
export type DateTimeFormat = z.infer<typeof DateTimeFormat>;

/** `GET /api/{cluster}/ui-options`: the server's defaults for the per-cluster settings (spec §3). */
export const UiOptions = z.object({
  topic: z.object({
    defaultView: TopicListView.optional(),
    skipConsumerGroups: z.boolean().optional(),
    skipLastRecord: z.boolean().optional(),
    showAllConsumerGroups: z.boolean().optional(),
    groupsDefaultView: GroupsListView.optional(),
  }),
  topicData: z.object({
    sort: DataSort.optional(),
    dateTimeFormat: DateTimeFormat,
  }),
});
export type UiOptions = z.infer<typeof UiOptions>;

// KRaft quorum and feature levels (issue 16): `GET .../cluster/quorum`, `GET|POST .../cluster/features`.

/** A voter or observer of the metadata quorum (`__cluster_metadata`), as DescribeQuorum reports it. */
export const QuorumReplica = z.object({
  id: z.number().int(),
  /** Base64 directory id; left out when the quorum does not track directories (kraft.version 0). */
  directoryId: z.string().optional(),
  logEndOffset: z.number(),
  /** High watermark minus log end offset, never below 0. */
  lag: z.number(),
  /** Epoch milliseconds; left out when Kafka reports none (-1). */
  lastFetchTimestamp: z.number().optional(),
  lastCaughtUpTimestamp: z.number().optional(),
});
export type QuorumReplica = z.infer<typeof QuorumReplica>;

export const QuorumEndpoint = z.object({ name: z.string(), host: z.string(), port: z.number().int() });

export const ClusterQuorum = z.object({
  leaderId: z.number().int(),
  leaderEpoch: z.number().int(),
  highWatermark: z.number(),
  voters: z.array(QuorumReplica),
  observers: z.array(QuorumReplica),
  /** Controller endpoints by node id (kraft.version 1 only). */
  endpoints: z.record(z.string(), z.array(QuorumEndpoint)).optional(),
});
export type ClusterQuorum = z.infer<typeof ClusterQuorum>;

/** One feature: what the contacted broker supports and the cluster's finalized level (0 when Kafka lists none). */
export const ClusterFeature = z.object({
  name: z.string(),
  supportedMin: z.number().int(),
  supportedMax: z.number().int(),
  finalized: z.number().int(),
});
export type ClusterFeature = z.infer<typeof ClusterFeature>;

export const ClusterFeatures = z.object({
  /** Epoch of the finalized levels (-1 when the broker reported none). */
  finalizedEpoch: z.number(),
  features: z.array(ClusterFeature),
});
export type ClusterFeatures = z.infer<typeof ClusterFeatures>;

/** `POST .../cluster/features`: raise one feature to `level`; `validateOnly` asks Kafka without changing it. */
export const FeatureUpdate = z.object({
  feature: z.string({ error: 'feature is required' }).min(1, 'feature is required'),
  level: z.coerce
    .number({ error: 'level must be a number' })
    .int('level must be a whole number')
    .min(1, 'level must be at least 1 (a downgrade to 0 is not an upgrade)')
    .max(32767, 'level must be at most 32767'),
  validateOnly: z.boolean().optional(),
});
export type FeatureUpdate = z.infer<typeof FeatureUpdate>;

export const FeatureUpdateResult = z.object({
  feature: z.string(),
  from: z.number().int(),
  to: z.number().int(),
  validateOnly: z.boolean(),
  /** What Kafka said (a dry run's "would be upgraded"). */
  message: z.string(),
});
export type FeatureUpdateResult = z.infer<typeof FeatureUpdateResult>;
