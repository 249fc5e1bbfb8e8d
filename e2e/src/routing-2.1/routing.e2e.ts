// Spec §2.1 (routing and redirects) and §2.2 (title): where a fresh browser lands, unknown paths.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';

// With NODE READ the cluster's home is its overview (issue 15); without it, spec §2.1's first area.
browserTest('a fresh browser on /ui lands on the first cluster overview', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui');
  await app.waitForPath('/ui/main');
  await app.title.waitFor();
  assert.equal(await text(app.title), 'Overview');
  assert.equal(await page.title(), 'Overview | Kafka Console');
  assert.ok(await app.sidebar.isVisible(), 'the sidebar is shown');
  assert.equal(await app.clusterSwitcher.inputValue(), 'main');
  await screenshot(page, 'topic-placeholder');
});

browserTest('an unknown path shows page-not-found without the sidebar', async (page) => {
  const app = new ConsolePage(page);
  for (const path of ['/ui/no/such/page/here', '/ui/main/no-such-area']) {
    await app.open(path);
    await app.waitForPath('/ui/page-not-found');
    await page.getByTestId('page-not-found').waitFor();
    assert.equal(await app.sidebar.count(), 0, `no sidebar on ${path}`);
    await eventually(async () => assert.equal(await page.title(), 'Page not found | Kafka Console'));
  }
  await screenshot(page, 'page-not-found');
});

browserTest(
  'the login page has no sidebar and, with login disabled, leads back to the console',
  async (page) => {
    const app = new ConsolePage(page);
    const auths = (await (await page.request.get('/api/auths')).json()) as { loginEnabled: boolean };
    await app.open('/ui/login');
    if (auths.loginEnabled) {
      await page.getByTestId('login-page').waitFor();
      assert.equal(await app.sidebar.count(), 0);
    } else {
      await app.waitForPath('/ui/main');
    }
  },
);
