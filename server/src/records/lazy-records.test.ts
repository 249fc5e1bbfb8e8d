import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MessageRecord } from '@platformatic/kafka';
import type { AbortedTransaction } from './batch-cursor.ts';
import { LazyRecords } from './lazy-records.ts';
import { chunkOf, deferParsing, readBatches } from './record-batches.ts';
import type { RawRecord } from './record-view.ts';
import { batch, marker, sealed } from './test-batches.ts';

// LazyRecords against real record batches: stand-ins made by readBatches inside deferParsing, as
// a search's fetch round makes them, read back a slice at a time.

/** Four records whose values name their partition and offset ("p3@104"), keys "k104". */
function named(partition: number, base: number): MessageRecord[] {
  return [0, 1, 2, 3].map((i) => ({
    topic: 't',
    key: Buffer.from(`k${base + i}`),
    value: Buffer.from(`p${partition}@${base + i}`),
  }));
}

/** Batches of four records at each base offset, with values from named(). */
function batches(partition: number, ...bases: number[]): Buffer {
  return Buffer.concat(bases.map((b) => batch('none', BigInt(b), 0, -1n, named(partition, b))));
}

/** The stand-in a search's fetch round keeps for one partition's answer. */
async function standIn(
  data: Buffer,
  partition: number,
  from: number,
  to: number,
  aborted: AbortedTransaction[] = [],
): Promise<RawRecord> {
  const out: RawRecord[] = [];
  await deferParsing(async () => readBatches(data, partition, from, to, out, aborted));
  assert.equal(out.length, 1);
  assert.ok(chunkOf(out[0] as RawRecord), 'a stand-in, not a parsed record');
  return out[0] as RawRecord;
}

const values = (slice: RawRecord[]) => slice.map((r) => r.value?.toString() ?? null);

/** Every slice until `more` says none is left. */
function drain(lazy: LazyRecords, size: number): RawRecord[][] {
  const slices: RawRecord[][] = [];
  while (lazy.more) slices.push(lazy.next(size));
  return slices;
}

test('slices end on batch boundaries and carry on in the next slice where the last stopped', async () => {
  // Partition 0: batches 100-103, 104-107, 108-111, read in [102, 110).
  const p0 = await standIn(batches(0, 100, 104, 108), 0, 102, 110);
  const p1 = await standIn(batches(1, 0, 4), 1, 0, 8);
  const slices = drain(new LazyRecords([p0, p1]), 3);
  assert.deepEqual(slices.map(values), [
    // 102-103 is fewer than 3, so the next batch is read too: whole batches, a few more than asked.
    ['p0@102', 'p0@103', 'p0@104', 'p0@105', 'p0@106', 'p0@107'],
    // The last batch's records up to `to`, then the next partition's first batch in the same slice.
    ['p0@108', 'p0@109', 'p1@0', 'p1@1', 'p1@2', 'p1@3'],
    ['p1@4', 'p1@5', 'p1@6', 'p1@7'],
  ]);
  const all = slices.flat();
  assert.deepEqual(
    all.map((r) => `${r.partition}:${r.offset}:${r.key?.toString()}`),
    [
      ...[102, 103, 104, 105, 106, 107, 108, 109].map((o) => `0:${o}:k${o}`),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((o) => `1:${o}:k${o}`),
    ],
    'every record in range once, in order, none skipped',
  );
  assert.ok(
    all.every((r) => chunkOf(r) === undefined),
    'no stand-in is handed out',
  );
});

test('a slice of one record still reads a whole batch, and asking for more reads the rest', async () => {
  const lazy = new LazyRecords([await standIn(batches(2, 0, 4), 2, 0, 8)]);
  assert.deepEqual(values(lazy.next(1)), ['p2@0', 'p2@1', 'p2@2', 'p2@3']);
  assert.equal(lazy.more, true);
  assert.deepEqual(values(lazy.next(100)), ['p2@4', 'p2@5', 'p2@6', 'p2@7']);
  assert.equal(lazy.more, false);
  assert.deepEqual(lazy.next(100), []);
});

