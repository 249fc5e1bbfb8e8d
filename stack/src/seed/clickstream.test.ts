import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CLICKSTREAM_TOTAL, NEEDLES, partitionSizes } from './clickstream.ts';

test('partition sizes add up to exactly one million', () => {
  const sizes = partitionSizes();
  assert.equal(sizes.length, 12);
  assert.equal(
    sizes.reduce((a, b) => a + b, 0),
    CLICKSTREAM_TOTAL,
  );
  assert.deepEqual(sizes.slice(0, 5), [83334, 83334, 83334, 83334, 83333]);
});

test('seven needles, all inside their partitions, no duplicates', () => {
  const sizes = partitionSizes();
  assert.equal(NEEDLES.length, 7);
  assert.equal(new Set(NEEDLES.map((n) => `${n.partition}:${n.offset}`)).size, 7);
  for (const n of NEEDLES) assert.ok(n.offset < (sizes[n.partition] ?? 0), `${n.partition}:${n.offset}`);
});
