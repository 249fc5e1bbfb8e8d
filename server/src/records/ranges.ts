import {
  type Admin,
  type Broker,
  type Consumer,
  FetchIsolationLevels,
  ListOffsetTimestamps,
} from '@platformatic/kafka';
import { notFound } from '../errors.ts';
import { readFresh } from '../kafka/coalesce.ts';
import { clusterSnapshot } from '../services/topic-metadata.ts';
import { partitionOffsets } from '../services/topic-offsets.ts';

// Where a read starts and stops in each partition, from listOffsets only (design.md §6): earliest,
// latest (the last stable offset, so a read never waits on an open transaction), by start and end
// timestamp, the toolbar's offset and the `after` cursor. Empty ranges are known before any fetch,
// so an empty partition costs nothing.
//
// The `after` cursor decides where a page starts in each partition, whatever the timestamps say
// (the scan never reorders a partition). The start time is exact too: Kafka answers the first
// offset stamped at or after it, and every earlier offset is stamped before it. The end time is
// where Kafka's time index says the first record stamped after it is: a record stamped out of
// order (earlier) beyond that offset is not listed. Reading on to the partition's end to find such
// records would make every bounded newest-first read walk back through all newer records.

export interface PartitionRange {
  partition: number;
  leader: number;
  /** First offset to read (inclusive). */
  start: bigint;
  /** Offset to stop before (exclusive). */
  end: bigint;
  /** Earliest and latest of the partition, whatever the selection (for `size`). */
  earliest: bigint;
  latest: bigint;
}

export interface TopicLayout {
  topicId: string;
  /** The cluster's brokers, to reach each partition's leader. */
  brokers: Map<number, Broker>;
  partitionCount: number;
  ranges: PartitionRange[];
  /** Records deleted under the read, not yet handed to its reader (log-start.ts). */
  deleted: DeletedRange[];
}

/** Offsets [from, to) of a partition that were deleted before the read reached them. */
export interface DeletedRange {
  partition: number;
  /** Unknown for a newest-first cursor: every offset below `to` that was still to be read. */
  from?: bigint;
  to: bigint;
  /** Nothing of the selected range was left after the gap. */
  ended: boolean;
}

export interface RangeSelection {
  partitions?: number[];
  /** Epoch ms; records at or after it. */
  timestamp?: number;
  /** Epoch ms; records at or before it. */
  endTimestamp?: number;
  /** Start offset in each partition. */
  offset?: number;
  /** The `after` cursor: last offset already returned per partition. */
  after?: Map<number, bigint>;
  sort: 'OLDEST' | 'NEWEST';
}

