import type { Consumer } from '@platformatic/kafka';
import type { PartitionRange } from './ranges.ts';
import type { RawRecord } from './record-view.ts';

// One fetch per partition leader, all leaders in parallel, straight to the leader (no group).
// Each request carries a byte budget (per request and per partition), which bounds the memory a
// round can hold whatever the record size. Control batches (transaction markers) are skipped.

const LOG_APPEND_TIME = 0x08;
const CONTROL_BATCH = 0x20;

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

/** Fetches once for every cursor not yet at `until`; advances `next`; returns records by partition. */
export async function fetchRound(
  consumer: Consumer,
  topicId: string,
  cursors: PartitionCursor[],
  budget: FetchBudget,
  rotation: number,
): Promise<Map<number, RawRecord[]>> {
  const byLeader = new Map<number, PartitionCursor[]>();
  for (const cursor of cursors) {
    if (cursor.next >= cursor.until) continue;
    const list = byLeader.get(cursor.range.leader) ?? [];
    list.push(cursor);
    byLeader.set(cursor.range.leader, list);
  }
  const out = new Map<number, RawRecord[]>();
  await Promise.all(
    [...byLeader].map(async ([node, list]) => {
      // Kafka returns an oversized batch only for the first partition of a request: rotating the
      // order lets every partition make progress when records are larger than the budget.
      const shift = rotation % list.length;
      const ordered = [...list.slice(shift), ...list.slice(0, shift)];
      const answer = await consumer.fetch({
        node,
        maxWaitTime: budget.maxWaitMs,
        minBytes: 1,
        maxBytes: budget.requestBytes,
        topics: [
          {
            topicId,
            partitions: ordered.map((c) => ({
              partition: c.range.partition,
              fetchOffset: c.next,
              partitionMaxBytes: budget.partitionBytes,
              currentLeaderEpoch: -1,
              lastFetchedEpoch: -1,
            })),
          },
        ],
      });
      const cursorOf = new Map(list.map((c) => [c.range.partition, c]));
      for (const topic of answer.responses) {
        for (const p of topic.partitions) {
          const cursor = cursorOf.get(p.partitionIndex);
          if (!cursor) continue;
          const records = out.get(p.partitionIndex) ?? [];
          const from = Number(cursor.next);
          const to = Number(cursor.until);
          for (const batch of p.records ?? []) {
            const batchEnd = batch.firstOffset + BigInt(batch.lastOffsetDelta) + 1n;
            if ((batch.attributes & CONTROL_BATCH) === 0) {
              // Per batch, not per record: BigInt arithmetic is the cost of a scan otherwise.
              const base = Number(batch.firstOffset);
              const appendTime = (batch.attributes & LOG_APPEND_TIME) !== 0;
              const firstTimestamp = Number(batch.firstTimestamp);
              const maxTimestamp = Number(batch.maxTimestamp);
              for (const r of batch.records) {
                const offset = base + r.offsetDelta;
                if (offset < from || offset >= to) continue;
                let size = (r.key?.length ?? 0) + (r.value?.length ?? 0);
                if (r.headers.length > 0)
                  for (const [hk, hv] of r.headers) size += (hk?.length ?? 0) + (hv?.length ?? 0);
                records.push({
                  partition: p.partitionIndex,
                  offset,
                  timestamp: appendTime ? maxTimestamp : firstTimestamp + Number(r.timestampDelta),
                  key: r.key,
                  value: r.value,
                  headers: r.headers,
                  size,
                });
              }
            }
            if (batchEnd > cursor.next) cursor.next = batchEnd;
          }
          // The log may end before the range (records deleted, a compacted tail): stop there,
          // unless following new records (tail).
          if (!budget.follow && p.highWatermark <= cursor.next && cursor.until > cursor.next) {
            cursor.until = cursor.next;
          }
          if (records.length > 0) out.set(p.partitionIndex, records);
        }
      }
    }),
  );
  return out;
}
