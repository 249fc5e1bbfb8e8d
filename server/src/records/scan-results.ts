import type { TopicRecord } from '@console/contract';
import type { RecordDecoder } from '../decode/record-decoder.ts';
import type { RawRecord } from './record-view.ts';
import type { ScanOptions } from './scan.ts';
import { examine, type ScanCounters } from './scan-examine.ts';
import type { JobItem, JobSlice, PortableRaw, ScanJobResult } from './scan-job.ts';

// A worker's answer to one round (scan-parallel.ts) applied on the main thread: matches in
// order, undecided records examined here, the counters, the cursor and the CEL failures moved
// exactly as far as take() would have moved them, and one batch per slice.

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
