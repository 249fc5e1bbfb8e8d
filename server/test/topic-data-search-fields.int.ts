import assert from 'node:assert/strict';
import { isUtf8 } from 'node:buffer';
import { after, before, test } from 'node:test';
import type { TopicRecord } from '@console/contract';
import { scanWorkerStats } from '../src/records/scan-parallel.ts';
import { demoConfig, type RunningServer, startServer } from './helpers.ts';
import { kcatProduce, kcatRecords } from './kcat-records.ts';
import { createTopic, deleteTopics, produceRaw, readSearch, uniqueName } from './topic-data-support.ts';

// A CEL filter reads only the JSON fields it uses (json-fields.ts, issue 17). Over a real topic
// of tricky values (escapes, duplicate keys, pretty-printed JSON, numbers in every form, JSON that
// is almost valid, text, bytes that are not UTF-8, an empty value, a tombstone), a search gives
// exactly the rows of the same filter read whole (a twin that names the whole value), and the
// records whose bytes, read back by kcat, match as JSON.parse reads them; on the main thread and
// on a scan worker.

let single: RunningServer;
let workers: RunningServer;
const topic = uniqueName('search-fields');

const VALUES: Array<string | Buffer> = [
  '{"customer":{"tier":"gold"}}',
  '{"customer":{"tier":"silver"},"amount":100}',
  '{\n  "customer": {\n\t"tier" : "gold"\r\n  },\n  "amount": 1e3\n}',
  '{"customer":{"tier":"g\\u006fld"},"amount":100.0000001}',
  '{"customer":{"ti\\u0065r":"gold"},"amount":-0}',
  '{"customer":{"tier":"gold","tier":"silver"},"amount":1E2}',
  '{"customer":{"tier":"silver"},"customer":{"tier":"gold"},"amount":"1000"}',
  '{"customer":{"tier":"gold"},"customer":"gold"}',
  '{"customer":"gold","amount":[1000]}',
  '{"customer":[{"tier":"gold"}],"amount":{"x":1000}}',
  '{"customer":{"tier":["gold"]},"amount":2.5e2}',
  '{"customer":{"tier":"go\\"ld"},"amount":123456789012345678901234567890}',
  '{"customer":{"tier":"gold"},"note":"a \\"quoted\\" \\\\ text \\ud83d\\ude00 ✓ ünï"}',
  '{"note":{"customer":{"tier":"gold"}},"customer":{"x":{"tier":"gold"}}}',
  '{"customer":{"tier":"gold"},}',
  '{"customer":{"tier":"gold"}} trailing',
  '{"customer":{"tier":"gold"},"amount":01}',
  '{"customer":{"tier":"gold"},"amount":1000',
  '{"customer":{"tier":"gold\tx"}}',
  '[{"customer":{"tier":"gold"}}]',
  '"gold"',
  'gold',
  '1000',
  '',
  '   {"customer" : {"tier":"gold"} , "amount" : 5000 }   ',
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"customer":{"tier":"gold"}}')]),
  `{"deep":${'['.repeat(100)}${']'.repeat(100)},"customer":{"tier":"gold"},"amount":1e400}`,
];

const FILTERS = ["value.customer.tier == 'gold'", 'value.amount > 100.0', 'has(value.customer.tier)'];

/** What the console shows of a value and how CEL reads it: JSON.parse of its text, else the text. */
function celValue(payload: Buffer | null): unknown {
  if (payload === null) return null;
  const text = isUtf8(payload) ? payload.toString('utf8') : payload.toString('base64');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
const isMap = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The filters evaluated in this test, on JSON.parse's result. */
const EXPECTED: Record<string, (v: unknown) => boolean> = {
  [FILTERS[0] as string]: (v) => isMap(v) && isMap(v.customer) && v.customer.tier === 'gold',
  [FILTERS[1] as string]: (v) => isMap(v) && typeof v.amount === 'number' && v.amount > 100,
  [FILTERS[2] as string]: (v) => isMap(v) && isMap(v.customer) && Object.hasOwn(v.customer, 'tier'),
};

const search = async (server: RunningServer, filter: string) => {
  const url = `${server.url}/api/main/topic/${topic}/data/search?filter=${encodeURIComponent(filter)}`;
  const { events } = await readSearch(url);
  const end = events.at(-1);
  assert.equal(end?.event, 'searchEnd', JSON.stringify(end));
  assert.equal(end.data.scanned, VALUES.length + 1);
  return events.flatMap((e) => (e.event === 'searchBody' ? (e.data.records ?? []) : []));
};
const byPosition = (rows: TopicRecord[]) =>
  [...rows].sort((a, b) => a.partition - b.partition || a.offset - b.offset);

before(async () => {
  [single, workers] = await Promise.all([
    startServer(demoConfig((c) => ({ ...c, 'topic-data': { ...c['topic-data'], 'scan-workers': 0 } }))),
    startServer(demoConfig((c) => ({ ...c, 'topic-data': { ...c['topic-data'], 'scan-workers': 1 } }))),
  ]);
  await createTopic('main', topic, 1);
  await produceRaw(
    topic,
    VALUES.map((v) => (typeof v === 'string' ? Buffer.from(v) : v)),
  );
  // A tombstone (null value), which our producer helper does not write.
  await kcatProduce(topic, ['gone\t'], { partition: 0, nullEmpty: true });
});
after(async () => {
  await deleteTopics('main', [topic]);
  await Promise.all([single.close(), workers.close()]);
});

test('a filter read by fields gives the rows of the whole parse and of JSON.parse', async () => {
  const held = await kcatRecords(topic);
  assert.equal(held.length, VALUES.length + 1);
  // kcat prints payloads as text: the bytes produced are the reference, at the offsets kcat reports.
  const payloads = new Map<number, Buffer | null>(
    held.map((r) => {
      const produced = VALUES[r.offset];
      const bytes =
        produced === undefined ? null : typeof produced === 'string' ? Buffer.from(produced) : produced;
      assert.equal(r.payload === null, bytes === null, `offset ${r.offset}`);
      return [r.offset, bytes];
    }),
  );
  for (const filter of FILTERS) {
    const expected = [...payloads]
      .filter(([, bytes]) => (EXPECTED[filter] as (v: unknown) => boolean)(celValue(bytes)))
      .map(([offset]) => offset)
      .sort((a, b) => a - b);
    assert.ok(expected.length >= 3, `${filter} matches a few records`);
    // `false && size(value) > 0` changes nothing but makes the filter read the whole value.
    const whole = byPosition(await search(single, `(${filter}) || (false && size(value) > 0)`));
    for (const server of [single, workers]) {
      const sent = scanWorkerStats.rounds;
      const rows = byPosition(await search(server, filter));
      assert.deepEqual(
        rows.map((r) => r.offset),
        expected,
        `${filter} on ${server === single ? 'the main thread' : 'a worker'}`,
      );
      assert.deepEqual(rows, whole, filter);
      assert.equal(scanWorkerStats.rounds > sent, server === workers, 'the search ran where it should');
    }
  }
});
