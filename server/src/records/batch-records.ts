import { compressionsAlgorithmsByBitmask } from '@platformatic/kafka';
import { advance, gather, type PartPosition, type RecordParts } from './record-parts.ts';
import type { RawRecord } from './record-view.ts';

// The records of one v2 batch (batch-cursor.ts finds and checks the batches): varints decoded
// inline from one shared read position, offsets and timestamps as numbers, a record costing its
// object and the views of its key, value and headers.

export const BATCH_HEAD = 61; // baseOffset(8) length(4) leaderEpoch(4) magic(1) crc(4) attributes(2)
// lastOffsetDelta(4) firstTimestamp(8) maxTimestamp(8) producerId(8) producerEpoch(2)
// baseSequence(4) recordCount(4)
export const COMPRESSION = 0x07;
const LOG_APPEND_TIME = 0x08;
const TWO_32 = 4294967296;
const NO_HEADERS: RawRecord['headers'] = [];
/** The longest varint of a record's length (an int32). */
const MAX_VARINT = 5;

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
export function controlType(data: Buffer, pos: number, end: number, attributes: number): number {
  const src = recordsOf(data, pos, end, attributes);
  varint(src); // record length
  at++; // attributes
  varint(src); // timestamp delta
  varint(src); // offset delta
  const key = bytes(src);
  return key && key.length >= 4 ? key.readInt16BE(2) : -1;
}

/** What a batch's records take from its header. */
export interface BatchHeader {
  base: number;
  firstTimestamp: number;
  maxTimestamp: number;
  appendTime: boolean;
  count: number;
  partition: number;
  from: number;
  to: number;
}

export function headerOf(
  data: Buffer,
  pos: number,
  attributes: number,
  base: number,
  partition: number,
  from: number,
  to: number,
): BatchHeader {
  return {
    base,
    firstTimestamp: int64(data, pos + 27),
    maxTimestamp: int64(data, pos + 35),
    appendTime: (attributes & LOG_APPEND_TIME) !== 0,
    count: data.readInt32BE(pos + 57),
    partition,
    from,
    to,
  };
}

/** Reads the records of the batch at `pos` in `data` (decompressed first when it is compressed). */
export function readRecords(
  data: Buffer,
  pos: number,
  end: number,
  attributes: number,
  header: BatchHeader,
  out: RawRecord[],
): void {
  const src = recordsOf(data, pos, end, attributes);
  const stop = src === data ? end : src.length;
  const read = recordsIn(src, stop, header.count, header, out);
  if (read < header.count && at < stop) corruptRecord(src, stop);
}

/**
 * Reads a batch that runs over chunks of the answer: each chunk's whole records in place, and
 * each record that straddles two chunks from a copy of its own bytes.
 */
export function readAcross(
  parts: RecordParts,
  part: number,
  pos: number,
  size: number,
  header: BatchHeader,
  out: RawRecord[],
): void {
  const place: PartPosition = { part, pos };
  advance(parts, place, BATCH_HEAD);
  let left = size - BATCH_HEAD;
  let read = 0;
  while (read < header.count && left > 0) {
    const src = parts[place.part] as Buffer;
    const stop = Math.min(src.length, place.pos + left);
    at = place.pos;
    read += recordsIn(src, stop, header.count - read, header, out);
    const used = at - place.pos;
    left -= used;
    advance(parts, place, used);
    if (read >= header.count || left <= 0 || at === src.length) continue;
    // The next record starts here and ends in a later chunk.
    const lengthBytes = gather(parts, place.part, place.pos, Math.min(MAX_VARINT, left));
    at = 0;
    const length = varint(lengthBytes);
    const total = at + length;
    if (length <= 0 || total > left)
      throw new Error(`A record claims ${length} bytes: the answer is corrupt`);
    const record = gather(parts, place.part, place.pos, total);
    at = 0;
    if (recordsIn(record, total, 1, header, out) !== 1) corruptRecord(record, total);
    left -= total;
    advance(parts, place, total);
    read++;
  }
}

function corruptRecord(src: Buffer, stop: number): never {
  const length = varint(src);
  throw new Error(`A record claims ${length} bytes (${stop - at} left): the answer is corrupt`);
}

/** Whether the varint at `at` ends before `stop`. */
function varintEnds(src: Buffer, stop: number): boolean {
  for (let i = at; i < stop; i++) if ((src[i] as number) < 0x80) return true;
  return false;
}

/**
 * Reads up to `count` records from `at` on, stopping before a record that does not end by `stop`
 * (`at` is then left at its start); returns how many were read.
 */
function recordsIn(src: Buffer, stop: number, count: number, header: BatchHeader, out: RawRecord[]): number {
  const { base, partition, from, to, appendTime } = header;
  let i = 0;
  for (; i < count && at < stop; i++) {
    const start = at;
    if (stop - at < MAX_VARINT && !varintEnds(src, stop)) break;
    const length = varint(src);
    const recordEnd = at + length;
    if (length <= 0) throw new Error(`A record claims ${length} bytes: the answer is corrupt`);
    if (recordEnd > stop) {
      at = start;
      break;
    }
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
        timestamp: appendTime ? header.maxTimestamp : header.firstTimestamp + timestampDelta,
        key,
        value,
        headers,
        size,
        logAppendTime: appendTime,
      });
    }
    at = recordEnd;
  }
  return i;
}
