// Issue 14: a CEL filter that fails on some records (a missing field, a value that is not JSON)
// says so in the search status line: how many records, the first failure and the records it
// failed on, compared with what kcat reads from Kafka.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

browserTest('the records a CEL filter failed on are counted and named in the status line', async (page) => {
  const topic = topicName('cel-errors');
  await createTopic(topic);
  await kcatProduce(
    topic,
    [
      { key: 'a', value: '{"total": 50}' },
      { key: 'b', value: '{"other": 1}' },
      { key: 'c', value: 'plain text' },
      { key: 'd', value: '{"total": 5}' },
    ],
    { partition: 0 },
  );
  const kafka = await kcatRecords(topic);
  const failing = kafka.filter((r) => !r.payload?.includes('total'));
  assert.equal(failing.length, 2);

  const data = new TopicDataPage(page);
  await data.openData('main', topic);
  await data.celFilter('value.total > 10');
  await data.searchEnded();
  await eventually(async () => assert.deepEqual(await data.column('key'), ['a']));
  const count = page.getByTestId('search-filter-errors');
  assert.equal(await text(count), 'Filter failed on 2 records');
  await count.click();
  const details = page.getByTestId('search-filter-errors-details');
  await details.waitFor();
  // The dropdown fades in: the screenshot below waits until it is fully shown.
  await eventually(async () =>
    assert.equal(await details.evaluate((e) => getComputedStyle(e.parentElement as Element).opacity), '1'),
  );
  assert.match(await text(details.getByTestId('search-filter-error')), /offset 1 of partition 0\)$/);
  assert.equal(
    await text(details.getByTestId('search-filter-error-records')),
    failing.map((r) => `partition ${r.partition} offset ${r.offset}`).join(', '),
  );
  await screenshot(page, 'topic-data-filter-errors');

  // A filter every record can be read with has no such count.
  await page.keyboard.press('Escape');
  await data.celFilter("key == 'd'");
  await data.searchEnded();
  await eventually(async () => assert.deepEqual(await data.column('key'), ['d']));
  assert.equal(await page.getByTestId('search-filter-errors').count(), 0);
});