export async function offsetsAt(consumer: Consumer, topic: string, partitions: number[], timestamp: bigint) {
  // The fetch client lists offsets too: it just refreshed the topic's metadata. Right after a
  // leader election (a topic created a moment ago) Kafka cannot answer the earliest/latest offset
  // yet (OFFSET_NOT_AVAILABLE); those are asked again shortly instead of being read as 0.
  for (let attempt = 0; ; attempt++) {
    const answer = await consumer.listOffsets({
      topics: [topic],
      partitions: { [topic]: partitions },
      timestamp,
      isolationLevel: FetchIsolationLevels.READ_COMMITTED,
    });
    const list = answer.get(topic) ?? [];
    const byPartition = new Map<number, bigint>();
    for (const p of partitions) {
      const offset = list[p];
      if (offset !== undefined) byPartition.set(p, offset);
    }
    const settled = timestamp >= 0n || partitions.every((p) => (byPartition.get(p) ?? -1n) >= 0n);
    if (settled || attempt >= 30) return byPartition;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every message of a nested client error, to recognise it. */
function describe(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 5) return '';
  const e = error as Error & { errors?: unknown[]; code?: string; apiId?: string };
  const nested = [...(e.errors ?? []), e.cause].map((c) => describe(c, depth + 1)).join(' ');
  return `${e.message} ${e.code ?? ''} ${e.apiId ?? ''} ${nested}`;
}

export async function topicLayout(
  consumer: Consumer,
  admin: Admin,
  topic: string,
  selection: RangeSelection,
): Promise<TopicLayout> {
  // Concurrent identical layouts (a hundred users on one page) share their Metadata and
  // ListOffsets: at most one of each is in flight and the reads that come meanwhile share the next
  // one (kafka/coalesce.ts fresh()), which is sent after they came, so a record written before a
  // page was asked for (through the console or not) is on it. Nothing is kept once it settled.
  const ask = () => consumer.metadata({ topics: [topic], forceUpdate: true });
  const metadata = await readFresh(consumer, `reader-metadata:${topic}`, ask).catch((error: Error) => {
    if (/unknown[ _]topic/i.test(describe(error))) throw notFound(`Topic '${topic}' doesn't exist`);
    throw error;
  });
  const known = metadata.topics.get(topic);
  // The client library leaves Kafka's internal topics (__consumer_offsets, __transaction_state)
  // out of its metadata: those are laid out from the topic list's own Metadata and ListOffsets.
  const internal = known ? undefined : (await clusterSnapshot(admin, [topic])).topics.get(topic);
  const leaders = known
    ? known.partitions.map((p) => p?.leader ?? -1)
    : internal?.partitions.map((p) => p.leader);
  if (!leaders) throw notFound(`Topic '${topic}' doesn't exist`);
  const all = leaders.map((_, i) => i);
  const chosen = selection.partitions ? all.filter((p) => selection.partitions?.includes(p)) : all;
  const at = async (timestamp: bigint) => {
    if (!internal) {
      const key = `reader-offsets:${topic}:${chosen.join(',')}:${timestamp}`;
      return readFresh(consumer, key, () => offsetsAt(consumer, topic, chosen, timestamp));
    }
    const partitions = internal.partitions.filter((p) => chosen.includes(p.id));
    const offsets = await partitionOffsets(admin, [{ ...internal, partitions }], timestamp);
    return offsets.get(topic) ?? new Map<number, bigint>();
  };
  const [earliest, latest, fromTime, untilTime] = await Promise.all([
    at(ListOffsetTimestamps.EARLIEST),
    at(ListOffsetTimestamps.LATEST),
    selection.timestamp === undefined ? undefined : at(BigInt(selection.timestamp)),
    selection.endTimestamp === undefined ? undefined : at(BigInt(selection.endTimestamp) + 1n),
  ]);
  const deleted: DeletedRange[] = [];
  const ranges = chosen.map((partition): PartitionRange => {
    const first = earliest.get(partition) ?? 0n;
    const last = latest.get(partition) ?? 0n;
    let start = first;
    let end = last;
    if (fromTime) {
      const at = fromTime.get(partition) ?? -1n;
      start = at < 0n ? end : at > start ? at : start;
    }
    if (untilTime) {
      const at = untilTime.get(partition) ?? -1n;
      if (at >= 0n && at < end) end = at;
    }
    if (selection.offset !== undefined && BigInt(selection.offset) > start) start = BigInt(selection.offset);
    const after = selection.after?.get(partition);
    if (after !== undefined) {
      // A cursor behind the log start: retention or DeleteRecords took what it still had to read.
      if (selection.sort === 'OLDEST' && after + 1n < first) {
        deleted.push({ partition, from: after + 1n, to: first, ended: first >= end });
      }
      // Newest first, a cursor AT the log start is a partition read to its start (the read leaves
      // it there), not a gap: only one below it is.
      if (selection.sort === 'NEWEST' && first > 0n && after < first && after < end) {
        deleted.push({ partition, to: after, ended: true });
      }
      if (selection.sort === 'OLDEST' && after + 1n > start) start = after + 1n;
      if (selection.sort === 'NEWEST' && after < end) end = after;
    }
    if (start > end) start = end;
    return {
      partition,
      leader: leaders[partition] ?? -1,
      start,
      end,
      earliest: first,
      latest: last,
    };
  });
  const topicId = known?.id ?? (internal?.topicId as string);
  return { topicId, brokers: metadata.brokers, partitionCount: all.length, ranges, deleted };
}

/** `0-41_1-17` → partition → offset. */
export function parseAfter(after: string | undefined): Map<number, bigint> | undefined {
  if (!after) return undefined;
  const map = new Map<number, bigint>();
  for (const entry of after.split('_')) {
    const [p, o] = entry.split('-');
    map.set(Number(p), BigInt(o as string));
  }
  return map;
}

export function formatAfter(after: Map<number, bigint | number>): string | undefined {
  if (after.size === 0) return undefined;
  return [...after.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([p, o]) => `${p}-${o}`)
    .join('_');
}
