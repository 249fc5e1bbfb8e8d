import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BatchCursor } from './batch-cursor.ts';
import { chunkOf, deferParsing, readBatches } from './record-batches.ts';
import { crc32c, crc32cOver, gather, type RecordParts } from './record-parts.ts';
import type { RawRecord } from './record-view.ts';
import { batch, marker, TXN } from './test-batches.ts';

// A record set as the fetch answer hands it over: views of the socket's chunks (fetch-raw.ts),
// cut anywhere (in a batch header, in a record's length varint, in a value). Read in parts, it
// must give exactly the records read from one Buffer.

const shape = (records: RawRecord[]) =>
  records.map((r) => ({
    offset: r.offset,
    timestamp: r.timestamp,
    key: r.key?.toString('hex') ?? null,
    value: r.value?.toString('hex') ?? null,
    headers: r.headers.map(([k, v]) => [k?.toString('hex'), v?.toString('hex')]),
    size: r.size,
  }));

/**
 * A copy in memory of its own: Buffer.alloc is never pooled (Buffer.from of a small buffer, and
 * allocUnsafe, share Node's 8 KB pool), so a part's `.buffer` is the same only for a view of it.
 */
function own(bytes: Buffer): Buffer {
  const copy = Buffer.alloc(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** `data` cut into parts of `size` bytes (the last shorter), each part its own memory. */
function cut(data: Buffer, size: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < data.length; at += size) parts.push(own(data.subarray(at, at + size)));
  return parts;
}

/** `data` cut in two at `at`. */
const split = (data: Buffer, at: number): Buffer[] => [own(data.subarray(0, at)), own(data.subarray(at))];

function read(data: Buffer | RecordParts, from = 0, to = 10_000) {
  const out: RawRecord[] = [];
  const next = readBatches(data, 2, from, to, out, [{ producerId: 7, firstOffset: 200 }]);
  return { next, records: shape(out) };
}

// Plain and compressed batches, a committed and an aborted transaction with their markers.
const data = Buffer.concat([
  batch('none', 100n),
  batch('gzip', 104n),
  batch('none', 108n, TXN, 5n),
  marker(112n, 5n, 1),
  batch('none', 200n, TXN, 7n),
  marker(204n, 7n, 0),
  batch('none', 205n),
]);

test('a record set cut in two anywhere reads as the whole', () => {
  const whole = read(data);
  assert.equal(whole.records.length, 16);
  // Every byte of the first batch's header and first records, then every few bytes.
  for (let at = 1; at < data.length; at += at < 200 ? 1 : 7) {
    assert.deepEqual(read(split(data, at)), whole, `cut at ${at}`);
  }
});

test('a record set in many small parts reads as the whole: headers, varints and values over parts', () => {
  const whole = read(data, 102, 207);
  for (const size of [1, 2, 3, 5, 7, 13, 61, 64, 100, 1000]) {
    assert.deepEqual(read(cut(data, size), 102, 207), whole, `parts of ${size}`);
  }
});

test('a batch cut short by the budget at the end of the parts is left for the next fetch', () => {
  const first = batch('none', 0n);
  const bytes = Buffer.concat([first, batch('none', 4n)]).subarray(0, first.length + 70);
  for (const size of [7, 64, 500]) {
    const out: RawRecord[] = [];
    assert.equal(readBatches(cut(bytes, size), 0, 0, 100, out), 4);
    assert.equal(out.length, 4);
  }
});

test('a corrupt batch over parts fails its CRC check', () => {
  const bytes = Buffer.from(batch('none', 0n));
  const at = bytes.length - 10; // in the last record's value
  bytes[at] = (bytes[at] as number) ^ 1;
  assert.throws(() => readBatches(cut(bytes, 64), 0, 0, 100, []), /failed its CRC check/);
});

test('deferred parsing keeps the complete batches as views and a cursor reads them back', async () => {
  const first = batch('none', 0n);
  const bytes = Buffer.concat([first, batch('none', 4n)]);
  const parts = cut(bytes.subarray(0, bytes.length - 3), 100);
  const out: RawRecord[] = [];
  assert.equal(await deferParsing(async () => readBatches(parts, 1, 0, 100, out)), 4);
  const chunk = chunkOf(out[0] as RawRecord);
  assert.ok(chunk);
  assert.equal(Buffer.concat(chunk.data).length, first.length);
  assert.equal(chunk.data[0]?.buffer, parts[0]?.buffer, 'a view of the answer, not a copy');
  const records: RawRecord[] = [];
  const cursor = new BatchCursor(chunk.data, 1, 0, 100, []);
  while (cursor.read(records));
  assert.deepEqual(shape(records), read(first).records);
});

test('gather and the chained CRC agree with the bytes in one piece', () => {
  const parts = cut(data, 37);
  assert.deepEqual(gather(parts, 1, 5, 200), data.subarray(42, 242));
  assert.equal(gather(parts, 2, 1, 10).buffer, parts[2]?.buffer, 'within one part: a view');
  assert.equal(crc32cOver(parts, 0, 21, data.length - 21), crc32c(data.subarray(21)));
});
