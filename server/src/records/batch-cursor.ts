import {
  BATCH_HEAD,
  COMPRESSION,
  controlType,
  headerOf,
  int64,
  readAcross,
  readRecords,
} from './batch-records.ts';
import {
  advance,
  crc32c,
  crc32cOver,
  gather,
  type PartPosition,
  partsLength,
  partsOf,
  type RecordParts,
} from './record-parts.ts';
import type { RawRecord } from './record-view.ts';

// Kafka record batches (message format v2) read straight from one partition's record set. The
// client library reads them through a chunked buffer one byte at a time and makes a BigInt per
// record; a scan spent most of its time there (bench/scan). Here the bytes are the answer's own
// chunks (record-parts.ts), varints are decoded inline, offsets and timestamps are numbers (offsets
// stay far below 2^53), and a record costs its object and the views of its key, value and
// headers. record-batches.ts reads a whole record set with it, or defers the parsing to a worker.

const MIN_BATCH_LENGTH = BATCH_HEAD - 12;
const TRANSACTIONAL = 0x10;
const CONTROL_BATCH = 0x20;
const ABORT_MARKER = 0;

/** An aborted transaction from the fetch answer: records of `producerId` from `firstOffset` on. */
export interface AbortedTransaction {
  producerId: number;
  firstOffset: number;
}

/** The batch's size in bytes, from its header at `pos` (12 bytes at least), once its length is checked. */
function batchSize(head: Buffer, pos: number): number {
  const length = head.readInt32BE(pos + 8);
  if (length < MIN_BATCH_LENGTH)
    throw new Error(`A record batch claims ${length} bytes: the answer is corrupt`);
  return 12 + length;
}

/**
 * record-batches.ts readBatches, one batch at a time: a search reads a round's records a slice at
 * a time (a round of 12 MB parsed at once outlived V8's young generation, and collecting it took a
 * quarter of the scan). Each batch's CRC-32C is checked before its records are read, as Kafka's
 * consumer does (check.crcs, on by default). A batch that lies in one chunk of the answer is read
 * in place; one that runs over chunks is read chunk by chunk, and only a record (or a header)
 * that straddles two chunks is copied; a compressed one is copied whole to be decompressed.
 */
export class BatchCursor {
  readonly #parts: RecordParts;
  readonly #partition: number;
  readonly #from: number;
  readonly #to: number;
  readonly #pending: AbortedTransaction[];
  readonly #abortedProducers = new Set<number>();
  readonly #at: PartPosition = { part: 0, pos: 0 };
  /** Bytes not yet read. */
  #left: number;
  /** Bytes of the complete batches read or skipped. */
  consumed = 0;
  /** The offset after the last complete batch read, -1 before the first. */
  next = -1;

  constructor(
    data: Buffer | RecordParts,
    partition: number,
    from: number,
    to: number,
    aborted: AbortedTransaction[],
  ) {
    this.#parts = partsOf(data);
    this.#left = partsLength(this.#parts);
    this.#partition = partition;
    this.#from = from;
    this.#to = to;
    this.#pending = aborted.length > 0 ? [...aborted].sort((a, b) => a.firstOffset - b.firstOffset) : [];
  }

  /** Whether a batch may be left (a cut-off batch at the end reads as none). */
  get more(): boolean {
    return this.#left >= BATCH_HEAD;
  }

  /**
   * The next batch's header (a view, or a copy when it straddles two chunks) and size, the cursor
   * moved past it; undefined when there is no complete batch left (the budget cut the last short).
   */
  #batch(): { head: Buffer; size: number; part: number; pos: number } | undefined {
    if (this.#left < BATCH_HEAD) return undefined;
    const { part, pos } = this.#at;
    const head = gather(this.#parts, part, pos, BATCH_HEAD);
    const size = batchSize(head, 0);
    if (size > this.#left) {
      this.#left = 0;
      return undefined;
    }
    const magic = head[16];
    if (magic !== 2) throw new Error(`Record batches of message format v${magic} cannot be read (v2 only)`);
    const base = int64(head, 0);
    this.next = base + head.readInt32BE(23) + 1;
    advance(this.#parts, this.#at, size);
    this.#left -= size;
    this.consumed += size;
    return { head, size, part, pos };
  }

  /** Moves past the next complete batch reading its header only (record-batches.ts defer); false when none is left. */
  skip(): boolean {
    return this.#batch() !== undefined;
  }

  /** Appends the next complete batch's records in range to `out`; false when there is none left. */
  read(out: RawRecord[]): boolean {
    const batch = this.#batch();
    if (!batch) return false;
    const parts = this.#parts;
    const inPlace = (parts[batch.part] as Buffer).length - batch.pos >= batch.size;
    const attributes = batch.head.readInt16BE(21);
    // The batch itself when it lies in one chunk; else its header (read across chunks), or a copy
    // of the whole batch where a decompressor or a marker's reader needs it in one piece.
    let data = batch.head;
    let pos = 0;
    let across = !inPlace;
    if (inPlace) {
      data = parts[batch.part] as Buffer;
      pos = batch.pos;
    } else if ((attributes & (COMPRESSION | CONTROL_BATCH)) !== 0) {
      data = gather(parts, batch.part, batch.pos, batch.size);
      across = false;
    }
    const end = pos + batch.size;
    const base = int64(data, pos);
    const last = this.next - 1;
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
      const header = headerOf(data, pos, attributes, base, this.#partition, this.#from, this.#to);
      if (across) {
        const stored = data.readUInt32BE(17);
        if (crc32cOver(parts, batch.part, batch.pos + 21, batch.size - 21) !== stored) crcFailed(base);
        readAcross(parts, batch.part, batch.pos, batch.size, header, out);
      } else {
        checkCrc(data, pos, end);
        readRecords(data, pos, end, attributes, header, out);
      }
    }
    return true;
  }
}

/** The batch's CRC-32C (of everything after the crc field) against its bytes. */
function checkCrc(data: Buffer, pos: number, end: number): void {
  if (crc32c(data.subarray(pos + 21, end)) !== data.readUInt32BE(pos + 17)) crcFailed(int64(data, pos));
}

function crcFailed(base: number): never {
  throw new Error(`A record batch at offset ${base} failed its CRC check: the answer is corrupt`);
}
