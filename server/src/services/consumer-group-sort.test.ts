import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Admin, GroupBase } from '@platformatic/kafka';
import { sortGroupIds } from './consumer-group-sort.ts';
import { byName } from './group-names.ts';

const states = ['STABLE', 'EMPTY', 'DEAD', 'STABLE', 'EMPTY', 'PREPARING_REBALANCE'];
const ids = ['b', 'A', 'a', 'c', 'Z', 'e-1', 'e_2', 'x'].sort(byName);
const listed = new Map<string, GroupBase>(
  ids.map((id, i) => [
    id,
    { id, state: states[i % states.length], groupType: 'classic', protocolType: 'consumer' } as GroupBase,
  ]),
);
const admin = {} as Admin;

test('by state: the states in order, ties by name ascending either way (as before the stable sort)', async () => {
  for (const desc of [false, true]) {
    const state = (id: string) => String(listed.get(id)?.state);
    const expected = [...ids].sort(
      (a, b) => (desc ? -1 : 1) * state(a).localeCompare(state(b)) || byName(a, b),
    );
    assert.deepEqual(await sortGroupIds(admin, ids, listed, 'state', desc), expected);
  }
});

test('by id: ascending and descending', async () => {
  assert.deepEqual(await sortGroupIds(admin, ids, listed, 'id', false), ids);
  assert.deepEqual(await sortGroupIds(admin, ids, listed, 'id', true), [...ids].reverse());
});
