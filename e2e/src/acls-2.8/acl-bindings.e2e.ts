// Issue 15 (ACLs): the flat, filterable list of every binding beside the per-principal view, and
// ACLs created from a template (a Kafka Streams application's set) after a preview; what Kafka
// holds is read back through the API.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import type { AccessControl, AclEntry } from '@console/contract';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

const encode = (p: string) => Buffer.from(p).toString('base64');
const atPath = (path: string) => (url: URL) => decodeURIComponent(url.pathname) === path;
const principal = `User:e2e-streams-${randomBytes(4).toString('hex')}`;

const held = async (): Promise<AclEntry[]> =>
  ((await (await fetch(`${baseUrl}/api/main/acls/${encode(principal)}`)).json()) as AccessControl).acls ?? [];

after(async () => {
  for (const e of await held()) {
    await fetch(`${baseUrl}/api/main/acls`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        principal,
        resourceType: e.resource.resourceType,
        resourceName: e.resource.name,
        patternType: e.resource.patternType,
        operation: e.operation.operation,
        permissionType: e.operation.permissionType,
        host: e.host,
      }),
    });
  }
});

browserTest('every binding in one list, filtered by text, resource type and permission', async (page) => {
  await page.goto('/ui/main/acls');
  await page.getByTestId('view-bindings').click();
  const rows = page.getByTestId('acl-bindings').getByTestId('table-row');
  await eventually(async () => assert.ok((await rows.count()) >= 12));
  await page.getByTestId('acl-bindings-filter').fill('bob');
  await eventually(async () => assert.equal(await rows.count(), 3));
  assert.match(page.url(), /view=bindings/);
  assert.match(page.url(), /filter=bob/);
  await page.getByTestId('acl-bindings-permission').click();
  await page.getByRole('option', { name: 'DENY', exact: true }).click();
  await eventually(async () => assert.equal(await rows.count(), 1));
  assert.equal(await text(rows.first().getByTestId('cell-operation')), 'WRITE');
  assert.equal(await text(rows.first().getByTestId('cell-principal')), 'User:bob');
  await screenshot(page, 'acls-bindings-filtered');
  // The filters are in the URL: a reload keeps them.
  await page.reload();
  await eventually(async () => assert.equal(await rows.count(), 1));
  await page.getByTestId('acl-bindings-filter').fill('nobody-has-this');
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('table-empty')), 'No ACL matches these filters'),
  );
  // Filters replace the history entry; the view is one: Back returns to the principals.
  await page.goBack();
  await page.waitForURL((url) => !url.search.includes('view=bindings'));
  await page.getByTestId('acl-table').waitFor();
});

browserTest("a Kafka Streams application's ACLs from a template, previewed, then in Kafka", async (page) => {
  await page.goto('/ui/main/acls');
  await page.getByTestId('acl-template').click();
  await page.getByTestId('acl-template-kind').getByText('Kafka Streams app').click();
  await page.getByTestId('acl-template-principal').fill(principal);
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('acl-template-problem')), 'application.id is required'),
  );
  assert.equal(await page.getByTestId('acl-template-submit').isDisabled(), true);
  await page.getByTestId('acl-template-application-id').fill('e2e-wordcount');
  await page.getByTestId('acl-template-topics').fill('e2e-lines');
  await page.getByTestId('acl-template-outputs').fill('e2e-counts');
  const preview = page.getByTestId('acl-template-row');
  await eventually(async () => assert.equal(await preview.count(), 8));
  assert.equal(await text(page.getByTestId('acl-template-submit')), 'Create 8 ACLs');
  // The prefix switch turns the input and output topics into prefixes in the preview, and back.
  const patterns = () => preview.locator('td:nth-child(3)').allInnerTexts();
  await page.getByTestId('acl-template-prefixed').click();
  await eventually(async () => assert.deepEqual([...new Set(await patterns())], ['PREFIXED']));
  await page.getByTestId('acl-template-prefixed').click();
  await eventually(async () => assert.equal((await patterns()).filter((p) => p === 'LITERAL').length, 4));
  await screenshot(page, 'acls-template-preview');
  // Nothing exists before Create.
  assert.deepEqual(await held(), []);
  await page.getByTestId('acl-template-submit').click();
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('notification-success')), `8 ACLs for '${principal}' created`),
  );
  await page.waitForURL(atPath(`/ui/main/acls/${encode(principal)}/topics`));
  const got = (await held()).map(
    (e) => `${e.resource.resourceType} ${e.resource.patternType} ${e.resource.name} ${e.operation.operation}`,
  );
  assert.deepEqual(got.sort(), [
    'GROUP PREFIXED e2e-wordcount READ',
    'TOPIC LITERAL e2e-counts DESCRIBE',
    'TOPIC LITERAL e2e-counts WRITE',
    'TOPIC LITERAL e2e-lines DESCRIBE',
    'TOPIC LITERAL e2e-lines READ',
    'TOPIC PREFIXED e2e-wordcount ALL',
    'TRANSACTIONAL_ID PREFIXED e2e-wordcount DESCRIBE',
    'TRANSACTIONAL_ID PREFIXED e2e-wordcount WRITE',
  ]);
  await eventually(async () =>
    assert.equal(await page.getByTestId('acl-entries').getByTestId('table-row').count(), 5),
  );
});
