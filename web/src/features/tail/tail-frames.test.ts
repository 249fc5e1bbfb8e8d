import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseFrames } from './tail-frames.ts';

test('frames split across chunks are parsed once complete, comments and empty data skipped', () => {
  const seen: Array<[string, string]> = [];
  const on = (event: string, data: string) => seen.push([event, data]);
  let rest = parseFrames('event: tailBody\ndata: {"records"', on);
  assert.deepEqual(seen, []);
  rest = parseFrames(
    `${rest}:[]}\n\n: keep-alive\n\nevent: tailError\ndata: {"message":"x"}\n\nevent: tail`,
    on,
  );
  assert.deepEqual(seen, [
    ['tailBody', '{"records":[]}'],
    ['tailError', '{"message":"x"}'],
  ]);
  assert.equal(rest, 'event: tail');
});
