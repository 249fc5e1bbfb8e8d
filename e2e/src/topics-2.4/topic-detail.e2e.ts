// Spec §2.4 (topic detail tabs on seeded data): groups with state colours and lag, ACLs of the
// topic, internal topics locked, the data tab's place, keep-search.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicPages } from '../pages/topic-pages.ts';

browserTest(
  'groups tab: the groups reading orders, with state and lag; details open the group',
  async (page) => {
    const topics = new TopicPages(page);
    await topics.open('/ui/main/topic/orders/groups');
    const table = page.getByTestId('topic-group-table');
    const row = table.locator('[data-testid="table-row"][data-row-id="orders-dashboard"]');
    await eventually(async () => assert.equal(await row.count(), 1));
    assert.equal(await text(row.getByTestId('group-state')), 'STABLE');
    assert.match(await text(row.getByTestId('cell-topics')), /orders \(\d[\d,]*\)/);
    assert.equal(await text(row.getByTestId('cell-members')), '2');
    await screenshot(page, 'topic-groups');
    await row.getByTestId('row-action-details').click();
    await topics.waitForPath(/^\/ui\/main\/group\/orders-dashboard/);
  },
);

browserTest('acls tab: the seeded principals on orders with their permissions', async (page) => {
  const topics = new TopicPages(page);
  await topics.open('/ui/main/topic/orders/acls');
  const table = page.getByTestId('topic-acl-table');
  await eventually(async () => {
    const principals = await table.getByTestId('cell-principal').allInnerTexts();
    assert.ok(principals.includes('User:alice') && principals.includes('User:bob'), principals.join('|'));
  });
  const bob = table.getByTestId('table-row').filter({ hasText: 'User:bob' });
  assert.match(await text(bob.getByTestId('cell-permissions')), /WRITE DENY/);
});

browserTest('an internal topic shows its configs locked; the data tab has its place', async (page) => {
  const topics = new TopicPages(page);
  await topics.open('/ui/main/topic/__consumer_offsets/configs');
  await eventually(async () => assert.ok(await topics.configInput('cleanup.policy').isDisabled()));
  assert.equal(await page.getByTestId('config-save').count(), 0);
  await topics.open('/ui/main/topic/orders');
  await eventually(async () => assert.equal(await topics.tab('data').getAttribute('aria-selected'), 'true'));
  assert.equal(await page.getByTestId('topic-produce').count(), 1);
  assert.equal(await page.getByTestId('topic-increase-partition').count(), 0, 'partitions tab only');
});

browserTest('keep search brings the last search back when the list is opened again', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main');
  await page.getByTestId('search-input').fill('payments');
  await page.getByTestId('search-keep').check();
  await page.getByTestId('search-submit').click();
  await eventually(async () => assert.deepEqual(await topics.column('name'), ['payments-avro']));
  await topics.openList('main');
  await eventually(async () => assert.deepEqual(await topics.column('name'), ['payments-avro']));
  assert.equal(await page.getByTestId('search-input').inputValue(), 'payments');
});
