// Spec §2.6 (nodes list): ids, hosts, the one controller, leader share.
import assert from 'node:assert/strict';
import { kafkaTool, replicasPerBroker } from '@console/stack/list-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { NodeListPage } from '../pages/node-list-page.ts';

browserTest('main lists 3 nodes with exactly one controller, the one the API names', async (page) => {
  const nodes = new NodeListPage(page);
  await nodes.openFor('main');
  await eventually(async () => assert.equal(await nodes.rows.count(), 3));
  const controllers = await nodes.column('controller');
  assert.equal(controllers.filter((c) => c === 'True').length, 1, `controllers: ${controllers}`);
  assert.equal(controllers.filter((c) => c === 'False').length, 2);

  const api = (await (await page.request.get('/api/main/node')).json()) as { controller?: { id: number } };
  const ids = await nodes.column('id');
  assert.equal(ids[controllers.indexOf('True')], String(api.controller?.id));

  for (const host of await nodes.column('host')) assert.match(host, /^[^:\s]+:\d+$/);
  // A long host name is cut to keep the table on screen: the whole name is in the cell's tooltip.
  const hostTitles = await nodes.rows
    .getByTestId('cell-host')
    .locator('[title]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  assert.deepEqual(hostTitles, await nodes.column('host'));
  // Each broker's release, as Kafka's FeatureCommand reads metadata.version from that broker.
  const hosts = await nodes.column('host');
  const versions = await nodes.column('version');
  for (const [i, host] of hosts.entries()) {
    const features = await kafkaTool('org.apache.kafka.tools.FeatureCommand', [
      '--bootstrap-server',
      host,
      'describe',
    ]);
    const release = /metadata\.version\s+SupportedMinVersion: \S+\s+SupportedMaxVersion: (\d+\.\d+)-IV/.exec(
      features,
    )?.[1];
    assert.ok(release, 'FeatureCommand printed metadata.version');
    assert.equal(versions[i], release, `version of ${host}`);
  }
  await eventually(async () => {
    for (const share of await nodes.column('partitions')) assert.match(share, /^\d+ \(\d+\.\d{2}%\)$/);
  });
  assert.equal(await page.title(), 'Nodes | Kafka Console');
  // The whole table fits a 1366 px screen: no sideways scrolling of the page or of the table, and
  // the last column (Rack) is in view.
  assert.equal(page.viewportSize()?.width, 1366);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 1366);
  const table = page.getByTestId('node-table');
  const overflow = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
  assert.ok(overflow <= 0, `the table is ${overflow} px wider than its room`);
  const rack = await page.getByTestId('header-rack').boundingBox();
  assert.ok(rack && rack.x + rack.width <= 1366, `Rack header ends at ${rack && rack.x + rack.width}`);
  await screenshot(page, 'nodes-main');
});

browserTest('second lists 1 node, its controller', async (page) => {
  const nodes = new NodeListPage(page);
  await nodes.openFor('second');
  await eventually(async () => assert.equal(await nodes.rows.count(), 1));
  assert.deepEqual(await nodes.column('controller'), ['True']);
});

browserTest('double-click on a node opens its detail page', async (page) => {
  const nodes = new NodeListPage(page);
  await nodes.openFor('main');
  const id = (await nodes.column('id'))[0];
  await nodes.rows.first().dblclick();
  await nodes.waitForPath(`/ui/main/node/${id}`);
  assert.equal(await text(nodes.title), `Node ${id}`);
});

browserTest('sorting by a column is kept in the URL', async (page) => {
  const nodes = new NodeListPage(page);
  await nodes.openFor('main');
  await page.getByTestId('sort-id').click();
  await page.getByTestId('sort-id').click();
  await eventually(async () => assert.deepEqual(await nodes.column('id'), ['3', '2', '1']));
  assert.match(page.url(), /sort=id/);
  await page.reload();
  await eventually(async () => assert.deepEqual(await nodes.column('id'), ['3', '2', '1']));
});

browserTest(
  'each node shows its replicas, under-replicated partitions and disk, as Kafka reports them',
  async (page) => {
    const nodes = new NodeListPage(page);
    await nodes.openFor('main');
    await eventually(async () => assert.equal(await nodes.rows.count(), 3));
    // Other tests create and delete topics meanwhile: compare until both sides agree.
    await eventually(async () => {
      await page.reload();
      await eventually(async () => assert.equal((await nodes.column('replicas')).filter(Boolean).length, 3));
      const expected = await replicasPerBroker();
      const ids = (await nodes.column('id')).map(Number);
      const replicas = (await nodes.column('replicas')).map(Number);
      const under = (await nodes.column('underReplicated')).map(Number);
      assert.deepEqual(
        ids.map((id, i) => [id, replicas[i], under[i]]),
        ids.map((id) => [id, expected.get(id)?.replicas ?? 0, expected.get(id)?.under ?? 0]),
      );
    });
    const disks = page.getByTestId('node-disk');
    assert.equal(await disks.count(), 3);
    assert.match(await text(disks.first()), /^\d+% · \d.* free$/);
    assert.match((await disks.first().getAttribute('title')) ?? '', /\/data: .+ used of .+, .+ free$/);
    await screenshot(page, 'nodes-list-disk');
  },
);
