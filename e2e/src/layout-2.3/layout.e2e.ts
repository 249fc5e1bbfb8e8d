// Spec §2.3 (sidebar and layout): cluster switcher, entries, version label, theme.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';

browserTest('the cluster switcher moves to the other cluster home, its overview', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui/main/node');
  await app.title.waitFor();
  await app.switchCluster('second');
  await app.waitForPath('/ui/second');
  await eventually(async () => assert.equal(await app.clusterSwitcher.inputValue(), 'second'));
  await eventually(async () => assert.equal(await text(app.title), 'Overview'));
});

browserTest('the sidebar shows the entries of the cluster and the version with Beta', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui/main/node');
  await app.title.waitFor();
  for (const key of ['node', 'topic', 'tail', 'group', 'acls', 'schema', 'connect', 'settings']) {
    assert.ok(await app.sidebarEntry(key).isVisible(), `sidebar entry ${key} is shown on main`);
  }
  assert.match(await text(page.getByTestId('version-label')), /Beta/);
  await app.sidebarEntry('connect').click();
  await app.waitForPath(/^\/ui\/main\/connect\/[^/]+$/);
  // `second` has neither a registry nor Connect in the demo config.
  await app.open('/ui/second/node');
  await app.title.waitFor();
  assert.equal(await app.sidebarEntry('connect').count(), 0);
  assert.equal(await app.sidebarEntry('schema').count(), 0);
});

browserTest('the theme switches and stays switched after a reload', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui/main/node');
  await app.title.waitFor();
  const before = await app.colorScheme();
  assert.ok(before === 'light' || before === 'dark', `a color scheme is set (${before})`);
  await app.toggleTheme();
  const toggled = before === 'light' ? 'dark' : 'light';
  await eventually(async () => assert.equal(await app.colorScheme(), toggled));
  await page.reload();
  await app.title.waitFor();
  assert.equal(await app.colorScheme(), toggled);
  await screenshot(page, `nodes-${toggled}`);
});

browserTest('the collapsed sidebar stays collapsed after a reload', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui/main/node');
  await app.title.waitFor();
  await page.getByTestId('sidebar-toggle').click();
  await eventually(async () => assert.equal(await page.getByTestId('product-name').count(), 0));
  await page.reload();
  await app.title.waitFor();
  assert.equal(await page.getByTestId('product-name').count(), 0);
  assert.ok(await app.sidebarEntry('node').isVisible(), 'icons stay visible when collapsed');
  await screenshot(page, 'sidebar-collapsed');
});

browserTest(
  "the sidebar marks the open page's entry, pages under it too, and the mark follows a move",
  async (page) => {
    const app = new ConsolePage(page);
    const marked = async () =>
      page
        .locator('[data-testid="sidebar"] a[data-active]')
        .evaluateAll((links) =>
          links.map((a) => `${a.getAttribute('data-testid')} ${a.getAttribute('aria-current')}`),
        );
    await app.open('/ui/main/topic/orders/data');
    await app.title.waitFor();
    await eventually(async () => assert.deepEqual(await marked(), ['sidebar-topic page']));
    await app.sidebarEntry('group').click();
    await app.waitForPath('/ui/main/group');
    await eventually(async () => assert.deepEqual(await marked(), ['sidebar-group page']));
    await app.sidebarEntry('connect').click();
    await app.waitForPath(/^\/ui\/main\/connect\/[^/]+$/);
    await eventually(async () => assert.deepEqual(await marked(), ['sidebar-connect page']));
  },
);
