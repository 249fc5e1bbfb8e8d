import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { TopicDataPage, TopicRecord } from '@console/contract';
import { json, present, type RunningServer, startServer } from './helpers.ts';
import { ensureKcat, kcatConsume } from './kcat.ts';
import { consoleProduce, createTopic, deleteTopics, uniqueName } from './topic-data-support.ts';

// Issue 14, item 2: an empty value is an empty byte string; only the Tombstone box writes null.
// What Kafka holds is read byte for byte by kcat (%K / %S: key / value length, -1 for null), and
// the record view tells a tombstone from an empty value, with sizes and the timestamp type.

let server: RunningServer;
const topics: string[] = [];
const produce = async (topic: string, body: Record<string, unknown>) => {
  const response = await server.get(`/api/main/topic/${topic}/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return json<TopicRecord[]>(response);
};
const page = async (topic: string) => {
  const response = await server.get(`/api/main/topic/${topic}/data?sort=Oldest&partition=All`);
  assert.equal(response.status, 200, await response.clone().text());
  return present((await json<TopicDataPage>(response)).results, 'results');
};

before(async () => {
  ensureKcat();
  server = await startServer();
});
after(async () => {
  await deleteTopics('main', topics);
  await server.close();
});

describe('empty values and tombstones', () => {
  test('an empty value is written as 0 bytes, a tombstone as null, on a compacted topic', async () => {
    const topic = uniqueName('empty');
    topics.push(topic);
    await createTopic('main', topic, 1, [{ name: 'cleanup.policy', value: 'compact' }]);
    const empty = await produce(topic, { key: 'k-empty', value: '', tombstone: false });
    const text = await produce(topic, { key: 'k-text', value: 'abc' });
    const tomb = await produce(topic, { key: 'k-tomb', value: 'ignored', tombstone: true });
    await produce(topic, { multiMessage: true, keyValueSeparator: ':', value: 'm1:\nm2:x' });

    // What the produce answer says was sent.
    assert.equal(empty[0]?.value, '');
    assert.equal(empty[0]?.tombstone, undefined);
    assert.equal(text[0]?.value, 'abc');
    assert.equal(tomb[0]?.tombstone, true);
    assert.equal(tomb[0]?.value, undefined);

    // What Kafka holds, byte for byte: offset, key, key length, value length.
    const held = await kcatConsume(topic, '%o|%k|%K|%S\n');
    assert.deepEqual(held, ['0|k-empty|7|0', '1|k-text|6|3', '2|k-tomb|6|-1', '3|m1|2|0', '4|m2|2|1']);

    // What the console shows for the same records.
    const shown = (await page(topic)).map((r) => ({
      offset: r.offset,
      key: r.key,
      value: r.value,
      tombstone: r.tombstone,
      keySize: r.keySize,
      valueSize: r.valueSize,
      timestampType: r.timestampType,
    }));
    const created = 'CREATE_TIME';
    assert.deepEqual(shown, [
      {
        offset: 0,
        key: 'k-empty',
        value: '',
        tombstone: undefined,
        keySize: 7,
        valueSize: 0,
        timestampType: created,
      },
      {
        offset: 1,
        key: 'k-text',
        value: 'abc',
        tombstone: undefined,
        keySize: 6,
        valueSize: 3,
        timestampType: created,
      },
      {
        offset: 2,
        key: 'k-tomb',
        value: undefined,
        tombstone: true,
        keySize: 6,
        valueSize: -1,
        timestampType: created,
      },
      {
        offset: 3,
        key: 'm1',
        value: '',
        tombstone: undefined,
        keySize: 2,
        valueSize: 0,
        timestampType: created,
      },
      {
        offset: 4,
        key: 'm2',
        value: 'x',
        tombstone: undefined,
        keySize: 2,
        valueSize: 1,
        timestampType: created,
      },
    ]);
  });

  test('records of a producer that is not ours: sizes, an empty value, and log-append time', async () => {
    const topic = uniqueName('append');
    topics.push(topic);
    await createTopic('main', topic, 1, [{ name: 'message.timestamp.type', value: 'LogAppendTime' }]);
    // Kafka's console producer: `headers<TAB>key<TAB>value`; an empty value is 0 bytes there too.
    await consoleProduce(topic, 'none', ['h:v\tkey-1\tvalue-1', 'h:v\tkey-2\t']);
    // The console's produce with neither key nor value: no key (null), an empty value.
    await produce(topic, { key: '', value: '' });
    assert.deepEqual(await kcatConsume(topic, '%o|%K|%S\n'), ['0|5|7', '1|5|0', '2|-1|0']);
    const shown = await page(topic);
    assert.deepEqual(
      shown.map((r) => [r.key, r.keySize, r.valueSize, r.value, r.tombstone, r.timestampType]),
      [
        ['key-1', 5, 7, 'value-1', undefined, 'LOG_APPEND_TIME'],
        ['key-2', 5, 0, '', undefined, 'LOG_APPEND_TIME'],
        [undefined, -1, 0, '', undefined, 'LOG_APPEND_TIME'],
      ],
    );
    // The single-record view says the same.
    const single = await json<TopicDataPage>(await server.get(`/api/main/topic/${topic}/data/record/0/1`));
    assert.equal(single.results?.[0]?.value, '');
    assert.equal(single.results?.[0]?.valueSize, 0);
  });
});
