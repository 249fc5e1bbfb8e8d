import type { TopicRecord } from '@console/contract';
import type { Consumer } from '@platformatic/kafka';
import type { RecordDecoder } from '../decode/record-decoder.ts';
import { fetchRoundWithFailover } from './failover.ts';
import type { PartitionCursor } from './fetch-round.ts';
import { hasFilters } from './filters.ts';
import { takeDeleted, withDeleted } from './log-start.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanBatch, ScanOptions } from './scan.ts';
import { take } from './scan-examine.ts';
import { ordered } from './scan-order.ts';
import { batchOf, FORWARD_SCAN, type ScanState } from './scan-state.ts';

// Newest-first reads (scan.ts): backwards in windows per partition, each window read forward and
// examined newest first; a window with no match doubles the next one.

export async function* backward(
  consumer: Consumer,
  decoder: RecordDecoder,
  options: ScanOptions,
  state: ScanState,
  release: (broken: boolean) => void,
): AsyncGenerator<ScanBatch> {
  const paging = !hasFilters(options.filters) && options.limit <= 1000;
  let window = paging ? BigInt(options.limit) : 2000n;
  let broken = false;
  // Per partition, the lower end of what has been read so far (the next window ends there).
  const upper = new Map(state.cursors.map((c) => [c.range.partition, c.range.end]));
  let rotation = 0;
  try {
    for (;;) {
      if (options.signal.aborted) {
        broken = true;
        return;
      }
      const windows: PartitionCursor[] = [];
      for (const c of state.cursors) {
        const top = upper.get(c.range.partition) as bigint;
        if (top <= c.range.start) continue;
        const low = top - window > c.range.start ? top - window : c.range.start;
        windows.push({ range: c.range, next: low, until: top });
        upper.set(c.range.partition, low);
      }
      if (windows.length === 0) break;
      const round = new Map<number, RawRecord[]>();
      while (windows.some((w) => w.next < w.until)) {
        const got = await fetchRoundWithFailover(
          consumer,
          options.topic,
          state.layout,
          windows,
          FORWARD_SCAN,
          rotation++,
          options.signal,
        );
        for (const [p, list] of got) round.set(p, [...(round.get(p) ?? []), ...list]);
        if (options.signal.aborted) break;
      }
      for (const list of round.values()) list.reverse();
      const deleted = takeDeleted(state.layout, state.after, true);
      const records: TopicRecord[] = [];
      const list = ordered(round, options, true);
      const scanned = state.scanned;
      const full = await take(list, options, decoder, state, records, []);
      if (full) {
        const exhausted =
          state.scanned - scanned === list.length &&
          state.cursors.every((c) => (upper.get(c.range.partition) as bigint) <= c.range.start);
        yield withDeleted(batchOf(state, records, [], true, true, exhausted), deleted);
        return;
      }
      // A finished window counts as examined, even where compaction left nothing in it.
      for (const c of state.cursors) {
        const top = upper.get(c.range.partition) as bigint;
        const low = top > c.range.start ? top : c.range.start; // raised by records deleted under the read
        if (low < c.range.end) state.after.set(c.range.partition, Number(low));
      }
      yield withDeleted(batchOf(state, records, [], false, true), deleted);
      if (window < 50_000n && records.length === 0) window *= 2n;
    }
    yield withDeleted(batchOf(state, [], [], true, true, true), takeDeleted(state.layout, state.after, true));
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    release(broken || options.signal.aborted);
  }
}
