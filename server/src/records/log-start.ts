import { type DeletedWhileReading, deletedNote } from '@console/contract';
import { type Consumer, ListOffsetTimestamps } from '@platformatic/kafka';
import type { PartitionCursor } from './fetch-round.ts';
import { offsetsAt, type TopicLayout } from './ranges.ts';
import type { OpenedScan, ScanBatch } from './scan.ts';

// Records deleted under a read (issue 17): retention deleting the segment being read, or a
// DeleteRecords, moves a partition's log start past the offset the read has reached, and Kafka
// answers that partition's fetch with OFFSET_OUT_OF_RANGE. Instead of failing the read, the
// partition jumps to its new log start (ListOffsets EARLIEST, as the Java consumer's
// auto.offset.reset=earliest does) and the gap is kept on the layout until the scan hands it to
// its reader as a note, once.

/**
 * Moves cursors whose fetch offset fell out of the log: behind the log start, to the log start
 * (noting the gap); past the log end (a leader that lost records), a tail to the end and any other
 * read stops there.
 */
export async function moveToLogStart(
  consumer: Consumer,
  topic: string,
  layout: TopicLayout,
  cursors: PartitionCursor[],
  follow: boolean,
): Promise<void> {
  const partitions = cursors.map((c) => c.range.partition);
  const [earliest, latest] = await Promise.all([
    offsetsAt(consumer, topic, partitions, ListOffsetTimestamps.EARLIEST),
    offsetsAt(consumer, topic, partitions, ListOffsetTimestamps.LATEST),
  ]);
  // Not answered (or -1, a partition being deleted): the round is sent again (failover.ts) rather
  // than the read stopped short or sent to offset -1.
  const missing = partitions.find((p) => (earliest.get(p) ?? -1n) < 0n);
  if (missing !== undefined) throw new Error(`Kafka did not answer the log start of ${topic}-${missing}`);
  for (const cursor of cursors) {
    const partition = cursor.range.partition;
    const start = earliest.get(partition) as bigint;
    if (start > cursor.next) {
      const to = start < cursor.until ? start : cursor.until;
      layout.deleted.push({ partition, from: cursor.next, to, ended: start >= cursor.until });
      cursor.next = to;
    } else if (follow) {
      const end = latest.get(partition) ?? -1n;
      if (end >= 0n) cursor.next = end;
    } else {
      cursor.until = cursor.next;
    }
  }
}

/**
 * The notes not yet handed to the reader, as the contract words them; moves the `after` cursor
 * past each gap so the next page does not note it again. A newest-first read ends at a gap (what
 * lies below it is gone): its range start is raised to it and the note names everything that was
 * still to be read below.
 */
export function takeDeleted(
  layout: TopicLayout,
  after: Map<number, number>,
  newest: boolean,
): DeletedWhileReading[] {
  return layout.deleted.splice(0).map((gap) => {
    const { partition, to } = gap;
    const range = layout.ranges.find((r) => r.partition === partition);
    if (newest) {
      let from = gap.from;
      if (range && from !== undefined && range.start < from) from = range.start;
      if (range && range.start < to) range.start = to;
      // A cursor sent in below the log start (no `from`: nothing of it is left to read): it goes to
      // the log start, so the next page does not note the same gap again.
      if (gap.from === undefined && range && range.earliest > to)
        after.set(partition, Number(range.earliest));
      return deletedNote(
        { partition, to: Number(to), ...(from !== undefined && { from: Number(from) }) },
        true,
      );
    }
    const seen = after.get(partition);
    if (seen === undefined || seen < Number(to) - 1) after.set(partition, Number(to) - 1);
    return deletedNote({ partition, from: Number(gap.from ?? 0n), to: Number(to) }, gap.ended);
  });
}

/** The batch with the notes it hands over, when there are any. */
export function withDeleted<T extends object>(
  batch: T,
  deleted: DeletedWhileReading[],
): T & { deleted?: DeletedWhileReading[] } {
  return deleted.length > 0 ? { ...batch, deleted } : batch;
}

/** The scan with every note its batches carry also put in `sink` (a page, a copy: one answer at the end). */
export function noting(opened: OpenedScan, sink: DeletedWhileReading[]): OpenedScan {
  const { batches } = opened;
  async function* pass(): AsyncGenerator<ScanBatch> {
    try {
      for await (const batch of batches) {
        if (batch.deleted) sink.push(...batch.deleted);
        yield batch;
      }
    } finally {
      await batches.return(undefined);
    }
  }
  return { layout: opened.layout, batches: pass() };
}
