// Spec §2.4, issue 14 item 1: after Produce, a record delete, Copy and Empty, every view of the
// topics shown before (data tab, topic list counts) shows what Kafka now holds, without a reload.
// The whole test moves inside the app (links, buttons, Back), so nothing is read afresh by a page
// load: a cached view that was not refreshed would show the old rows.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { TopicPages } from '../pages/topic-pages.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

/** The data tab once it has nothing left to read (no loader, no refresh running). */
async function settled(page: Page): Promise<void> {
  await page.getByTestId('table-loading').waitFor({ state: 'detached' });
  await page.getByTestId('data-refreshing').waitFor({ state: 'detached' });
}

async function shownKeys(data: TopicDataPage): Promise<string[]> {
  await settled(data.page);
  return (await data.column('key')).map((k) => (k === 'null' ? '' : k));
}

/** Back through the app's history (no page load) to the list of the test's topics. */
async function backToList(page: Page): Promise<void> {
  for (let i = 0; i < 12 && new URL(page.url()).pathname !== '/ui/main/topic'; i++) {
    const before = page.url();
    await page.locator('html[data-navigation="idle"]').waitFor({ state: 'attached' });
    await page.evaluate(() => history.back());
    await page.waitForURL((url) => url.href !== before);
  }
  assert.equal(new URL(page.url()).pathname, '/ui/main/topic');
  await page.getByTestId('topic-table').waitFor();
}

const kafkaKeys = async (topic: string) => (await kcatRecords(topic)).map((r) => r.key ?? '');

browserTest(
  'after produce, delete, copy and empty, the data tab and the topic list show what Kafka holds',
  async (page) => {
    const prefix = topicName('fresh');
    const source = `${prefix}-a`;
    const target = `${prefix}-b`;
    await createTopic(source, { configs: { 'cleanup.policy': 'compact,delete' } });
    await createTopic(target);
    await kcatProduce(source, [
      { key: 'k1', value: '{"n":1}' },
      { key: 'k2', value: '{"n":2}' },
      { key: 'k3', value: '{"n":3}' },
    ]);
    page.on('pageerror', (e) => console.log('pageerror', e.message, e.stack?.slice(0, 600)));
    const topics = new TopicPages(page);
    const data = new TopicDataPage(page);
    await topics.openList('main', `?search=${prefix}&topicListView=ALL`);
    await eventually(async () => assert.equal(await topics.cell(source, 'count'), '≈ 3'));
    assert.equal(await topics.cell(target, 'count'), '≈ 0');

    // The target's empty data tab is seen (and cached), then the source is copied into it.
    await topics.row(target).getByTestId('topic-name').click();
    await data.table.getByTestId('table-empty').waitFor();
    await backToList(page);
    await topics.row(source).getByTestId('topic-name').click();
    await eventually(async () => assert.deepEqual(await shownKeys(data), ['k1', 'k2', 'k3']));
    await page.getByTestId('topic-copy').click();
    await page.getByTestId('copy-target-cluster').click();
    await page.getByRole('option', { name: 'main', exact: true }).click();
    await page.getByTestId('copy-target-topic').fill(target);
    await page.getByTestId('copy-submit').click();
    await page.getByText(`3 records copied to '${target}' on 'main'`).waitFor();
    // The copy page returns to the data tab after its message: Back before that would go one too far.
    await data.waitForPath(`/ui/main/topic/${source}/data`);
    await backToList(page);
    await page.getByTestId('topic-list-refreshing').waitFor({ state: 'detached' });
    assert.equal(await topics.cell(target, 'count'), '≈ 3');
    await topics.row(target).getByTestId('topic-name').click();
    assert.deepEqual(await kafkaKeys(target), ['k1', 'k2', 'k3']);
    assert.deepEqual(await shownKeys(data), ['k1', 'k2', 'k3']);

    // Produce through the form: back on the data tab, the new record is there.
    await backToList(page);
    await topics.row(source).getByTestId('topic-name').click();
    await eventually(async () => assert.equal((await shownKeys(data)).length, 3));
    await page.getByTestId('topic-produce').click();
    await page.getByTestId('produce-key').fill('k4');
    await page.getByTestId('produce-value').fill('{"n":4}');
    await page.getByTestId('produce-submit').click();
    await page.waitForURL((url) => url.pathname === `/ui/main/topic/${source}/data`);
    assert.deepEqual(await kafkaKeys(source), ['k1', 'k2', 'k3', 'k4']);
    assert.deepEqual(await shownKeys(data), ['k1', 'k2', 'k3', 'k4']);

    // Delete k2 (a compacted topic): its tombstone shows at once, as Kafka holds it.
    await data.row(0, 1).getByTestId('row-action-delete').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText("Record '0-1' will be deleted on compaction").waitFor();
    const afterDelete = await kcatRecords(source);
    assert.deepEqual(
      afterDelete.map((r) => [r.key, r.payload]),
      [
        ['k1', '{"n":1}'],
        ['k2', '{"n":2}'],
        ['k3', '{"n":3}'],
        ['k4', '{"n":4}'],
        ['k2', null],
      ],
    );
    assert.deepEqual(await shownKeys(data), ['k1', 'k2', 'k3', 'k4', 'k2']);
    assert.match(await data.row(0, 4).getByTestId('cell-value').innerText(), /null \(tombstone\)/);
    await screenshot(page, 'topic-data-fresh-after-delete');
    await backToList(page);
    await page.getByTestId('topic-list-refreshing').waitFor({ state: 'detached' });
    assert.equal(await topics.cell(source, 'count'), '≈ 5');

    // Empty the source: its data tab and the list say it holds nothing, as Kafka says.
    await topics.row(source).getByTestId('topic-name').click();
    await eventually(async () => assert.equal((await shownKeys(data)).length, 5));
    await page.getByTestId('topic-empty').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText(`Topic '${source}' will be emptied`).waitFor();
    assert.deepEqual(await kcatRecords(source), []);
    await settled(page);
    await data.table.getByTestId('table-empty').waitFor();
    await backToList(page);
    await page.getByTestId('topic-list-refreshing').waitFor({ state: 'detached' });
    assert.equal(await topics.cell(source, 'count'), '≈ 0');
  },
);
