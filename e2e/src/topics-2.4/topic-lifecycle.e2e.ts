// Spec §2.4, §4, §5, §8 (topic create, configs, increase partitions, empty, delete): a topic of this
// test's own (e2e-topics-<random>) goes through every change, checked in the UI and in Kafka
// through the API; it is deleted at the end whatever happens.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { topicNames } from '@console/stack/list-kafka';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicPages } from '../pages/topic-pages.ts';

const name = `e2e-topics-${Math.random().toString(36).slice(2, 8)}`;

after(async () => {
  await fetch(`${baseUrl}/api/main/topic/${name}`, { method: 'DELETE' }).catch(() => {});
});

browserTest('create a topic with 3 partitions and replication 3, see it in the list', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main');
  await page.getByTestId('topic-create-button').click();
  await topics.waitForPath('/ui/main/topic/create');
  assert.equal(await text(topics.title), 'Create a topic');
  // Server defaults fill the form; a bad name disables Create and says why.
  assert.equal(await page.getByTestId('topic-create-retention').inputValue(), '86,400,000'.replace(/,/g, ''));
  await page.getByTestId('topic-create-name').fill('bad name');
  await eventually(async () => assert.ok(await page.getByTestId('topic-create-submit').isDisabled()));
  await page.getByTestId('topic-create-name').fill(name);
  await page.getByTestId('topic-create-partition').fill('3');
  await page.getByTestId('topic-create-replication').fill('3');
  await screenshot(page, 'topic-create');
  await page.getByTestId('topic-create-submit').click();
  await topics.waitForPath('/ui/main/topic');
  await eventually(async () => assert.match(await text(topics.notification('success')), new RegExp(name)));
  await topics.search(name);
  await eventually(async () => assert.deepEqual(await topics.column('name'), [name]));
  assert.equal(await topics.cell(name, 'partitions'), '3');
  assert.equal(await topics.cell(name, 'replication'), '3');
  assert.equal(await topics.cell(name, 'inSync'), '3');

  // The same name again: Kafka's refusal is shown as a warning.
  await page.goto('/ui/main/topic/create');
  await page.getByTestId('topic-create-name').fill(name);
  await page.getByTestId('topic-create-submit').click();
  await eventually(async () => assert.match(await text(topics.notification('warning')), /already exists/));
});

browserTest('change retention.ms in the configs tab and see it after a reload', async (page) => {
  const topics = new TopicPages(page);
  await topics.open(`/ui/main/topic/${name}/configs`);
  const input = topics.configInput('retention.ms');
  await eventually(async () => assert.equal(await input.inputValue(), '86400000'));
  assert.equal(await text(page.getByTestId('config-hint-retention.ms')), '1 day');
  await input.fill('7200000');
  assert.equal(await text(page.getByTestId('config-hint-retention.ms')), '2 hours');
  await screenshot(page, 'topic-configs');
  await page.getByTestId('config-save').click();
  await eventually(async () =>
    assert.equal(await text(topics.notification('success')), `Topic configs '${name}' updated successfully`),
  );
  await page.reload();
  await eventually(async () =>
    assert.equal(await topics.configInput('retention.ms').inputValue(), '7200000'),
  );
  // Read-only entries are locked.
  const configs = (await (await page.request.get(`/api/main/topic/${name}/configs`)).json()) as {
    name: string;
    value?: string;
    readOnly: boolean;
  }[];
  assert.equal(configs.find((c) => c.name === 'retention.ms')?.value, '7200000');
});

