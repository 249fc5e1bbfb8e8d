import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { DownloadRecord, TopicDataPage, TopicRecord } from '@console/contract';
import type { StreamEvent, searchEvents } from '@console/contract/events';
import { changeRequest, type RunningServer, startServer } from './helpers.ts';
import {
  consoleProduce,
  createTopic,
  deleteTopics,
  produceRaw,
  readSearch,
  uniqueName,
} from './topic-data-support.ts';

// Topic data over HTTP against the real stack (spec §2.4, §4, §5; akhq-api.md §2.3, §4).

let server: RunningServer;
const api = (path: string) => `${server.url}/api/main/topic/${path}`;
const json = async <T>(path: string, init?: RequestInit) => {
  const response = await fetch(api(path), init);
  assert.equal(response.status, 200, await response.clone().text());
  return (await response.json()) as T;
};
const mainTopics: string[] = [];
/** The records a search event carries. */
const records = (e: StreamEvent<typeof searchEvents>) =>
  e.event === 'searchBody' ? (e.data.records ?? []) : [];
// Recent times: a topic's retention would delete records stamped long ago at once.
const minuteAgo = new Date(Math.floor(Date.now() / 1000) * 1000 - 60_000);
const iso = (d: Date, plusMs = 0) => new Date(d.getTime() + plusMs).toISOString();

before(async () => {
  server = await startServer();
});
after(async () => {
  await deleteTopics('main', mainTopics);
  await server.close();
});

describe('reading', () => {
  test('a search finds all 7 needle-7 records of clickstream-1m, with progress to 100 %', async () => {
    const { events } = await readSearch(
      api('clickstream-1m/data/search?searchByKey=needle-7_E&partition=All&sort=Oldest'),
    );
    const found = events.flatMap(records).map((r) => `${r.partition}:${r.offset}`);
    assert.deepEqual(
      found.sort(),
      ['0:0', '11:77777', '2:83333', '3:41666', '5:83332', '7:12345', '9:50000'].sort(),
    );
    const end = events.at(-1);
    assert.equal(end?.event, 'searchEnd');
    assert.equal(end.data.percent, 100);
    assert.equal(end.data.scanned, 1_000_000);
    const percents = events.map((e) => (e.event === 'searchError' ? -1 : e.data.percent));
    assert.deepEqual(
      percents,
      [...percents].sort((a, b) => a - b),
      'progress never goes back',
    );
  });

  test('pages oldest and newest first follow the after cursor without overlap', async () => {
    for (const sort of ['Oldest', 'Newest']) {
      const first = await json<TopicDataPage>(`orders/data?sort=${sort}&partition=0`);
      assert.equal(first.results?.length, 50);
      assert.ok(first.after?.includes('after=0-'));
      const second = await json<TopicDataPage>(`orders/data${first.after?.slice(first.after.indexOf('?'))}`);
      const seen = new Set(first.results?.map((r) => r.offset));
      assert.ok(second.results && second.results.length > 0);
      for (const r of second.results) assert.ok(!seen.has(r.offset), `offset ${r.offset} repeated (${sort})`);
      const offsets = first.results?.map((r) => r.offset) ?? [];
      if (sort === 'Newest') assert.ok((offsets[0] ?? 0) > (offsets.at(-1) ?? 0));
      else assert.equal(offsets[0], 0);
    }
  });

  test('an empty topic answers at once with no results', async () => {
    const page = await json<TopicDataPage>('archive-2023/data?sort=Newest');
    assert.equal(page.results, undefined);
    assert.equal(page.size, 0);
  });

  test('Avro, Protobuf (second message type) and JSON Schema are decoded with their subjects', async () => {
    const cases = [
      ['payments-avro', 'payments-avro-value', 'paymentId'],
      ['customers-proto', 'customers-proto-value', 'email'],
      ['events-jsonschema', 'events-jsonschema-value', 'eventId'],
    ] as const;
    for (const [topic, subject, field] of cases) {
      const page = await json<TopicDataPage>(`${topic}/data?size=5`);
      for (const r of page.results ?? []) {
        assert.equal(r.valueSubject, subject);
        assert.ok(field in JSON.parse(r.value ?? '{}'), `${topic} decoded: ${r.value}`);
        assert.equal(r.exceptions, undefined);
      }
    }
  });

  test('a large value is truncated in pages and whole in the single-record view', async () => {
    const page = await json<TopicDataPage>('large-messages/data?size=1');
    const record = page.results?.[0] as TopicRecord;
    assert.equal(record.truncated, true);
    assert.ok(record.value?.endsWith('Too large message. Full body in share button.'));
    const single = await json<TopicDataPage>(
      `large-messages/data/record/${record.partition}/${record.offset}`,
    );
    assert.ok((single.results?.[0]?.value?.length ?? 0) > 300_000);
    assert.equal(single.results?.[0]?.truncated, undefined);
  });

  test('offsets/start gives the first offset at or after a time, per partition', async () => {
    const future = await json<unknown[]>(
      `orders/offsets/start?timestamp=${encodeURIComponent('2999-01-01T00:00:00Z')}`,
    );
    assert.deepEqual(future, []);
    const past = await json<Array<{ topic: string; partition: number; offset: number }>>(
      `orders/offsets/start?timestamp=${encodeURIComponent('2000-01-01T00:00:00Z')}`,
    );
    assert.deepEqual(
      past.map((o) => [o.topic, o.partition, o.offset]),
      [0, 1, 2, 3, 4, 5].map((p) => ['orders', p, 0]),
    );
  });

  test('non-UTF-8 bytes come as base64', async () => {
    const page = await json<TopicDataPage>('binary-blobs/data?size=3');
    for (const r of page.results ?? []) assert.equal(Buffer.from(r.value ?? '', 'base64').length, 64);
  });

  test('bad input answers 400 naming the field', async () => {
    for (const [query, field] of [
      ['offset=-1', 'offset'],
      ['timestamp=yesterday', 'timestamp'],
      ['after=zz', 'after'],
    ]) {
      const response = await fetch(api(`orders/data?${query}`));
      assert.equal(response.status, 400);
      assert.match(((await response.json()) as { message: string }).message, new RegExp(field as string));
    }
    const missing = await fetch(api('it-topic-data-does-not-exist/data'));
    assert.equal(missing.status, 404);
  });
});

