import assert from 'node:assert/strict';
import { test } from 'node:test';
import { changedValues, configFormValues, draftOf, plainDescription } from './config-values.ts';

const configs = [
  { name: 'retention.ms', value: '1000', sensitive: false, readOnly: false },
  { name: 'segment.bytes', value: '100', sensitive: false, readOnly: false },
  { name: 'broker.id', value: '1', sensitive: false, readOnly: true },
  { name: 'unset', sensitive: false, readOnly: false },
];

test('only edited values that differ are sent; read-only ones never', () => {
  assert.deepEqual(
    changedValues(configs, { 'retention.ms': '2000', 'segment.bytes': '100', 'broker.id': '2', unset: '' }),
    { 'retention.ms': '2000' },
  );
});

test('an emptied value is sent as empty (back to the default)', () => {
  assert.deepEqual(changedValues(configs, { 'retention.ms': '' }), { 'retention.ms': '' });
});

test('descriptions lose their HTML', () => {
  assert.equal(
    plainDescription('see <a href="#x">log compaction</a> &amp; more'),
    'see log compaction & more',
  );
});

test('the form holds every value by position; untouched it changes nothing', () => {
  const form = configFormValues(configs);
  assert.deepEqual(form.entries[3], { name: 'unset', value: '' });
  assert.deepEqual(changedValues(configs, draftOf(form.entries)), {});
  form.entries[0] = { name: 'retention.ms', value: '5' };
  assert.deepEqual(changedValues(configs, draftOf(form.entries)), { 'retention.ms': '5' });
});
