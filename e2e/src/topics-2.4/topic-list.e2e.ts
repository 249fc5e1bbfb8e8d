// Spec §2.4 (topic list): columns, search, page size and page in the URL, views, group badges.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { SettingsPage } from '../pages/settings-page.ts';
import { TopicPages } from '../pages/topic-pages.ts';

browserTest('the list shows counts, sizes, last record, replicas and group badges with lag', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main', '?search=orders');
  await eventually(async () => assert.ok((await topics.column('name')).includes('orders')));
  assert.equal(await topics.cell('orders', 'count'), '≈ 600');
  assert.match(await topics.cell('orders', 'size'), /^\d+(\.\d+)? KB$/);
  assert.equal(await topics.cell('orders', 'partitions'), '6');
  assert.equal(await topics.cell('orders', 'replication'), '3');
  assert.equal(await topics.cell('orders', 'inSync'), '3');
  await eventually(async () => assert.match(await topics.cell('orders', 'lastRecord'), /ago|seconds/));
  // orders is read by several groups: with showAllConsumerGroups on (the default) all are shown.
  const badges = topics.row('orders').getByTestId('topic-group-badge');
  await eventually(async () => assert.ok((await badges.count()) >= 3, `badges: ${await badges.count()}`));
  const texts = await badges.allInnerTexts();
  assert.ok(
    texts.some((t) => /^orders-dashboard \(\d[\d,]*\)$/.test(t.trim())),
    texts.join('|'),
  );
  assert.equal(await page.title(), 'Topics | Kafka Console');
  await screenshot(page, 'topics-list');
  await badges.filter({ hasText: 'billing-service' }).click();
  await topics.waitForPath('/ui/main/group/billing-service');
});

browserTest('page size and page live in the URL and survive a reload', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main');
  await topics.choosePageSize(10);
  await eventually(async () => assert.equal(await topics.rows.count(), 10));
  await page.getByTestId('pagination-next').click();
  await eventually(async () => assert.match(page.url(), /page=2/));
  assert.match(page.url(), /uiPageSize=10/);
  await page.reload();
  // Other tests create topics meanwhile, so page 2 is compared with what the API says page 2 is now.
  await eventually(async () => {
    const api = (await (
      await page.request.get('/api/main/topic?show=HIDE_INTERNAL&page=2&uiPageSize=10')
    ).json()) as {
      results: { name: string }[];
    };
    assert.deepEqual(
      await topics.column('name'),
      api.results.map((t) => t.name),
    );
  });
  assert.equal(await page.getByTestId('pagination-input').inputValue(), '2');
  assert.equal(await page.getByTestId('topic-page-size').inputValue(), '10');
});

browserTest('search and the view select filter the list', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main');
  assert.ok(!(await topics.column('name')).includes('_audit-internal'), 'internal topics hidden by default');
  await page.getByTestId('search-topic-list-view').click();
  await page.getByRole('option', { name: 'Show all topics' }).click();
  await topics.search('audit');
  await eventually(async () => assert.deepEqual(await topics.column('name'), ['_audit-internal']));
  assert.match(page.url(), /topicListView=ALL/);
  assert.match(page.url(), /search=audit/);
});

browserTest('row actions: config opens the configs tab', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main', '?search=products');
  await topics.row('products').getByTestId('row-action-config').click();
  await topics.waitForPath('/ui/main/topic/products/configs');
  assert.equal(await text(topics.title), 'Topic: products');
});

browserTest(
  'settings: one group badge and a count badge when not all groups are shown; skip last record',
  async (page) => {
    const settings = new SettingsPage(page);
    await settings.openFor('main');
    await settings.switch('showAllConsumerGroups').uncheck();
    await settings.switch('skipLastRecord').check();
    await settings.save();
    const topics = new TopicPages(page);
    await topics.openList('main', '?search=orders');
    const badges = topics.row('orders').getByTestId('topic-group-badge');
    await eventually(async () => assert.equal(await badges.count(), 1));
    const more = topics.row('orders').getByTestId('topic-groups-more');
    assert.match(await text(more), /^\+\d+$/);
    await more.click();
    await eventually(async () => assert.ok((await badges.count()) >= 3));
    await more.click();
    await eventually(async () => assert.equal(await badges.count(), 1));
    assert.equal(await page.getByTestId('header-lastRecord').count(), 0);
  },
);
