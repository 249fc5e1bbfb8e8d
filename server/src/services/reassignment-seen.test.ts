import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Admin } from '@platformatic/kafka';
import { endedMoves, readsAsMoving, rememberMoves } from './reassignment-seen.ts';

// Only its identity is used: moves are remembered per cluster admin.
const admin = {} as Admin;

test('an ended move is given to every read for a few seconds, then forgotten', () => {
  rememberMoves(admin, 't', [{ partition: 0, adding: [3], removing: [1] }]);
  assert.equal(endedMoves(admin, 't', [{ partition: 0 }], 1000).size, 0, 'still moving');
  // Two reads at once after the controller ended it: both must wait for the metadata.
  assert.deepEqual(endedMoves(admin, 't', [], 2000).get(0), { adding: [3], removing: [1], endedAt: 2000 });
  assert.equal(endedMoves(admin, 't', [], 2000).has(0), true);
  assert.equal(endedMoves(admin, 't', [], 7000).has(0), true);
  assert.equal(endedMoves(admin, 't', [], 7001).has(0), false);
  assert.equal(endedMoves(admin, 't', [], 7002).has(0), false, 'forgotten');
});

test('a partition moved again is remembered as its new move', () => {
  rememberMoves(admin, 'u', [{ partition: 0, adding: [3], removing: [1] }]);
  assert.equal(endedMoves(admin, 'u', [], 0).has(0), true);
  rememberMoves(admin, 'u', [{ partition: 0, adding: [1], removing: [3] }]);
  assert.deepEqual(endedMoves(admin, 'u', [], 100).get(0), { adding: [1], removing: [3], endedAt: 100 });
});

test("replicas read as moving while they hold both the move's adding and removing brokers", () => {
  const move = { adding: [3], removing: [1] };
  assert.equal(readsAsMoving([2, 3, 1], move), true);
  assert.equal(readsAsMoving([2, 3], move), false);
  assert.equal(readsAsMoving([1, 2], move), false);
  assert.equal(readsAsMoving([1, 2, 3], { adding: [3], removing: [] }), false, 'adding only never waits');
});
