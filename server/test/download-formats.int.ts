import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { DownloadRecord } from '@console/contract';
import { type RunningServer, startServer } from './helpers.ts';
import { type KcatRecord, kcatHeaders, kcatProduce, kcatRecords } from './kcat-records.ts';
import { consoleProduce, createTopic, deleteTopics, uniqueName } from './topic-data-support.ts';

// Downloads as JSON, NDJSON and CSV (issue 14), checked record by record against what kcat reads
// back from Kafka: records written by kcat and Kafka's console producer, with null and empty keys
// and values, line breaks, quotes and commas, Unicode, a number beyond 2^53 and nested fields.

let server: RunningServer;
const topic = uniqueName('download');
let held: KcatRecord[] = [];

async function download(format: string): Promise<{ response: Response; body: string }> {
  const response = await fetch(`${server.url}/api/main/topic/${topic}/data/download?format=${format}`);
  assert.equal(response.status, 200);
  return { response, body: await response.text() };
}

/** The console's download record of what kcat read: null only for a null key or value. */
function expected(r: KcatRecord): DownloadRecord {
  return {
    partition: r.partition,
    offset: r.offset,
    timestamp: r.ts / 1000,
    keySchemaId: null,
    valueSchemaId: null,
    headers: kcatHeaders(r),
    key: r.key,
    value: r.payload,
  };
}

/** RFC 4180: fields separated by commas, quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === '"' && field === '') {
      let j = i + 1;
      for (;;) {
        const quote = text.indexOf('"', j);
        assert.ok(quote >= 0, 'unterminated quoted field');
        if (text[quote + 1] !== '"') {
          field = text.slice(i + 1, quote).replaceAll('""', '"');
          i = quote + 1;
          break;
        }
        j = quote + 2;
      }
    } else if (c === ',') {
      row.push(field);
      field = '';
      i++;
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 2;
    } else {
      field += c;
      i++;
    }
  }
  assert.equal(row.length, 0, 'the last row ends with CRLF');
  return rows;
}

/** JSON object fields by dotted path, numbers with their written digits, arrays as JSON (the test's own reading). */
function fields(payload: string | null): Map<string, string> {
  const out = new Map<string, string>();
  if (!payload?.startsWith('{')) return out;
  let value: unknown;
  try {
    value = JSON.parse(payload, (_k, v, context?: { source?: string }) =>
      typeof v === 'number' ? { digits: context?.source } : v,
    );
  } catch {
    return out;
  }
  const walk = (object: Record<string, unknown>, prefix: string) => {
    for (const [name, v] of Object.entries(object)) {
      const path = `${prefix}.${name}`;
      if (v && typeof v === 'object' && 'digits' in v) out.set(path, String(v.digits));
      else if (Array.isArray(v))
        out.set(
          path,
          JSON.stringify(v, (_k, x) => (x && typeof x === 'object' && 'digits' in x ? Number(x.digits) : x)),
        );
      else if (v && typeof v === 'object') walk(v as Record<string, unknown>, path);
      else out.set(path, v === null ? '' : String(v));
    }
  };
  walk(value as Record<string, unknown>, 'value');
  return out;
}

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 3);
  await kcatProduce(
    topic,
    [
      'k-1\t{"a":{"b":"x,y","c":{"d":true}},"n":12345678901234567890,"q":"say \\"hi\\"","list":[1,{"z":2}]}',
      'k-2\tplain, text with "quotes"',
      'k-3\ttwo\r\nlines',
      'k-4\t{"name":"Ünïcödé ✓","n":1.5}',
      'k-5\t[1,2]',
      'k-6\t',
    ],
    { partition: 0, headers: ['trace=t-1', 'source=kcat'], delimiter: '\u0001' },
  );
  await kcatProduce(topic, ['k-7\t', '\tnull key'], { partition: 1, nullEmpty: true });
  await kcatProduce(topic, ['\tempty key'], { partition: 1 });
  const lines: string[] = [];
  for (let i = 0; i < 30; i++) {
    const value = i % 2 ? { a: { b: `b-${i}` }, n: i } : { other: { deep: { er: i } }, n: i / 4 };
    lines.push(`n:${i}\tkey-${i}\t${JSON.stringify(value)}`);
  }
  await consoleProduce(topic, 'lz4', lines);
  held = await kcatRecords(topic);
  assert.equal(held.length, 39);
});
after(async () => {
  await deleteTopics('main', [topic]);
  await server.close();
});

