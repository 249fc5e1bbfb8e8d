import assert from 'node:assert/strict';
import { test } from 'node:test';
import { byName, rememberOrder } from './group-names.ts';

const plain = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase()) || a.localeCompare(b);
const sign = (n: number) => Math.sign(n);

test('with an order remembered, byName answers as the locale comparison for every pair', () => {
  const kept = ['b', 'A', 'a', 'c', 'Z', 'e-1', 'e_2', 'x', 'É', 'e', 'group-10', 'group-9'].sort(plain);
  rememberOrder(kept);
  // Names of the order and names outside it (compared the plain way), in every combination.
  const names = [...kept, 'B', 'e-0', 'ä', 'group-1'];
  for (const a of names) {
    for (const b of names) assert.equal(sign(byName(a, b)), sign(plain(a, b)), `${a} vs ${b}`);
  }
  assert.deepEqual([...names].sort(byName), [...names].sort(plain));
});
