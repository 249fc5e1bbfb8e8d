import type { DeletedWhileReading, TopicRecord } from '@console/contract';
import type { Admin, Consumer } from '@platformatic/kafka';
import type { RecordDecoder } from '../decode/record-decoder.ts';
import type { Filters } from './filters.ts';
import { type RangeSelection, type TopicLayout, topicLayout } from './ranges.ts';
import type { RawRecord } from './record-view.ts';
import { backward } from './scan-backward.ts';
import { forward } from './scan-forward.ts';
import { parallelFor, type ScanWorkers } from './scan-parallel.ts';
import type { ScanState } from './scan-state.ts';

// The scan behind every read (see index.ts for the public API): oldest-first reads go forward
// (scan-forward.ts), newest-first reads walk backwards in windows per partition
// (scan-backward.ts). The `after` cursor holds the last offset examined per partition, so a
// search stopped at its limit resumes exactly where it stopped and never skips a match.

export interface ScanOptions {
  topic: string;
  selection: RangeSelection;
  filters: Filters;
  /** Stop after this many matches. */
  limit: number;
  signal: AbortSignal;
  /** Longer values are cut, with the spec's message. */
  maxValueLength: number;
  /** Keep reading new records at the end of each partition (live tail); never finishes. */
  follow?: boolean;
  /** Keep the raw bytes on each match (copy). */
  keepRaw?: boolean;
}

export interface ScanBatch {
  records: TopicRecord[];
  raws: RawRecord[];
  after?: string;
  percent: number;
  scanned: number;
  matched: number;
  bytes: number;
  recordsPerSecond: number;
  done: boolean;
  /** Records deleted by retention under the read since the last batch (log-start.ts). */
  deleted?: DeletedWhileReading[];
}

export interface OpenedScan {
  layout: TopicLayout;
  batches: AsyncGenerator<ScanBatch>;
}

export async function openScan(
  consumer: Consumer,
  admin: Admin,
  decoder: RecordDecoder,
  options: ScanOptions,
  release: (broken: boolean) => void,
  workers?: ScanWorkers,
): Promise<OpenedScan> {
  let layout: TopicLayout;
  try {
    layout = await topicLayout(consumer, admin, options.topic, options.selection);
  } catch (error) {
    release(false);
    throw error;
  }
  const newest = options.selection.sort === 'NEWEST' && !options.follow;
  const state: ScanState = {
    layout,
    cursors: layout.ranges.map((range) =>
      options.follow
        ? { range, next: range.start, until: 1n << 62n }
        : { range, next: newest ? range.end : range.start, until: newest ? range.end : range.end },
    ),
    after: new Map([...(options.selection.after ?? [])].map(([p, o]) => [p, Number(o)])),
    total: layout.ranges.reduce((sum, r) => sum + (r.end - r.start), 0n),
    scanned: 0,
    matched: 0,
    bytes: 0,
    started: performance.now(),
  };
  const batches = newest
    ? backward(consumer, decoder, options, state, release)
    : forward(consumer, decoder, options, state, release, parallelFor(workers, options, decoder, newest));
  return { layout, batches };
}
