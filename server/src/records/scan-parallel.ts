import type { RecordDecoder } from '../decode/record-decoder.ts';
import { filterSources, hasFilters } from './filters.ts';
import { chunkOf, deferParsing } from './record-batches.ts';
import { partsLength, type RecordParts } from './record-parts.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanOptions } from './scan.ts';
import type { ScanCounters } from './scan-examine.ts';
import type { JobChunk, ScanJob, ScanJobResult } from './scan-job.ts';
import { flatOrder, ordered } from './scan-order.ts';
import { defaultWorkerCount, WorkerPool } from './worker-pool.ts';

// Searches examined on worker threads (issue 17: the second core). The main thread fetches (its
// rounds parse only batch headers, record-batches.ts deferParsing) and sends each round's record
// sets to a worker, which parses, decodes and filters them (scan-job-run.ts); back come the
// matches with their positions, which are applied here so that the counters, the `after` cursor,
// the limit, the CEL filter's failures and the batches are exactly those of the main-thread scan.
// Records framed for the schema registry come back undecided and are examined here.

export type ScanWorkers = WorkerPool<ScanJob, ScanJobResult>;

/** Rounds sent to workers by this process (tests check that a search went there). */
export const scanWorkerStats = { rounds: 0 };

/** The pool; `size` undefined: defaultWorkerCount() (none below 4 cores); 0 turns workers off. */
export function scanWorkers(size?: number): ScanWorkers {
  return new WorkerPool(
    new URL('./scan-worker.ts', import.meta.url),
    size ?? defaultWorkerCount(),
    'scan worker',
  );
}

/** Whether this read goes to workers: searches (filters) of history, oldest first, without raw bytes. */
export function parallelFor(
  workers: ScanWorkers | undefined,
  options: ScanOptions,
  decoder: RecordDecoder,
  newest: boolean,
): ScanWorkers | undefined {
  if (!workers || workers.size === 0 || newest || options.follow || options.keepRaw) return undefined;
  if (!hasFilters(options.filters) || !decoder.portable()) return undefined;
  return workers;
}

/** A round's work: a job out on a worker, or records (and stand-ins of record sets, lazy-records.ts) to examine here. */
export type RoundWork = { job: Promise<ScanJobResult> } | { records: RawRecord[] };

/**
 * Where each fetched round of a forward scan is examined: on a worker (its fetch then parses only
 * batch headers), or here, without workers or once `here` is set (a scan whose records mostly
 * need the registry). A round goes to its worker as soon as it arrives.
 */
export class RoundRouter {
  readonly #workers: ScanWorkers | undefined;
  readonly #options: ScanOptions;
  readonly #decoder: RecordDecoder;
  readonly #state: ScanCounters;
  readonly #slice: number;
  here: boolean;

  constructor(
    workers: ScanWorkers | undefined,
    options: ScanOptions,
    decoder: RecordDecoder,
    state: ScanCounters,
    slice: number,
  ) {
    this.#workers = workers;
    this.#options = options;
    this.#decoder = decoder;
    this.#state = state;
    this.#slice = slice;
    this.here = !workers;
  }

  /**
   * Whether the round's records are parsed as they are examined (lazy-records.ts): on a worker,
   * or here when the round is examined partition by partition (a search, a download, a copy).
   */
  get #lazy(): boolean {
    return this.#workers !== undefined || flatOrder(this.#options);
  }

  fetch<T>(fetch: () => Promise<T>): Promise<T> {
    return this.#lazy ? deferParsing(fetch) : fetch();
  }

  start(round: Promise<Map<number, RawRecord[]>> | undefined): Promise<RoundWork> | undefined {
    const work = round?.then((r) => this.#workOf(r));
    work?.catch(() => {}); // awaited by the scan, unless it ends first
    return work;
  }

  #workOf(round: Map<number, RawRecord[]>): RoundWork {
    const list = ordered(round, this.#options, false);
    if (!this.#workers || this.here) return { records: list };
    const wanted = this.#options.limit - this.#state.matched;
    const job = sendRound(this.#workers, list, this.#options, this.#decoder, wanted, this.#slice);
    job.catch(() => {}); // awaited by the scan, unless it ends first
    return { job };
  }
}

// Shared memory for the rounds, reused: an ArrayBuffer transferred per round (there and back)
// counted as fresh external memory each time, and the main thread spent a fifth of its time in
// full garbage collections for it (bench/scan).
const spare: SharedArrayBuffer[] = [];
const NO_DATA: RecordParts = [];
const SPARE = 4;
const BUFFER_BYTES = 4 << 20;

function bufferOf(bytes: number): SharedArrayBuffer {
  const at = spare.findIndex((b) => b.byteLength >= bytes);
  if (at >= 0) return spare.splice(at, 1)[0] as SharedArrayBuffer;
  return new SharedArrayBuffer(Math.max(bytes, BUFFER_BYTES));
}

function giveBack(buffer: SharedArrayBuffer): void {
  if (spare.length < SPARE) spare.push(buffer);
}

/** Sends the round's record sets (copied into one shared buffer) to a worker. */
export async function sendRound(
  workers: ScanWorkers,
  list: RawRecord[],
  options: ScanOptions,
  decoder: RecordDecoder,
  wanted: number,
  slice: number,
): Promise<ScanJobResult> {
  const spec = decoder.portable() as NonNullable<ReturnType<RecordDecoder['portable']>>;
  const sets = list.map((standIn) => {
    const chunk = chunkOf(standIn);
    if (!chunk) throw new Error('A deferred round held a parsed record');
    return chunk;
  });
  const buffer = bufferOf(sets.reduce((sum, c) => sum + partsLength(c.data), 0));
  const bytes = new Uint8Array(buffer);
  const chunks: JobChunk[] = [];
  let start = 0;
  for (const c of sets) {
    const length = partsLength(c.data);
    let at = start;
    for (const part of c.data) {
      bytes.set(part, at);
      at += part.length;
    }
    chunks.push({ partition: c.partition, from: c.from, to: c.to, start, length, aborted: c.aborted });
    start += length;
    // The fetch answer is let go now, not when the worker answers: kept that long, answers
    // outlived the young generation and each scan ran a dozen full collections on this thread.
    c.data = NO_DATA;
  }
  const job: ScanJob = {
    topic: options.topic,
    filters: filterSources(options.filters),
    decoding: spec.decoding,
    registry: spec.registry,
    maxValueLength: options.maxValueLength,
    limit: wanted,
    slice,
    chunks,
    buffer,
  };
  const { timestamp, endTimestamp } = options.selection;
  if (timestamp !== undefined) job.timestamp = timestamp;
  if (endTimestamp !== undefined) job.endTimestamp = endTimestamp;
  scanWorkerStats.rounds++;
  try {
    return await workers.run(job);
  } finally {
    // The worker is done with it (answered, failed, or gone).
    giveBack(buffer);
  }
}
