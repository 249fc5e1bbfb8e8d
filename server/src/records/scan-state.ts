import type { TopicRecord } from '@console/contract';
import type { FetchBudget, PartitionCursor } from './fetch-round.ts';
import { formatAfter, type TopicLayout } from './ranges.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanBatch } from './scan.ts';
import type { ScanCounters } from './scan-examine.ts';

// What a scan keeps while it reads (scan.ts opens it; scan-forward.ts and scan-backward.ts move
// it): the partitions' cursors, the counters, and the batches handed to the reader.

// 1 MB per partition, as Kafka's consumer asks (max.partition.fetch.bytes): producers batch up to
// 512 KB and more (bench/scan's do), and a batch cut by a smaller budget is sent, dropped and sent
// again (with 256 KB, half of what came was dropped). 1 MB per request: side by side at load ~20,
// a search decoding JSON (bench/filter's celField) examined 0.56-0.68 M records per CPU second
// against 0.39-0.47 M with 2 MB per request and 0.51-0.58 M with 256 KB per partition; the raw scan
// 1.6-2.2 M with 1 MB or 2 MB. 4 MB was slower and far heavier (bench/download: +357 MB RSS).
export const FORWARD_SCAN: FetchBudget = { requestBytes: 1 << 20, partitionBytes: 1 << 20, maxWaitMs: 0 };
export const FORWARD_PAGE: FetchBudget = { requestBytes: 2 << 20, partitionBytes: 128 << 10, maxWaitMs: 0 };
export const FOLLOW: FetchBudget = {
  requestBytes: 1 << 20,
  partitionBytes: 256 << 10,
  maxWaitMs: 500,
  follow: true,
};
/** Records decoded per batch handed to the client. */
export const SLICE = 500;

export interface ScanState extends ScanCounters {
  layout: TopicLayout;
  cursors: PartitionCursor[];
  total: bigint;
  started: number;
}

function percentOf(state: ScanState, newest: boolean): number {
  if (state.total === 0n) return 100;
  let covered = 0;
  for (const c of state.cursors) {
    const examined = state.after.get(c.range.partition);
    const start = Number(c.range.start);
    const end = Number(c.range.end);
    if (examined === undefined) continue;
    covered += newest ? end - Math.max(start, examined) : examined + 1 - start;
  }
  const pct = Math.floor((covered / Number(state.total)) * 10000) / 100;
  return Math.max(0, Math.min(100, pct));
}

export function batchOf(
  state: ScanState,
  records: TopicRecord[],
  raws: RawRecord[],
  done: boolean,
  newest: boolean,
  exhausted = false,
): ScanBatch {
  const seconds = (performance.now() - state.started) / 1000;
  return {
    records,
    raws,
    // Left out once every selected record has been examined: there is no next page to offer.
    after: exhausted ? undefined : formatAfter(state.after),
    percent: done ? 100 : percentOf(state, newest),
    scanned: state.scanned,
    matched: state.matched,
    bytes: state.bytes,
    recordsPerSecond: seconds > 0 ? Math.round(state.scanned / seconds) : 0,
    done,
  };
}
