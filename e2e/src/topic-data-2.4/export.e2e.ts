// Issue 14's export: 'Download' of every matching record as NDJSON and CSV (flattened columns),
// with the tab's filters applied, compared record by record with what kcat reads from Kafka.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { browserTest } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, type KcatRecord, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

async function downloadAll(page: Page, data: TopicDataPage, format: 'ndjson' | 'csv'): Promise<string> {
  await data.downloadItem(`download-all-${format}`);
  await page.getByText(`as ${format.toUpperCase()}?`).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('confirm-ok').click(),
  ]);
  assert.match(download.suggestedFilename(), new RegExp(`\\.${format}$`));
  return readFileSync((await download.path()) as string, 'utf8');
}

browserTest(
  'every matching record downloads as NDJSON and as CSV with flattened columns, as Kafka holds them',
  async (page) => {
    const topic = topicName('export');
    await createTopic(topic, { partitions: 2 });
    for (const partition of [0, 1])
      await kcatProduce(
        topic,
        Array.from({ length: 4 }, (_, i) => ({
          key: `k${partition}${i}`,
          value: JSON.stringify({
            customer: { id: `c-${i}`, name: `Name, "${i}"` },
            total: i * 1.5,
            lines: [i],
          }),
        })),
        { partition, headers: ['origin=kcat'] },
      );
    await kcatProduce(topic, [{ key: 'text', value: 'not json,\nat all' }], { partition: 1 });
    const kafka = await kcatRecords(topic);
    const data = new TopicDataPage(page);
    await data.openData('main', topic);

    const ndjson = (await downloadAll(page, data, 'ndjson'))
      .trim()
      .split('\n')
      .map(
        (l) =>
          JSON.parse(l) as {
            partition: number;
            offset: number;
            key: string;
            value: string;
            timestamp: number;
            headers: unknown;
          },
      );
    const byPosition = <T extends { partition: number; offset: number }>(list: T[]): T[] =>
      [...list].sort((a, b) => a.partition - b.partition || a.offset - b.offset);
    assert.deepEqual(
      byPosition(ndjson).map((r) => [r.partition, r.offset, r.key, r.value, Math.round(r.timestamp * 1000)]),
      kafka.map((r) => [r.partition, r.offset, r.key, r.payload, r.ts]),
    );
    assert.deepEqual(ndjson[0]?.headers, [{ key: 'origin', value: 'kcat' }]);

    // CSV of a filtered view: the records of partition 0 only, a column per JSON field.
    await data.choose('data-partition', '0');
    const [header, ...rows] = parseCsv(await downloadAll(page, data, 'csv'));
    assert.deepEqual(header, [
      'partition',
      'offset',
      'timestamp',
      'key',
      'value',
      'tombstone',
      'headers',
      'keySchemaId',
      'valueSchemaId',
      'value.customer.id',
      'value.customer.name',
      'value.total',
      'value.lines',
    ]);
    const column = (name: string) => (header ?? []).indexOf(name);
    const expected = kafka.filter((r: KcatRecord) => r.partition === 0);
    assert.equal(rows.length, expected.length);
    rows.forEach((row, i) => {
      const r = expected[i] as KcatRecord;
      const value = JSON.parse(r.payload ?? '{}');
      assert.equal(row[column('offset')], String(r.offset));
      assert.equal(Date.parse(row[column('timestamp')] ?? ''), r.ts);
      assert.equal(row[column('key')], r.key);
      assert.equal(row[column('value')], r.payload);
      assert.equal(row[column('value.customer.id')], value.customer.id);
      assert.equal(row[column('value.customer.name')], value.customer.name);
      assert.equal(Number(row[column('value.total')]), value.total);
      assert.equal(row[column('value.lines')], JSON.stringify(value.lines));
    });
  },
);
