import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DownloadRecord, TopicDataPage, TopicRecord } from '@console/contract';
import type { StreamEvent, searchEvents } from '@console/contract/events';
import { type RunningServer, startServer } from './helpers.ts';
import { type KcatRecord, kcatHeaders, kcatProduce, kcatRecords } from './kcat-records.ts';
import { consoleProduce, createTopic, deleteTopics, readSearch, uniqueName } from './topic-data-support.ts';

// CEL filters (issue 14) through /data, /data/search and /data/download, on records written by
// Kafka's console producer and kcat, checked against what kcat reads back from Kafka.

let server: RunningServer;
const topic = uniqueName('cel');
let held: KcatRecord[] = [];

const where = (filter: string, extra = '') =>
  `${server.url}/api/main/topic/${topic}/data/search?filter=${encodeURIComponent(filter)}${extra}`;
const records = (e: StreamEvent<typeof searchEvents>) =>
  e.event === 'searchBody' ? (e.data.records ?? []) : [];
const ids = (list: Array<{ partition: number; offset: number }>) =>
  list.map((r) => `${r.partition}:${r.offset}`).sort();

/** The value parsed as JSON, or undefined when it is not JSON. */
function parsed(record: KcatRecord): Record<string, unknown> | undefined {
  try {
    return JSON.parse(record.payload ?? '');
  } catch {
    return undefined;
  }
}
const customer = (r: KcatRecord) => (parsed(r)?.customer as { id?: string } | undefined)?.id;
const header = (r: KcatRecord, key: string) => kcatHeaders(r).findLast((h) => h.key === key)?.value;

/** Runs a search to its end; asserts it ended (not failed) after scanning every record. */
async function search(filter: string, extra = ''): Promise<TopicRecord[]> {
  const { events } = await readSearch(where(filter, extra));
  const end = events.at(-1);
  assert.equal(end?.event, 'searchEnd', JSON.stringify(end));
  assert.equal(end.data.percent, 100);
  assert.equal(end.data.scanned, held.length);
  return events.flatMap(records);
}

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 3);
  const lines: string[] = [];
  for (let i = 0; i < 60; i++) {
    const key = i % 7 === 0 ? `vip-${i}` : `k-${i}`;
    const value = { customer: { id: `c-${i % 10}`, tier: i % 3 }, amount: i * 10.5, note: `order ${i}` };
    lines.push(`source:${i % 2 ? 'pos' : 'web'},n:${i}\t${key}\t${JSON.stringify(value)}`);
  }
  lines.push('source:pos\ttext-1\tplain text naming c-7', 'source:web\tother-1\t{"other":true}');
  await consoleProduce(topic, 'none', lines);
  // A tombstone (null value), which the console producer cannot write.
  await kcatProduce(topic, ['gone\t'], { partition: 0, nullEmpty: true });
  held = await kcatRecords(topic);
  assert.equal(held.length, 63);
});
after(async () => {
  await deleteTopics('main', [topic]);
  await server.close();
});

describe('CEL filters in a search', () => {
  test('a nested field of JSON values matches exactly the records Kafka holds with it', async () => {
    const found = await search("value.customer.id == 'c-7'");
    const expected = held.filter((r) => customer(r) === 'c-7');
    assert.equal(expected.length, 6);
    assert.deepEqual(ids(found), ids(expected));
    for (const r of found) assert.equal(JSON.parse(r.value ?? '').customer.id, 'c-7');
    // Kafbat UI's spelling of the same filter.
    assert.deepEqual(ids(await search("record.value.customer.id == 'c-7'")), ids(expected));
  });

  test('a filter that matches nothing scans everything and ends', async () => {
    assert.deepEqual(await search("value.customer.id == 'c-nobody'"), []);
  });

  test('combined with a text filter, both must pass', async () => {
    const found = await search("value.amount > 300.0 && headers['source'] == 'pos'", '&searchByKey=vip_C');
    const expected = held.filter(
      (r) =>
        (r.key ?? '').includes('vip') && Number(parsed(r)?.amount) > 300 && header(r, 'source') === 'pos',
    );
    assert.ok(expected.length > 0);
    assert.deepEqual(ids(found), ids(expected));
  });

  test('partition, offset, sizes and timestamp are variables', async () => {
    const found = await search('partition == 1 && offset < 5 && keySize > 3 && valueSize > 0');
    const expected = held.filter(
      (r) => r.partition === 1 && r.offset < 5 && (r.key ?? '').length > 3 && (r.payload ?? '').length > 0,
    );
    assert.deepEqual(ids(found), ids(expected));
    const newest = Math.max(...held.map((r) => r.ts));
    const late = await search(`timestamp >= timestamp('${new Date(newest).toISOString()}')`);
    assert.deepEqual(ids(late), ids(held.filter((r) => r.ts >= newest)));
  });

  test('null values and plain-text values are what they are; a failing record is only a non-match', async () => {
    const tombstones = await search('value == null');
    assert.deepEqual(ids(tombstones), ids(held.filter((r) => r.payload === null)));
    const text = await search("value.contains('c-7') || value.customer.id == 'c-7'");
    // The plain-text record matches through contains(); JSON values through the field (contains()
    // fails on a map, which only makes that side false).
    assert.deepEqual(
      ids(text),
      ids(held.filter((r) => r.payload?.startsWith('plain') || customer(r) === 'c-7')),
    );
  });
});

