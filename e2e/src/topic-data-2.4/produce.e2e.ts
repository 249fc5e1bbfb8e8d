// Spec §2.4 Produce, issue 14 (item 12, item 3's produce part): the serializer choice per key and
// value (a number, a registry subject with its version, a Protobuf message type), 'Keep the form
// after sending', and the timestamp taken when the record is sent. What Kafka holds is read back
// through the API with the matching deserializers.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import type { APIRequestContext, Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { apiRecords } from './kafka-tools.ts';

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const topics: string[] = [];
const subjects: string[] = [];
const name = (what: string) => `e2e-produce-${what}-${randomBytes(4).toString('hex')}`;

async function createTopic(request: APIRequestContext, topic: string) {
  const response = await request.post('/api/main/topic', {
    data: { name: topic, partition: 1, replication: 3, configs: {} },
    headers: XHR,
  });
  assert.ok(response.ok(), await response.text());
  topics.push(topic);
}

async function createSubject(
  request: APIRequestContext,
  subject: string,
  schema: string,
  schemaType: string,
) {
  // The first version creates the subject, later ones update it.
  const path = subjects.includes(subject) ? `/api/main/schema/${subject}` : '/api/main/schema';
  const response = await request.post(path, {
    data: { subject, schema, schemaType, compatibilityLevel: 'NONE', references: [] },
    headers: XHR,
  });
  assert.ok(response.ok(), await response.text());
  subjects.push(subject);
}

