import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ratesOf, SeriesRing } from './series-ring.ts';

test('a ring keeps the last capacity samples, oldest first, whatever the number pushed', () => {
  const ring = new SeriesRing(3);
  for (let i = 1; i <= 10; i++) ring.push(i * 1000, new Map([['a', i * 10]]));
  assert.equal(ring.size, 3);
  assert.deepEqual(ring.times(), [8000, 9000, 10000]);
  assert.deepEqual(ring.values('a'), [80, 90, 100]);
  assert.equal(ring.bytes, 2 * 3 * 8);
});

test('memory is bounded by series x capacity: a series with no value left is dropped', () => {
  const ring = new SeriesRing(2);
  ring.push(
    1,
    new Map([
      ['gone', 1],
      ['kept', 1],
    ]),
  );
  ring.push(2, new Map([['kept', 2]]));
  assert.equal(ring.seriesCount, 2, 'still has a value in the window');
  ring.push(3, new Map([['kept', 3]]));
  assert.equal(ring.seriesCount, 1);
  assert.equal(ring.values('gone'), undefined);
  assert.deepEqual(ring.values('kept'), [2, 3]);
});

test('a series that appears late has no values before it', () => {
  const ring = new SeriesRing(4);
  ring.push(1, new Map([['a', 1]]));
  ring.push(
    2,
    new Map([
      ['a', 2],
      ['b', 5],
    ]),
  );
  assert.deepEqual(ring.values('b'), [Number.NaN, 5]);
});

test('rates are per second and unknown across a gap or a counter that went back', () => {
  assert.deepEqual(ratesOf([0, 1000, 3000, 4000, 5000], [0, 10, 30, 5, Number.NaN]), [
    null,
    10,
    10,
    null,
    null,
  ]);
});

test('a ring needs room for two samples', () => {
  assert.throws(() => new SeriesRing(1));
});
