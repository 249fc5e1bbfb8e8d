// Spec §2.7 groups list and detail: search, the empty text, state colours, a seeded group's lag.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { ListOffsetTimestamps } from '@platformatic/kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { admin, committed } from './group-kafka.ts';

const kafka = admin();
after(() => kafka.close());

browserTest('the list finds a seeded group by search and says when nothing matches', async (page) => {
  await page.goto('/ui/main/group');
  const table = page.getByTestId('group-table');
  await eventually(async () => assert.ok((await table.getByTestId('table-row').count()) >= 7));
  assert.equal(await page.title(), 'Consumer Groups | Kafka Console');
  await screenshot(page, 'groups-list');
  await page.getByTestId('search-input').fill('fraud');
  await page.getByTestId('search-submit').click();
  await eventually(async () => assert.equal(await table.getByTestId('table-row').count(), 1));
  const row = table.getByTestId('table-row').first();
  assert.equal(await text(row.getByTestId('cell-id')), 'payments-fraud-check');
  // STABLE is green (spec §4)
  const badge = row.getByTestId('group-state');
  assert.equal(await text(badge), 'STABLE');
  assert.match((await badge.getAttribute('style')) ?? '', /green/);
  assert.match(page.url(), /search=fraud/);
  await page.getByTestId('search-input').fill('no-such-group-anywhere');
  await page.getByTestId('search-submit').click();
  await eventually(async () =>
    assert.equal(await text(table.getByTestId('table-empty')), 'No consumer group available'),
  );
});

browserTest('orders-dashboard shows the lag Kafka holds, and its two members', async (page) => {
  const ends = await kafka.listOffsets({
    topics: [
      {
        name: 'orders',
        partitions: [0, 1, 2, 3, 4, 5].map((p) => ({
          partitionIndex: p,
          timestamp: ListOffsetTimestamps.LATEST,
        })),
      },
    ],
  });
  const end = ends[0]!.partitions
    .sort((a, b) => a.partitionIndex - b.partitionIndex)
    .map((p) => Number(p.offset));
  const offsets = await committed(kafka, 'orders-dashboard', 'orders');
  const lags = end.map((e, i) => String(e - (offsets[i] ?? 0)));

  await page.goto('/ui/main/group/orders-dashboard');
  const table = page.getByTestId('group-offsets-table');
  await eventually(async () => assert.equal(await table.getByTestId('table-row').count(), 6));
  assert.deepEqual(await table.getByTestId('cell-lag').allInnerTexts(), lags);
  assert.deepEqual(await table.getByTestId('cell-last').allInnerTexts(), end.map(String));
  assert.equal(await text(page.getByTestId('page-title')), 'Consumer group: orders-dashboard');
  await screenshot(page, 'group-detail-topics');

  await page.getByTestId('tab-members').click();
  const members = page.getByTestId('group-members-table').getByTestId('table-row');
  await eventually(async () => assert.equal(await members.count(), 2));
  assert.equal(await page.getByTestId('member-assignment').count(), 6);
  assert.match(page.url(), /\/group\/orders-dashboard\/members$/);
  await screenshot(page, 'group-detail-members');
});

browserTest('the acls tab of a group shows who may read it', async (page) => {
  await page.goto('/ui/main/group/billing-service/acls');
  const rows = page.getByTestId('group-acls-table').getByTestId('table-row');
  await eventually(async () => assert.equal(await rows.count(), 1));
  assert.equal(await text(rows.first().getByTestId('cell-principal')), 'User:alice');
});

browserTest('an unknown group says so', async (page) => {
  await page.goto('/ui/main/group/e2e-group-that-never-was');
  await eventually(async () =>
    assert.match(
      await text(page.getByTestId('section-error')),
      /Consumer group 'e2e-group-that-never-was' doesn't exist/,
    ),
  );
});

browserTest("a topic badge of the list shows the group's lag and opens the topic", async (page) => {
  await page.goto('/ui/main/group?search=fraud');
  const badge = page.getByTestId('group-topic-lag');
  await eventually(async () => assert.match(await text(badge), /^payments-avro · Lag: [\d,]+$/));
  await badge.click();
  await page.waitForURL(/\/ui\/main\/topic\/payments-avro$/);
});

browserTest("the streams demo's long internal topic names stay inside a 1366 px page", async (page) => {
  // The demo's `demo-wordcount` (Kafka Streams, stack component kafka4-apps) reads and writes topics
  // named like `demo-wordcount-KSTREAM-AGGREGATE-STATE-STORE-0000000003-repartition`.
  await page.goto('/ui/main/group?search=demo-wordcount');
  const badges = page.getByTestId('group-topic-lag');
  await eventually(async () => assert.ok((await badges.count()) >= 2));
  assert.equal(page.viewportSize()?.width, 1366);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1366);
  for (const badge of await badges.all()) {
    const box = await badge.boundingBox();
    assert.ok(box && box.x + box.width <= 1366, `a topic badge ends at ${box && box.x + box.width}`);
    // The cut name is whole in the tooltip, and the lag is never cut.
    assert.match(
      (await badge.locator('.mantine-Badge-root').getAttribute('title')) ?? '',
      /^demo-wordcount|^streams-/,
    );
    assert.match(await text(badge), / · Lag: [\d,]+$/);
  }
  await screenshot(page, 'groups-list-long-topics');
});
