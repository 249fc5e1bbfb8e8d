import { z } from 'zod';

export const Node = z.object({
  id: z.number().int(),
  host: z.string(),
  port: z.number().int(),
  rack: z.string().optional(),
  /** Issue 15 (not AKHQ): the Kafka release the broker runs, from its highest `metadata.version`. */
  version: z.string().optional(),
});
export type Node = z.infer<typeof Node>;

/** `GET /api/{cluster}/node`: `id` is Kafka's cluster id. */
export const NodeList = z.object({
  id: z.string(),
  nodes: z.array(Node),
  controller: Node.optional(),
});
export type NodeList = z.infer<typeof NodeList>;

/** `GET /api/{cluster}/node/partitions`: leader counts per broker; totalPartitions repeats on every entry. */
/** One log dir of a broker: the disk it is on (total and usable bytes) and the replicas' bytes in it. */
export const NodeLogDirUsage = z.object({
  path: z.string(),
  totalBytes: z.number(),
  usableBytes: z.number(),
});
export type NodeLogDirUsage = z.infer<typeof NodeLogDirUsage>;

export const NodePartitionCount = z.object({
  id: z.number().int(),
  countLeader: z.number().int(),
  countInSyncReplicas: z.number().int(),
  totalPartitions: z.number().int(),
  /** Issue 15 (not AKHQ): replicas on the broker, and those of under-replicated partitions. */
  countReplicas: z.number().int().optional(),
  countUnderReplicated: z.number().int().optional(),
  /** The broker's log dirs with their disk's size and free bytes; absent when not readable. */
  logDirs: z.array(NodeLogDirUsage).optional(),
});
export type NodePartitionCount = z.infer<typeof NodePartitionCount>;
export const NodePartitionCounts = z.array(NodePartitionCount);

export const NodeParams = z.object({ cluster: z.string().min(1), nodeId: z.coerce.number().int().min(0) });
