// Issue 15 (cluster overview): the cluster's home for those who may read its nodes; figures
// checked against Kafka's own answers, charts drawn, trouble links lead to the filtered topic list,
// and the sidebar's health dot of each cluster.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Admin } from '@platformatic/kafka';
import { Producer, stringSerializers } from '@platformatic/kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';
import { admin, bootstrapBrokers, kafkaFigures } from './overview-kafka.ts';

const topic = `e2e-overview-${process.pid}`;
const group = `e2e-overview-group-${process.pid}`;
let kafka: Admin;

before(async () => {
  kafka = admin();
  await kafka.createTopics({ topics: [topic], partitions: 2, replicas: 3 });
});
after(async () => {
  await kafka.deleteGroups({ groups: [group] }).catch(() => {});
  await kafka.deleteTopics({ topics: [topic] }).catch(() => {});
  await kafka.close();
});

const value = (page: ConsolePage, stat: string) => page.page.getByTestId(`stat-${stat}-value`);
const number = async (page: ConsolePage, stat: string) =>
  Number((await text(value(page, stat))).replace(/,/g, ''));

browserTest('the cluster home is its overview, with the figures Kafka reports', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui');
  await app.waitForPath('/ui/main');
  await app.title.waitFor();
  assert.equal(await text(app.title), 'Overview');
  assert.equal(await page.title(), 'Overview | Kafka Console');
  await page.getByTestId('overview').waitFor();

  // Topics and partitions come from the server's last sampling round (every 30 s): once a round
  // falls between two reads of Kafka, the page shows what Kafka held then.
  let after = await kafkaFigures(kafka);
  await eventually(
    async () => {
      const before = await kafkaFigures(kafka);
      await page.reload();
      await page.getByTestId('overview').waitFor();
      after = await kafkaFigures(kafka);
      const topics = await number(app, 'topics');
      const partitions = await number(app, 'partitions');
      assert.ok(topics >= before.topics && topics <= after.topics, `topics ${topics}`);
      assert.ok(
        partitions >= before.partitions && partitions <= after.partitions,
        `partitions ${partitions}`,
      );
    },
    { timeoutMs: 75_000, intervalMs: 5000, what: 'topic and partition counts as Kafka holds them' },
  );
  assert.equal(await text(value(app, 'brokers')), `${after.brokers} / ${after.brokers}`);
  assert.match(await text(page.getByTestId('stat-brokers-hint')), /^Kafka 4\.3 · metadata\.version \d+$/);
  assert.equal(await text(value(app, 'controller')), `broker ${after.controller}`);
  assert.match(await text(page.getByTestId('stat-controller-hint')), /KRaft quorum: 3 voters/);
  assert.equal(await number(app, 'under-replicated'), after.underReplicated);
  assert.equal(await number(app, 'offline'), 0);
  assert.match(await text(page.getByTestId('overview-sampled')), /sampled at/);
  // The broker table names the active controller.
  const controllerRow = page.getByTestId(`overview-broker-${after.controller}`);
  assert.match(await text(controllerRow), /controller/);
  // Both per-broker charts are drawn (uPlot paints on a canvas once its module is loaded).
  await page.getByTestId('size-chart').locator('canvas').waitFor();
  await page.getByTestId('skew-chart').locator('canvas').waitFor();
  assert.equal(
    await page.getByTestId('overview-components').getByText('Connect demo-connect: up').count(),
    1,
  );
  await screenshot(page, 'overview-main');
});

browserTest('records/s in are charted from the server samples', async (page) => {
  const producer = new Producer({
    clientId: 'e2e-overview',
    bootstrapBrokers,
    serializers: stringSerializers,
  });
  await producer.send({
    messages: Array.from({ length: 500 }, (_, i) => ({ topic, key: `k${i}`, value: `v${i}` })),
  });
  await producer.close();
  const app = new ConsolePage(page);
  await app.open('/ui/main/overview');
  await page.getByTestId('overview').waitFor();
  // The server samples every 30 s and a rate needs two samples: a fresh server shows why it waits.
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('rates-chart').locator('canvas').waitFor({ timeout: 5000 });
    },
    { timeoutMs: 80_000, intervalMs: 5000, what: 'the records/s chart' },
  );
  assert.ok(await page.getByTestId('rates-chart').getByText('cluster').isVisible());
  await screenshot(page, 'overview-rates');
});

