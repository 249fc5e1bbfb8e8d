import { z } from 'zod';

export const Node = z.object({
  id: z.number().int(),
  host: z.string(),
  port: z.number().int(),
  rack: z.string().optional(),
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
export const NodePartitionCount = z.object({
  id: z.number().int(),
  countLeader: z.number().int(),
  countInSyncReplicas: z.number().int(),
  totalPartitions: z.number().int(),
});
export type NodePartitionCount = z.infer<typeof NodePartitionCount>;
export const NodePartitionCounts = z.array(NodePartitionCount);

export const NodeParams = z.object({ cluster: z.string().min(1), nodeId: z.coerce.number().int().min(0) });
