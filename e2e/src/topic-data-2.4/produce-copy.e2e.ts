// Spec §2.4 produce and copy pages, §3 Produce/Copy, §8 record deletion: the cluster is checked after each.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import type { TopicRecord } from '@console/contract';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl, browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { apiRecords } from './kafka-tools.ts';

const created: Array<[string, string]> = [];
const name = (what: string) => `e2e-topic-data-${what}-${randomBytes(4).toString('hex')}`;

async function createTopic(
  request: APIRequestContext,
  cluster: string,
  topic: string,
  configs: Record<string, string> = {},
) {
  const response = await request.post(`/api/${cluster}/topic`, {
    data: { name: topic, partition: 2, replication: cluster === 'main' ? 3 : 1, configs },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  assert.ok(response.ok(), await response.text());
  created.push([cluster, topic]);
}

after(async () => {
  for (const [cluster, topic] of created) {
    await fetch(`${baseUrl}/api/${cluster}/topic/${topic}`, {
      method: 'DELETE',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
  }
});

browserTest('produce three records with headers in multi-message mode, then find them', async (page) => {
  const topic = name('produce');
  await createTopic(page.request, 'main', topic);
  await page.goto(`/ui/main/topic/${topic}/produce`);
  await page.getByText(`Produce to ${topic}`).waitFor();
  await page.getByTestId('produce-multi').check();
  await page.getByTestId('produce-value').fill('k1:alpha one\nk2:beta two\nk3:gamma three');
  await page.getByTestId('produce-header-add').click();
  await page.getByTestId('produce-header-key').fill('origin');
  await page.getByTestId('produce-header-value').fill('e2e');
  await screenshot(page, 'topic-data-produce');
  await page.getByTestId('produce-submit').click();
  await page.waitForURL((url) => url.pathname === `/ui/main/topic/${topic}/data`);
  const data = new TopicDataPage(page);
  await eventually(async () => assert.deepEqual((await data.column('key')).sort(), ['k1', 'k2', 'k3']));
  await data.filter('searchByValue', '"beta two"');
  await data.searchEnded();
  await eventually(async () => assert.deepEqual(await data.column('key'), ['k2']));
  await data.rows.first().getByTestId('row-expand').click();
  assert.match(await page.getByTestId('record-headers').innerText(), /origin\s+e2e/);
  const stored = await apiRecords(page.request, 'main', topic, 'size=500');
  assert.deepEqual(
    stored.map((r) => r.headers),
    [1, 2, 3].map(() => [{ key: 'origin', value: 'e2e' }]),
  );
});

browserTest('delete a record on a compacted topic writes a tombstone', async (page) => {
  const topic = name('compact');
  await createTopic(page.request, 'main', topic, { 'cleanup.policy': 'compact' });
  await page.request.post(`/api/main/topic/${topic}/data`, {
    data: { key: 'to-delete', value: '{"v":1}', partition: 0 },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  const data = new TopicDataPage(page);
  await data.openData('main', topic);
  await eventually(async () => assert.equal(await data.rows.count(), 1));
  await data.rows.first().getByTestId('row-action-delete').click();
  await page.getByTestId('confirm-ok').click();
  await page.getByText("Record '0-0' will be deleted on compaction").waitFor();
  const stored = await apiRecords(page.request, 'main', topic, 'size=500');
  assert.equal(stored.length, 2);
  assert.equal(stored[1]?.key, 'to-delete');
  assert.equal(stored[1]?.value, undefined);
});

browserTest('copy a topic from main to second keeps keys, values, headers and timestamps', async (page) => {
  const source = name('copy');
  const target = name('copy-target');
  await createTopic(page.request, 'main', source);
  await createTopic(page.request, 'second', target);
  const produced = await page.request.post(`/api/main/topic/${source}/data`, {
    data: {
      multiMessage: true,
      value: 'a:{"n":1}\nb:{"n":2}\nc:{"n":3}',
      headers: [{ key: 'trace', value: 't-1' }],
      timestamp: new Date(Date.now() - 30_000).toISOString(),
    },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  assert.ok(produced.ok());
  await page.goto(`/ui/main/topic/${source}/copy`);
  await page.getByText(`Copy topic ${source} from cluster main`).waitFor();
  await page.getByTestId('copy-partition-row').nth(1).waitFor();
  await page.getByTestId('copy-target-cluster').click();
  await page.getByRole('option', { name: 'second', exact: true }).click();
  await page.getByTestId('copy-target-topic').fill(target);
  await screenshot(page, 'topic-data-copy');
  await page.getByTestId('copy-submit').click();
  await page.getByText(`3 records copied to '${target}' on 'second'`).waitFor();
  const strip = (list: TopicRecord[]) =>
    list
      .map(({ partition, key, value, headers, timestamp }) => ({ partition, key, value, headers, timestamp }))
      .sort((x, y) => (x.key ?? '').localeCompare(y.key ?? ''));
  const from = strip(await apiRecords(page.request, 'main', source, 'size=500'));
  assert.equal(from.length, 3);
  assert.deepEqual(strip(await apiRecords(page.request, 'second', target, 'size=500')), from);
});
