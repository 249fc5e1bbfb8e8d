import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RawRecord } from './record-view.ts';
import { mergeByTime, ordered } from './scan-order.ts';

const raw = (partition: number, offset: number, timestamp: number): RawRecord => ({
  partition,
  offset,
  timestamp,
  key: null,
  value: null,
  headers: [],
  size: 0,
});
const ids = (list: RawRecord[]) => list.map((r) => `${r.partition}:${r.offset}`);

test('a page interleaves partitions by time but keeps each partition in offset order', () => {
  // Partition 0 is stamped 10, 30, 20; partition 1 15, 25; partition 2 is empty.
  const p0 = [raw(0, 0, 10), raw(0, 1, 30), raw(0, 2, 20)];
  const p1 = [raw(1, 0, 15), raw(1, 1, 25)];
  assert.deepEqual(ids(mergeByTime([p0, p1, []], false)), ['0:0', '1:0', '1:1', '0:1', '0:2']);
  // Newest first: each list already runs backwards.
  const back = mergeByTime([[...p0].reverse(), [...p1].reverse()], true);
  assert.deepEqual(ids(back), ['1:1', '0:2', '0:1', '1:0', '0:0']);
});

test('equal timestamps go to the lower partition first; one list is passed through', () => {
  const lists = [[raw(2, 5, 7)], [raw(1, 3, 7)], [raw(0, 9, 7), raw(0, 10, 1)]];
  assert.deepEqual(ids(mergeByTime(lists, false)), ['0:9', '0:10', '1:3', '2:5']);
  assert.deepEqual(ids(mergeByTime([[raw(0, 1, 9), raw(0, 2, 1)]], false)), ['0:1', '0:2']);
});

test('whatever the stamps, every partition comes out as the run it went in as', () => {
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % 1000;
  };
  const lists = Array.from({ length: 12 }, (_, p) =>
    Array.from({ length: 200 }, (_, o) => raw(p, o, random())),
  );
  for (const newest of [false, true]) {
    const merged = mergeByTime(lists, newest);
    assert.equal(merged.length, 12 * 200);
    for (let p = 0; p < 12; p++) {
      assert.deepEqual(
        merged.filter((r) => r.partition === p).map((r) => r.offset),
        lists[p]?.map((r) => r.offset),
      );
    }
  }
});

test('searches and unbounded reads take each partition in turn', () => {
  const round = new Map([
    [0, [raw(0, 0, 50), raw(0, 1, 60)]],
    [1, [raw(1, 0, 10)]],
  ]);
  assert.deepEqual(ids(ordered(round, { filters: { searchByValue: undefined }, limit: Infinity }, false)), [
    '0:0',
    '0:1',
    '1:0',
  ]);
  assert.deepEqual(ids(ordered(round, { filters: {}, limit: 50 }, false)), ['1:0', '0:0', '0:1']);
});
