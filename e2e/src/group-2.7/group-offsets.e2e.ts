// Spec §2.7/§5 offset screens on a group of our own: Kafka refuses while members are active, then
// shift by -10 with its preview, offsets at a time, reset to first (lag = topic count), delete a
// topic's offsets, delete the group. Each step is checked in Kafka itself.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { Consumer } from '@platformatic/kafka';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { admin, bootstrapBrokers, commit, committed, topicWithHistory, uniqueName } from './group-kafka.ts';

const kafka = admin();
const topic = uniqueName('group');
const group = `${topic}-g`;
let consumer: Consumer | undefined;

before(async () => {
  await topicWithHistory(kafka, topic, 2, 10, 20); // 30 per partition: 10 from 3 days ago, 20 from now
  await commit(kafka, group, topic, [25, 25]);
  consumer = new Consumer({ clientId: 'e2e-group-live', bootstrapBrokers, groupId: group });
  const stream = await consumer.consume({ topics: [topic], mode: 'committed', autocommit: false });
  stream.on('data', () => {});
});
after(async () => {
  await consumer?.close(true).catch(() => {});
  await kafka.deleteGroups({ groups: [group] }).catch(() => {});
  await kafka.deleteTopics({ topics: [topic] });
  await kafka.close();
});

async function openOffsets(page: Page) {
  await page.goto(`/ui/main/group/${group}/offsets`);
  await eventually(async () => assert.equal(await page.getByTestId('offsets-topic').count(), 1));
}

async function commitWithPreview(page: Page, lagAfter: string[]) {
  await page.getByTestId('offsets-submit').click();
  const preview = page.getByTestId('offsets-preview');
  await eventually(async () =>
    assert.deepEqual(await preview.getByTestId('offsets-preview-lag').allInnerTexts(), lagAfter),
  );
  await screenshot(page, 'group-offsets-preview-modal');
  await page.getByTestId('offsets-preview-confirm').click();
}

browserTest(
  'Kafka refuses new offsets while the group has an active member, and the page says so',
  async (page) => {
    await openOffsets(page);
    await page.getByTestId('offsets-submit').click();
    await eventually(async () =>
      assert.equal(
        await text(page.getByTestId('notification-warning')),
        'Unable to perform operation, no topics checked',
      ),
    );
    await page.getByTestId('offsets-check-all').click();
    await page.getByTestId('offsets-reset-first').click();
    await screenshot(page, 'group-update-offsets');
    await commitWithPreview(page, ['30', '30']);
    await eventually(async () =>
      assert.match(await text(page.getByTestId('notification-warning').last()), /active member/),
    );
    assert.deepEqual(await committed(kafka, group, topic), [25, 25]);
    await consumer?.close(true);
    consumer = undefined;
  },
);

browserTest('an offset outside first..last is refused in the form', async (page) => {
  await openOffsets(page);
  await page.getByTestId('offsets-check-all').click();
  await page.getByTestId(`offset-input-${topic}-0`).fill('31');
  await eventually(async () =>
    assert.match(await page.getByText('Offset must be between 0 and 30').innerText(), /between/),
  );
  assert.equal(await page.getByTestId('offsets-submit').isDisabled(), true);
});

browserTest(
  'shift by -10, offsets at a time, reset to first: each previewed, then committed',
  async (page) => {
    await eventually(
      async () =>
        assert.equal((await (await page.request.get(`/api/main/group/${group}/members`)).json()).length, 0),
      { timeoutMs: 30_000 },
    );
    await openOffsets(page);
    await page.getByTestId('offsets-check-all').click();
    await page.getByTestId('offsets-shift').fill('-10');
    await page.getByTestId('offsets-apply-shift').click();
    await commitWithPreview(page, ['15', '15']);
    await screenshot(page, 'group-offsets-preview');
    await eventually(async () =>
      assert.equal(
        await text(page.getByTestId('notification-success')),
        `Offsets for '${group}' updated successfully.`,
      ),
    );
    await page.waitForURL(/\/topics$/);
    assert.deepEqual(await committed(kafka, group, topic), [15, 15]);

    // Midnight today lies between the old records (3 days ago) and the recent ones (now): offset 10.
    await openOffsets(page);
    await page.getByTestId('offsets-check-all').click();
    await page.getByTestId('offsets-timestamp').click();
    await page.getByRole('button', { name: '00:00', exact: true }).click();
    await page.getByTestId('offsets-apply-timestamp').click();
    await eventually(async () =>
      assert.equal(await page.getByTestId(`offset-input-${topic}-1`).inputValue(), '10'),
    );
    await commitWithPreview(page, ['20', '20']);
    await eventually(async () => assert.deepEqual(await committed(kafka, group, topic), [10, 10]));

    await openOffsets(page);
    await page.getByTestId('offsets-check-all').click();
    await page.getByTestId('offsets-reset-first').click();
    await commitWithPreview(page, ['30', '30']);
    await page.waitForURL(/\/topics$/);
    // the topic's count: every record is lag again
    const lags = page.getByTestId('group-offsets-table').getByTestId('cell-lag');
    await eventually(async () => assert.deepEqual(await lags.allInnerTexts(), ['30', '30']));
    assert.deepEqual(await committed(kafka, group, topic), [0, 0]);
  },
);

browserTest("delete the topic's offsets, then the group", async (page) => {
  await page.goto(`/ui/main/group/${group}/offsetsdelete`);
  await page.getByTestId('offsets-delete-button').click();
  assert.equal(
    await text(page.getByTestId('confirm-message')),
    `Do you want to delete all offsets of topic ${topic}?`,
  );
  await page.getByTestId('confirm-ok').click();
  await eventually(async () =>
    assert.equal(
      await text(page.getByTestId('notification-success')),
      `Offsets for topic '${topic}' and consumer group '${group}' are deleted`,
    ),
  );
  assert.deepEqual(await committed(kafka, group, topic), []);

  await page.goto(`/ui/main/group/${group}`);
  await page.getByTestId('group-delete').click();
  await page.getByTestId('confirm-ok').click();
  await page.waitForURL(/\/ui\/main\/group$/);
  await eventually(async () => assert.ok(!(await kafka.listGroups()).has(group)));
});
