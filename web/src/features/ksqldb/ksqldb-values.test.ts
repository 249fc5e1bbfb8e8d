import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseProperties, rowCells } from './ksqldb-values.ts';

test('properties: key=value lines, others ignored, value may hold =', () => {
  assert.deepEqual(parseProperties('a=1\n  b = x=y \nno equals\n=orphan\n'), { a: '1', b: 'x=y' });
});

test('a result row is a JSON array string; strings plain, others as JSON, null shown', () => {
  assert.deepEqual(rowCells('["ord-1",2,null,{"k":true}]'), ['ord-1', '2', 'null', '{"k":true}']);
  assert.deepEqual(rowCells('not json'), ['not json']);
});
