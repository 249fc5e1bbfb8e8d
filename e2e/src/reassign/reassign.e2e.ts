// Issue 16: partition reassignment through its page (broker checkboxes, spread evenly, preview,
// progress of a throttled move, cancel) and leader elections from the partitions tab, checked
// against what Kafka's TopicCommand describes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before } from 'node:test';
import { deleteTopics, produce } from '@console/stack/list-kafka';
import { createAssigned, dynamicConfigs, replicasOf } from '@console/stack/reassign-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ReassignPage } from '../pages/reassign-page.ts';

const mine = randomUUID().slice(0, 8);
const moved = `e2e-reassign-${mine}`;
const slow = `e2e-reassign-slow-${mine}`;

before(async () => {
  await createAssigned(moved, [
    [1, 2],
    [1, 2],
  ]);
  await createAssigned(slow, [[1, 2]]);
  // 3 MB behind a 10 kB/s throttle: the move runs for minutes unless cancelled.
  await produce(slow, 0, 3000, 1000);
});
after(() => deleteTopics([moved, slow]));

browserTest('reassign a partition through the page and see its new replicas', async (page) => {
  const p = new ReassignPage(page);
  await p.openPartitions('main', moved);
  await page.getByTestId('reassign-partitions').click();
  await p.waitForPath(`/ui/main/topic/${moved}/reassign`);
  assert.equal(await text(p.title), `Reassign partitions of ${moved}`);
  await eventually(async () => assert.equal(await text(p.currentReplicas(0)), '1, 2'));

  await p.replica(0, 1).click();
  await p.replica(0, 3).click();
  assert.equal(await text(p.newReplicas(0)), '2, 3 (changed)');
  assert.equal(await text(p.newReplicas(1)), '1, 2');
  await screenshot(page, 'reassign-editor');

  // A throttle fast enough to end at once: the page removes what the finished move leaves.
  await p.throttle.fill('50000000');
  await page.getByTestId('reassign-review').click();
  const row = p.preview.getByTestId('preview-row-0');
  await eventually(async () => {
    const cells = await row.locator('td').allTextContents();
    assert.deepEqual(cells, ['0', '1, 2', '2, 3 (preferred leader 2)', '3', '1']);
  });
  assert.equal(await p.preview.getByTestId('preview-row-1').count(), 0, 'partition 1 does not change');
  await screenshot(page, 'reassign-preview');
  await page.getByTestId('reassign-start').click();
  await eventually(async () => assert.match(await text(p.toast('success')), /Reassignment of 1 partition/));
  // The dialog's content, not its root: Mantine keeps the Modal's root (and its test id) in the page
  // while the editor is shown, so the root counts 0 only while the page shows a move running, and an
  // empty partition's move may end before the page reads it again.
  await eventually(async () => assert.equal(await p.preview.getByRole('dialog').count(), 0));

  // The page follows the move to its end and then shows the replicas Kafka holds.
  await eventually(async () => assert.equal(await text(p.currentReplicas(0)), '2, 3'), { timeoutMs: 60_000 });
  assert.deepEqual((await replicasOf(moved))[0]?.replicas, [2, 3]);
  // Whether the page saw the move running or only its end, it says the throttle is gone, and it is.
  const removed = page.getByTestId(/^reassign-(finished|throttle-removed)$/);
  await eventually(async () =>
    assert.match(await text(removed), /The replication throttle the (last )?move used was removed now/),
  );
  const configs = await dynamicConfigs('topics', moved);
  assert.equal(configs.get(`leader.replication.throttled.replicas ${moved}`), undefined);
  assert.equal(configs.get(`follower.replication.throttled.replicas ${moved}`), undefined);
  await screenshot(page, 'reassign-done');

  await page.getByTestId('reassign-back').click();
  await p.waitForPath(`/ui/main/topic/${moved}/partitions`);
  const badges = page.getByTestId('partition-table').locator('tbody tr').first().getByTestId('replica-badge');
  await eventually(async () => assert.deepEqual(await badges.allTextContents(), ['2', '3']));
});

