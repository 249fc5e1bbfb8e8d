// Issue 14's deserializer choice on the data tab: bytes written by kcat (a UUID key, a big-endian
// int64 value) read as chosen; the choice is in the URL, shown as chips, drives the inspector, the
// share link and the download, and is remembered per topic (Settings lists and forgets it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

const UUIDS = [
  '123e4567-e89b-12d3-a456-426614174000',
  '00112233-4455-6677-8899-aabbccddeeff',
  'f47ac10b-58cc-4372-a567-0e02b2c3d479',
];
const NUMBERS = [42n, -1n, 1234567890123n];

const uuidBytes = (u: string) => Buffer.from(u.replaceAll('-', ''), 'hex');
const int64 = (n: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigInt64BE(n);
  return b;
};

/** The values shown, without the decode exceptions listed under them (the key is read automatically). */
const values = async (data: TopicDataPage) => (await data.column('value')).map((v) => v.split('\n')[0]);

async function binaryTopic(): Promise<string> {
  const topic = topicName('bytes');
  await createTopic(topic);
  await kcatProduce(
    topic,
    UUIDS.map((u, i) => ({ key: uuidBytes(u), value: int64(NUMBERS[i] as bigint) })),
    { partition: 0 },
  );
  return topic;
}

browserTest(
  'a key read as UUID and a value as Int64 show what kcat wrote, everywhere the tab reads',
  async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const topic = await binaryTopic();
    // What Kafka holds, by kcat: 16 and 8 bytes, not text.
    const kafka = await kcatRecords(topic);
    assert.equal(kafka.length, 3);
    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await eventually(async () => assert.equal(await data.rows.count(), 3));
    assert.notDeepEqual(await data.column('value'), ['42', '-1', '1234567890123']);

    await data.deserialize('key', 'UUID');
    await data.deserialize('value', 'Int64');
    assert.deepEqual(await data.chipLabels(), ['Key as UUID', 'Value as Int64']);
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('keyDeserializer'), 'UUID');
    assert.equal(url.searchParams.get('valueDeserializer'), 'INT64');
    await eventually(async () => assert.deepEqual(await data.column('value'), NUMBERS.map(String)));
    assert.deepEqual(await data.column('key'), UUIDS);
    await screenshot(page, 'topic-data-deserializers');

    // The inspector reads the record the same way and says how; its share link carries the choice.
    await data.row(0, 2).getByTestId('record-open').last().click();
    await data.inspector.getByTestId('inspector-record').waitFor();
    const facts = await data.facts();
    assert.equal(facts['Key read as'], 'UUID');
    assert.equal(facts['Value read as'], 'INT64');
    assert.equal(facts['Value size'], '8 B');
    assert.equal(await text(data.inspector.getByTestId('inspector-value-text')), '1234567890123');
    const share = await data.inspector.getByTestId('inspector-share-url').inputValue();
    assert.match(share, /single=true&partition=0&offset=2&keyDeserializer=UUID&valueDeserializer=INT64$/);
    await page.getByTestId('inspector-close').click();

    // The download of every matching record uses it too.
    await data.downloadItem('download-all-ndjson');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('confirm-ok').click(),
    ]);
    const lines = readFileSync((await download.path()) as string, 'utf8')
      .trim()
      .split('\n');
    assert.deepEqual(
      lines.map((l) => {
        const r = JSON.parse(l) as { key: string; value: string };
        return [r.key, r.value];
      }),
      UUIDS.map((u, i) => [u, String(NUMBERS[i])]),
    );
  },
);

browserTest(
  'the choice is remembered per topic, listed in Settings, and forgotten from there or its chip',
  async (page) => {
    const topic = await binaryTopic();
    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await data.deserialize('value', 'Int64');
    await eventually(async () => assert.deepEqual(await values(data), NUMBERS.map(String)));

    // Opened again without parameters: the remembered choice applies, and shows in the URL and chips.
    await data.openData('main', topic);
    await eventually(async () =>
      assert.equal(new URL(page.url()).searchParams.get('valueDeserializer'), 'INT64'),
    );
    assert.deepEqual(await data.chipLabels(), ['Value as Int64']);
    await eventually(async () => assert.deepEqual(await values(data), NUMBERS.map(String)));
    // Another topic is not affected.
    await data.openData('main', 'orders');
    assert.equal(new URL(page.url()).searchParams.get('valueDeserializer'), null);

    // Settings lists it and forgets it.
    await page.goto('/ui/main/settings');
    const row = page.locator(`[data-testid="settings-deserializer-row"][data-topic="${topic}"]`);
    assert.match(await row.innerText(), /Automatic\s+INT64/);
    await screenshot(page, 'settings-deserializers');
    await row.getByTestId('settings-deserializer-forget').click();
    await row.waitFor({ state: 'detached' });
    await page.getByTestId('settings-deserializers-empty').waitFor();
    await data.openData('main', topic);
    await eventually(async () => assert.equal(await data.rows.count(), 3));
    assert.equal(await data.chips.count(), 0);
    assert.equal(new URL(page.url()).searchParams.get('valueDeserializer'), null);

    // Removing its chip forgets it too.
    await data.deserialize('value', 'Int64');
    await data.chip('valueDeserializer').getByTestId('filter-chip-remove').click();
    await data.openData('main', topic);
    await eventually(async () => assert.equal(await data.rows.count(), 3));
    assert.equal(await data.chips.count(), 0);
  },
);
