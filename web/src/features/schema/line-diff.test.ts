import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lineDiff } from './line-diff.ts';
import { prettySchema } from './schema-text.ts';

test('identical texts are all "same" rows with matching line numbers', () => {
  const rows = lineDiff('a\nb', 'a\nb');
  assert.deepEqual(
    rows.map((r) => [r.kind, r.left?.line, r.right?.line]),
    [
      ['same', 1, 1],
      ['same', 2, 2],
    ],
  );
});

test('an added line shows on the right only; a replaced line is one "changed" row', () => {
  const rows = lineDiff('a\nb\nc', 'a\nB\nc\nd');
  assert.deepEqual(
    rows.map((r) => [r.kind, r.left?.text, r.right?.text]),
    [
      ['same', 'a', 'a'],
      ['changed', 'b', 'B'],
      ['same', 'c', 'c'],
      ['added', undefined, 'd'],
    ],
  );
});

test('a removed line shows on the left only', () => {
  const rows = lineDiff('a\nb\nc', 'a\nc');
  assert.deepEqual(
    rows.map((r) => r.kind),
    ['same', 'removed', 'same'],
  );
});

test('JSON is pretty-printed for display, protobuf shown raw (spec §2.9)', () => {
  assert.equal(prettySchema('{"a":1}', 'AVRO'), '{\n  "a": 1\n}');
  assert.equal(prettySchema('message A {}', 'PROTOBUF'), 'message A {}');
});