browserTest('spread evenly fills every partition round-robin over the chosen brokers', async (page) => {
  const p = new ReassignPage(page);
  await p.openFor('main', moved);
  await eventually(async () => assert.equal(await text(p.currentReplicas(1)), '1, 2'));
  await page.getByTestId('spread-evenly').click();
  await eventually(async () => assert.equal(await text(p.newReplicas(1)), '2, 3 (changed)'));
  assert.equal(await text(p.newReplicas(0)), '1, 2 (changed)');
  await page.getByTestId('spread-over').getByText('3', { exact: true }).click();
  await page.getByTestId('spread-evenly').click();
  await eventually(async () => assert.equal(await text(p.newReplicas(1)), '2, 1 (changed)'));
  await page.getByTestId('reassign-reset').click();
  assert.equal(await text(p.newReplicas(1)), '1, 2');
});

browserTest(
  'a throttled move shows its progress, on the overview too, and Cancel puts the replicas back',
  async (page) => {
    const p = new ReassignPage(page);
    await p.openFor('main', slow);
    await eventually(async () => assert.equal(await text(p.currentReplicas(0)), '1, 2'));
    await p.replica(0, 1).click();
    await p.replica(0, 3).click();
    await p.throttle.fill('10000');
    await page.getByTestId('reassign-review').click();
    await eventually(async () =>
      assert.match(await text(p.preview.getByTestId('reassign-preview-throttle')), /10,000 bytes\/s/),
    );
    await page.getByTestId('reassign-start').click();

    await eventually(async () => assert.equal(await p.progress.count(), 1));
    const row = page.getByTestId('progress-row-0');
    assert.equal(await text(row.getByTestId('progress-target')), '2, 3');
    assert.match(await text(row), /3 copying/);
    assert.match(
      await text(page.getByTestId('reassign-throttle-note')),
      /10,000 bytes\/s on brokers 1, 2, 3/,
    );
    await screenshot(page, 'reassign-progress');

    await p.open('/ui/main/overview');
    const move = page.getByTestId(`overview-move-${slow}-0`);
    await eventually(async () =>
      assert.deepEqual(await move.locator('td').allTextContents(), [slow, '0', '2, 3, 1', '3', '1']),
    );
    await move.scrollIntoViewIfNeeded();
    await screenshot(page, 'reassign-overview');
    await move.getByRole('link', { name: slow }).click();
    await p.waitForPath(`/ui/main/topic/${slow}/reassign`);

    await page.getByTestId('reassign-cancel').click();
    await page.getByTestId('confirm-ok').click();
    await eventually(async () =>
      assert.match(await text(p.toast('success')), /cancelled: the replication throttle is removed/),
    );
    await eventually(async () => assert.equal(await p.progress.count(), 0));
    await eventually(async () => assert.equal(await text(p.currentReplicas(0)), '2, 1'));
    assert.equal(await page.getByTestId('reassign-finished').count(), 0, 'a cancelled move is not done');
    await screenshot(page, 'reassign-cancelled');
    assert.deepEqual([...((await replicasOf(slow))[0]?.replicas ?? [])].sort(), [1, 2]);
  },
);

browserTest(
  'leader elections from the partitions tab: preferred per partition, unclean behind the topic name',
  async (page) => {
    const p = new ReassignPage(page);
    await p.openPartitions('main', moved);
    await page.getByTestId('elect-leaders').click();
    await eventually(async () => assert.equal(await p.election.count(), 1));
    await page.getByTestId('election-submit').click();
    const results = page.getByTestId('election-results');
    await eventually(async () =>
      assert.deepEqual(await results.locator('tbody tr td:nth-child(2)').allTextContents(), [
        'not neededAlready the preferred leader',
        'not neededAlready the preferred leader',
      ]),
    );
    await screenshot(page, 'election-preferred');

    await p.election.getByText('Unclean').click();
    await eventually(async () => assert.equal(await page.getByTestId('election-unclean-warning').count(), 1));
    assert.equal(await results.count(), 0, 'the previous results go with the type');
    assert.equal(await page.getByTestId('election-submit').isDisabled(), true);
    await page.getByTestId('election-confirm-name').fill(moved);
    assert.equal(await page.getByTestId('election-submit').isDisabled(), false);
    await screenshot(page, 'election-unclean');
    await page.getByTestId('election-submit').click();
    await eventually(async () =>
      assert.match(await text(results.locator('tbody tr').first()), /The partition already has a leader/),
    );
    const before = await replicasOf(moved);
    assert.deepEqual(
      before.map((x) => x.leader),
      before.map((x) => x.replicas[0]),
    );
  },
);
