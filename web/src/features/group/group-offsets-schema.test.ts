import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GroupOffsetsForm, NO_TOPIC_CHECKED, offsetError } from '@console/contract';
import {
  applyTimeOffsets,
  draftFrom,
  preview,
  resetToFirst,
  setChecked,
  shiftBy,
  toUpdates,
} from './group-offsets-schema.ts';

const offsets = [
  { topic: 'a', partition: 0, offset: 5, firstOffset: 2, lastOffset: 10, offsetLag: 5 },
  { topic: 'a', partition: 1, offset: 10, firstOffset: 0, lastOffset: 10, offsetLag: 0 },
  { topic: 'b', partition: 0 }, // assigned, never committed: no bounds, not editable
];

/** The form's messages by field path, as react-hook-form gets them from the schema. */
function errorsOf(topics: ReturnType<typeof draftFrom>): Record<string, string> {
  const parsed = GroupOffsetsForm.safeParse({ topics });
  return Object.fromEntries((parsed.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const typed = (topics: ReturnType<typeof draftFrom>, value: string) =>
  topics.map((t, i) =>
    i === 0 ? { ...t, partitions: t.partitions.map((p, j) => (j === 0 ? { ...p, value } : p)) } : t,
  );

test('a draft per topic, unchecked, inputs at the committed offsets', () => {
  const d = draftFrom(offsets);
  assert.deepEqual(
    d.map((t) => [t.topic, t.checked, t.partitions.map((p) => p.value)]),
    [['a', false, ['5', '10']]],
  );
});

test('only checked topics are validated and sent; none checked is a form error', () => {
  let d = typed(draftFrom(offsets), '11');
  assert.deepEqual(errorsOf(d), { root: NO_TOPIC_CHECKED });
  assert.deepEqual(toUpdates(d), []);
  d = setChecked(d, true);
  assert.deepEqual(errorsOf(d), { 'topics.0.partitions.0.value': 'Offset must be between 2 and 10' });
  assert.deepEqual(errorsOf(typed(d, '')), { 'topics.0.partitions.0.value': 'Offset is required' });
  assert.deepEqual(errorsOf(typed(d, '2.5')), {
    'topics.0.partitions.0.value': 'Offset must be a whole number',
  });
  assert.deepEqual(errorsOf(typed(d, '2')), {});
  assert.equal(offsetError({ partition: 0, first: 0, last: 3, value: '3' }), undefined);
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
