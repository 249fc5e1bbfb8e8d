// Issue 17: a live tail paused while retention deletes the records it had not read yet. On Resume
// the tail goes on from the partition's new log start (the records Kafka holds, read with kcat)
// and says which offsets were deleted, instead of failing. The log start is moved with Kafka's
// DeleteRecordsCommand, as retention moves it when it deletes segments.
import assert from 'node:assert/strict';
import { deleteRecordsBefore } from '@console/stack/records-kafka';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { createTopic, kcatProduce, kcatRecords, topicName } from '../topic-data-2.4/kafka-tools.ts';

const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');
const records = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({ key: `k${from + i}`, value: `v${from + i}` }));

browserTest(
  'a paused tail resumed after retention deleted what it had not read goes on from the log start',
  async (page) => {
    const topic = topicName('tail-retention');
    await createTopic(topic);
    await page.goto(`${baseUrl}/ui/main/tail?topicId=${topic}`);
    await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'STARTED'));
    await kcatProduce(topic, records(0, 10), { partition: 0 });
    await eventually(async () => assert.equal(await rows(page).count(), 10));

    await page.getByTestId('tail-toggle').click();
    await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'PAUSED'));
    await kcatProduce(topic, records(10, 30), { partition: 0 });
    await deleteRecordsBefore(topic, { 0: 25 });
    await page.getByTestId('tail-toggle').click();

    const held = (await kcatRecords(topic)).map((r) => r.key);
    assert.equal(held[0], 'k25');
    await eventually(async () => {
      const keys = await rows(page).getByTestId('cell-key').allInnerTexts();
      assert.deepEqual([...keys].sort(), [...records(0, 10).map((r) => r.key), ...held].sort());
    });
    assert.equal(
      await text(page.getByTestId('tail-deleted-notes-line')),
      `Topic ${topic}, partition 0: records 10–24 were deleted by retention while they were being read; continued from offset 25`,
    );
    await screenshot(page, 'tail-retention-note');
    // Clear starts the view afresh: the note goes with the rows.
    await page.getByTestId('tail-clear').click();
    await eventually(async () => assert.equal(await page.getByTestId('tail-deleted-notes').count(), 0));
  },
);
