// Issue 16 with security ON: 'Reassign partitions' and 'Elect leaders' show only with TOPIC
// REASSIGN / ELECT_LEADER; the reassignment page does not exist for a reader.
import assert from 'node:assert/strict';
import { securedUrl, useSecuredServer } from '../auth-2.12/secured-server.ts';
import { browserTest } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';

const ready = useSecuredServer();

browserTest('a reader sees the partitions without the reassign and election buttons', async (page) => {
  await ready;
  const login = new LoginPage(page, securedUrl);
  await login.loginAs('reader', 'reader-pw');
  await login.open('/ui/main/topic/orders/partitions');
  await page.getByTestId('partition-table').getByTestId('replica-badge').first().waitFor();
  assert.equal(await page.getByTestId('reassign-partitions').count(), 0);
  assert.equal(await page.getByTestId('elect-leaders').count(), 0);
  await login.open('/ui/main/topic/orders/reassign');
  await page.getByTestId('page-not-found').waitFor();
});

browserTest('an admin gets both buttons on the partitions tab', async (page) => {
  await ready;
  const login = new LoginPage(page, securedUrl);
  await login.loginAs('admin', 'admin-pw');
  await login.open('/ui/main/topic/orders/partitions');
  await page.getByTestId('reassign-partitions').waitFor();
  await page.getByTestId('elect-leaders').waitFor();
});