describe('writing', () => {
  test('produce three records with headers in multi-message mode, then find them with filters', async () => {
    const topic = uniqueName('produce');
    mainTopics.push(topic);
    await createTopic('main', topic, 2);
    const produced = await json<TopicRecord[]>(
      `${topic}/data`,
      changeRequest('POST', {
        multiMessage: true,
        keyValueSeparator: ':',
        value: 'k1:the quick brown fox\nk2:lazy dog sleeps\nk3:brown bear',
        headers: [{ key: 'origin', value: 'it-test' }],
        timestamp: iso(minuteAgo),
      }),
    );
    assert.equal(produced.length, 3);
    const phrase = await readSearch(
      api(`${topic}/data/search?searchByValue=${encodeURIComponent('"quick brown"_C')}`),
    );
    assert.deepEqual(
      phrase.events.flatMap(records).map((r) => r.key),
      ['k1'],
    );
    const notBoth = await readSearch(
      api(`${topic}/data/search?searchByValue=${encodeURIComponent('fox bear_N')}`),
    );
    assert.deepEqual(
      notBoth.events.flatMap(records).map((r) => r.key),
      ['k2'],
    );
    const byHeader = await readSearch(api(`${topic}/data/search?searchByHeaderValue=it-test_E`));
    const found = byHeader.events.flatMap(records);
    assert.equal(found.length, 3);
    assert.deepEqual(found[0]?.headers, [{ key: 'origin', value: 'it-test' }]);
    assert.equal(found[0]?.timestamp, iso(minuteAgo).replace('.000Z', 'Z'));
    const window = await json<TopicDataPage>(
      `${topic}/data?timestamp=${encodeURIComponent(iso(minuteAgo, -5000))}&endTimestamp=${encodeURIComponent(iso(minuteAgo, 1000))}`,
    );
    assert.equal(window.results?.length, 3);
    const later = await json<TopicDataPage>(
      `${topic}/data?timestamp=${encodeURIComponent(iso(minuteAgo, 1000))}`,
    );
    assert.equal(later.results, undefined);
    const bad = await fetch(
      api(`${topic}/data`),
      changeRequest('POST', { multiMessage: true, value: 'a:b', keyValueSeparator: '' }),
    );
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { message: string }).message, /keyValueSeparator/);
  });

  test('records of every codec written by Kafka console producer are read, with headers', async () => {
    const codecs = ['gzip', 'snappy', 'lz4', 'zstd'];
    const topics = codecs.map((c) => uniqueName(c));
    mainTopics.push(...topics);
    await Promise.all(topics.map((t) => createTopic('main', t, 1)));
    await Promise.all(
      codecs.map((codec, i) =>
        consoleProduce(
          topics[i] as string,
          codec,
          [1, 2, 3].map((n) => `codec:${codec},n:${n}\tkey-${n}\t{"codec":"${codec}","n":${n}}`),
        ),
      ),
    );
    for (const [i, codec] of codecs.entries()) {
      const page = await json<TopicDataPage>(`${topics[i]}/data`);
      assert.deepEqual(
        page.results?.map((r) => r.key),
        ['key-1', 'key-2', 'key-3'],
        codec,
      );
      assert.deepEqual(page.results?.[1]?.headers, [
        { key: 'codec', value: codec },
        { key: 'n', value: '2' },
      ]);
      assert.equal(JSON.parse(page.results?.[2]?.value ?? '{}').codec, codec);
    }
  });

  test('delete a record on a compacted topic produces a tombstone; refused elsewhere', async () => {
    const topic = uniqueName('compact');
    mainTopics.push(topic);
    await createTopic('main', topic, 1, [{ name: 'cleanup.policy', value: 'compact' }]);
    await json(`${topic}/data`, changeRequest('POST', { key: 'gone', value: 'v', partition: 0 }));
    const page = await json<TopicDataPage>(`${topic}/data`);
    assert.equal(page.canDeleteRecords, true);
    const tombstone = await json<TopicRecord>(
      `${topic}/data?partition=0&key=${Buffer.from('gone').toString('base64')}`,
      { method: 'DELETE' },
    );
    assert.equal(tombstone.offset, 1);
    const after = await json<TopicDataPage>(`${topic}/data`);
    assert.equal(after.results?.[1]?.key, 'gone');
    assert.equal(after.results?.[1]?.value, undefined);
    const refused = await fetch(api(`orders/data?partition=0&key=${Buffer.from('x').toString('base64')}`), {
      method: 'DELETE',
    });
    assert.equal(refused.status, 409);
  });

  test('produce through a value subject writes registry framing that reads back decoded', async () => {
    const topic = uniqueName('avro');
    mainTopics.push(topic);
    await createTopic('main', topic, 1);
    const payment = {
      paymentId: 'pay-it',
      orderId: 'ord-it',
      customerId: 'cust-it',
      amount: 12.5,
      currency: 'EUR',
      method: 'card',
      status: 'CAPTURED',
      createdAt: 1_700_000_000_000,
      note: null,
    };
    await json(
      `${topic}/data`,
      changeRequest('POST', { key: 'k', value: JSON.stringify(payment), valueSchema: 'payments-avro-value' }),
    );
    const page = await json<TopicDataPage>(`${topic}/data`);
    assert.equal(page.results?.[0]?.valueSubject, 'payments-avro-value');
    assert.deepEqual(JSON.parse(page.results?.[0]?.value ?? '{}'), payment);
    const bad = await fetch(
      api(`${topic}/data`),
      changeRequest('POST', { value: '{"nope":1}', valueSchema: 'payments-avro-value' }),
    );
    assert.equal(bad.status, 400);
    assert.match(((await bad.json()) as { message: string }).message, /^value: /);
  });

  test('a record framed with an unknown schema id shows why, and the rest of the page still shows', async () => {
    const topic = uniqueName('unknown-id');
    mainTopics.push(topic);
    await createTopic('main', topic, 1);
    await produceRaw(topic, [Buffer.from([0, 0, 0x0f, 0x42, 0x3f, 1, 2, 3]), Buffer.from('plain text')]);
    const page = await json<TopicDataPage>(`${topic}/data`);
    assert.deepEqual(page.results?.[0]?.exceptions, ['Unable to find the registry schema with id 999999 !']);
    assert.equal(page.results?.[1]?.value, 'plain text');
  });

  test('copy from main to second keeps keys, values, headers and timestamps; download matches', async () => {
    const source = uniqueName('copy');
    const target = uniqueName('copy-target');
    mainTopics.push(source);
    await createTopic('main', source, 2);
    await createTopic('second', target, 2);
    try {
      await json(
        `${source}/data`,
        changeRequest('POST', {
          multiMessage: true,
          value: 'a:1\nb:2\nc:3\nd:4',
          headers: [{ key: 'h', value: 'x' }],
          timestamp: iso(minuteAgo, 89),
        }),
      );
      const copied = await json<{ records: number }>(
        `${source}/copy/second/topic/${target}`,
        changeRequest('POST', [
          { partition: 0, offset: 0 },
          { partition: 1, offset: 0 },
        ]),
      );
      assert.equal(copied.records, 4);
      const strip = (list: TopicRecord[] | undefined) =>
        (list ?? [])
          .map(({ partition, offset, key, value, headers, timestamp }) => ({
            partition,
            offset,
            key,
            value,
            headers,
            timestamp,
          }))
          .sort((x, y) => (x.key ?? '').localeCompare(y.key ?? ''));
      const from = await json<TopicDataPage>(`${source}/data`);
      const to = (await (
        await fetch(`${server.url}/api/second/topic/${target}/data`)
      ).json()) as TopicDataPage;
      assert.deepEqual(strip(to.results), strip(from.results));
      const download = (await (await fetch(api(`${source}/data/download`))).json()) as DownloadRecord[];
      assert.equal(download.length, 4);
      assert.equal(download[0]?.timestamp, (minuteAgo.getTime() + 89) / 1000);
      const self = await fetch(
        api(`${source}/copy/main/topic/${source}`),
        changeRequest('POST', [{ partition: 0, offset: 0 }]),
      );
      assert.equal(self.status, 409);
    } finally {
      await deleteTopics('second', [target]);
    }
  });
});
