// Spec §2.4 'next page', issue 14 item 5: 'Next page' is offered only when records are left, in
// both sorts and for searches, and the pages together are exactly what Kafka holds.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

const records = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `k${from + i}`, value: `v${from + i}` }));

browserTest(
  'no Next page when every record is shown; with one more, Next page shows exactly it',
  async (page) => {
    const topic = topicName('paging');
    await createTopic(topic);
    await kcatProduce(topic, records(0, 50), { partition: 0 });
    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await eventually(async () => assert.equal(await data.rows.count(), 50));
    assert.equal(await data.page.getByTestId('data-next-page').count(), 0);
    assert.equal(await text(page.getByTestId('data-end')), 'End of the records in this range.');
    await screenshot(page, 'topic-data-paging-end');

    // One more record, read again with Refresh: offered, and the next page is that record alone.
    await kcatProduce(topic, records(50, 1), { partition: 0 });
    await page.getByTestId('data-refresh').click();
    await page.getByTestId('data-next-page').click();
    await eventually(async () => assert.deepEqual(await data.rowIds(), ['0-50']));
    assert.equal(await page.getByTestId('data-next-page').count(), 0);
    await page.getByTestId('data-end').waitFor();

    // Newest first: 50 then 1, the two pages together are the 51 records Kafka holds.
    await page.getByTestId('data-first-page').click();
    await data.choose('data-sort', 'Newest');
    await eventually(async () => assert.equal((await data.rowIds())[0], '0-50'));
    const first = await data.rowIds();
    assert.equal(first.length, 50);
    await page.getByTestId('data-next-page').click();
    await eventually(async () => assert.deepEqual(await data.rowIds(), ['0-0']));
    assert.equal(await page.getByTestId('data-next-page').count(), 0);
    const kafka = (await kcatRecords(topic)).map((r) => `${r.partition}-${r.offset}`);
    assert.deepEqual([...first, '0-0'].sort(), [...kafka].sort());
  },
);

browserTest(
  'a search offers to go further only when it stopped at its limit with records left',
  async (page) => {
    const topic = topicName('paging-search');
    await createTopic(topic);
    await kcatProduce(topic, records(0, 60), { partition: 0 });
    const data = new TopicDataPage(page);
    await data.openData('main', topic);

    // 60 matches: the first 50, then 'Search further' gives the last 10 and says the end is reached.
    await data.celFilter('offset >= 0');
    await data.searchEnded();
    await eventually(async () => assert.equal(await data.rows.count(), 50));
    await page.getByTestId('data-next-page').click();
    await data.searchEnded();
    await eventually(async () =>
      assert.deepEqual(
        await data.rowIds(),
        Array.from({ length: 10 }, (_, i) => `0-${50 + i}`),
      ),
    );
    assert.equal(await page.getByTestId('data-next-page').count(), 0);
    assert.match(await text(page.getByTestId('data-end')), /^End of the search/);

    // 10 matches: nothing to go on to.
    await page.getByTestId('data-first-page').click();
    await data.celFilter('offset < 10');
    await data.searchEnded();
    await eventually(async () => assert.equal(await data.rows.count(), 10));
    assert.equal(await page.getByTestId('data-next-page').count(), 0);
  },
);
