import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { TopicRecord } from '@console/contract';
import { csvField, downloadEncoder, flatten } from './download-formats.ts';
import type { RawRecord } from './record-view.ts';

function pair(offset: number, key: string | null, value: string | null): [TopicRecord, RawRecord] {
  const record: TopicRecord = { partition: 0, offset, timestamp: '2026-01-02T03:04:05.6Z' };
  if (key) record.key = key;
  if (value) record.value = value;
  const raw: RawRecord = {
    partition: 0,
    offset,
    timestamp: Date.parse(record.timestamp),
    key: key === null ? null : Buffer.from(key),
    value: value === null ? null : Buffer.from(value),
    headers: [],
    size: 0,
  };
  return [record, raw];
}

function encode(format: 'json' | 'ndjson' | 'csv', pairs: Array<[TopicRecord, RawRecord]>): string {
  const encoder = downloadEncoder(format);
  return (
    encoder.encode(
      pairs.map(([r]) => r),
      pairs.map(([, raw]) => raw),
    ) + encoder.finish()
  );
}

test('CSV fields are quoted only when RFC 4180 needs it', () => {
  assert.equal(csvField('plain'), 'plain');
  assert.equal(csvField('a,b'), '"a,b"');
  assert.equal(csvField('say "hi"'), '"say ""hi"""');
  assert.equal(csvField('two\r\nlines'), '"two\r\nlines"');
});

test('JSON values flatten to dotted columns; numbers keep their digits; arrays stay JSON', () => {
  const fields = flatten(
    '{"a":{"b":{"c":1}},"big":12345678901234567890,"e":1e400,"list":[1,{"x":2}],"n":null,"t":true}',
  );
  assert.deepEqual(Object.fromEntries(fields ?? []), {
    'value.a.b.c': '1',
    'value.big': '12345678901234567890',
    'value.e': '1e400',
    'value.list': '[1,{"x":2}]',
    'value.n': '',
    'value.t': 'true',
  });
  assert.equal(flatten('[1,2]'), undefined);
  assert.equal(flatten('{not json'), undefined);
  assert.equal(flatten(undefined), undefined);
});

test('null and empty keys and values stay apart in every format', () => {
  const pairs = [pair(0, null, null), pair(1, '', ''), pair(2, 'k', '{"a":1}')];
  const json = JSON.parse(encode('json', pairs));
  assert.deepEqual(
    json.map((r: { key: unknown; value: unknown }) => [r.key, r.value]),
    [
      [null, null],
      ['', ''],
      ['k', '{"a":1}'],
    ],
  );
  const lines = encode('ndjson', pairs).split('\n');
  assert.equal(lines.length, 4);
  assert.equal(lines[3], '');
  assert.deepEqual(JSON.parse(lines[1] as string), json[1]);
  assert.equal(
    encode('csv', pairs),
    'partition,offset,timestamp,key,value,tombstone,headers,keySchemaId,valueSchemaId,value.a\r\n' +
      '0,0,2026-01-02T03:04:05.6Z,,,true,,,,\r\n' +
      '0,1,2026-01-02T03:04:05.6Z,,,false,,,,\r\n' +
      '0,2,2026-01-02T03:04:05.6Z,k,"{""a"":1}",false,,,,1\r\n',
  );
});

test('an empty download is still a valid document', () => {
  assert.equal(encode('json', []), '[]');
  assert.equal(encode('ndjson', []), '');
  assert.equal(
    encode('csv', []),
    'partition,offset,timestamp,key,value,tombstone,headers,keySchemaId,valueSchemaId\r\n',
  );
});

test('CSV columns come from the first 1,000 records; later fields stay in the value column', () => {
  const encoder = downloadEncoder('csv');
  let text = '';
  for (let i = 0; i < 1000; i += 100) {
    const pairs = Array.from({ length: 100 }, (_, j) => pair(i + j, null, `{"n":${i + j}}`));
    const chunk = encoder.encode(
      pairs.map(([r]) => r),
      pairs.map(([, r]) => r),
    );
    // Held back until the columns are known, then written at once.
    assert.equal(chunk === '', i + 100 < 1000);
    text += chunk;
  }
  const [late] = [pair(1000, null, '{"n":1000,"extra":"x"}')];
  text += encoder.encode([late[0]], [late[1]]) + encoder.finish();
  const rows = text.split('\r\n');
  assert.equal(rows[0]?.endsWith(',value.n'), true);
  assert.equal(rows.length, 1 + 1001 + 1);
  assert.equal(rows[1001], '0,1000,2026-01-02T03:04:05.6Z,,"{""n"":1000,""extra"":""x""}",false,,,,1000');
});
