import type { Consumer } from '@platformatic/kafka';
import { fetchRaw } from './fetch-raw.ts';
import type { PartitionRange, TopicLayout } from './ranges.ts';
import { readBatches } from './record-batches.ts';
import type { RawRecord } from './record-view.ts';

// One fetch per partition leader, all leaders in parallel, straight to the leader (no group).
// Each request carries a byte budget (per request and per partition), which bounds the memory a
// round can hold whatever the record size. Control batches (transaction markers) are skipped.

export interface PartitionCursor {
  range: PartitionRange;
  /** Next offset to fetch. */
  next: bigint;
  /** Fetch stops before this offset (the range end, or a backward window's upper bound). */
  until: bigint;
}

export interface FetchBudget {
  requestBytes: number;
  partitionBytes: number;
  /** 0 for history (answer at once); > 0 to wait for new records (tail). */
  maxWaitMs: number;
  /** Keep partitions open at their end (tail). */
  follow?: boolean;
}

/**
 * Fetches once for every cursor not yet at `until`; advances `next`; returns records by partition.
 * Cursors whose offset is no longer in the log (OFFSET_OUT_OF_RANGE) are left where they are and
 * added to `outOfRange`, for the caller to move (failover.ts).
 */
export async function fetchRound(
  consumer: Consumer,
  topic: Pick<TopicLayout, 'topicId' | 'brokers'>,
  cursors: PartitionCursor[],
  budget: FetchBudget,
  rotation: number,
  outOfRange: PartitionCursor[] = [],
): Promise<Map<number, RawRecord[]>> {
  const byLeader = new Map<number, PartitionCursor[]>();
  for (const cursor of cursors) {
    if (cursor.next >= cursor.until) continue;
    const list = byLeader.get(cursor.range.leader) ?? [];
    list.push(cursor);
    byLeader.set(cursor.range.leader, list);
  }
  const out = new Map<number, RawRecord[]>();
  // Every leader's fetch settles before a failure is thrown: the caller may put the cursors back
  // and send the round again (failover.ts), which a fetch still in flight would then move.
  const settled = await Promise.allSettled(
    [...byLeader].map(async ([node, list]) => {
      // Kafka returns an oversized batch only for the first partition of a request: rotating the
      // order lets every partition make progress when records are larger than the budget.
      const shift = rotation % list.length;
      const ordered = [...list.slice(shift), ...list.slice(0, shift)];
      const broker = topic.brokers.get(node);
      if (!broker) throw new Error(`Partition leader ${node} is not in the cluster's metadata (no leader?)`);
      const answer = await fetchRaw(consumer, broker, {
        topicId: topic.topicId,
        maxWaitMs: budget.maxWaitMs,
        maxBytes: budget.requestBytes,
        partitions: ordered.map((c) => ({
          partition: c.range.partition,
          fetchOffset: c.next,
          partitionMaxBytes: budget.partitionBytes,
        })),
      });
      const cursorOf = new Map(list.map((c) => [c.range.partition, c]));
      for (const p of answer) {
        const cursor = cursorOf.get(p.partitionIndex);
        if (!cursor) continue;
        if (p.outOfRange) {
          outOfRange.push(cursor);
          continue;
        }
        if (p.records) {
          const records = out.get(p.partitionIndex) ?? [];
          const next = readBatches(
            p.records,
            p.partitionIndex,
            Number(cursor.next),
            Number(cursor.until),
            records,
            p.aborted,
          );
          if (next > Number(cursor.next)) cursor.next = BigInt(next);
          if (records.length > 0) out.set(p.partitionIndex, records);
        }
        // The log may end before the range (records deleted, a compacted tail): stop there,
        // unless following new records (tail).
        if (!budget.follow && p.highWatermark <= cursor.next && cursor.until > cursor.next) {
          cursor.until = cursor.next;
        }
      }
    }),
  );
  const failed = settled.find((s) => s.status === 'rejected');
  if (failed) throw failed.reason;
  return out;
}
