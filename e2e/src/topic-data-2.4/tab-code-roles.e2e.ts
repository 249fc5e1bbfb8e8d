// Issue 17: a topic's other tabs have their code loaded while the browser is idle, so a click on
// one waits for no download; only the tabs the caller's roles show. The 'orders' user of the
// secured config (topic-read role: topics, data and groups, no ACLs) never sees the ACLS tab, so
// its code is not fetched, while the Partitions tab's is.
import assert from 'node:assert/strict';
import { useVariantServer } from '../auth-2.12/secured-server.ts';
import { browserTest, eventually } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';

const server = useVariantServer({});
const chunk = (name: string) => new RegExp(`/assets/${name}-[^/]*\\.js$`);

browserTest("a caller's hidden tabs have no code loaded in advance, its shown ones do", async (page) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const login = new LoginPage(page, server.url());
  await login.open();
  await login.login('orders', 'orders-pw');
  await login.logoutButton.waitFor();
  await page.goto(`${server.url()}/ui/main/topic/orders-app-KSTREAM-REPARTITION-0000000005-repartition/data`);
  await page.getByTestId('tab-partitions').waitFor();
  assert.equal(await page.getByTestId('tab-acls').count(), 0, 'no ACLS tab');
  // The tabs' code comes in one go once the page is idle: the Partitions tab's says it has.
  await eventually(
    () =>
      assert.ok(
        scripts.some((s) => chunk('topic-partitions-tab').test(s)),
        scripts.join('\n'),
      ),
    {
      timeoutMs: 15_000,
    },
  );
  assert.ok(
    scripts.some((s) => chunk('topic-configs-tab').test(s)),
    'the Configs tab it shows',
  );
  assert.deepEqual(
    scripts.filter((s) => chunk('topic-acls-tab').test(s)),
    [],
    'the ACLS tab it does not show',
  );
});
