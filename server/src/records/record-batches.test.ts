import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Reader, readRecordsBatches } from '@platformatic/kafka';
import { readBatches } from './record-batches.ts';
import type { RawRecord } from './record-view.ts';
import { batch, marker, sealed, TXN } from './test-batches.ts';

// The batch reader against the client library's own writer and reader: same records, same
// offsets and timestamps, for every codec, null keys and values, headers and non-ASCII bytes.

function theirs(data: Buffer) {
  return readRecordsBatches(Reader.from(data)).flatMap((b) =>
    b.records.map((r) => ({
      offset: Number(b.firstOffset) + r.offsetDelta,
      timestamp: Number(b.firstTimestamp + r.timestampDelta),
      key: r.key?.length ? r.key.toString('hex') : r.key === null ? null : '',
      value: r.value === null ? null : r.value.toString('hex'),
      headers: r.headers.map(([k, v]) => [k?.toString('hex'), v?.toString('hex')]),
    })),
  );
}

function ours(records: RawRecord[]) {
  return records.map((r) => ({
    offset: r.offset,
    timestamp: r.timestamp,
    key: r.key === null ? null : r.key.toString('hex'),
    value: r.value === null ? null : r.value.toString('hex'),
    headers: r.headers.map(([k, v]) => [k?.toString('hex'), v?.toString('hex')]),
  }));
}

for (const codec of ['none', 'gzip', 'snappy', 'lz4', 'zstd']) {
  test(`reads a ${codec} batch as the client library does`, () => {
    const data = Buffer.concat([batch(codec, 100n), batch(codec, 104n)]);
    const out: RawRecord[] = [];
    const next = readBatches(data, 3, 0, 1000, out);
    assert.equal(next, 108);
    assert.deepEqual(ours(out), theirs(data));
    assert.equal(out.length, 8);
    assert.ok(out.every((r) => r.partition === 3));
    assert.equal(out[2]?.value, null);
    assert.equal(out[0]?.size, 2 + 11);
  });
}

test('keeps only offsets in [from, to) and still reports where the batches end', () => {
  const data = Buffer.concat([batch('none', 100n), batch('gzip', 104n)]);
  const out: RawRecord[] = [];
  assert.equal(readBatches(data, 0, 102, 105, out), 108);
  assert.deepEqual(
    out.map((r) => r.offset),
    [102, 103, 104],
  );
});

test('a batch cut short at the end of the answer is left for the next fetch', () => {
  const first = batch('none', 0n);
  const data = Buffer.concat([first, batch('none', 4n)]).subarray(0, first.length + 70);
  const out: RawRecord[] = [];
  assert.equal(readBatches(data, 0, 0, 100, out), 4);
  assert.equal(out.length, 4);
  assert.equal(readBatches(data.subarray(0, 40), 0, 0, 100, []), -1);
});

test('control batches (transaction markers) are skipped but advance the offset', () => {
  const out: RawRecord[] = [];
  const data = Buffer.concat([batch('none', 0n, 0x20), batch('none', 4n)]);
  assert.equal(readBatches(data, 0, 0, 100, out), 8);
  assert.deepEqual(
    out.map((r) => r.offset),
    [4, 5, 6, 7],
  );
});

test('log-append-time batches give every record the batch time', () => {
  const out: RawRecord[] = [];
  const data = batch('none', 0n, 0x08);
  readBatches(data, 0, 0, 100, out);
  const max = Number(data.readBigInt64BE(35));
  assert.ok(out.every((r) => r.timestamp === max));
});

test('an old message format is refused with a message that says so', () => {
  const data = batch('none', 0n);
  data[16] = 1;
  assert.throws(() => readBatches(data, 0, 0, 100, []), /message format v1/);
});

test('records of aborted transactions are left out up to their abort marker, as read_committed does', () => {
  const data = Buffer.concat([
    batch('none', 0n, TXN, 7n), // 0-3: producer 7, aborted
    batch('none', 4n), // 4-7: not transactional
    marker(8n, 7n, 0), // abort of producer 7
    batch('gzip', 9n, TXN, 7n), // 9-12: producer 7 again, committed
    batch('none', 13n, TXN, 8n), // 13-16: producer 8, committed
    marker(17n, 7n, 1),
    marker(18n, 8n, 1),
  ]);
  const out: RawRecord[] = [];
  const next = readBatches(data, 0, 0, 100, out, [{ producerId: 7, firstOffset: 0 }]);
  assert.equal(next, 19);
  assert.deepEqual(
    out.map((r) => r.offset),
    [4, 5, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16],
  );
  const everything: RawRecord[] = [];
  readBatches(data, 0, 0, 100, everything);
  assert.equal(everything.length, 16);
});

test('corrupt lengths are refused instead of looping', () => {
  const bad = batch('none', 0n);
  bad.writeInt32BE(-20, 8);
  assert.throws(() => readBatches(bad, 0, 0, 100, []), /claims -20 bytes/);
  const badRecord = batch('none', 0n);
  badRecord[61] = 0; // the first record's length: 0
  assert.throws(() => readBatches(sealed(badRecord), 0, 0, 100, []), /A record claims 0 bytes/);
});

test("a batch whose bytes do not match its CRC is refused, as Kafka's consumer does (check.crcs)", () => {
  const data = Buffer.concat([batch('none', 0n), batch('none', 4n)]);
  const value = data.indexOf('plain value', 61 + data.readInt32BE(8) + 12);
  data[value] = 'P'.charCodeAt(0); // one byte of the second batch's first value
  const out: RawRecord[] = [];
  assert.throws(() => readBatches(data, 0, 0, 100, out), /batch at offset 4 failed its CRC check/);
  assert.equal(out.length, 4, 'the first batch was read');
});
