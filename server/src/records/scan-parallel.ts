import type { TopicRecord } from '@console/contract';
import type { RecordDecoder } from '../decode/record-decoder.ts';
import { filterSources, hasFilters } from './filters.ts';
import { chunkOf, readChunk } from './record-batches.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanOptions } from './scan.ts';
import { examine, type ScanCounters } from './scan-examine.ts';
import type { JobChunk, JobItem, JobSlice, PortableRaw, ScanJob, ScanJobResult } from './scan-job.ts';
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

/** The pool; `size` undefined: cores - 1 (0 turns workers off). */
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

/** A round's work: a job out on a worker, or records to examine here. */
export type RoundWork = { job: Promise<ScanJobResult> } | { records: RawRecord[] };

/** The round's stand-ins (in examination order) parsed here. */
export function parseHere(list: RawRecord[]): RawRecord[] {
  const records: RawRecord[] = [];
  for (const standIn of list) {
    const chunk = chunkOf(standIn);
    if (chunk) readChunk(chunk, records);
    else records.push(standIn);
  }
  return records;
}

// Buffers that came back from workers, reused: a fresh one per round was garbage collection
// on both threads (external memory), a third of the main thread's time.
const spare: ArrayBuffer[] = [];
const SPARE = 4;
const BUFFER_BYTES = 4 << 20;

function bufferOf(bytes: number): ArrayBuffer {
  const at = spare.findIndex((b) => b.byteLength >= bytes);
  if (at >= 0) return spare.splice(at, 1)[0] as ArrayBuffer;
  return new ArrayBuffer(Math.max(bytes, BUFFER_BYTES));
}

function giveBack(buffer: ArrayBuffer): void {
  if (spare.length < SPARE && buffer.byteLength > 0) spare.push(buffer);
}

/** Sends the round's record sets (copied into one buffer, transferred) to a worker. */
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
  const buffer = bufferOf(sets.reduce((sum, c) => sum + c.data.length, 0));
  const bytes = new Uint8Array(buffer);
  const chunks: JobChunk[] = [];
  let start = 0;
  for (const c of sets) {
    bytes.set(c.data, start);
    chunks.push({
      partition: c.partition,
      from: c.from,
      to: c.to,
      start,
      length: c.data.length,
      aborted: c.aborted,
    });
    start += c.data.length;
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
  const result = await workers.run(job, [buffer]);
  giveBack(result.buffer);
  return result;
}

const buffer = (u: Uint8Array | null) =>
  u === null ? null : Buffer.from(u.buffer, u.byteOffset, u.byteLength);

function rawOf(p: PortableRaw): RawRecord {
  const raw: RawRecord = {
    partition: p.partition,
    offset: p.offset,
    timestamp: p.timestamp,
    key: buffer(p.key),
    value: buffer(p.value),
    headers: p.headers.map(([k, v]) => [buffer(k), buffer(v)]),
    size: p.size,
  };
  if (p.logAppendTime) raw.logAppendTime = true;
  return raw;
}

/** Applies a job's results slice by slice, in order; keeps the position of the job's failures. */
export class JobResults {
  readonly #result: ScanJobResult;
  readonly #options: ScanOptions;
  readonly #decoder: RecordDecoder;
  /** Failures of the job already counted on the scan's filter. */
  #absorbed = 0;
  /** Records the worker could not decide. */
  undecided = 0;

  constructor(result: ScanJobResult, options: ScanOptions, decoder: RecordDecoder) {
    this.#result = result;
    this.#options = options;
    this.#decoder = decoder;
  }

  get slices(): JobSlice[] {
    return this.#result.slices;
  }

  /** Position after the last record examined so far. */
  #through = 0;

  /** Whether every record of the job has been examined. */
  get all(): boolean {
    return this.#result.complete && this.#through === this.#result.examined;
  }

  /** Most of the job needed the registry: the rest of the scan is better examined here. */
  get mostlyUndecided(): boolean {
    return this.undecided * 2 > this.#result.examined;
  }

  /** Counts the job's failures before position `end` on the scan's own filter. */
  #absorbUpTo(end: number): void {
    const { indexes, first, records } = this.#result.errors;
    let upTo = this.#absorbed;
    while (upTo < indexes.length && (indexes[upTo] as number) < end) upTo++;
    if (upTo === this.#absorbed) return;
    this.#options.filters.cel?.absorb(
      upTo - this.#absorbed,
      this.#absorbed === 0 ? first : undefined,
      records.slice(this.#absorbed, upTo),
    );
    this.#absorbed = upTo;
  }

  /** Examination of one slice, as take() would have done it; true when the limit is reached. */
  async apply(slice: JobSlice, state: ScanCounters, out: TopicRecord[]): Promise<boolean> {
    const limit = this.#options.limit;
    for (const item of slice.items) {
      let record: TopicRecord | undefined = item.record;
      if (item.raw) {
        this.undecided++;
        this.#absorbUpTo(item.index);
        const examined = examine(rawOf(item.raw), this.#options, this.#decoder);
        record = examined instanceof Promise ? await examined : examined;
      }
      if (!record) continue;
      state.matched++;
      out.push(record);
      if (state.matched >= limit) {
        this.#cut(slice, item, state);
        return true;
      }
    }
    state.scanned += slice.examined;
    state.bytes += slice.bytes;
    this.#through = slice.start + slice.examined;
    for (const [partition, offset] of slice.runs) state.after.set(partition, offset);
    this.#absorbUpTo(slice.start + slice.examined);
    return false;
  }

  /** The slice examined up to `item`, which reached the limit. */
  #cut(slice: JobSlice, item: JobItem, state: ScanCounters): void {
    state.scanned += item.index - slice.start + 1;
    this.#through = item.index + 1;
    state.bytes += item.bytes;
    for (const [partition, offset, end] of slice.runs)
      if (end <= item.index) state.after.set(partition, offset);
    state.after.set(item.partition, item.offset);
    this.#absorbUpTo(item.index + 1);
  }
}

/**
 * One round's batches from its job: a batch per slice, as the main-thread scan yields them.
 * `last`: no round follows. `batch` builds the client's batch (scan.ts).
 */
export async function* roundBatches<B>(
  job: Promise<ScanJobResult>,
  options: ScanOptions,
  decoder: RecordDecoder,
  state: ScanCounters,
  last: boolean,
  cursorsDone: () => boolean,
  batch: (records: TopicRecord[], done: boolean, exhausted: boolean) => B,
): AsyncGenerator<B, { done: boolean; mostlyUndecided: boolean }> {
  const results = new JobResults(await job, options, decoder);
  const slices = results.slices;
  for (let k = 0; k === 0 || k < slices.length; k++) {
    if (options.signal.aborted) return { done: true, mostlyUndecided: false };
    const records: TopicRecord[] = [];
    const slice = slices[k];
    const full = slice ? await results.apply(slice, state, records) : false;
    const end = last && k + 1 >= slices.length;
    const done = full || end;
    yield batch(records, done, end && results.all && cursorsDone());
    if (done) return { done: true, mostlyUndecided: false };
  }
  return { done: false, mostlyUndecided: results.mostlyUndecided };
}
