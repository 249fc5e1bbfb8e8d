// Spec §2.8 ACLs: the seeded principals, a principal's tabs with permission badges, the empty
// text, and creating then deleting an ACL of our own (checked in Kafka through the API).
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';

// Empty texts say what is known: a search found no principal, a principal has none of a type.
const noneOfType = (principal: string, type: string) => `${principal} has no ${type} ACLs`;
const encode = (p: string) => Buffer.from(p).toString('base64');
/** The router may percent-encode the base64's '=' padding; either spelling is the same path. */
const atPath = (path: string) => (url: URL) => decodeURIComponent(url.pathname) === path;

browserTest('the list shows the seeded principals and searches them', async (page) => {
  await page.goto('/ui/main/acls');
  const rows = page.getByTestId('acl-table').getByTestId('table-row');
  await eventually(async () => {
    const principals = await rows.getByTestId('cell-principal').allInnerTexts();
    for (const p of ['User:alice', 'User:analytics', 'User:bob']) assert.ok(principals.includes(p), p);
  });
  assert.equal(await page.title(), 'ACLS | Kafka Console');
  await screenshot(page, 'acls-list');
  await page.getByTestId('search-input').fill('nobody-has-this-name');
  await page.getByTestId('search-submit').click();
  await eventually(async () =>
    assert.equal(await text(page.getByTestId('table-empty')), "No principal matches 'nobody-has-this-name'"),
  );
  await page.getByTestId('search-input').fill('bob');
  await page.getByTestId('search-submit').click();
  await eventually(async () => assert.equal(await rows.count(), 1));
  await rows.first().dblclick();
  await page.waitForURL(atPath(`/ui/main/acls/${encode('User:bob')}`));
  // The address changes before the page's code has loaded: wait for the page itself.
  await eventually(async () => assert.equal(await text(page.getByTestId('page-title')), 'User:bob'));
  const entries = page.getByTestId('acl-entries').getByTestId('table-row');
  await eventually(async () => assert.equal(await entries.count(), 2));
  assert.deepEqual((await page.getByTestId('acl-permission').allInnerTexts()).sort(), [
    'READ · ALLOW',
    'WRITE · DENY',
  ]);
  await screenshot(page, 'acls-bob-topics');
  await page.getByTestId('tab-groups').click();
  await eventually(async () =>
    assert.equal(await text(entries.first().getByTestId('cell-name')), 'clickstream-analytics'),
  );
  await page.getByTestId('tab-transactionalids').click();
  await eventually(async () =>
    assert.equal(
      await text(page.getByTestId('acl-entries').getByTestId('table-empty')),
      noneOfType('User:bob', 'transactional id'),
    ),
  );
  // Tabs are history entries: Back returns to the groups tab.
  await page.goBack();
  await page.waitForURL(atPath(`/ui/main/acls/${encode('User:bob')}/groups`));
});

const principal = `User:e2e-acls-${randomBytes(4).toString('hex')}`;
const binding = {
  principal,
  resourceType: 'TOPIC',
  resourceName: 'e2e-acls-',
  patternType: 'PREFIXED',
  operation: 'WRITE',
  permissionType: 'ALLOW',
  host: '*',
};

// Whatever happens in the test, the ACLs do not outlive it.
after(async () => {
  for (const operation of ['WRITE', 'DESCRIBE', 'READ']) {
    await fetch(`${baseUrl}/api/main/acls`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...binding, operation }),
    });
  }
});

browserTest(
  'create ACLs of two operations at once, see them under the topics tab, delete them',
  async (page) => {
    await page.goto('/ui/main/acls');
    await page.getByTestId('acl-create').click();
    await page.getByTestId('acl-form-principal').fill('not a principal');
    await eventually(async () =>
      assert.ok(await page.getByText('principal must look like Type:name').isVisible()),
    );
    assert.equal(await page.getByTestId('acl-form-submit').isDisabled(), true);
    await page.getByTestId('acl-form-principal').fill(principal);
    await page.getByTestId('acl-form-resourceName').fill('e2e-acls-');
    await page.getByTestId('acl-form-patternType').click();
    await page.getByRole('option', { name: 'PREFIXED', exact: true }).click();
    // READ is chosen by default: Backspace takes it off, WRITE and DESCRIBE are typed in.
    const operations = page.getByTestId('acl-form-operations');
    await operations.click();
    await page.keyboard.press('Backspace');
    for (const operation of ['WRITE', 'DESCRIBE']) {
      await operations.fill(operation);
      await page.getByRole('option', { name: operation, exact: true }).click();
    }
    await page.keyboard.press('Escape');
    await screenshot(page, 'acls-create-form');
    await page.getByTestId('acl-form-submit').click();

    await page.waitForURL(atPath(`/ui/main/acls/${encode(principal)}/topics`));
    await eventually(async () => assert.equal(await text(page.getByTestId('page-title')), principal));
    const entries = page.getByTestId('acl-entries').getByTestId('table-row');
    await eventually(async () => assert.equal(await entries.count(), 2));
    assert.equal(await text(entries.first().getByTestId('cell-name')), 'e2e-acls-');
    assert.equal(await text(entries.first().getByTestId('cell-patternType')), 'PREFIXED');
    assert.deepEqual((await page.getByTestId('acl-permission').allInnerTexts()).sort(), [
      'DESCRIBE · ALLOW',
      'WRITE · ALLOW',
    ]);

    for (const left of [1, 0]) {
      await entries.first().getByTestId('row-action-delete').click();
      assert.match(
        await text(page.getByTestId('confirm-message')),
        /Delete the ACL ALLOW (WRITE|DESCRIBE) on topic 'e2e-acls-'/,
      );
      await page.getByTestId('confirm-ok').click();
      await eventually(async () => assert.equal(await entries.count(), left));
    }
    await eventually(async () =>
      assert.equal(
        await text(page.getByTestId('acl-entries').getByTestId('table-empty')),
        noneOfType(principal, 'topic'),
      ),
    );
    const left = await (await page.request.get(`/api/main/acls/${encode(principal)}`)).json();
    assert.deepEqual(left, { principal });
  },
);
