import type { TopicRecord } from '@console/contract';
import type { Decoding, PreparedDecoding } from '../decode/decoding.ts';
import { INTERNAL_FORMAT_TOPICS } from '../decode/internal-formats.ts';
import { type DecodedPart, RecordDecoder } from '../decode/record-decoder.ts';
import { compileCelFilter } from './cel-filter.ts';
import { type Filters, parseFilters } from './filters.ts';
import { readBatches } from './record-batches.ts';
import type { RawRecord } from './record-view.ts';
import { type ExamineOptions, examine, type PartDecoder } from './scan-examine.ts';
import type { JobSlice, PortableRaw, ScanJob, ScanJobResult } from './scan-job.ts';

// A scan job as a worker runs it (scan-worker.ts): the record sets parsed, every record examined
// with the scan's own examine() until the limit, and each slice's matches and counters returned.
// Registry lookups stay on the main thread: a record that needs one is returned undecided.

/** Thrown by the worker's decoder where the main thread's would ask the schema registry. */
const REGISTRY = Symbol('registry lookup');

const framed = (buf: Buffer) => buf.length >= 5 && buf[0] === 0;

/** Decodes as the main thread's RecordDecoder does, except what needs the registry. */
export class WorkerDecoder implements PartDecoder {
  readonly #inner: RecordDecoder;
  readonly #decoding: Decoding;
  readonly #registry: boolean;
  readonly #internal: boolean;

  constructor(topic: string, decoding: Decoding, registry: boolean) {
    this.#inner = new RecordDecoder(undefined, topic, decoding as PreparedDecoding);
    this.#decoding = decoding;
    this.#registry = registry;
    this.#internal = INTERNAL_FORMAT_TOPICS.has(topic);
  }

  isPlainText(buf: Buffer): boolean {
    const auto = this.#decoding.key.deserializer === 'AUTO' || this.#decoding.value.deserializer === 'AUTO';
    if (this.#registry && auto && framed(buf)) return false;
    return this.#inner.isPlainText(buf);
  }

  decode(buf: Buffer | null | undefined, isKey: boolean, key: Buffer | null = null): DecodedPart {
    const choice = isKey ? this.#decoding.key : this.#decoding.value;
    if (buf && this.#registry && !this.#internal && choice.deserializer === 'AUTO' && framed(buf)) {
      throw REGISTRY;
    }
    return this.#inner.decode(buf, isKey, key) as DecodedPart;
  }
}

function copy(buf: Buffer | null): Uint8Array | null {
  return buf === null ? null : new Uint8Array(buf);
}

function portable(raw: RawRecord): PortableRaw {
  const out: PortableRaw = {
    partition: raw.partition,
    offset: raw.offset,
    timestamp: raw.timestamp,
    key: copy(raw.key),
    value: copy(raw.value),
    headers: raw.headers.map(([k, v]) => [copy(k), copy(v)]),
    size: raw.size,
  };
  if (raw.logAppendTime) out.logAppendTime = true;
  return out;
}

/**
 * The job's records in examination order: its chunks one after the other, each parsed only when
 * the one before has been examined, so a job's records are never all alive at once (the worker's
 * garbage collection was most of its time when they were).
 */
function* recordsOf(job: ScanJob): Generator<RawRecord[]> {
  for (const c of job.chunks) {
    const records: RawRecord[] = [];
    readBatches(Buffer.from(job.buffer, c.start, c.length), c.partition, c.from, c.to, records, c.aborted);
    yield records;
  }
}

export function runJob(job: ScanJob): ScanJobResult {
  const filters: Filters = parseFilters({ ...job.filters.text });
  // A fresh filter per job: its failures are this job's, returned with their positions.
  if (job.filters.cel) filters.cel = compileCelFilter(job.filters.cel);
  const selection: ExamineOptions['selection'] = {};
  if (job.timestamp !== undefined) selection.timestamp = job.timestamp;
  if (job.endTimestamp !== undefined) selection.endTimestamp = job.endTimestamp;
  const options: ExamineOptions = {
    topic: job.topic,
    filters,
    maxValueLength: job.maxValueLength,
    selection,
  };
  const decoder = new WorkerDecoder(job.topic, job.decoding, job.registry);
  const slices: JobSlice[] = [];
  const errorIndexes: number[] = [];
  let matched = 0;
  let slice: JobSlice | undefined;
  let i = 0;
  let complete = true;
  examining: for (const records of recordsOf(job)) {
    for (const raw of records) {
      if (matched >= job.limit) {
        complete = false;
        break examining;
      }
      if (i % job.slice === 0) {
        slice = { start: i, examined: 0, bytes: 0, runs: [], items: [] };
        slices.push(slice);
      }
      const s = slice as JobSlice;
      s.examined++;
      s.bytes += raw.size;
      const run = s.runs.at(-1);
      if (run && run[0] === raw.partition) {
        run[1] = raw.offset;
        run[2] = i + 1;
      } else {
        s.runs.push([raw.partition, raw.offset, i + 1]);
      }
      const errorsBefore = filters.cel?.errors ?? 0;
      let record: TopicRecord | undefined;
      try {
        record = examine(raw, options, decoder) as TopicRecord | undefined;
      } catch (error) {
        if (error !== REGISTRY) throw error;
        s.items.push({
          index: i++,
          partition: raw.partition,
          offset: raw.offset,
          bytes: s.bytes,
          raw: portable(raw),
        });
        continue;
      }
      if ((filters.cel?.errors ?? 0) > errorsBefore) errorIndexes.push(i);
      if (record) {
        matched++;
        s.items.push({ index: i, partition: raw.partition, offset: raw.offset, bytes: s.bytes, record });
      }
      i++;
    }
  }
  const errors: ScanJobResult['errors'] = { indexes: errorIndexes, records: [] };
  if (filters.cel) {
    errors.records = [...filters.cel.failedRecords];
    if (filters.cel.firstError) errors.first = filters.cel.firstError;
  }
  return { examined: i, complete, slices, errors };
}
