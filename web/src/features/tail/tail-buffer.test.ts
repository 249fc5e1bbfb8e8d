import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addToWindow } from './tail-buffer.ts';

const rec = (offset: number, second: number, topic = 't') => ({
  topic: { name: topic },
  partition: 0,
  offset,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString(),
});

test('rows stay sorted newest first across batches', () => {
  let rows = addToWindow([], [rec(0, 1), rec(1, 3)], 10);
  rows = addToWindow(rows, [rec(0, 2, 'u'), rec(2, 4)], 10);
  assert.deepEqual(
    rows.map((r) => r.id),
    ['t-0-2', 't-0-1', 'u-0-0', 't-0-0'],
  );
});

test('trimmed to the maximum, keeping the newest, even for a huge batch', () => {
  const batch = Array.from({ length: 10_000 }, (_, i) => rec(i, i % 60));
  const rows = addToWindow(addToWindow([], [rec(99_999, 0)], 50), batch, 50);
  assert.equal(rows.length, 50);
  assert.ok(rows.every((r) => r.timestamp >= rows[49]!.timestamp));
  assert.equal(rows[0]!.timestamp, rec(0, 59).timestamp);
});