test('the search counts the records the filter failed on, and names the first', async () => {
  const { events } = await readSearch(where('value.amount > 300.0'));
  const end = events.at(-1);
  assert.equal(end?.event, 'searchEnd');
  // The plain-text value, the value without `amount` and the tombstone.
  assert.equal(end.data.filterErrors, 3);
  assert.match(end.data.filterError ?? '', /^No such key: amount \(offset \d+ of partition \d\)$/);
  // The records it failed on are named: exactly the three Kafka holds without a numeric amount.
  const failing = held.filter((r) => parsed(r)?.amount === undefined);
  assert.deepEqual(ids(end.data.filterErrorRecords ?? []), ids(failing));
  assert.deepEqual(ids(events.flatMap(records)), ids(held.filter((r) => Number(parsed(r)?.amount) > 300)));
});

describe('CEL filters on pages and downloads', () => {
  test('/data pages carry only matching records', async () => {
    const response = await fetch(
      `${server.url}/api/main/topic/${topic}/data?filter=${encodeURIComponent("value.customer.tier == 2 && key.startsWith('k-')")}`,
    );
    assert.equal(response.status, 200);
    const page = (await response.json()) as TopicDataPage;
    const expected = held.filter(
      (r) => (parsed(r)?.customer as { tier?: number } | undefined)?.tier === 2 && r.key?.startsWith('k-'),
    );
    assert.ok(expected.length > 0 && expected.length < 50);
    assert.deepEqual(ids(page.results ?? []), ids(expected));
  });

  test('a download holds only matching records, with their content', async () => {
    const response = await fetch(
      `${server.url}/api/main/topic/${topic}/data/download?format=ndjson&filter=${encodeURIComponent("headers.n == '42'")}`,
    );
    assert.equal(response.status, 200);
    const lines = (await response.text()).split('\n').filter((l) => l !== '');
    const [record] = lines.map((l) => JSON.parse(l) as DownloadRecord);
    const expected = held.filter((r) => header(r, 'n') === '42');
    assert.equal(lines.length, 1);
    assert.equal(expected.length, 1);
    assert.deepEqual(
      [record?.partition, record?.offset, record?.key, record?.value],
      [expected[0]?.partition, expected[0]?.offset, expected[0]?.key, expected[0]?.payload],
    );
  });
});

describe('refused filters', () => {
  for (const path of ['data', 'data/search', 'data/download']) {
    test(`a syntax error is a 400 naming its position (${path})`, async () => {
      const response = await fetch(
        `${server.url}/api/main/topic/${topic}/${path}?filter=${encodeURIComponent("value.customer.id == 'c-7' &&")}`,
      );
      assert.equal(response.status, 400);
      const { message } = (await response.json()) as { message: string };
      assert.equal(message, 'filter: Unexpected token: EOF at line 1, column 30');
    });
  }

  test('an unknown variable or function is a 400 naming it and the variables there are', async () => {
    const response = await fetch(where('valu.customer.id == 1'));
    assert.equal(response.status, 400);
    const { message } = (await response.json()) as { message: string };
    assert.match(
      message,
      /^filter: Unknown variable: valu at line 1, column 1 \(the variables are key, value, /,
    );
    const unknownFunction = await fetch(where('lower(value) == 1'));
    assert.equal(unknownFunction.status, 400);
    assert.match(((await unknownFunction.json()) as { message: string }).message, /lower/);
  });
});
