// Topic layout of the demo clusters, and idempotent creation.
import type { Admin } from '@platformatic/kafka';

export interface TopicDef {
  name: string;
  partitions: number;
  replicas?: number;
  configs?: Record<string, string>;
}

const compact = { 'cleanup.policy': 'compact', 'segment.ms': '600000', 'min.cleanable.dirty.ratio': '0.1' };

export const MAIN_TOPICS: TopicDef[] = [
  { name: 'orders', partitions: 6 },
  { name: 'payments-avro', partitions: 3 },
  { name: 'customers-proto', partitions: 4 },
  { name: 'events-jsonschema', partitions: 3 },
  { name: 'users-compacted', partitions: 2, configs: compact },
  { name: 'orders-app-KSTREAM-AGGREGATE-STATE-STORE-0000000003-changelog', partitions: 6, configs: compact },
  { name: 'orders-app-KSTREAM-REPARTITION-0000000005-repartition', partitions: 6 },
  { name: '_audit-internal', partitions: 1, configs: { 'retention.ms': '604800000' } },
  { name: 'clickstream-1m', partitions: 12 },
  { name: 'live-events', partitions: 1, configs: { 'retention.ms': '86400000' } },
  { name: 'connect-file-lines', partitions: 1 },
  { name: 'inventory-updates', partitions: 4 },
  { name: 'shipments', partitions: 3 },
  { name: 'products', partitions: 3 },
  { name: 'notifications', partitions: 2 },
  { name: 'metrics-raw', partitions: 8, configs: { 'retention.ms': '172800000', 'compression.type': 'lz4' } },
  { name: 'logs-app', partitions: 5 },
  { name: 'binary-blobs', partitions: 2 },
  { name: 'large-messages', partitions: 1, configs: { 'max.message.bytes': '2097152' } },
  // Empty topics: lists must show them with 0 records, searches must end at once.
  { name: 'archive-2023', partitions: 2 },
  { name: 'dead-letter-queue', partitions: 1 },
  { name: 'sandbox', partitions: 1, replicas: 1 },
];

export const SECOND_TOPICS: TopicDef[] = [
  { name: 'orders-replica', partitions: 3, replicas: 1 },
  { name: 'inventory', partitions: 2, replicas: 1 },
  { name: 'audit-log', partitions: 1, replicas: 1 },
];

/** Creates the topics that do not exist yet; returns the names it created. */
export async function ensureTopics(
  admin: Admin,
  defs: TopicDef[],
  defaultReplicas: number,
): Promise<string[]> {
  const existing = new Set(await admin.listTopics({ includeInternals: true }));
  const created: string[] = [];
  for (const def of defs) {
    if (existing.has(def.name)) continue;
    await admin.createTopics({
      topics: [def.name],
      partitions: def.partitions,
      replicas: def.replicas ?? defaultReplicas,
      configs: Object.entries(def.configs ?? {}).map(([name, value]) => ({ name, value })),
    });
    created.push(def.name);
  }
  return created;
}

/** End offsets per partition (latest), for idempotency checks and lag. */
export async function endOffsets(admin: Admin, topic: string, partitions: number): Promise<bigint[]> {
  const res = await admin.listOffsets({
    topics: [
      {
        name: topic,
        partitions: Array.from({ length: partitions }, (_, i) => ({ partitionIndex: i, timestamp: -1n })),
      },
    ],
  });
  const out = new Array<bigint>(partitions).fill(0n);
  for (const p of res[0]?.partitions ?? []) out[p.partitionIndex] = p.offset;
  return out;
}

export async function totalRecords(admin: Admin, def: TopicDef): Promise<bigint> {
  return (await endOffsets(admin, def.name, def.partitions)).reduce((a, b) => a + b, 0n);
}
