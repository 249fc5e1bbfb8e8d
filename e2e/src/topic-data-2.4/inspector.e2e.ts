// Spec §2.4 share and details, issue 14 item 6 and the record inspector: one record beside the
// topic's data with its facts, key, value (tree, text, hex), headers and copy buttons, all as Kafka
// holds them (read with kcat); AKHQ's share link opens it over the topic's data, with a way back.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

const VALUE = '{"id":9223372036854775807,"customer":{"id":"c-7","tags":["x","y"]},"total":12.50}';

browserTest(
  'the inspector shows a record as Kafka holds it: facts, tree, text, hex, headers, copies',
  async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const topic = topicName('inspect');
    await createTopic(topic);
    await kcatProduce(topic, [{ key: 'order-1', value: VALUE }], {
      partition: 0,
      headers: ['trace=t-1', 'source=pos'],
    });
    await kcatProduce(topic, [{ key: 'note', value: 'plain text, not JSON' }], { partition: 0 });
    const [first, second] = await kcatRecords(topic);
    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await data.row(0, 0).getByTestId('record-open').last().click();
    await data.inspector.getByTestId('inspector-record').waitFor();
    assert.equal(new URL(page.url()).searchParams.get('record'), '0-0');
    assert.equal(await text(page.getByTestId('inspector-title')), 'Record 0-0');

    const facts = await data.facts();
    assert.equal(facts.Partition, '0');
    assert.equal(facts.Offset, '0');
    assert.equal(Date.parse(facts.Timestamp?.split('\n')[0] ?? ''), first?.ts, facts.Timestamp);
    assert.equal(facts['Timestamp type'], first?.tstype === 'create' ? 'CREATE_TIME' : 'LOG_APPEND_TIME');
    assert.equal(facts['Key size'], `${Buffer.byteLength('order-1')} B`);
    assert.equal(facts['Value size'], `${Buffer.byteLength(VALUE)} B`);
    assert.equal(facts.Tombstone, 'no');

    // The tree keeps the long's every digit, and closes.
    const tree = data.inspector.getByTestId('inspector-value').getByTestId('json-tree');
    assert.match(await text(tree.locator('[data-path="/id"]')), /"id": 9223372036854775807$/);
    assert.match(await text(tree.locator('[data-path="/customer/tags/1"]')), /"y"/);
    await tree.getByTestId('json-toggle').first().click();
    assert.equal(await tree.locator('[data-path="/id"]').count(), 0);
    await screenshot(page, 'topic-data-inspector');

    // Text: the value pretty printed with the same digits; hex: the bytes Kafka holds.
    const valueView = data.inspector.getByTestId('inspector-value-view');
    await valueView.getByText('Text', { exact: true }).click();
    const pretty = await text(data.inspector.getByTestId('inspector-value-text'));
    assert.match(pretty, /"id": 9223372036854775807,/);
    assert.match(pretty, /"total": 12.50/);
    await valueView.getByText('Hex', { exact: true }).click();
    const hex = await text(data.inspector.getByTestId('inspector-hex'));
    const bytes = Buffer.from(first?.payload ?? '');
    assert.equal(
      hex.split('\n')[0]?.slice(0, 57),
      `00000000  ${[...bytes.subarray(0, 16)].map((b) => b.toString(16).padStart(2, '0')).join(' ')}`,
    );
    assert.equal(hex.split('\n').length, Math.ceil(bytes.length / 16));

    // Headers as Kafka holds them; the copy buttons copy exactly the value and the headers.
    const headers = await data.inspector.getByTestId('inspector-header').allInnerTexts();
    assert.deepEqual(
      headers.map((h) => h.split(/\s+/).join(' ')),
      ['trace t-1', 'source pos'],
    );
    assert.deepEqual(first?.headers, ['trace', 't-1', 'source', 'pos']);
    await data.inspector.getByTestId('inspector-copy-value').click();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), first?.payload);
    await data.inspector.getByTestId('inspector-copy-headers').click();
    assert.deepEqual(JSON.parse(await page.evaluate(() => navigator.clipboard.readText())), [
      { key: 'trace', value: 't-1' },
      { key: 'source', value: 'pos' },
    ]);

    // Another row replaces it (the table stays usable); text values have no tree.
    await data.row(0, 1).getByTestId('record-open').last().click();
    await eventually(async () => assert.equal(await text(page.getByTestId('inspector-title')), 'Record 0-1'));
    assert.equal(await text(data.inspector.getByTestId('inspector-value-text')), second?.payload);
    assert.equal(await data.inspector.getByTestId('inspector-value-view').getByText('Tree').count(), 0);
    await page.getByTestId('inspector-close').click();
    await data.inspector.getByTestId('inspector-record').waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).searchParams.get('record'), null);
    assert.equal(await data.rows.count(), 2);
  },
);

browserTest(
  'a share link opens the inspector over the topic’s data, and closing it leaves the data',
  async (page) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const data = new TopicDataPage(page);
    await data.openData('main', 'orders', 'partition=2');
    await data.row(2, 3).getByTestId('row-action-share').click();
    await page.getByText('Message url is copied to your clipboard!').waitFor();
    const url = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(url, /\/ui\/main\/topic\/orders\/data\?single=true&partition=2&offset=3$/);

    const fresh = await page.context().newPage();
    await fresh.goto(url);
    const shared = new TopicDataPage(fresh);
    await shared.inspector.getByTestId('inspector-record').waitFor();
    assert.equal(await text(fresh.getByTestId('inspector-title')), 'Record 2-3');
    const kafka = (await kcatRecords('orders')).find((r) => r.partition === 2 && r.offset === 3);
    assert.equal(
      await text(shared.inspector.getByTestId('inspector-key').locator('[data-testid="inspector-key-text"]')),
      kafka?.key,
    );
    assert.equal(await shared.inspector.getByTestId('inspector-share-url').inputValue(), url);
    // Over the topic's data: every partition's records behind it, not a one-row page.
    await eventually(async () => assert.equal(await shared.rows.count(), 50));
    assert.deepEqual([...new URL(fresh.url()).searchParams.keys()].sort(), ['record']);
    await screenshot(fresh, 'topic-data-shared-record');
    await fresh.getByTestId('inspector-close').click();
    await shared.inspector.getByTestId('inspector-record').waitFor({ state: 'detached' });
    assert.equal(await shared.rows.count(), 50);

    // 'Show in table' starts the table at the record.
    await fresh.goto(url);
    await shared.inspector.getByTestId('inspector-show-in-table').click();
    await eventually(async () => assert.equal((await shared.rowIds())[0], '2-3'));
    assert.deepEqual(await shared.chipLabels(), ['Partition 2', 'From offset 3']);

    // A record that no longer exists is said to be missing.
    await fresh.goto('/ui/main/topic/orders/data?single=true&partition=2&offset=999999');
    await shared.inspector.getByTestId('inspector-missing').waitFor();
  },
);

browserTest('Produce a copy opens the produce form with the record', async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'orders', 'partition=1&record=1-2');
  await data.inspector.getByTestId('inspector-record').waitFor();
  const kafka = (await kcatRecords('orders')).find((r) => r.partition === 1 && r.offset === 2);
  await data.inspector.getByTestId('inspector-produce-copy').click();
  await page.waitForURL((u) => u.pathname === '/ui/main/topic/orders/produce');
  await eventually(async () => assert.equal(await page.getByTestId('produce-key').inputValue(), kafka?.key));
  assert.equal(await page.getByTestId('produce-value').inputValue(), kafka?.payload);
});
