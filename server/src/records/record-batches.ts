import { AsyncLocalStorage } from 'node:async_hooks';
import { type AbortedTransaction, BatchCursor } from './batch-cursor.ts';
import { headOf, partsOf, type RecordParts } from './record-parts.ts';
import type { RawRecord } from './record-view.ts';

// A partition's record set from a fetch answer, read whole (batch-cursor.ts parses its batches and
// checks their CRC-32C) or, inside deferParsing(), left for a worker thread to parse.

/**
 * Appends the records of `data` whose offset is in [from, to) to `out`, skipping control batches
 * (transaction markers) and, as Kafka's own consumer does under read_committed, the batches of
 * transactions the answer lists as aborted (up to that producer's abort marker). Returns the
 * offset after the last complete batch, or -1 when there is none (a fetch answer may end with a
 * batch cut short by the byte budget).
 */
export function readBatches(
  data: Buffer | RecordParts,
  partition: number,
  from: number,
  to: number,
  out: RawRecord[],
  aborted: AbortedTransaction[] = [],
): number {
  if (deferring.getStore()) return defer(data, partition, from, to, out, aborted);
  const cursor = new BatchCursor(data, partition, from, to, aborted);
  while (cursor.read(out));
  return cursor.next;
}

// Deferred parsing, for scans whose records are examined on worker threads (scan-parallel.ts):
// inside deferParsing(), readBatches reads only the batch headers (the cursor's next offset needs
// nothing more) and appends one stand-in holding the record set, which the worker then parses.
// The fetch round (fetch-round.ts) stays as it is; the context travels with its awaits.

const deferring = new AsyncLocalStorage<true>();
const CHUNK = Symbol('record chunk');

/** A partition's undecoded record set from one fetch answer, with the range to read from it. */
export interface RecordChunk {
  partition: number;
  from: number;
  to: number;
  /** The complete batches, as views of the fetch answer's chunks (record-parts.ts). */
  data: RecordParts;
  aborted: AbortedTransaction[];
}

/** Runs `fetch` with readBatches deferring its parsing: each answer becomes one chunk stand-in. */
export function deferParsing<T>(fetch: () => Promise<T>): Promise<T> {
  return deferring.run(true, fetch);
}

/** The chunk a stand-in carries, or undefined for a parsed record. */
export function chunkOf(raw: RawRecord): RecordChunk | undefined {
  return (raw as RawRecord & { [CHUNK]?: RecordChunk })[CHUNK];
}

function defer(
  data: Buffer | RecordParts,
  partition: number,
  from: number,
  to: number,
  out: RawRecord[],
  aborted: AbortedTransaction[],
): number {
  const cursor = new BatchCursor(data, partition, from, to, aborted);
  while (cursor.skip());
  const next = cursor.next;
  if (cursor.consumed > 0 && next > from) {
    const chunk: RecordChunk = { partition, from, to, data: headOf(partsOf(data), cursor.consumed), aborted };
    const standIn = { partition, offset: from, timestamp: 0, key: null, value: null, headers: [], size: 0 };
    out.push(Object.assign(standIn, { [CHUNK]: chunk }));
  }
  return next;
}

/** Parses a chunk here and now (a scan that stopped sending its rounds to workers). */
export function readChunk(chunk: RecordChunk, out: RawRecord[]): number {
  return deferring.exit(() =>
    readBatches(chunk.data, chunk.partition, chunk.from, chunk.to, out, chunk.aborted),
  );
}