test('parsed records mixed with stand-ins come out in the list order, each once', async () => {
  const parsed = (partition: number, offset: number): RawRecord => ({
    partition,
    offset,
    timestamp: 0,
    key: Buffer.from(`k${offset}`),
    value: Buffer.from(`parsed p${partition}@${offset}`),
    headers: [],
    size: 0,
  });
  const list = [
    parsed(5, 50),
    await standIn(batches(0, 0), 0, 0, 4),
    parsed(5, 51),
    parsed(6, 60),
    await standIn(batches(1, 10, 14), 1, 12, 16),
  ];
  const slices = drain(new LazyRecords(list), 2);
  assert.deepEqual(slices.map(values), [
    // The parsed record fills one place; the stand-in's batch comes whole.
    ['parsed p5@50', 'p0@0', 'p0@1', 'p0@2', 'p0@3'],
    ['parsed p5@51', 'parsed p6@60'],
    ['p1@12', 'p1@13'],
    ['p1@14', 'p1@15'],
  ]);
  assert.equal(slices[0]?.[0], list[0], 'a parsed record is handed out as it is');
});

test('a slice holding only control batches comes out empty, and the next one goes on', async () => {
  const data = Buffer.concat([
    batch('none', 0n, 0x10, 7n, named(0, 0)), // 0-3: producer 7's transaction
    marker(4n, 7n, 1), // its commit
    marker(5n, 8n, 0), // another producer's abort
  ]);
  const onlyMarkers = await standIn(Buffer.concat([marker(20n, 7n, 1), marker(21n, 8n, 1)]), 3, 20, 30);
  const after = await standIn(batches(4, 0), 4, 0, 4);
  const lazy = new LazyRecords([await standIn(data, 0, 0, 10), onlyMarkers, after]);
  assert.deepEqual(values(lazy.next(4)), ['p0@0', 'p0@1', 'p0@2', 'p0@3']);
  // Two markers left in partition 0's answer: the list says more, and its records are in the next
  // slice, past the markers-only answer of partition 3.
  assert.equal(lazy.more, true);
  assert.deepEqual(values(lazy.next(4)), ['p4@0', 'p4@1', 'p4@2', 'p4@3']);
  assert.equal(lazy.more, false);

  const markersLast = new LazyRecords([await standIn(data, 0, 0, 10)]);
  assert.equal(markersLast.next(4).length, 4);
  assert.equal(markersLast.more, true, 'the markers are bytes not yet read');
  assert.deepEqual(markersLast.next(4), [], 'a slice of control batches only holds no record');
  assert.equal(markersLast.more, false);
});

test('records of an aborted transaction are left out, as readBatches leaves them', async () => {
  const data = Buffer.concat([
    batch('none', 0n, 0x10, 7n, named(0, 0)), // aborted
    marker(4n, 7n, 0),
    batch('none', 5n, 0x10, 7n, named(0, 5)), // committed
    marker(9n, 7n, 1),
  ]);
  const lazy = new LazyRecords([await standIn(data, 0, 0, 10, [{ producerId: 7, firstOffset: 0 }])]);
  assert.deepEqual(
    drain(lazy, 1)
      .flat()
      .map((r) => r.offset),
    [5, 6, 7, 8],
  );
});

test('a batch with a bad CRC is refused when its slice is read, after the slices before it', async () => {
  const data = batches(0, 0, 4, 8);
  const second = data.readInt32BE(8) + 12;
  const value = data.indexOf('p0@5', second);
  assert.ok(value > second);
  data[value + 3] = '9'.charCodeAt(0); // "p0@5" reads "p0@9": the batch's CRC no longer matches
  const lazy = new LazyRecords([await standIn(data, 0, 0, 12)]);
  assert.deepEqual(values(lazy.next(4)), ['p0@0', 'p0@1', 'p0@2', 'p0@3']);
  assert.throws(() => lazy.next(4), /batch at offset 4 failed its CRC check/);

  // Sealed again (CRC recomputed over the edited bytes), the same batch is read with the edit.
  const resealed = Buffer.from(data);
  sealed(resealed.subarray(second, second + resealed.readInt32BE(second + 8) + 12));
  const again = new LazyRecords([await standIn(resealed, 0, 0, 12)]);
  assert.deepEqual(drain(again, 4).map(values), [
    ['p0@0', 'p0@1', 'p0@2', 'p0@3'],
    ['p0@4', 'p0@9', 'p0@6', 'p0@7'],
    ['p0@8', 'p0@9', 'p0@10', 'p0@11'],
  ]);
});
