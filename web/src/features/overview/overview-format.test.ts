import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rateText } from './overview-format.ts';

test('rates are short enough for the chart axis', () => {
  assert.deepEqual(
    [null, 0.46, 42, 1234, 75_878, 1_250_000].map((v) => rateText(v)),
    ['–', '0.5/s', '42/s', '1,234/s', '75.9k/s', '1.3M/s'],
  );
});
