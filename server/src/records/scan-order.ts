import { hasFilters } from './filters.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanOptions } from './scan.ts';

/**
 * The order a round is examined in. A page (no filters, a bounded limit) interleaves the
 * partitions by timestamp; a search, download or copy reads each partition in turn. Either way
 * each partition keeps its own offset order (ascending, or descending newest first), so what a
 * page examined in a partition is always a run of consecutive offsets and the `after` cursor
 * (last offset examined per partition) is exact whatever the timestamps say: records stamped out
 * of offset order (skewed producers, event times) are neither skipped nor shown twice.
 */
export function ordered(
  round: Map<number, RawRecord[]>,
  options: Pick<ScanOptions, 'filters' | 'limit'>,
  newest: boolean,
): RawRecord[] {
  if (flatOrder(options) || round.size < 2) return [...round.values()].flat();
  return mergeByTime([...round.values()], newest);
}

/** Whether reads of `options` examine each partition in turn (not merged by time). */
export function flatOrder(options: Pick<ScanOptions, 'filters' | 'limit'>): boolean {
  return hasFilters(options.filters) || options.limit === Number.POSITIVE_INFINITY;
}

/**
 * Merges per-partition lists by the timestamp of each list's next record (oldest first, or newest
 * first), ties to the lower partition, never reordering a list: a k-way merge over a binary heap.
 */
export function mergeByTime(lists: RawRecord[][], newest: boolean): RawRecord[] {
  const dir = newest ? -1 : 1;
  const heads = lists.filter((l) => l.length > 0).map((list) => ({ list, at: 0 }));
  type Head = (typeof heads)[number];
  const before = (a: Head, b: Head) => {
    const x = a.list[a.at] as RawRecord;
    const y = b.list[b.at] as RawRecord;
    return (
      dir * (x.timestamp - y.timestamp) < 0 || (x.timestamp === y.timestamp && x.partition < y.partition)
    );
  };
  const sink = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let best = i;
      if (l < heads.length && before(heads[l] as Head, heads[best] as Head)) best = l;
      if (r < heads.length && before(heads[r] as Head, heads[best] as Head)) best = r;
      if (best === i) return;
      [heads[i], heads[best]] = [heads[best] as Head, heads[i] as Head];
      i = best;
    }
  };
  for (let i = (heads.length >> 1) - 1; i >= 0; i--) sink(i);
  const out: RawRecord[] = [];
  while (heads.length > 0) {
    const top = heads[0] as Head;
    out.push(top.list[top.at++] as RawRecord);
    if (top.at === top.list.length) {
      const last = heads.pop() as Head;
      if (heads.length === 0) break;
      heads[0] = last;
    }
    sink(0);
  }
  return out;
}
