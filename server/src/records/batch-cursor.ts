import { createRequire } from 'node:module';
import { compressionsAlgorithmsByBitmask, crc32c as libraryCrc32c } from '@platformatic/kafka';
import type { RawRecord } from './record-view.ts';

// Kafka record batches (message format v2) read straight from one partition's record set. The
// client library reads them through a chunked buffer one byte at a time and makes a BigInt per
// record; a scan spent most of its time there (bench/scan). Here the bytes are one Buffer,
// varints are decoded inline, offsets and timestamps are numbers (offsets stay far below 2^53),
// and a record costs its object and the views of its key, value and headers. record-batches.ts
// reads a whole record set with it, or defers the parsing to a worker.

export const BATCH_HEAD = 61; // baseOffset(8) length(4) leaderEpoch(4) magic(1) crc(4) attributes(2)
// lastOffsetDelta(4) firstTimestamp(8) maxTimestamp(8) producerId(8) producerEpoch(2)
// baseSequence(4) recordCount(4)
const MIN_BATCH_LENGTH = BATCH_HEAD - 12;
const COMPRESSION = 0x07;
const LOG_APPEND_TIME = 0x08;
const TRANSACTIONAL = 0x10;
const CONTROL_BATCH = 0x20;
const ABORT_MARKER = 0;
const TWO_32 = 4294967296;
const NO_HEADERS: RawRecord['headers'] = [];

// CRC-32C as the client library computes it: @node-rs/crc32 (its optional dependency, hardware
// instructions, ~5 GB/s here) when installed, else its WebAssembly one. The library's wrapper
// copies each batch first (new Uint8Array(buffer)): called directly, the check costs ~40 ns a record.
const crc32c = ((): ((data: Uint8Array) => number) => {
  try {
    const require = createRequire(import.meta.resolve('@platformatic/kafka'));
    return (require('@node-rs/crc32') as { crc32c: (data: Uint8Array) => number }).crc32c;
  } catch {
    return libraryCrc32c as (data: Uint8Array) => number;
  }
})();

/** Read position in the buffer being parsed, shared by the readers below (no object per read). */
let at = 0;

/** A zigzag varint or varlong, as a number. */
function varint(src: Buffer): number {
  let b = src[at++] as number;
  if (b < 0x80) return (b >>> 1) ^ -(b & 1);
  let value = b & 0x7f;
  let scale = 128;
  do {
    b = src[at++] as number;
    value += (b & 0x7f) * scale;
    scale *= 128;
  } while (b >= 0x80);
  return value % 2 === 0 ? value / 2 : -(value + 1) / 2;
}

function bytes(src: Buffer): Buffer | null {
  const length = varint(src);
  if (length < 0) return null;
  const view = src.subarray(at, at + length);
  at += length;
  return view;
}

/** A signed 64-bit integer at `position`, as a number. */
export function int64(src: Buffer, position: number): number {
  return src.readInt32BE(position) * TWO_32 + src.readUInt32BE(position + 4);
}

/** An aborted transaction from the fetch answer: records of `producerId` from `firstOffset` on. */
export interface AbortedTransaction {
  producerId: number;
  firstOffset: number;
}

/** Where the batch at `pos` ends, once its header is checked; undefined when it is cut off (the budget's end). */
export function batchEnd(data: Buffer, pos: number): number | undefined {
  const length = data.readInt32BE(pos + 8);
  if (length < MIN_BATCH_LENGTH)
    throw new Error(`A record batch claims ${length} bytes: the answer is corrupt`);
  const end = pos + 12 + length;
  if (end > data.length) return undefined;
  const magic = data[pos + 16];
  if (magic !== 2) throw new Error(`Record batches of message format v${magic} cannot be read (v2 only)`);
  return end;
}

/**
 * record-batches.ts readBatches, one batch at a time: a search reads a round's records a slice at a time (a round of
 * 12 MB parsed at once outlived V8's young generation, and collecting it took a quarter of the
 * scan). Each batch's CRC-32C is checked before its records are read, as Kafka's consumer does
 * (check.crcs, on by default).
 */
export class BatchCursor {
  readonly #data: Buffer;
  readonly #partition: number;
  readonly #from: number;
  readonly #to: number;
  readonly #pending: AbortedTransaction[];
  readonly #abortedProducers = new Set<number>();
  #pos = 0;
  /** The offset after the last complete batch read, -1 before the first. */
  next = -1;

  constructor(data: Buffer, partition: number, from: number, to: number, aborted: AbortedTransaction[]) {
    this.#data = data;
    this.#partition = partition;
    this.#from = from;
    this.#to = to;
    this.#pending = aborted.length > 0 ? [...aborted].sort((a, b) => a.firstOffset - b.firstOffset) : [];
  }

