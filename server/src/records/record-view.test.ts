import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TOO_LARGE_MESSAGE } from '@console/contract';
import { isoTimestamp, toTopicRecord } from './record-view.ts';

test('timestamps keep only the fraction digits needed, as AKHQ writes them', () => {
  const at = Date.UTC(2024, 1, 16, 8, 34, 38);
  assert.equal(isoTimestamp(at), '2024-02-16T08:34:38Z');
  assert.equal(isoTimestamp(at + 120), '2024-02-16T08:34:38.12Z');
  assert.equal(isoTimestamp(at + 5), '2024-02-16T08:34:38.005Z');
});

test('long values are cut with the spec message; empty fields are left out', () => {
  const raw = { partition: 1, offset: 7, timestamp: 0, key: null, value: null, headers: [], size: 0 };
  const record = toTopicRecord('t', raw, {}, { text: 'x'.repeat(20) }, 10);
  assert.equal(record.truncated, true);
  assert.ok(record.value?.startsWith('xxxxxxxxxx...') && record.value.endsWith(TOO_LARGE_MESSAGE));
  assert.equal('key' in record, false);
  assert.equal('headers' in record, false);
  assert.equal('exceptions' in record, false);
});

test('a tombstone is told apart from an empty value, with sizes and the timestamp type', () => {
  const base = { partition: 0, offset: 1, timestamp: 0, headers: [], size: 0 };
  const tombstone = toTopicRecord(
    't',
    { ...base, key: Buffer.from('k'), value: null },
    { text: 'k' },
    {},
    10,
  );
  assert.equal(tombstone.tombstone, true);
  assert.equal('value' in tombstone, false);
  assert.deepEqual([tombstone.keySize, tombstone.valueSize, tombstone.timestampType], [1, -1, 'CREATE_TIME']);
  const empty = toTopicRecord(
    't',
    { ...base, key: null, value: Buffer.alloc(0), logAppendTime: true },
    {},
    { text: '' },
    10,
  );
  assert.equal(empty.value, '');
  assert.equal('tombstone' in empty, false);
  assert.deepEqual([empty.keySize, empty.valueSize, empty.timestampType], [-1, 0, 'LOG_APPEND_TIME']);
});
