// Issue 17: retention deleting what a read is at. The data tab shows a first page, Kafka's log
// start then moves past it (DeleteRecordsCommand, as retention does when it deletes segments), and
// 'Next page' goes on from the new log start, showing what Kafka holds there (kcat) with a note
// under the status line naming the partition and the offsets that were deleted. The same for a
// search continued with 'Search further'.
import assert from 'node:assert/strict';
import { deleteRecordsBefore } from '@console/stack/records-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from './kafka-tools.ts';

const records = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `k${i}`, value: `v${i}` }));

const held = async (topic: string) => (await kcatRecords(topic)).map((r) => `${r.partition}-${r.offset}`);

browserTest(
  'Next page after retention deleted the records ahead goes on from the log start, with a note',
  async (page) => {
    const topic = topicName('retention');
    await createTopic(topic);
    await kcatProduce(topic, records(120), { partition: 0 });
    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await eventually(async () => assert.equal(await data.rows.count(), 50));
    assert.equal(await page.getByTestId('data-deleted-notes').count(), 0);

    await deleteRecordsBefore(topic, { 0: 100 });
    await page.getByTestId('data-next-page').click();
    const kafka = await held(topic);
    assert.equal(kafka[0], '0-100');
    await eventually(async () => assert.deepEqual(await data.rowIds(), kafka));
    assert.equal(
      await text(page.getByTestId('data-deleted-notes-line')),
      'Partition 0: records 50–99 were deleted by retention while they were being read; continued from offset 100',
    );
    await page.getByTestId('data-end').waitFor();
    await screenshot(page, 'topic-data-retention-note');

    // Back to the first page: what Kafka holds now, and no note (nothing was deleted under this read).
    await page.getByTestId('data-first-page').click();
    await eventually(async () => assert.deepEqual(await data.rowIds(), kafka));
    assert.equal(await page.getByTestId('data-deleted-notes').count(), 0);
  },
);

browserTest('Search further after retention deleted the records ahead notes the gap', async (page) => {
  const topic = topicName('retention-search');
  await createTopic(topic);
  await kcatProduce(topic, records(120), { partition: 0 });
  const data = new TopicDataPage(page);
  await data.openData('main', topic);
  await data.celFilter('offset >= 0');
  await data.searchEnded();
  await eventually(async () => assert.equal(await data.rows.count(), 50));

  await deleteRecordsBefore(topic, { 0: 90 });
  await page.getByTestId('data-next-page').click();
  await data.searchEnded();
  await eventually(async () => assert.deepEqual(await data.rowIds(), await held(topic)));
  assert.equal(
    await text(page.getByTestId('data-deleted-notes-line')),
    'Partition 0: records 50–89 were deleted by retention while they were being read; continued from offset 90',
  );
  await screenshot(page, 'topic-data-retention-note-search');
});

browserTest(
  'a copy whose first records retention deleted meanwhile copies the rest and says what it could not',
  async (page) => {
    const source = topicName('retention-copy');
    const target = topicName('retention-copy-target');
    await createTopic(source);
    await createTopic(target);
    await kcatProduce(source, records(120), { partition: 0 });
    await page.goto(`/ui/main/topic/${source}/copy`);
    await page.getByTestId('copy-partition-row').first().waitFor();
    await page.getByTestId('copy-target-cluster').click();
    await page.getByRole('option', { name: 'main', exact: true }).click();
    await page.getByTestId('copy-target-topic').fill(target);

    // The page offered offset 0; the log start moves to 100 before Copy is pressed.
    await deleteRecordsBefore(source, { 0: 100 });
    await page.getByTestId('copy-submit').click();
    await page.getByText(`20 records copied to '${target}' on 'main'`).waitFor();
    assert.equal(
      await text(page.getByTestId('notification-warning')),
      'Not copied: Partition 0: records 0–99 were deleted by retention while they were being read; continued from offset 100',
    );
    await screenshot(page, 'topic-data-retention-copy');
    const copied = (await kcatRecords(target)).map((r) => r.key);
    assert.deepEqual(
      copied,
      (await kcatRecords(source)).map((r) => r.key),
    );
    assert.equal(copied[0], 'k100');
  },
);