browserTest(
  'the under-replicated figure leads to the topic list filtered to under-replicated topics',
  async (page) => {
    const app = new ConsolePage(page);
    await app.open('/ui/main/overview');
    await page.getByTestId('stat-under-replicated-link').click();
    await app.waitForPath('/ui/main/topic');
    const url = new URL(page.url());
    assert.equal(url.searchParams.get('only'), 'underReplicated');
    // Kafka has no under-replicated partition: the filtered list is empty.
    assert.equal((await kafkaFigures(kafka)).underReplicated, 0);
    await page.getByText('No data available').waitFor();
    await screenshot(page, 'overview-under-replicated-link');
  },
);

browserTest('the sidebar shows a health dot per cluster and an Overview entry', async (page) => {
  const app = new ConsolePage(page);
  await app.open('/ui/main/node');
  await app.title.waitFor();
  const dot = page.getByTestId('cluster-health-main').first();
  await eventually(async () => assert.equal(await dot.getAttribute('data-status'), 'UP'));
  assert.match((await dot.getAttribute('aria-label')) ?? '', /^main: healthy \(3 broker\(s\) online\)$/);
  await app.clusterSwitcher.click();
  const second = page
    .getByRole('option', { name: 'second', exact: true })
    .getByTestId('cluster-health-second');
  await eventually(async () => assert.equal(await second.getAttribute('data-status'), 'UP'));
  await screenshot(page, 'overview-health-dots');
  await page.keyboard.press('Escape');
  await app.sidebarEntry('overview').click();
  await app.waitForPath('/ui/main/overview');
  await eventually(async () => assert.equal(await text(app.title), 'Overview'));
});

browserTest("a consumer group's page charts its lag over time", async (page) => {
  const producer = new Producer({
    clientId: 'e2e-overview',
    bootstrapBrokers,
    serializers: stringSerializers,
  });
  await producer.send({
    messages: Array.from({ length: 40 }, (_, i) => ({ topic, partition: i % 2, value: `v${i}` })),
  });
  await producer.close();
  await kafka.alterConsumerGroupOffsets({
    groupId: group,
    topics: [{ name: topic, partitionOffsets: [0, 1].map((partition) => ({ partition, offset: 0n })) }],
  });
  const app = new ConsolePage(page);
  await app.open(`/ui/main/group/${group}`);
  await page.getByTestId('group-lag').waitFor();
  // The group appears in the server's next sampling round (every 30 s).
  await eventually(
    async () => {
      await page.reload();
      await page.getByTestId('group-lag-chart').locator('canvas').waitFor({ timeout: 5000 });
    },
    { timeoutMs: 80_000, intervalMs: 5000, what: 'the lag chart of the group' },
  );
  const legend = page.getByTestId('group-lag-chart');
  assert.ok(await legend.getByText('total lag').isVisible());
  assert.ok(await legend.getByText(topic).isVisible());
  // The latest sample is the lag Kafka holds: every record of the topic (offsets committed at 0).
  const ends = await kafka.listOffsets({
    topics: [
      { name: topic, partitions: [0, 1].map((partitionIndex) => ({ partitionIndex, timestamp: -1n })) },
    ],
  });
  const records = ends.flatMap((t) => t.partitions).reduce((sum, p) => sum + Number(p.offset), 0);
  await eventually(
    async () => {
      await page.reload();
      const latest = await text(page.getByTestId('group-lag-latest'));
      assert.match(latest, new RegExp(`^Latest: ${records.toLocaleString('en-US')} records behind`));
    },
    { timeoutMs: 40_000, intervalMs: 5000 },
  );
  await screenshot(page, 'group-lag-chart');
});
