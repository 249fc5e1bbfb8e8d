// Spec §6 with security ON: what admin, reader and a pattern-limited user see, and that the
// server refuses what the screens hide when it is called directly.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { LoginPage } from '../pages/login-page.ts';
import { securedUrl, useSecuredServer } from './secured-server.ts';

// The topics go while the server still runs (node:test runs top-level `after` hooks together).
const serverReady = useSecuredServer(async () => {
  const gone = await adminCall('DELETE', `/api/main/topic/${topic}`);
  assert.equal(gone.status, 204, `delete ${topic}`);
  await adminCall('DELETE', `/api/main/topic/${doomed}`); // already gone when the admin test passed
});

const topic = `e2e-auth-${randomUUID().slice(0, 8)}`;
/** Deleted by the admin through the screens. */
const doomed = `${topic}-del`;
let adminToken = '';

async function adminCall(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${securedUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

before(async () => {
  await serverReady;
  const login = await fetch(`${securedUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin-pw' }),
  });
  adminToken = ((await login.json()) as { access_token: string }).access_token;
  for (const name of [topic, doomed]) {
    const created = await adminCall('POST', '/api/main/topic', { name, partition: 1, replication: 1 });
    assert.ok(created.ok, `create ${name}: ${created.status}`);
  }
});

const ALL_ENTRIES = ['overview', 'node', 'topic', 'tail', 'group', 'acls', 'schema', 'connect'];

async function visibleEntries(login: LoginPage): Promise<string[]> {
  await login.page.getByTestId('sidebar').waitFor();
  const found: string[] = [];
  for (const key of ALL_ENTRIES) {
    if ((await login.page.getByTestId(`sidebar-${key}`).count()) > 0) found.push(key);
  }
  return found;
}

browserTest('admin sees every section and the delete, create, produce and save controls', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.loginAs('admin', 'admin-pw');
  assert.deepEqual(await visibleEntries(login), ALL_ENTRIES);
  // NODE READ makes the overview the home (issue 15); the topic list is one click away.
  await page.getByTestId('sidebar-topic').click();
  await page.getByTestId('topic-table').getByTestId('table-row').first().waitFor();
  assert.ok(await page.getByTestId('topic-create-button').isVisible());
  assert.ok((await page.getByTestId('row-action-delete').count()) > 0);
  await login.open('/ui/main/topic/orders/data');
  await page.getByTestId('topic-produce').waitFor();
  await login.open('/ui/main/topic/orders/configs');
  await page.getByTestId('config-save').waitFor();

  // ...and may use them: delete a topic through the list.
  await login.open(`/ui/main/topic?search=${doomed}&topicListView=ALL`);
  const row = page.getByTestId('topic-table').getByTestId('table-row').filter({ hasText: doomed });
  await row.getByTestId('row-action-delete').click();
  // Deleting a topic asks for its name to be typed (issue 15).
  await page.getByTestId('topic-delete-name').fill(doomed);
  await page.getByTestId('confirm-ok').click();
  await eventually(async () =>
    assert.equal((await adminCall('GET', `/api/main/topic/${doomed}`)).status, 404),
  );
});

browserTest(
  'reader browses but sees no delete, produce or config save; the server refuses them',
  async (page) => {
    const login = new LoginPage(page, securedUrl);
    await login.loginAs('reader', 'reader-pw');
    assert.deepEqual(await visibleEntries(login), ALL_ENTRIES);
    await page.getByTestId('sidebar-topic').click();
    await page.getByTestId('topic-table').getByTestId('table-row').first().waitFor();
    assert.equal(await page.getByTestId('row-action-delete').count(), 0);
    assert.equal(await page.getByTestId('topic-create-button').count(), 0);
    await screenshot(page, 'auth-reader-topics');
    await login.open('/ui/main/topic/orders/data');
    await page.getByTestId('topic-header-buttons').waitFor();
    assert.equal(await page.getByTestId('topic-produce').count(), 0);
    assert.equal(await page.getByTestId('topic-empty').count(), 0);
    await login.open('/ui/main/topic/orders/configs');
    await page.getByTestId('topic-configs').waitFor();
    assert.equal(await page.getByTestId('config-save').count(), 0);

    // Called directly with the reader's session: refused, and the topic is still there.
    const deleted = await login.api('DELETE', `/api/main/topic/${topic}`);
    assert.equal(deleted.status(), 403);
    assert.match(((await deleted.json()) as { message: string }).message, /TOPIC and action DELETE/);
    const produced = await login.api('POST', `/api/main/topic/${topic}/data`);
    assert.equal(produced.status(), 403);
    const withoutHeader = await login.api('DELETE', `/api/main/topic/${topic}`, false);
    assert.equal(withoutHeader.status(), 403);
    assert.equal((await adminCall('GET', `/api/main/topic/${topic}`)).status, 200);
  },
);

browserTest('a user allowed orders-.* sees only those topics and no other section', async (page) => {
  const login = new LoginPage(page, securedUrl);
  await login.loginAs('orders', 'orders-pw');
  await page.waitForURL((url) => url.pathname === '/ui/main/topic');
  assert.deepEqual(await visibleEntries(login), ['topic', 'tail', 'group']);
  await login.open('/ui/main/topic?topicListView=ALL');
  const rows = page.getByTestId('topic-table').getByTestId('table-row');
  await rows.first().waitFor();
  const names = (await rows.getByTestId('cell-name').allInnerTexts()).map((n) => n.trim());
  assert.ok(names.length > 0);
  assert.deepEqual(
    names.filter((n) => !n.startsWith('orders-')),
    [],
  );
  assert.ok(!names.includes(topic));
  await screenshot(page, 'auth-orders-topics');
  // A section the roles do not grant does not exist for this user.
  await login.open('/ui/main/node');
  await page.getByTestId('page-not-found').waitFor();
  // A topic outside the patterns: the API answers 403, which leads to login with its message.
  await login.open(`/ui/main/topic/${topic}/configs`);
  await page.waitForURL((url) => url.pathname === '/ui/login');
  const warning = page.getByTestId('notification-warning');
  await warning.first().waitFor();
  assert.match(await text(warning.first()), new RegExp(`missing permission .* for '${topic}'`));
});
