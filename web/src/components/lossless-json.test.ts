import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseJson, prettyJson, previewText, printJson } from './lossless-json.ts';

test('numbers keep their exact digits (Avro longs beyond 2^53, long decimals)', () => {
  const text = '{"id":9223372036854775807,"amount":0.100000000000000000000001,"n":-1.5e+300}';
  assert.equal(
    prettyJson(text),
    '{\n  "id": 9223372036854775807,\n  "amount": 0.100000000000000000000001,\n  "n": -1.5e+300\n}',
  );
});

test('strings with escapes, nested arrays and empty containers round-trip', () => {
  const text = '{"a":"x\\"y\\u00e9\\n","b":[[],{},[1,[true,false,null]]]}';
  const node = parseJson(text);
  assert.ok(node);
  assert.deepEqual(JSON.parse(printJson(node)), JSON.parse(text));
  assert.equal(
    node.kind === 'object' && node.entries[0]?.[1].kind === 'string' && node.entries[0][1].value,
    'x"yé\n',
  );
});

test('what is not exactly one JSON value is not JSON', () => {
  for (const text of ['', 'plain text', '{"a":1', '{"a":1}x', '[1,]', '01', '"a\nb"', 'nul', '{a:1}'])
    assert.equal(parseJson(text), undefined, text);
  assert.equal(prettyJson('plain text'), 'plain text');
  assert.equal(parseJson(' 42 ')?.kind, 'number');
});

test('a document nested deeper than the reader goes is shown as text, not a crash', () => {
  const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
  assert.equal(parseJson(deep), undefined);
});

test('the preview spaces JSON between tokens, not inside strings, and stops early', () => {
  assert.equal(previewText('{"a":"x,y:z","b":[1,2]}'), '{"a": "x,y:z", "b": [1, 2]}');
  assert.equal(previewText('{\n  "a": 1\n}'), '{"a": 1}');
  assert.equal(previewText('line one\nline two'), 'line one line two');
  const long = `{"k":"${'x'.repeat(1000)}"}`;
  assert.ok(previewText(long, 50).length <= 52);
  assert.ok(previewText(long, 50).endsWith('…'));
});
