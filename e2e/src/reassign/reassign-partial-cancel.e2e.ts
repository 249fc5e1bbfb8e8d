// Issue 16: while several partitions move, one partition's move can be cancelled from its progress
// row; the others go on moving with their throttle. Checked against the replicas Kafka's
// TopicCommand describes.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before } from 'node:test';
import { deleteTopics, produce } from '@console/stack/list-kafka';
import { createAssigned, dynamicConfigs, replicasOf } from '@console/stack/reassign-kafka';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { ReassignPage } from '../pages/reassign-page.ts';

const topic = `e2e-reassign-part-${randomUUID().slice(0, 8)}`;

before(async () => {
  await createAssigned(topic, [
    [1, 2],
    [1, 2],
  ]);
  // 30 MB per partition behind a 10 kB/s throttle: both moves run for minutes unless cancelled (Kafka
  // lets a throttled follower fetch a whole 1 MB once its quota samples expire: 3 MB moved in ~30 s).
  await produce(topic, 0, 30_000, 1000);
  await produce(topic, 1, 30_000, 1000);
});
// A run that failed before its cancel leaves no move and no throttle behind (a cancel takes the
// throttle off; a 409 when nothing moves).
after(async () => {
  await fetch(`${baseUrl}/api/main/topic/${topic}/reassignment`, { method: 'DELETE' }).catch(() => {});
  await deleteTopics([topic]);
});

browserTest("one partition's move is cancelled from its row; the other keeps moving", async (page) => {
  const p = new ReassignPage(page);
  await p.openFor('main', topic);
  await eventually(async () => assert.equal(await text(p.currentReplicas(1)), '1, 2'));
  for (const partition of [0, 1]) {
    await p.replica(partition, 1).click();
    await p.replica(partition, 3).click();
  }
  await p.throttle.fill('10000');
  await page.getByTestId('reassign-review').click();
  await page.getByTestId('reassign-start').click();
  await eventually(async () => assert.equal(await page.getByTestId('progress-cancel').count(), 2));
  await screenshot(page, 'reassign-progress-two-partitions');

  await page.getByTestId('progress-row-1').getByTestId('progress-cancel').click();
  assert.match(
    await text(page.getByTestId('confirm-message')),
    /partition 1 of .*the other partitions go on moving/,
  );
  await page.getByTestId('confirm-ok').click();
  // The start toast may still show beside it: the one that says this.
  const said = (pattern: RegExp) => p.toast('success').filter({ hasText: pattern });
  await eventually(async () =>
    assert.equal(await said(new RegExp(`Move of partition\\(s\\) 1 of '${topic}' cancelled$`)).count(), 1),
  );
  await eventually(async () => assert.equal(await page.getByTestId('progress-row-1').count(), 0));
  assert.equal(await page.getByTestId('progress-row-0').count(), 1, 'partition 0 still moves');
  assert.match(await text(page.getByTestId('reassign-throttle-note')), /10,000 bytes\/s/);
  const [p0, p1] = await replicasOf(topic);
  assert.deepEqual([...(p1?.replicas ?? [])].sort(), [1, 2]);
  assert.deepEqual(
    [...(p0?.replicas ?? [])].sort(),
    [1, 2, 3],
    'partition 0 holds old and new replicas while moving',
  );

  // With one partition left moving there is no per-row Cancel, only the whole move's.
  assert.equal(await page.getByTestId('progress-cancel').count(), 0);
  await page.getByTestId('reassign-cancel').click();
  await page.getByTestId('confirm-ok').click();
  await eventually(async () =>
    assert.equal(
      await said(
        new RegExp(`Reassignment of '${topic}' cancelled: the replication throttle is removed$`),
      ).count(),
      1,
    ),
  );
  await eventually(async () => assert.equal(await p.progress.count(), 0));
  assert.equal(await page.getByTestId('reassign-finished').count(), 0, 'a cancelled move is not done');
  assert.deepEqual([...((await replicasOf(topic))[0]?.replicas ?? [])].sort(), [1, 2]);
  // The test leaves no throttle behind for the next one.
  const configs = await dynamicConfigs('topics', topic);
  assert.equal(configs.get(`leader.replication.throttled.replicas ${topic}`), undefined);
  assert.equal(configs.get(`follower.replication.throttled.replicas ${topic}`), undefined);
});
