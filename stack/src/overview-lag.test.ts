import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lagToRank, TOP_LAG_SIZE } from './overview-lag.ts';

const list = (lags: number[]) => lags.map((lag, i) => ({ group: `g${i}`, lag }));

test('room in the list: any lag ranks', () => {
  assert.equal(lagToRank(list([500, 400]), ['ours']), 0);
});

test('one group of ours goes above the one now last, with a fifth more and 1,000 to spare', () => {
  const full = list(Array.from({ length: TOP_LAG_SIZE }, (_, i) => 1000 - i * 10));
  assert.equal(lagToRank(full, ['ours']), Math.ceil(910 * 1.2) + 1000);
});

test('our groups already listed are not counted as others', () => {
  const full = [{ group: 'ours', lag: 5000 }, ...list(Array.from({ length: TOP_LAG_SIZE - 1 }, () => 100))];
  // Nine others: room for ours without any lag.
  assert.equal(lagToRank(full, ['ours']), 0);
  // Two of ours: the ninth other (lag 100) must be passed.
  assert.equal(lagToRank(full, ['ours', 'other-of-ours']), Math.ceil(100 * 1.2) + 1000);
});
