import { z } from 'zod';
import { ClusterParams } from './common.ts';
import { ConsumerGroupOffset } from './group.ts';
import { Node } from './node.ts';

// Streams groups (KIP-1071, Kafka 4.1+): Kafka Streams applications whose tasks the broker assigns
// (`group.protocol=streams`). Shapes follow the group answers: empty fields left out, states as
// Kafka's Java constant names (STABLE, EMPTY, ASSIGNING, RECONCILING, NOT_READY, DEAD).

/** An internal topic of a subtopology (repartition source or changelog); 0 partitions = not enforced. */
export const StreamsTopicInfo = z.object({
  name: z.string(),
  partitions: z.number().int(),
  replicationFactor: z.number().int().optional(),
});

export const StreamsSubtopology = z.object({
  id: z.string(),
  sourceTopics: z.array(z.string()).optional(),
  repartitionSinkTopics: z.array(z.string()).optional(),
  repartitionSourceTopics: z.array(StreamsTopicInfo).optional(),
  stateChangelogTopics: z.array(StreamsTopicInfo).optional(),
});
export type StreamsSubtopology = z.infer<typeof StreamsSubtopology>;

/** Tasks of one subtopology: its partition numbers (task `<subtopology>_<partition>`). */
export const StreamsTasks = z.object({ subtopology: z.string(), partitions: z.array(z.number().int()) });
export type StreamsTasks = z.infer<typeof StreamsTasks>;

export const StreamsMember = z.object({
  id: z.string(),
  clientId: z.string(),
  host: z.string(),
  processId: z.string(),
  instanceId: z.string().optional(),
  rackId: z.string().optional(),
  memberEpoch: z.number().int(),
  topologyEpoch: z.number().int(),
  /** Interactive Queries endpoint (application.server), when the client set one. */
  endpoint: z.string().optional(),
  active: z.array(StreamsTasks).optional(),
  standby: z.array(StreamsTasks).optional(),
  warmup: z.array(StreamsTasks).optional(),
  /** A member still on the classic protocol, not upgraded yet. */
  classic: z.boolean().optional(),
});
export type StreamsMember = z.infer<typeof StreamsMember>;

export const StreamsGroup = z.object({
  id: z.string(),
  state: z.string(),
  groupEpoch: z.number().int(),
  assignmentEpoch: z.number().int(),
  topologyEpoch: z.number().int().optional(),
  coordinator: Node,
  /** Left out while the topology is not initialized (or source topics are missing). */
  subtopologies: z.array(StreamsSubtopology).optional(),
  members: z.array(StreamsMember).optional(),
  /** Committed offsets and lag of every source and repartition-source partition. */
  offsets: z.array(ConsumerGroupOffset).optional(),
});
export type StreamsGroup = z.infer<typeof StreamsGroup>;

/** What the cluster offers for streams groups: the request (key 89) and the streams.version feature. */
export const StreamsSupport = z.object({
  supported: z.boolean(),
  /** StreamsGroupDescribe versions of the contacted broker; left out when it has none. */
  describeVersions: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  /** streams.version: finalized level and the broker's highest (absent from brokers before 4.0). */
  feature: z.object({ finalized: z.number().int(), supportedMax: z.number().int() }).optional(),
  /** In words, for the screen. */
  message: z.string(),
});
export type StreamsSupport = z.infer<typeof StreamsSupport>;

export const StreamsGroupParams = ClusterParams.extend({ groupId: z.string().min(1) });

/**
 * `POST .../streams-group/{g}/offsets/reset`: every partition of the named source topics to
 * earliest or latest. The topics are named so that moving their offsets needs TOPIC READ on each,
 * as for consumer and share groups; each must be a source topic of the group's topology.
 */
export const StreamsOffsetReset = z.object({
  to: z.enum(['EARLIEST', 'LATEST'], { error: "to must be 'EARLIEST' or 'LATEST'" }),
  topics: z
    .array(z.string().min(1, 'a topic name is empty'), {
      error: 'topics must list the source topics to reset',
    })
    .min(1, 'topics must name at least one source topic'),
});
