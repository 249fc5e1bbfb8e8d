// Issue 15 ("everywhere"): the favicon loads, tab titles name the thing, tabs are history entries,
// toasts leave the page header's buttons uncovered, and the collapsed sidebar still names the cluster.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConnectPages } from '../pages/connect-pages.ts';
import { SchemaPages } from '../pages/schema-pages.ts';

const registryUrl = 'http://127.0.0.1:8085/apis/ccompat/v7';
const subject = `e2e-everywhere-${Math.random().toString(36).slice(2, 8)}`;

after(async () => {
  await fetch(`${registryUrl}/subjects/${subject}`, { method: 'DELETE' }).catch(() => {});
  await fetch(`${registryUrl}/subjects/${subject}?permanent=true`, { method: 'DELETE' }).catch(() => {});
});

browserTest('the favicon loads and no request of a page load is a 404', async (page) => {
  const missing: string[] = [];
  page.on('response', (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  const app = new ConnectPages(page);
  await app.openList('main', 'demo-connect');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  assert.equal(icon, '/ui/favicon.svg');
  const answer = await page.request.get(icon);
  assert.equal(answer.status(), 200);
  assert.match(answer.headers()['content-type'] ?? '', /image\/svg\+xml/);
  assert.deepEqual(missing, []);
});

browserTest('tab titles name the thing; each tab is a history entry', async (page) => {
  const connect = new ConnectPages(page);
  await connect.open('/ui/main/connect/demo-connect/definition/demo-file-source/tasks');
  await connect.taskRows.first().waitFor();
  await eventually(async () => assert.equal(await page.title(), 'demo-file-source · Connect · main'));
  await page.getByTestId('tab-configs').click();
  await connect.waitForPath('/ui/main/connect/demo-connect/definition/demo-file-source/configs');
  await page.goBack();
  await connect.waitForPath('/ui/main/connect/demo-connect/definition/demo-file-source/tasks');
  await eventually(async () =>
    assert.equal(await page.getByTestId('tab-tasks').getAttribute('aria-selected'), 'true'),
  );

  await connect.open('/ui/main/schema/details/payments-avro-value/versions');
  await eventually(async () =>
    assert.equal(await page.title(), 'payments-avro-value · Schema Registry · main'),
  );
  await page.getByTestId('tab-update').click();
  await connect.waitForPath('/ui/main/schema/details/payments-avro-value/update');
  await page.goBack();
  await connect.waitForPath('/ui/main/schema/details/payments-avro-value/versions');
  await connect.open('/ui/main/schema');
  await eventually(async () => assert.equal(await page.title(), 'Schema Registry | Kafka Console'));
});

/** Whether two boxes overlap. */
const overlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

browserTest("a toast after an action leaves the page header's buttons free", async (page) => {
  const registered = await fetch(`${registryUrl}/subjects/${subject}/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
    body: JSON.stringify({ schema: JSON.stringify({ type: 'record', name: 'E', fields: [] }) }),
  });
  assert.equal(registered.status, 200);
  const schemas = new SchemaPages(page);
  await schemas.open(`/ui/main/schema/details/${subject}/versions`);
  await schemas.choose('schema-subject-compatibility', 'FULL');
  const toast = schemas.notification('success');
  await eventually(async () => assert.equal(await text(toast), `Compatibility of '${subject}' is FULL`));
  const toastBox = await toast.boundingBox();
  const header = await page.getByTestId('title-bar').boundingBox();
  assert.ok(toastBox && header);
  assert.ok(!overlap(toastBox, header), `toast ${JSON.stringify(toastBox)} covers ${JSON.stringify(header)}`);
  await screenshot(page, 'toast-bottom-right');
});

browserTest('the collapsed sidebar still names the open cluster', async (page) => {
  const connect = new ConnectPages(page);
  await connect.openList('main', 'demo-connect');
  await page.getByTestId('sidebar-toggle').click();
  await eventually(async () => assert.equal(await text(page.getByTestId('collapsed-cluster')), 'main'));
  await screenshot(page, 'sidebar-collapsed-cluster');
  await page.getByTestId('sidebar-toggle').click();
  await eventually(async () => assert.equal(await page.getByTestId('collapsed-cluster').count(), 0));
});

browserTest('an unknown cluster id is a not-found naming it, not another cluster', async (page) => {
  const app = new ConnectPages(page);
  await app.open('/ui/no-such-cluster/topic');
  await app.waitForPath('/ui/page-not-found');
  assert.equal(new URL(page.url()).searchParams.get('cluster'), 'no-such-cluster');
  assert.equal(await text(page.getByTestId('not-found-title')), 'Cluster not found');
  assert.equal(
    await text(page.getByTestId('not-found-text')),
    "This console has no cluster 'no-such-cluster'.",
  );
  assert.equal(await app.sidebar.count(), 0);
  await screenshot(page, 'cluster-not-found');
});
