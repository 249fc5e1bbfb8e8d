import type { TopicRecord } from '@console/contract';
import type { Consumer } from '@platformatic/kafka';
import type { RecordDecoder } from '../decode/record-decoder.ts';
import { fetchRoundWithFailover } from './failover.ts';
import { hasFilters } from './filters.ts';
import { LazyRecords } from './lazy-records.ts';
import { takeDeleted, withDeleted } from './log-start.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanBatch, ScanOptions } from './scan.ts';
import { take } from './scan-examine.ts';
import { RoundRouter, type RoundWork, type ScanWorkers } from './scan-parallel.ts';
import { roundBatches } from './scan-results.ts';
import { batchOf, FOLLOW, FORWARD_PAGE, FORWARD_SCAN, type ScanState, SLICE } from './scan-state.ts';

// Oldest-first reads (scan.ts): forward in rounds (one fetch per leader, the next round already in
// flight while this one is filtered: one round ahead of the client, never more).

export async function* forward(
  consumer: Consumer,
  decoder: RecordDecoder,
  options: ScanOptions,
  state: ScanState,
  release: (broken: boolean) => void,
  workers?: ScanWorkers,
): AsyncGenerator<ScanBatch> {
  // A search, whatever its limit, reads on until it has its matches: with the page's 128 KB per
  // partition it waited for twice as many round trips (bench/scan).
  const paging = options.limit <= 1000 && !hasFilters(options.filters);
  const budget = options.follow ? FOLLOW : paging ? FORWARD_PAGE : FORWARD_SCAN;
  let rotation = 0;
  const fetch = () =>
    fetchRoundWithFailover(
      consumer,
      options.topic,
      state.layout,
      state.cursors,
      budget,
      rotation++,
      options.signal,
    );
  const rounds = new RoundRouter(workers, options, decoder, state, SLICE);
  const nextRound = () => (state.cursors.some((c) => c.next < c.until) ? rounds.fetch(fetch) : undefined);
  const cursorsDone = () => state.cursors.every((c) => c.next >= c.until);
  let pending: Promise<Map<number, RawRecord[]>> | undefined;
  let work: Promise<RoundWork> | undefined;
  let broken = false;
  try {
    pending = nextRound();
    work = rounds.start(pending);
    while (work) {
      if (options.signal.aborted) {
        broken = true;
        return;
      }
      const round = await work;
      const deleted = takeDeleted(state.layout, state.after, false);
      pending = nextRound();
      work = rounds.start(pending);
      if ('job' in round) {
        let notes = deleted;
        const batch = (records: TopicRecord[], done: boolean, exhausted: boolean) => {
          const b = withDeleted(
            batchOf(state, records, [], done, false, exhausted && !options.follow),
            notes,
          );
          notes = [];
          return b;
        };
        const ended = yield* roundBatches(round.job, options, decoder, state, !pending, cursorsDone, batch);
        if (options.signal.aborted) broken = true;
        if (ended.done) return;
        rounds.here = ended.mostlyUndecided;
        continue;
      }
      // Parsed and decoded in slices, each handed to the client before the next is decoded: a
      // round's worth of records at once outlives V8's young generation (bench/download, bench/scan).
      const list = new LazyRecords(round.records);
      for (let first = true; first || list.more; first = false) {
        if (options.signal.aborted) {
          broken = true;
          return;
        }
        const records: TopicRecord[] = [];
        const raws: RawRecord[] = [];
        const slice = list.next(SLICE);
        const scanned = state.scanned;
        const full = await take(slice, options, decoder, state, records, raws);
        const last = !pending && !list.more;
        const done = full || last;
        const exhausted = last && state.scanned - scanned === slice.length && cursorsDone();
        yield withDeleted(
          batchOf(state, records, raws, done, false, exhausted && !options.follow),
          first ? deleted : [],
        );
        if (done) return;
      }
    }
    yield withDeleted(
      batchOf(state, [], [], true, false, !options.follow),
      takeDeleted(state.layout, state.after, false),
    );
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A round still in flight holds this client's connections: let it settle before the client is reused.
    pending?.catch(() => {});
    work?.catch(() => {});
    if (pending && !broken) await pending.catch(() => (broken = true));
    release(broken || options.signal.aborted);
  }
}
