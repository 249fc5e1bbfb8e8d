// Spec §2.4 data tab: browse, newest first, time range, decoding, export, download.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

browserTest(
  'the data tab shows a page of records, newest first on demand, and pages on with the cursor',
  async (page) => {
    const data = new TopicDataPage(page);
    await data.openData('main', 'orders', 'partition=0');
    await eventually(async () => assert.equal(await data.rows.count(), 50));
    assert.equal((await data.column('offset'))[0], '0');
    await screenshot(page, 'topic-data-orders');
    // The toolbar and the table fit a 1366 px screen: no sideways scrolling.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1366);
    // Rows are ordered by timestamp: newest first shows the last 50 offsets, the next page those before.
    const { size } = (await (
      await page.request.get('/api/main/topic/orders/data?partition=0&size=1')
    ).json()) as {
      size: number;
    };
    const maxOffset = async () => Math.max(...(await data.column('offset')).map(Number));
    await data.choose('data-sort', 'Newest');
    await eventually(async () => assert.equal(await maxOffset(), size - 1));
    await page.getByTestId('data-next-page').click();
    await eventually(async () => assert.equal(await maxOffset(), size - 51));
    assert.match(page.url(), new RegExp(`after=0-${size - 50}`));
  },
);

browserTest('a time range keeps only records inside it', async (page) => {
  const data = new TopicDataPage(page);
  const api = (await (
    await page.request.get('/api/main/topic/shipments/data?partition=0&size=20')
  ).json()) as {
    results: Array<{ timestamp: string }>;
  };
  const start = api.results[5]?.timestamp as string;
  const end = api.results[9]?.timestamp as string;
  await data.openData(
    'main',
    'shipments',
    `partition=0&timestamp=${encodeURIComponent(start)}&endTimestamp=${encodeURIComponent(end)}`,
  );
  await page.getByTestId('data-time-format').getByText('ISO time').click();
  await eventually(async () => assert.equal(await data.rows.count(), 5));
  for (const t of await data.column('timestamp')) assert.ok(t >= start && t <= end, t);
  // Clear forgets the start time: the field is empty again, its chip goes, and so does the filter.
  await page.getByTestId('data-timestamp').click();
  await page.getByTestId('data-timestamp-clear').click();
  await eventually(async () => assert.doesNotMatch(page.url(), /[?&]timestamp=/));
  assert.equal(await page.getByTestId('data-timestamp').inputValue(), '');
  assert.deepEqual(
    (await data.chipLabels()).map((l) => l.split(' ')[0]),
    ['Partition', 'To'],
  );
  assert.match(page.url(), /endTimestamp=/);
  await eventually(async () => assert.ok((await data.rows.count()) >= 10));
  for (const t of await data.column('timestamp')) assert.ok(t <= end, t);
});

browserTest('Avro, Protobuf and JSON-Schema values are decoded with subject badges', async (page) => {
  const data = new TopicDataPage(page);
  for (const [topic, subject, field] of [
    ['payments-avro', 'payments-avro-value', 'paymentId'],
    ['customers-proto', 'customers-proto-value', 'email'],
    ['events-jsonschema', 'events-jsonschema-value', 'eventId'],
  ] as const) {
    await data.openData('main', topic);
    await eventually(async () => assert.ok((await data.rows.count()) > 0));
    assert.match((await data.column('value'))[0] ?? '', new RegExp(field));
    assert.match(
      await data.rows.first().getByTestId('schema-badge-value').innerText(),
      new RegExp(subject, 'i'),
    );
  }
  await screenshot(page, 'topic-data-proto');
});

browserTest('selected records download as CSV, NDJSON and JSON', async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'orders', 'partition=3');
  await eventually(async () => assert.ok((await data.rows.count()) > 2));
  await data.rows.nth(0).getByTestId('row-select').click();
  await data.rows.nth(1).getByTestId('row-select').click();
  assert.equal(await text(page.getByTestId('data-download')), 'Download (2 selected)');
  for (const format of ['csv', 'ndjson', 'json']) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.downloadItem(`export-${format}`),
    ]);
    const body = readFileSync((await download.path()) as string, 'utf8');
    if (format === 'csv') assert.equal(body.trim().split('\r\n').length, 3);
    else if (format === 'ndjson')
      assert.deepEqual(
        body
          .trim()
          .split('\n')
          .map((line) => (JSON.parse(line) as { offset: number }).offset),
        [0, 1],
      );
    else
      assert.deepEqual(
        (JSON.parse(body) as Array<{ offset: number }>).map((r) => r.offset),
        [0, 1],
      );
  }
  await data.openData('main', 'logs-app');
  await eventually(async () => assert.ok((await data.rows.count()) > 0));
  await data.rows.nth(0).getByTestId('row-select').click();
  await data.downloadItem('export-json');
  await page.getByText('Unable to export data in JSON. Please use CSV instead').waitFor();
});

browserTest('Download query result asks first, then streams every matching record as JSON', async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'products');
  await data.downloadItem('download-all-json');
  await page.getByText('it can be slow and lead to high memory consumption').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('confirm-ok').click(),
  ]);
  const body = JSON.parse(readFileSync((await download.path()) as string, 'utf8')) as Array<{ key: string }>;
  assert.equal(body.length, 8);
  assert.ok(body.every((r) => typeof r.key === 'string'));
});

browserTest(
  '__consumer_offsets shows committed offsets in Kafka’s own format, read as JSON',
  async (page) => {
    const data = new TopicDataPage(page);
    await data.openData('main', '__consumer_offsets', 'searchByKey=orders-dashboard_C');
    await eventually(async () => assert.ok((await data.rows.count()) > 0));
    const key = JSON.parse((await data.column('key'))[0] ?? '{}');
    assert.equal(key.type, 'offset-commit');
    assert.equal(key.group, 'orders-dashboard');
    const value = (await data.column('value'))[0] ?? '';
    assert.match(value, /"offset": ?\d+/);
  },
);
