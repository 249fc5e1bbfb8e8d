// Share groups (issue 16, KIP-932): the consumer-groups screen filtered to share groups, a share
// group's page (members, partitions), the start-offset reset with its preview (refused while the
// share consumer is connected, applied once it stopped) and the delete, each checked against what
// Kafka's ShareGroupCommand reads back.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import {
  deleteTopic,
  readFromEarliest,
  type ShareConsumer,
  shareGroups,
  startOffsets,
  startShareConsumer,
  topicWithRecords,
  uniqueName,
} from './share-kafka.ts';

const topic = uniqueName();
const group = `${topic}-g`;
let consumer: ShareConsumer | undefined;

before(async () => {
  await topicWithRecords(topic, 2, 8);
  await readFromEarliest(group);
  consumer = startShareConsumer(topic, group);
  await eventually(() => assert.equal(consumer?.lines().length, 16), {
    timeoutMs: 60_000,
    what: '16 records shared',
  });
});
after(async () => {
  await consumer?.stop();
  await deleteTopic(topic);
});

browserTest('the group list filtered to share groups shows the group, its type and members', async (page) => {
  await page.goto(`/ui/main/group?search=${topic}`);
  await page.getByTestId('group-type-filter').getByText('Share', { exact: true }).click();
  await eventually(async () => assert.match(page.url(), /type=share/));
  const rows = page.getByTestId('group-table').getByTestId('table-row');
  await eventually(async () => assert.equal(await rows.count(), 1));
  assert.equal(await text(rows.first().getByTestId('cell-id')), group);
  assert.equal(await text(rows.first().getByTestId('group-type')), 'Share');
  await eventually(async () => assert.equal(await text(rows.first().getByTestId('cell-members')), '1'));
  await screenshot(page, 'share-groups-list');
  await rows.first().getByTestId('cell-id').dblclick();
  await eventually(async () => assert.match(page.url(), new RegExp(`/share-group/${group}$`)));
});

browserTest('the share group page shows its member and the start offsets Kafka holds', async (page) => {
  // While the group is read the page says so: its answer is held back until that line shows.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const groupAnswer = (url: URL) => url.pathname === `/api/main/share-group/${group}`;
  await page.route(groupAnswer, async (route) => {
    await held;
    await route.continue();
  });
  try {
    await page.goto(`/ui/main/share-group/${group}`);
    assert.equal(await text(page.getByTestId('share-reading')), 'Reading the group…');
  } finally {
    release();
  }
  await page.getByTestId('share-reading').waitFor({ state: 'detached' });
  await page.unroute(groupAnswer);
  assert.equal(await text(page.getByTestId('page-title')), `Share group: ${group}`);
  const members = page.getByTestId('share-members-table').getByTestId('table-row');
  await eventually(async () => assert.equal(await members.count(), 1));
  assert.equal(await text(members.first().getByTestId('cell-clientId')), 'console-share-consumer');
  assert.equal(await page.getByTestId('member-assignment').count(), 2);
  await screenshot(page, 'share-group-members');
  await page.getByTestId('tab-partitions').click();
  const rows = page.getByTestId('share-offsets-table').getByTestId('table-row');
  await eventually(async () => assert.equal(await rows.count(), 2));
  const kafka = await startOffsets(group);
  assert.deepEqual(
    await page.getByTestId('share-offsets-table').getByTestId('cell-start').allInnerTexts(),
    kafka.map(([, start]) => (start === '-' ? '–' : start)),
  );
  await screenshot(page, 'share-group-partitions');
});

browserTest('a reset is previewed, refused while the consumer is connected, then applied', async (page) => {
  await page.goto(`/ui/main/share-group/${group}/reset`);
  await eventually(async () =>
    assert.match(await text(page.getByTestId('share-reset-active')), /1 share consumer/),
  );
  await page.getByTestId('share-reset-strategy').getByText('Offset', { exact: true }).click();
  await page.getByTestId('share-reset-offset').fill('3');
  await page.getByTestId('share-reset-preview').click();
  const rows = page.getByTestId('share-reset-preview-table').getByTestId('table-row');
  await eventually(async () => assert.equal(await rows.count(), 2));
  assert.deepEqual(
    await page.getByTestId('share-reset-preview-table').getByTestId('cell-next').allInnerTexts(),
    ['3', '3'],
  );
  await screenshot(page, 'share-reset-preview');
  await page.getByTestId('share-reset-apply').click();
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('share-reset-error')),
      /The group is not empty\. \(NON_EMPTY_GROUP\)/,
    ),
  );
  await screenshot(page, 'share-reset-refused');

  await consumer?.stop();
  await page.reload();
  await eventually(async () => assert.equal(await page.getByTestId('share-reset-active').count(), 0), {
    timeoutMs: 60_000,
  });
  await page.getByTestId('share-reset-strategy').getByText('Earliest', { exact: true }).click();
  await page.getByTestId('share-reset-preview').click();
  await eventually(async () =>
    assert.deepEqual(
      await page.getByTestId('share-reset-preview-table').getByTestId('cell-next').allInnerTexts(),
      ['0', '0'],
    ),
  );
  await page.getByTestId('share-reset-apply').click();
  await eventually(async () => assert.match(page.url(), new RegExp(`/share-group/${group}/partitions$`)));
  await eventually(async () =>
    assert.deepEqual(
      await page.getByTestId('share-offsets-table').getByTestId('cell-start').allInnerTexts(),
      ['0', '0'],
    ),
  );
  assert.deepEqual(await startOffsets(group), [
    [0, '0'],
    [1, '0'],
  ]);
  await screenshot(page, 'share-reset-applied');
});

browserTest('deleting the share group leaves the list and Kafka', async (page) => {
  await page.goto(`/ui/main/share-group/${group}`);
  await page.getByTestId('share-delete').click();
  await page.getByTestId('confirm-ok').click();
  await eventually(async () => assert.match(page.url(), /\/group\?type=share$/));
  await eventually(async () => assert.ok(!(await shareGroups()).includes(group)));
  await page.goto(`/ui/main/group?type=share&search=${topic}`);
  await eventually(async () =>
    assert.equal(
      await text(page.getByTestId('group-table').getByTestId('table-empty')),
      'No consumer group available',
    ),
  );
});
