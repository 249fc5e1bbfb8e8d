import type { DeletedWhileReading, TopicRecord } from '@console/contract';
import type { Admin, Consumer } from '@platformatic/kafka';
import type { RecordDecoder } from '../decode/record-decoder.ts';
import { fetchRoundWithFailover } from './failover.ts';
import type { FetchBudget, PartitionCursor } from './fetch-round.ts';
import { type Filters, hasFilters } from './filters.ts';
import { LazyRecords } from './lazy-records.ts';
import { takeDeleted, withDeleted } from './log-start.ts';
import { formatAfter, type RangeSelection, type TopicLayout, topicLayout } from './ranges.ts';
import type { RawRecord } from './record-view.ts';
import { type ScanCounters, take } from './scan-examine.ts';
import { ordered } from './scan-order.ts';
import { parallelFor, RoundRouter, type RoundWork, type ScanWorkers } from './scan-parallel.ts';
import { roundBatches } from './scan-results.ts';

// The scan loop behind every read (see index.ts for the public API). Oldest-first reads go
// forward in rounds (one fetch per leader, the next round already in flight while this one is
// filtered: one round ahead of the client, never more). Newest-first reads walk backwards in
// windows per partition. The `after` cursor holds the last offset examined per partition, so a
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

// 1 MB per partition, as Kafka's consumer asks (max.partition.fetch.bytes): producers batch up to
// 512 KB and more (bench/scan's do), and a batch cut by a smaller budget is sent, dropped and sent
// again (with 256 KB, half of what came was dropped). 1 MB per request: side by side at load ~20,
// a search decoding JSON (bench/filter's celField) examined 0.56-0.68 M records per CPU second
// against 0.39-0.47 M with 2 MB per request and 0.51-0.58 M with 256 KB per partition; the raw scan
// 1.6-2.2 M with 1 MB or 2 MB. 4 MB was slower and far heavier (bench/download: +357 MB RSS).
const FORWARD_SCAN: FetchBudget = { requestBytes: 1 << 20, partitionBytes: 1 << 20, maxWaitMs: 0 };
const FORWARD_PAGE: FetchBudget = { requestBytes: 2 << 20, partitionBytes: 128 << 10, maxWaitMs: 0 };
/** Records decoded per batch handed to the client. */
const SLICE = 500;
const FOLLOW: FetchBudget = {
  requestBytes: 1 << 20,
  partitionBytes: 256 << 10,
  maxWaitMs: 500,
  follow: true,
};

interface State extends ScanCounters {
  layout: TopicLayout;
  cursors: PartitionCursor[];
  total: bigint;
  started: number;
}

function percentOf(state: State, newest: boolean): number {
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
  const state: State = {
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

function batchOf(
  state: State,
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

async function* forward(
  consumer: Consumer,
  decoder: RecordDecoder,
  options: ScanOptions,
  state: State,
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

async function* backward(
  consumer: Consumer,
  decoder: RecordDecoder,
  options: ScanOptions,
  state: State,
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
