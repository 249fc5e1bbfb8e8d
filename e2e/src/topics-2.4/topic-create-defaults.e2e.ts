// Issue 15 "Create topic": partitions and replication default to the cluster's own
// (num.partitions, default.replication.factor), and any topic config can be added with a suggested
// name, its description and a check of its value; Kafka's own tools confirm what was created.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { brokerConfig, deleteTopics, describeTopic } from '@console/stack/list-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicPages } from '../pages/topic-pages.ts';

const name = `e2e-create-${Math.random().toString(36).slice(2, 8)}`;
after(async () => {
  await deleteTopics([name]);
});

browserTest('create starts from the cluster defaults and takes any config, checked by type', async (page) => {
  const topics = new TopicPages(page);
  await topics.open('/ui/main/topic/create');
  const [replication, partitions] = await Promise.all([
    brokerConfig(1, 'default.replication.factor'),
    brokerConfig(1, 'num.partitions'),
  ]);
  await eventually(async () =>
    assert.equal(await page.getByTestId('topic-create-replication').inputValue(), replication),
  );
  assert.equal(await page.getByTestId('topic-create-partition').inputValue(), partitions);
  await page.getByTestId('topic-create-name').fill(name);

  await page.getByTestId('topic-create-config-add').click();
  const configName = page.getByTestId('topic-create-config-name');
  await configName.fill('max.message');
  // Suggestions come from Kafka's own list of topic configs.
  await page.getByRole('option', { name: 'max.message.bytes' }).click();
  const value = page.getByTestId('topic-create-config-value');
  await value.fill('big');
  await eventually(async () =>
    assert.match(await text(page.getByTestId('topic-create-config')), /A whole number is expected/),
  );
  assert.ok(await page.getByTestId('topic-create-submit').isDisabled());
  // The description is Kafka's documentation, with the type.
  assert.match(await text(page.getByTestId('topic-create-config')), /INT · .*largest record batch size/);
  await value.fill('2000000');
  await eventually(async () => assert.ok(await page.getByTestId('topic-create-submit').isEnabled()));

  // A name Kafka does not know is refused before anything is sent.
  await page.getByTestId('topic-create-config-add').click();
  await page.getByTestId('topic-create-config-name').nth(1).fill('no.such.config');
  await page.getByTestId('topic-create-config-value').nth(1).fill('1');
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('topic-create-config').nth(1)),
      /Kafka has no topic config 'no.such.config'/,
    ),
  );
  assert.ok(await page.getByTestId('topic-create-submit').isDisabled());
  await screenshot(page, 'topic-create-configs');
  await page.getByTestId('topic-create-config-remove').nth(1).click();

  await eventually(async () => assert.ok(await page.getByTestId('topic-create-submit').isEnabled()));
  await page.getByTestId('topic-create-submit').click();
  await topics.waitForPath('/ui/main/topic');
  await eventually(async () => {
    const created = await describeTopic(name);
    assert.equal(created.partitions, Number(partitions));
    assert.equal(created.replication, Number(replication));
    assert.equal(created.configs['max.message.bytes'], '2000000');
  });
});
