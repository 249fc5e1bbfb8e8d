// Spec §2.4 table, issue 14 item 7: at 1366×768 and 1440×900 the grid shows many records, one line
// each, the value column takes the room the other columns leave, JSON previews break between
// tokens, and the timestamps in either format are Kafka's.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { kcatRecords } from './kafka-tools.ts';

/** Rows entirely inside the window, the value column's and the table's widths, the tallest row. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('[data-testid="records-table"]') as HTMLElement;
    const rows = Array.from(table.querySelectorAll('[data-testid="table-row"]')).map((r) =>
      r.getBoundingClientRect(),
    );
    const value = table.querySelector('[data-testid="header-value"]') as HTMLElement;
    return {
      visible: rows.filter((r) => r.bottom <= window.innerHeight).length,
      tallest: Math.max(...rows.map((r) => r.height)),
      valueWidth: value.getBoundingClientRect().width,
      tableWidth: table.getBoundingClientRect().width,
      scrollWidth: document.documentElement.scrollWidth,
    };
  });
}

browserTest('at 1366×768 a dozen one-line records fit and the value gets the free width', async (page) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  const data = new TopicDataPage(page);
  await data.openData('main', 'orders', 'partition=0');
  await eventually(async () => assert.equal(await data.rows.count(), 50));
  const at1366 = await layout(page);
  assert.ok(at1366.visible >= 12, `${at1366.visible} rows in view`);
  assert.ok(at1366.tallest <= 40, `rows ${at1366.tallest} px high`);
  assert.ok(
    at1366.valueWidth >= 0.4 * at1366.tableWidth,
    `value ${at1366.valueWidth} of ${at1366.tableWidth}`,
  );
  assert.equal(at1366.scrollWidth, 1366);
  // The preview is the record's JSON spaced between tokens, on one line.
  const kafka = (await kcatRecords('orders')).find((r) => r.partition === 0 && r.offset === 0);
  const preview = await data.row(0, 0).getByTestId('cell-value').innerText();
  assert.ok(preview.startsWith(`{"orderId": "${JSON.parse(kafka?.payload ?? '{}').orderId}", `), preview);
  await screenshot(page, 'topic-data-grid-1366');

  await page.setViewportSize({ width: 1440, height: 900 });
  await data.openData('main', 'events-jsonschema');
  await eventually(async () => assert.equal(await data.rows.count(), 50));
  const at1440 = await layout(page);
  assert.ok(at1440.visible >= 16, `${at1440.visible} rows in view`);
  assert.ok(
    at1440.valueWidth >= 0.3 * at1440.tableWidth,
    `value ${at1440.valueWidth} of ${at1440.tableWidth}`,
  );
  assert.equal(at1440.scrollWidth, 1440);
  await screenshot(page, 'topic-data-grid-1440');
});

browserTest(
  'timestamps are relative by default with the exact time a click away, ISO as Kafka stamped them',
  async (page) => {
    const data = new TopicDataPage(page);
    await data.openData('main', 'orders', 'partition=1');
    await eventually(async () => assert.ok((await data.rows.count()) > 3));
    assert.match((await data.column('timestamp'))[0] ?? '', /ago$/);
    await page.getByTestId('data-time-format').getByText('ISO time').click();
    const kafka = (await kcatRecords('orders')).filter((r) => r.partition === 1);
    const ids = await data.rowIds();
    const shown = await data.column('timestamp');
    ids.forEach((id, i) => {
      const offset = Number(id.split('-')[1]);
      const record = kafka.find((r) => r.offset === offset);
      assert.match(shown[i] ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      assert.equal(Date.parse(shown[i] ?? ''), record?.ts, id);
    });
  },
);
