import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KsqlDbRunForm, parseSqlProperties } from './ksqldb.ts';

test('properties: key=value lines, others ignored, value may hold =', () => {
  assert.deepEqual(parseSqlProperties('a=1\n  b = x=y \nno equals\n=orphan\n'), { a: '1', b: 'x=y' });
});

test('the run form gives the query body: trimmed SQL required, properties parsed', () => {
  assert.deepEqual(KsqlDbRunForm.parse({ sql: ' SELECT 1 ', properties: 'k=v' }), {
    sql: 'SELECT 1',
    properties: { k: 'v' },
  });
  assert.equal(KsqlDbRunForm.safeParse({ sql: '  ', properties: '' }).success, false);
});
