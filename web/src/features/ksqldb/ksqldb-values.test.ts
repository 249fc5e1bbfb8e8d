import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rowCells } from './ksqldb-values.ts';

test('a result row is a JSON array string; strings plain, others as JSON, null shown', () => {
  assert.deepEqual(rowCells('["ord-1",2,null,{"k":true}]'), ['ord-1', '2', 'null', '{"k":true}']);
  assert.deepEqual(rowCells('not json'), ['not json']);
});
