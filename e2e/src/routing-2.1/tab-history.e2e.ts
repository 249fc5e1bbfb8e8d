// Issue 15: on the topic, consumer group, share group, node and stream-SQL pages a tab is a history
// entry: the URL names the tab, and Back returns to the tab seen before (it used to leave the page).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { deleteShareGroup, shareGroupAtEarliest } from '@console/stack/share-kafka';
import { ensureWordCountTopics, groupsTool, startWordCount } from '@console/stack/streams-app';
import type { Page } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot } from '../harness.ts';

/** Opens `base/first`, clicks through `tabs`, then goes back through them, checking URL and selected tab. */
async function walkTabs(page: Page, base: string, first: string, tabs: string[]): Promise<void> {
  await page.goto(`${base}/${first}`);
  const selected = async (name: string) => {
    await page.waitForURL((url) => url.pathname === `${base}/${name}`);
    await eventually(async () =>
      assert.equal(await page.getByTestId(`tab-${name}`).getAttribute('aria-selected'), 'true', name),
    );
  };
  await selected(first);
  for (const tab of tabs) {
    await page.getByTestId(`tab-${tab}`).click();
    await selected(tab);
  }
  const visited = [first, ...tabs];
  for (let i = visited.length - 2; i >= 0; i--) {
    await page.goBack();
    await selected(visited[i] ?? first);
  }
}

browserTest('topic tabs are history entries', async (page) => {
  await walkTabs(page, '/ui/main/topic/orders', 'data', ['partitions', 'configs', 'logs']);
  await screenshot(page, 'tab-history-topic');
});

browserTest('consumer group tabs are history entries', async (page) => {
  await walkTabs(page, '/ui/main/group/billing-service', 'topics', ['members', 'acls']);
});

browserTest('node tabs are history entries', async (page) => {
  await walkTabs(page, '/ui/main/node/1', 'logs', ['configs']);
});

browserTest('stream-SQL tabs are history entries', async (page) => {
  await walkTabs(page, '/ui/main/ksqldb/flink-sql', 'streams', ['tables', 'info']);
});

const shareGroup = `e2e-tabs-share-${randomBytes(4).toString('hex')}`;
after(() => deleteShareGroup(shareGroup).catch(() => {}));

browserTest('share group tabs are history entries', async (page) => {
  await shareGroupAtEarliest(shareGroup, 'orders');
  await walkTabs(page, `/ui/main/share-group/${shareGroup}`, 'members', ['partitions', 'acls']);
});

browserTest('cluster tabs are history entries', async (page) => {
  await walkTabs(page, '/ui/main/cluster', 'quorum', ['features']);
});

browserTest('streams group tabs are history entries', async (page) => {
  const id = `e2e-tabs-streams-${randomBytes(4).toString('hex')}`;
  await ensureWordCountTopics();
  const app = startWordCount(id);
  try {
    // The page shows its tabs once the group exists: the application has joined.
    await eventually(
      async () => assert.equal((await fetch(`${baseUrl}/api/main/streams-group/${id}`)).status, 200),
      { timeoutMs: 120_000, intervalMs: 1000, what: 'the streams application in the group' },
    );
    await walkTabs(page, `/ui/main/streams-group/${id}`, 'topology', ['members', 'lag']);
  } finally {
    await app.stop();
    await groupsTool(['--delete', '--group', id, '--delete-all-internal-topics']).catch(() => {});
  }
});
