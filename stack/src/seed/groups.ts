// Consumer groups with committed offsets below the end offsets (real lag). Two of them are later kept
// STABLE by the `consumers` component, which joins them without committing.
import type { Admin } from '@platformatic/kafka';
import { endOffsets } from './topics.ts';

export interface GroupDef {
  groupId: string;
  /** topic -> fraction of each partition's records that count as consumed (1 = no lag). */
  topics: Record<string, number>;
  partitions: Record<string, number>;
  live?: boolean;
}

export const GROUPS: GroupDef[] = [
  { groupId: 'orders-dashboard', topics: { orders: 0.8 }, partitions: { orders: 6 }, live: true },
  {
    groupId: 'payments-fraud-check',
    topics: { 'payments-avro': 0.6 },
    partitions: { 'payments-avro': 3 },
    live: true,
  },
  {
    groupId: 'billing-service',
    topics: { orders: 0.95, 'payments-avro': 0.9 },
    partitions: { orders: 6, 'payments-avro': 3 },
  },
  {
    groupId: 'clickstream-analytics',
    topics: { 'clickstream-1m': 0.5 },
    partitions: { 'clickstream-1m': 12 },
  },
  { groupId: 'inventory-sync', topics: { 'inventory-updates': 1 }, partitions: { 'inventory-updates': 4 } },
  {
    groupId: 'orders-app',
    topics: { 'orders-app-KSTREAM-REPARTITION-0000000005-repartition': 0.7, orders: 0.99 },
    partitions: { 'orders-app-KSTREAM-REPARTITION-0000000005-repartition': 6, orders: 6 },
  },
  { groupId: 'audit-archiver', topics: { '_audit-internal': 0.25 }, partitions: { '_audit-internal': 1 } },
];

/** Commits offsets for groups that have none yet. Admin commits only work while a group has no members. */
export async function seedGroups(admin: Admin): Promise<string[]> {
  const done: string[] = [];
  const committed = await admin.listConsumerGroupOffsets({ groups: GROUPS.map((g) => g.groupId) });
  for (const g of GROUPS) {
    const has = committed.find((c) => c.groupId === g.groupId)?.topics.some((t) => t.partitions.length > 0);
    if (has) continue;
    const topics = [];
    for (const [topic, fraction] of Object.entries(g.topics)) {
      const ends = await endOffsets(admin, topic, g.partitions[topic] ?? 1);
      topics.push({
        name: topic,
        partitionOffsets: ends.map((end, partition) => ({
          partition,
          offset: BigInt(Math.floor(Number(end) * fraction)),
        })),
      });
    }
    await admin.alterConsumerGroupOffsets({ groupId: g.groupId, topics });
    done.push(g.groupId);
  }
  return done;
}