browserTest('increase partitions from the partitions tab', async (page) => {
  const topics = new TopicPages(page);
  await topics.open(`/ui/main/topic/${name}/partitions`);
  await eventually(async () =>
    assert.equal(await page.getByTestId('partition-table').getByTestId('table-row').count(), 3),
  );
  const replicas = page.getByTestId('partition-table').getByTestId('replica-badge');
  assert.equal(await replicas.count(), 9);
  await screenshot(page, 'topic-partitions');
  await page.getByTestId('topic-increase-partition').click();
  await topics.waitForPath(`/ui/main/topic/${name}/increasepartition`);
  await page.getByTestId('increase-partition-input').fill('5');
  await page.getByTestId('increase-partition-submit').click();
  await topics.waitForPath(`/ui/main/topic/${name}/partitions`);
  await eventually(async () =>
    assert.equal(await page.getByTestId('partition-table').getByTestId('table-row').count(), 5),
  );
  const partitions = (await (
    await page.request.get(`/api/main/topic/${name}/partitions`)
  ).json()) as unknown[];
  assert.equal(partitions.length, 5);
});

browserTest('empty the topic: its count drops to 0', async (page) => {
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post(`/api/main/topic/${name}/data`, {
      data: { partition: i, value: `record-${i}`, timestamp: null },
    });
    assert.equal(res.status(), 200, await res.text());
  }
  const topics = new TopicPages(page);
  await topics.openList('main', `?search=${name}`);
  await eventually(async () => assert.equal(await topics.cell(name, 'count'), '≈ 5'));
  await topics.open(`/ui/main/topic/${name}/partitions`);
  const empty = page.getByTestId('topic-empty');
  await eventually(async () => assert.ok(await empty.isEnabled()));
  await empty.click();
  assert.match(await text(page.getByTestId('confirm-message')), new RegExp(name));
  await topics.confirm();
  await eventually(async () =>
    assert.equal(await text(topics.notification('success')), `Topic '${name}' will be emptied`),
  );
  await topics.openList('main', `?search=${name}`);
  await eventually(async () => assert.equal(await topics.cell(name, 'count'), '≈ 0'));
});

browserTest('Empty Topic is disabled for a compacted topic; logs tab lists replicas', async (page) => {
  const topics = new TopicPages(page);
  await topics.open('/ui/main/topic/users-compacted/partitions');
  await eventually(async () => assert.ok(await page.getByTestId('topic-empty').isDisabled()));
  await topics.tab('logs').click();
  await eventually(async () =>
    assert.equal(await page.getByTestId('log-table').getByTestId('table-row').count(), 6),
  );
  // Header buttons are hidden on the configs tab.
  await topics.tab('configs').click();
  await eventually(async () => assert.equal(await page.getByTestId('topic-header-buttons').count(), 0));
  // An unknown tab falls back to the first one.
  await topics.open('/ui/main/topic/users-compacted/nope');
  await eventually(async () => assert.equal(await topics.tab('data').getAttribute('aria-selected'), 'true'));
});

browserTest('delete the topic from the list', async (page) => {
  const topics = new TopicPages(page);
  await topics.openList('main', `?search=${name}`);
  await topics.row(name).getByTestId('row-action-delete').click();
  // Delete stays disabled until the topic's name is typed (issue 15).
  const ok = page.getByTestId('topic-delete-dialog').getByTestId('confirm-ok');
  await eventually(async () => assert.ok(await ok.isDisabled()));
  await page.getByTestId('topic-delete-name').fill(name.slice(0, -1));
  assert.ok(await ok.isDisabled());
  // Leaving the field with another name says why Delete stays off; Kafka still has the topic.
  await page.getByTestId('topic-delete-name').blur();
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('topic-delete-dialog')),
      new RegExp(`Type '${name}' exactly to delete it`),
    ),
  );
  assert.ok((await topicNames()).has(name), 'Kafka still has the topic');
  await page.getByTestId('topic-delete-name').fill(name);
  await screenshot(page, 'topic-delete-typed-name');
  await topics.confirm();
  await eventually(async () =>
    assert.equal(await text(topics.notification('success')), `Topic '${name}' is deleted`),
  );
  await eventually(async () => assert.equal(await page.getByTestId('table-empty').count(), 1));
  const res = await page.request.get(`/api/main/topic/${name}`);
  assert.equal(res.status(), 404);
  await eventually(async () => assert.ok(!(await topicNames()).has(name), 'Kafka no longer lists it'));
});
