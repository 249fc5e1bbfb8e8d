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
