import assert from 'node:assert/strict';
import { test } from 'node:test';
import { base64Utf8, toCsv, toJson, toNdjson } from './topic-data-export.ts';

const record = { partition: 1, offset: 2, timestamp: '2026-01-01T00:00:00Z', key: 'k', value: '{"a":"x,y"}' };

test('CSV has the columns of the server download, a dotted column per JSON field, and RFC 4180 quoting', () => {
  const big = { ...record, offset: 3, value: '{"a":"q\\"uote","n":{"id":9007199254740993,"tags":[1,2]}}' };
  const lines = toCsv([record, big, { ...record, offset: 4, key: undefined, value: undefined }]).split(
    '\r\n',
  );
  assert.equal(
    lines[0],
    'partition,offset,timestamp,key,value,tombstone,headers,keySchemaId,valueSchemaId,value.a,value.n.id,value.n.tags',
  );
  assert.equal(lines[1], '1,2,2026-01-01T00:00:00Z,k,"{""a"":""x,y""}",false,[],,,"x,y",,');
  assert.match(lines[2] ?? '', /,"q""uote",9007199254740993,"\[1,2\]"$/);
  assert.equal(lines[3], '1,4,2026-01-01T00:00:00Z,,,true,[],,,,,');
  assert.equal(lines[4], '');
});

test('JSON export refuses values that are not JSON', () => {
  assert.equal(JSON.parse(toJson([record]) ?? '[]')[0].value.a, 'x,y');
  assert.equal(toJson([{ ...record, value: 'plain text' }]), undefined);
});

test('keys are sent as base64 of their UTF-8 bytes', () => {
  assert.equal(base64Utf8('é'), Buffer.from('é').toString('base64'));
});

test('NDJSON has one record per line, values kept as text, nulls written', () => {
  const lines = toNdjson([record, { ...record, offset: 3, key: undefined, value: 'plain\ntext' }]).split(
    '\n',
  );
  assert.equal(lines.length, 3);
  assert.equal(lines[2], '');
  assert.deepEqual(JSON.parse(lines[1] ?? ''), {
    partition: 1,
    offset: 3,
    timestamp: 1767225600,
    keySchemaId: null,
    valueSchemaId: null,
    key: null,
    value: 'plain\ntext',
    headers: [],
  });
});