  /** Whether a batch may be left (a cut-off batch at the end reads as none). */
  get more(): boolean {
    return this.#data.length - this.#pos >= BATCH_HEAD;
  }

  /** Appends the next complete batch's records in range to `out`; false when there is none left. */
  read(out: RawRecord[]): boolean {
    const data = this.#data;
    const pos = this.#pos;
    if (data.length - pos < BATCH_HEAD) return false;
    const end = batchEnd(data, pos);
    if (end === undefined) {
      this.#pos = data.length;
      return false;
    }
    const base = int64(data, pos);
    const attributes = data.readInt16BE(pos + 21);
    const last = base + data.readInt32BE(pos + 23);
    this.next = last + 1;
    this.#pos = end;
    let skip = false;
    if ((attributes & TRANSACTIONAL) !== 0) {
      const pending = this.#pending;
      while (pending.length > 0 && (pending[0] as AbortedTransaction).firstOffset <= last) {
        this.#abortedProducers.add((pending.shift() as AbortedTransaction).producerId);
      }
      const producerId = int64(data, pos + 43);
      if ((attributes & CONTROL_BATCH) !== 0) {
        checkCrc(data, pos, end);
        if (controlType(data, pos, end, attributes) === ABORT_MARKER)
          this.#abortedProducers.delete(producerId);
      } else {
        skip = this.#abortedProducers.has(producerId);
      }
    }
    if (!skip && (attributes & CONTROL_BATCH) === 0 && this.next > this.#from && base < this.#to) {
      checkCrc(data, pos, end);
      readRecords(data, pos, end, attributes, base, this.#partition, this.#from, this.#to, out);
    }
    return true;
  }
}

/** The batch's CRC-32C (of everything after the crc field) against its bytes. */
function checkCrc(data: Buffer, pos: number, end: number): void {
  const stored = data.readUInt32BE(pos + 17);
  if (crc32c(data.subarray(pos + 21, end)) !== stored) {
    throw new Error(
      `A record batch at offset ${int64(data, pos)} failed its CRC check: the answer is corrupt`,
    );
  }
}

/** The batch's records: `data` itself, or its decompressed records (then read from 0). */
function recordsOf(data: Buffer, pos: number, end: number, attributes: number): Buffer {
  at = pos + BATCH_HEAD;
  const codec = attributes & COMPRESSION;
  if (codec === 0) return data;
  const algorithm = compressionsAlgorithmsByBitmask[codec];
  if (!algorithm) throw new Error(`Record batch compressed with an unknown codec (${codec})`);
  const src = algorithm.decompressSync(data.subarray(at, end)) as Buffer;
  at = 0;
  return src;
}

/** A control batch's marker type, from its record's key (version int16, type int16). */
function controlType(data: Buffer, pos: number, end: number, attributes: number): number {
  const src = recordsOf(data, pos, end, attributes);
  varint(src); // record length
  at++; // attributes
  varint(src); // timestamp delta
  varint(src); // offset delta
  const key = bytes(src);
  return key && key.length >= 4 ? key.readInt16BE(2) : -1;
}

function readRecords(
  data: Buffer,
  pos: number,
  end: number,
  attributes: number,
  base: number,
  partition: number,
  from: number,
  to: number,
  out: RawRecord[],
): void {
  const firstTimestamp = int64(data, pos + 27);
  const maxTimestamp = int64(data, pos + 35);
  const appendTime = (attributes & LOG_APPEND_TIME) !== 0;
  const count = data.readInt32BE(pos + 57);
  const src = recordsOf(data, pos, end, attributes);
  const stop = src === data ? end : src.length;
  for (let i = 0; i < count && at < stop; i++) {
    const length = varint(src);
    const recordEnd = at + length;
    if (length <= 0 || recordEnd > stop)
      throw new Error(`A record claims ${length} bytes: the answer is corrupt`);
    at++; // attributes: unused in v2
    const timestampDelta = varint(src);
    const offset = base + varint(src);
    if (offset >= from && offset < to) {
      const key = bytes(src);
      const value = bytes(src);
      let size = (key?.length ?? 0) + (value?.length ?? 0);
      let headers = NO_HEADERS;
      const headerCount = varint(src);
      if (headerCount > 0) {
        headers = [];
        for (let h = 0; h < headerCount; h++) {
          const headerKey = bytes(src);
          const headerValue = bytes(src);
          size += (headerKey?.length ?? 0) + (headerValue?.length ?? 0);
          headers.push([headerKey, headerValue]);
        }
      }
      out.push({
        partition,
        offset,
        timestamp: appendTime ? maxTimestamp : firstTimestamp + timestampDelta,
        key,
        value,
        headers,
        size,
        logAppendTime: appendTime,
      });
    }
    at = recordEnd;
  }
}
