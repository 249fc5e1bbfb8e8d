import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  applyTimeOffsets,
  draftFrom,
  hasErrors,
  offsetError,
  preview,
  resetToFirst,
  setChecked,
  setValue,
  shiftBy,
  toUpdates,
} from './group-offsets-schema.ts';

const offsets = [
  { topic: 'a', partition: 0, offset: 5, firstOffset: 2, lastOffset: 10, offsetLag: 5 },
  { topic: 'a', partition: 1, offset: 10, firstOffset: 0, lastOffset: 10, offsetLag: 0 },
  { topic: 'b', partition: 0 }, // assigned, never committed: no bounds, not editable
];

test('a draft per topic, unchecked, inputs at the committed offsets', () => {
  const d = draftFrom(offsets);
  assert.deepEqual(
    d.map((t) => [t.topic, t.checked, t.partitions.map((p) => p.value)]),
    [['a', false, ['5', '10']]],
  );
});

test('only checked topics are validated and sent', () => {
  let d = setValue(draftFrom(offsets), 'a', 0, '11');
  assert.equal(hasErrors(d), false);
  assert.deepEqual(toUpdates(d), []);
  d = setChecked(d, true);
  assert.equal(hasErrors(d), true);
  assert.equal(offsetError(d[0]!.partitions[0]!), 'Offset must be between 2 and 10');
  assert.equal(offsetError({ ...d[0]!.partitions[0]!, value: '' }), 'Offset is required');
});

test('reset, shift and time offsets stay within first..last', () => {
  const d = setChecked(draftFrom(offsets), true);
  assert.deepEqual(
    toUpdates(resetToFirst(d)).map((u) => u.offset),
    [2, 0],
  );
  assert.deepEqual(
    toUpdates(shiftBy(d, -10)).map((u) => u.offset),
    [2, 0],
  );
  assert.deepEqual(
    toUpdates(shiftBy(d, 3)).map((u) => u.offset),
    [8, 10],
  );
  assert.deepEqual(
    toUpdates(applyTimeOffsets(d, [{ topic: 'a', partition: 0, offset: 7 }])).map((u) => u.offset),
    [7, 10],
  );
});

test('preview gives the new offsets and the lag they leave', () => {
  const rows = preview(shiftBy(setChecked(draftFrom(offsets), true), -3));
  assert.deepEqual(
    rows.map((r) => [r.partition, r.current, r.next, r.lagNow, r.lagAfter]),
    [
      [0, 5, 2, 5, 8],
      [1, 10, 7, 0, 3],
    ],
  );
});
