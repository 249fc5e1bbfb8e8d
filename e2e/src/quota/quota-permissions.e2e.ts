// Quotas and SCRAM users behind their permissions (issue 16), on a console with security on: a
// reader (ACL READ, no QUOTA or SCRAM_USER) sees neither sidebar entry, no Quotas section on a
// principal page, and the pages answer like unknown paths; an admin sees the section.
import assert from 'node:assert/strict';
import { useVariantServer } from '../auth-2.12/secured-server.ts';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';

const server = useVariantServer({});
const alice = `/ui/main/acls/${Buffer.from('User:alice').toString('base64')}`;

browserTest(
  'without QUOTA READ the principal page has no Quotas section and the pages do not exist',
  async (page) => {
    const login = new LoginPage(page, server.url());
    await login.loginAs('reader', 'reader-pw');
    await page.goto(`${server.url()}${alice}`);
    await page.getByTestId('acl-entries').getByTestId('table-row').first().waitFor();
    assert.equal(await page.getByTestId('principal-quotas').count(), 0);
    assert.equal(await page.getByTestId('sidebar-quota').count(), 0);
    assert.equal(await page.getByTestId('sidebar-scram-user').count(), 0);
    assert.equal((await login.api('GET', '/api/main/quota')).status(), 403);
    assert.equal((await login.api('GET', '/api/main/scram-user')).status(), 403);
    for (const path of ['/ui/main/quota', '/ui/main/scram-user']) {
      await page.goto(`${server.url()}${path}`);
      await page.waitForURL((url) => url.pathname === '/ui/page-not-found');
    }
  },
);

browserTest('with QUOTA READ the principal page shows the quotas that apply to the user', async (page) => {
  const login = new LoginPage(page, server.url());
  await login.loginAs('admin', 'admin-pw');
  await page.goto(`${server.url()}${alice}`);
  const section = page.getByTestId('principal-quotas');
  await section.waitFor();
  await eventually(async () =>
    assert.ok(
      (await section.getByTestId('table-row').count()) > 0 ||
        (await section.getByTestId('table-empty').count()) > 0,
    ),
  );
  assert.equal(await page.getByTestId('sidebar-quota').count(), 1);
  assert.equal(await page.getByTestId('sidebar-scram-user').count(), 1);
  await screenshot(page, 'quota-principal-admin');
});