test('JSON: one array of every record as Kafka holds it', async () => {
  const { response, body } = await download('json');
  assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
  assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`filename="${topic}.json"`));
  const got = (JSON.parse(body) as DownloadRecord[]).sort(
    (a, b) => a.partition - b.partition || a.offset - b.offset,
  );
  assert.deepEqual(got, held.map(expected));
});

test('NDJSON: one record per line, each as Kafka holds it', async () => {
  const { response, body } = await download('ndjson');
  assert.match(response.headers.get('content-type') ?? '', /^application\/x-ndjson/);
  assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`filename="${topic}.ndjson"`));
  assert.ok(body.endsWith('\n'));
  const lines = body.slice(0, -1).split('\n');
  assert.equal(lines.length, held.length);
  const got = lines
    .map((line) => JSON.parse(line) as DownloadRecord)
    .sort((a, b) => a.partition - b.partition || a.offset - b.offset);
  assert.deepEqual(got, held.map(expected));
});

test('CSV: fixed columns, dotted JSON fields, RFC 4180 quoting, each row as Kafka holds it', async () => {
  const { response, body } = await download('csv');
  assert.match(response.headers.get('content-type') ?? '', /^text\/csv/);
  assert.match(response.headers.get('content-disposition') ?? '', new RegExp(`filename="${topic}.csv"`));
  const [header = [], ...rows] = parseCsv(body);
  const fixed = [
    'partition',
    'offset',
    'timestamp',
    'key',
    'value',
    'tombstone',
    'headers',
    'keySchemaId',
    'valueSchemaId',
  ];
  assert.deepEqual(header.slice(0, fixed.length), fixed);
  const allFields = new Set(held.flatMap((r) => [...fields(r.payload).keys()]));
  assert.deepEqual(new Set(header.slice(fixed.length)), allFields);
  assert.equal(rows.length, held.length);
  const byId = new Map(rows.map((row) => [`${row[0]}:${row[1]}`, row]));
  for (const r of held) {
    const row = byId.get(`${r.partition}:${r.offset}`);
    assert.ok(row, `record ${r.partition}:${r.offset} missing`);
    assert.equal(row.length, header.length);
    const cell = (name: string) => row[header.indexOf(name)];
    assert.equal(Date.parse(cell('timestamp') ?? ''), r.ts);
    assert.equal(cell('key'), r.key ?? '');
    assert.equal(cell('value'), r.payload ?? '');
    assert.equal(cell('tombstone'), r.payload === null ? 'true' : 'false');
    const headers = kcatHeaders(r);
    assert.equal(cell('headers'), headers.length > 0 ? JSON.stringify(headers) : '');
    const own = fields(r.payload);
    for (const column of allFields)
      assert.equal(cell(column), own.get(column) ?? '', `${column} of ${r.offset}`);
  }
  const first = byId.get('0:0');
  assert.equal(first?.[header.indexOf('value.n')], '12345678901234567890');
  assert.equal(first?.[header.indexOf('value.a.b')], 'x,y');
  assert.equal(first?.[header.indexOf('value.q')], 'say "hi"');
  assert.equal(byId.get('0:2')?.[header.indexOf('value')], 'two\r\nlines');
});

test('null and empty keys and values stay apart in downloads', async () => {
  const { body } = await download('ndjson');
  const got = body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as DownloadRecord);
  const pick = (key: string | null, value: string | null) =>
    got.filter((r) => r.key === key && r.value === value).length;
  assert.equal(pick('k-6', ''), 1, 'an empty value');
  assert.equal(pick('k-7', null), 1, 'a tombstone');
  assert.equal(pick(null, 'null key'), 1, 'a null key');
  assert.equal(pick('', 'empty key'), 1, 'an empty key');
});
