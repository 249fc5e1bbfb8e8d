// Issue 15: a topic, consumer group or node that does not exist shows one page-level not-found state
// naming it and the cluster, with a link back to its list: no toasts, no toolbar, no tabs.
import assert from 'node:assert/strict';
import { BOOTSTRAP, kafkaTool } from '@console/stack/list-kafka';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';

const topic = `e2e-missing-${Math.random().toString(36).slice(2, 8)}`;

/** The state is shown, and once every request has settled no toast and no tabs are on the page. */
async function assertOneState(page: Page, title: string): Promise<void> {
  await eventually(async () => assert.equal(await text(page.getByTestId('not-found-state-title')), title));
  await page.waitForLoadState('networkidle');
  for (const kind of ['success', 'warning', 'error'] as const) {
    assert.equal(await page.getByTestId(`notification-${kind}`).count(), 0, `no ${kind} toast`);
  }
  assert.equal(await page.getByRole('tab').count(), 0, 'no tabs');
  assert.equal(await page.getByTestId('title-bar').count(), 0, 'no title bar with actions');
}

browserTest('a missing topic is one not-found state on every tab, with the way back', async (page) => {
  const listed = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--list',
  ]);
  assert.ok(!listed.split('\n').includes(topic), 'Kafka has no such topic');
  const app = new ConsolePage(page);
  for (const tab of ['', '/data', '/partitions', '/groups', '/configs', '/acls', '/logs']) {
    await app.open(`/ui/main/topic/${topic}${tab}`);
    await assertOneState(page, `Topic '${topic}' not found on cluster 'main'`);
  }
  await screenshot(page, 'topic-not-found');
  await page.getByTestId('not-found-back').click();
  await app.waitForPath('/ui/main/topic');
  await page.getByTestId('topic-table').waitFor();
});

browserTest('a missing consumer group and a missing node say so the same way', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui/main/group/e2e-group-that-never-was/members');
  await assertOneState(page, "Consumer group 'e2e-group-that-never-was' not found on cluster 'main'");
  await screenshot(page, 'group-not-found');
  await page.getByTestId('not-found-back').click();
  await app.waitForPath('/ui/main/group');

  await app.open('/ui/main/node/42/configs');
  await assertOneState(page, "Node '42' not found on cluster 'main'");
  await page.getByTestId('not-found-back').click();
  await app.waitForPath('/ui/main/node');
});