after(async () => {
  for (const topic of topics) {
    await fetch(`${baseUrl}/api/main/topic/${topic}`, { method: 'DELETE', headers: XHR });
  }
  for (const subject of subjects) {
    await fetch(`${baseUrl}/api/main/schema/${subject}?permanent=true`, { method: 'DELETE', headers: XHR });
  }
});

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, testId: string, option: string | RegExp): Promise<void> {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

async function openProduce(page: Page, topic: string): Promise<TopicDataPage> {
  const data = new TopicDataPage(page);
  await data.open(`/ui/main/topic/${topic}/produce`);
  await page.getByText(`Produce to ${topic}`).waitFor();
  return data;
}

browserTest('key as Int32, value through an Avro subject version, twice with the form kept', async (page) => {
  const topic = name('avro');
  const subject = `${topic}-value`;
  await createTopic(page.request, topic);
  const v1 = { type: 'record', name: 'Order', fields: [{ name: 'id', type: 'string' }] };
  const v2 = { ...v1, fields: [...v1.fields, { name: 'qty', type: 'int', default: 1 }] };
  await createSubject(page.request, subject, JSON.stringify(v1), 'AVRO');
  await createSubject(page.request, subject, JSON.stringify(v2), 'AVRO');

  const data = await openProduce(page, topic);
  await data.choose('produce-key-serializer', 'Int32');
  await page.getByTestId('produce-key').fill('42');
  await data.choose('produce-value-serializer', 'Schema registry subject');
  await data.choose('produce-value-schema', subject);
  // The versions of the subject are offered, the latest first; version 1 is chosen.
  await choose(page, 'produce-value-schema-version', /^Version 1 /);
  await page.getByTestId('produce-value').fill('{"id":"o-1"}');
  await page.getByTestId('produce-keep-form').check();
  await screenshot(page, 'topic-data-produce-serializers');
  await page.getByTestId('produce-submit').click();
  await eventually(async () =>
    assert.match(await text(page.getByTestId('produce-result')), /partition 0, offset 0.*AVRO via .* v1/),
  );
  // The form kept everything: send again, with the latest version this time.
  assert.equal(await page.getByTestId('produce-key').inputValue(), '42');
  assert.equal(await page.getByTestId('produce-value').inputValue(), '{"id":"o-1"}');
  await choose(page, 'produce-value-schema-version', 'Latest (2)');
  await page.getByTestId('produce-submit').click();
  await eventually(async () =>
    assert.match(await text(page.getByTestId('produce-result')), /partition 0, offset 1.*AVRO via .* v2/),
  );
  await screenshot(page, 'topic-data-produce-kept');
  assert.equal(page.url(), `${baseUrl}/ui/main/topic/${topic}/produce`, 'still on the produce page');

  const held = await apiRecords(page.request, 'main', topic, 'size=100&keyDeserializer=INT32');
  assert.deepEqual(
    held.map((r) => [
      r.key,
      r.keyFormat,
      JSON.parse(r.value ?? 'null'),
      r.valueSubject,
      r.valueSchemaVersion,
    ]),
    [
      ['42', 'INT32', { id: 'o-1' }, subject, 1],
      ['42', 'INT32', { id: 'o-1', qty: 1 }, subject, 2],
    ],
  );
});

browserTest(
  'Protobuf: the message type is chosen among the schema’s, and a refusal is shown',
  async (page) => {
    const topic = name('proto');
    const subject = `${topic}-value`;
    await createTopic(page.request, topic);
    const proto =
      'syntax = "proto3";\npackage shop;\nmessage Order { string id = 1; }\nmessage Refund { string order_id = 1; int64 cents = 2; }\n';
    await createSubject(page.request, subject, proto, 'PROTOBUF');

    const data = await openProduce(page, topic);
    await data.choose('produce-value-serializer', 'Schema registry subject');
    await data.choose('produce-value-schema', subject);
    await page.getByTestId('produce-value').fill('{"order_id":"o-9","cents":"150"}');
    // Without a type, the first (shop.Order) is meant: the server refuses the Refund JSON.
    await page.getByTestId('produce-submit').click();
    await eventually(async () =>
      assert.match(await page.locator('body').innerText(), /Order.*unknown field.*order_id/),
    );
    assert.deepEqual(await apiRecords(page.request, 'main', topic, 'size=100&'), [], 'nothing was written');

    await page.getByTestId('produce-value-protobuf-type').click();
    await page.getByRole('option', { name: 'shop.Refund', exact: true }).click();
    await screenshot(page, 'topic-data-produce-protobuf');
    await page.getByTestId('produce-submit').click();
    // Without 'keep the form', produce goes back to the data tab, which shows the new record.
    await page.waitForURL((url) => url.pathname === `/ui/main/topic/${topic}/data`);
    await eventually(async () =>
      assert.deepEqual(
        (await data.column('value')).map((v) => JSON.parse(v)),
        [{ order_id: 'o-9', cents: '150' }],
      ),
    );
    const [held] = await apiRecords(page.request, 'main', topic, 'size=100&');
    assert.equal(held?.valueFormat, 'PROTOBUF');
  },
);

browserTest('the timestamp is the moment of sending unless one is picked', async (page) => {
  const topic = name('time');
  await createTopic(page.request, topic);
  await openProduce(page, topic);
  const loaded = Date.now();
  assert.equal(
    await text(page.getByTestId('produce-timestamp-at-send')),
    'Each record gets the time it is sent.',
  );
  await page.getByTestId('produce-value').fill('first');
  await page.getByTestId('produce-keep-form').check();
  // Time passes on the page before sending: the record must not carry the page's load time.
  await page.waitForTimeout(2_000);
  const clicked = Date.now();
  await page.getByTestId('produce-submit').click();
  await page.getByTestId('produce-result').waitFor();
  const [first] = await apiRecords(page.request, 'main', topic, 'size=100&');
  const stamped = Date.parse(first?.timestamp ?? '');
  assert.ok(stamped >= clicked - 50, `stamped ${stamped}, clicked ${clicked}, page loaded ${loaded}`);

  // Picking a time: the picker appears and the record carries the picked minute.
  await page.getByTestId('produce-timestamp-mode').getByText('Pick a time').click();
  await page.getByTestId('produce-timestamp').click();
  await page.getByRole('button', { name: '00:00' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await screenshot(page, 'topic-data-produce-timestamp');
  await page.getByTestId('produce-value').fill('second');
  await page.getByTestId('produce-submit').click();
  await eventually(async () => assert.match(await text(page.getByTestId('produce-result')), /offset 1/));
  const second = (await apiRecords(page.request, 'main', topic, 'size=100&'))[1];
  const picked = new Date(Date.parse(second?.timestamp ?? ''));
  assert.deepEqual([picked.getHours(), picked.getMinutes(), picked.getSeconds()], [0, 0, 0]);
  assert.equal(picked.toDateString(), new Date().toDateString());
});

browserTest(
  'produce a copy of an Avro record with bytes: written the way it was read, same bytes',
  async (page) => {
    const topic = name('copy');
    const subject = `${topic}-value`;
    await createTopic(page.request, topic);
    const schema = {
      type: 'record',
      name: 'Blob',
      fields: [
        { name: 'id', type: 'string' },
        { name: 'raw', type: 'bytes' },
        { name: 'digest', type: { type: 'fixed', name: 'Digest', size: 2 } },
      ],
    };
    await createSubject(page.request, subject, JSON.stringify(schema), 'AVRO');
    const first = await page.request.post(`/api/main/topic/${topic}/data`, {
      data: {
        key: 'k',
        value: '{"id":"b","raw":"AAH+/w==","digest":"3q0="}',
        valueSchema: subject,
        partition: 0,
      },
      headers: XHR,
    });
    assert.ok(first.ok(), await first.text());

    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await eventually(async () => assert.equal(await data.rows.count(), 1));
    await data.rows.first().getByTestId('row-action-copy').click();
    await page.getByText(`Produce to ${topic}`).waitFor();
    // The form says how the copy will be written: through the subject and version it was read with.
    assert.equal(await page.getByTestId('produce-value-serializer').inputValue(), 'Schema registry subject');
    assert.equal(await page.getByTestId('produce-value-schema').inputValue(), subject);
    await eventually(async () =>
      assert.match(await page.getByTestId('produce-value-schema-version').inputValue(), /^Version 1 /),
    );
    await screenshot(page, 'topic-data-produce-copy');
    await page.getByTestId('produce-submit').click();
    await page.waitForURL((url) => url.pathname === `/ui/main/topic/${topic}/data`);
    await eventually(async () => assert.equal(await data.rows.count(), 2));
    const held = await apiRecords(page.request, 'main', topic, 'size=100&valueDeserializer=HEX');
    assert.equal(held.length, 2);
    assert.equal(held[1]?.value, held[0]?.value, 'the copy holds the same bytes');
  },
);
