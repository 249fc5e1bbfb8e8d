import assert from 'node:assert/strict';
import { test } from 'node:test';
import { replicaChanges, toggleReplica } from './reassign-preview.ts';

test('only partitions whose replica list changes are in the preview, with what is added and removed', () => {
  const current = [
    { partition: 0, replicas: [1, 2] },
    { partition: 1, replicas: [1, 2] },
  ];
  const wanted = [
    { partition: 0, replicas: [2, 3] },
    { partition: 1, replicas: [1, 2] },
  ];
  assert.deepEqual(replicaChanges(current, wanted), [
    { partition: 0, from: [1, 2], to: [2, 3], adds: [3], removes: [1], newPreferredLeader: 2 },
  ]);
});

test('a reordered list is a change of preferred leader only', () => {
  assert.deepEqual(
    replicaChanges([{ partition: 0, replicas: [1, 2] }], [{ partition: 0, replicas: [2, 1] }]),
    [{ partition: 0, from: [1, 2], to: [2, 1], adds: [], removes: [], newPreferredLeader: 2 }],
  );
});

test('checking appends a broker, unchecking removes it', () => {
  assert.deepEqual(toggleReplica([2], 1, true), [2, 1]);
  assert.deepEqual(toggleReplica([2, 1], 2, false), [1]);
  assert.deepEqual(toggleReplica([2, 1], 1, true), [2, 1]);
});
