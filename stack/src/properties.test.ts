import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderProperties } from './properties.ts';

test('renders key=value lines with an optional header and escapes backslashes and newlines', () => {
  const text = renderProperties({ a: 1, b: true, 'c.d': 'x\\y', e: 'l1\nl2' }, 'hdr');
  assert.equal(text, '# hdr\na=1\nb=true\nc.d=x\\\\y\ne=l1\\nl2\n');
});

test('keeps JAAS quotes and semicolons untouched', () => {
  const jaas = 'org.apache.kafka.common.security.plain.PlainLoginModule required username="a" password="b";';
  assert.equal(renderProperties({ j: jaas }), `j=${jaas}\n`);
});
