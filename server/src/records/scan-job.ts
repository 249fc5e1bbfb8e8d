import type { SearchField, TopicRecord } from '@console/contract';
import type { Decoding } from '../decode/decoding.ts';
import type { AbortedTransaction } from './batch-cursor.ts';

// What the main thread and a scan worker (scan-worker.ts) send each other: one job per fetch
// round, its record sets in the order the scan examines them; back come the matches and the
// counters of each slice, so the main thread's counters, cursor and batches end up exactly as if
// it had examined every record itself (scan-parallel.ts).

/** The filters as their query text: compiled objects do not cross threads, the worker compiles them again. */
export interface FilterSources {
  text: Partial<Record<SearchField, string>>;
  cel?: string;
}

export interface JobChunk {
  partition: number;
  from: number;
  to: number;
  /** Where its record set was copied in the job's buffer. */
  start: number;
  length: number;
  aborted: AbortedTransaction[];
}

export interface ScanJob {
  topic: string;
  timestamp?: number;
  endTimestamp?: number;
  filters: FilterSources;
  decoding: Decoding;
  /** Framed bytes are registry lookups: the worker hands such records back undecided. */
  registry: boolean;
  maxValueLength: number;
  /** The worker stops after this many certain matches (an upper bound of what is still wanted). */
  limit: number;
  /** Records per slice: each slice becomes one batch for the client. */
  slice: number;
  chunks: JobChunk[];
  /** The round's record sets, copied one after the other into memory both threads share (reused). */
  buffer: SharedArrayBuffer;
}

/** A record's bytes, copied off the job's record sets. */
export interface PortableRaw {
  partition: number;
  offset: number;
  timestamp: number;
  key: Uint8Array | null;
  value: Uint8Array | null;
  headers: Array<[Uint8Array | null, Uint8Array | null]>;
  size: number;
  logAppendTime?: boolean;
}

/** A match, or a record the worker could not decide, which the main thread examines itself. */
export interface JobItem {
  /** Position in the job's examination order. */
  index: number;
  partition: number;
  offset: number;
  /** Bytes of the slice's records up to and including this one. */
  bytes: number;
  record?: TopicRecord;
  raw?: PortableRaw;
}

export interface JobSlice {
  /** Position of its first record in the job. */
  start: number;
  /** Records of the slice examined (all of them, unless the worker stopped at the limit). */
  examined: number;
  bytes: number;
  /** Per partition met in the slice, in order: [partition, last offset examined, index after it]. */
  runs: Array<[number, number, number]>;
  items: JobItem[];
}

export interface ScanJobResult {
  /** Records the worker examined, and whether that was all of the job's (it stops at the limit). */
  examined: number;
  complete: boolean;
  slices: JobSlice[];
  /** Positions of the records whose CEL evaluation failed; the first message; the first failed records. */
  errors: { indexes: number[]; first?: string; records: Array<{ partition: number; offset: number }> };
}
