// Issue 16, KRaft quorum and features: the Cluster screen against Kafka's own
// MetadataQuorumCommand and FeatureCommand. The upgrade dialog is opened and its dry run read, but
// always cancelled: nothing is upgraded on the shared stack (FeatureCommand proves it after).
import assert from 'node:assert/strict';
import { kafkaTool } from '@console/stack/list-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ClusterInfoPage } from './cluster-page.ts';

const tool = (cls: string, args: string[]) =>
  kafkaTool(`org.apache.kafka.tools.${cls}`, ['--bootstrap-server', '127.0.0.1:19092', ...args]);

async function finalizedLevels(): Promise<Map<string, string>> {
  const out = await tool('FeatureCommand', ['describe']);
  return new Map(
    [...out.matchAll(/Feature: (\S+)\s+.*?FinalizedVersionLevel: (\S+)/g)].map((m) => [m[1]!, m[2]!]),
  );
}

browserTest('the Quorum tab shows the leader and voters kafka-metadata-quorum.sh describes', async (page) => {
  const cluster = new ClusterInfoPage(page);
  await cluster.open('/ui/main/node');
  await cluster.sidebarEntry('cluster').waitFor();
  // The entry sits right after Nodes in the sidebar.
  const keys = await cluster.sidebar
    .locator('[data-testid^="sidebar-"]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
  assert.equal(keys[keys.indexOf('sidebar-node') + 1], 'sidebar-cluster');
  await cluster.sidebarEntry('cluster').click();
  await cluster.waitForPath(/^\/ui\/main\/cluster/);
  await cluster.rows('quorum').first().waitFor();
  assert.equal(await text(cluster.title), 'Cluster');

  const status = await tool('MetadataQuorumCommand', ['describe', '--status']);
  const leader = /LeaderId:\s+(\d+)/.exec(status)?.[1];
  assert.equal(await text(page.getByTestId('quorum-leader')), `Node ${leader}`);
  assert.equal(await text(page.getByTestId('quorum-epoch')), /LeaderEpoch:\s+(\d+)/.exec(status)?.[1]);
  assert.ok(Number(await text(page.getByTestId('quorum-hw'))) > 0);
  assert.deepEqual((await cluster.column('quorum', 'id')).sort(), ['1', '2', '3']);
  const roles = await cluster.column('quorum', 'role');
  assert.equal(roles.filter((r) => r === 'Leader').length, 1);
  assert.equal(await text(cluster.row('quorum', `Leader-${leader}`).getByTestId('cell-role')), 'Leader');
  await eventually(async () => {
    for (const lag of await cluster.column('quorum', 'lag')) assert.match(lag, /^\d+$/);
  });
  assert.equal(await page.title(), 'Cluster | Kafka Console');
  await screenshot(page, 'cluster-quorum');
});

browserTest('the Features tab shows the levels kafka-features.sh describes', async (page) => {
  const cluster = new ClusterInfoPage(page);
  await cluster.openFor('main', 'features');
  const levels = await finalizedLevels();
  const names = await cluster.column('features', 'name');
  assert.deepEqual([...names].sort(), [...levels.keys()].sort());
  for (const [name, level] of levels) {
    if (name === 'metadata.version') {
      // The tool prints the level's name (4.3-IV0): the tab shows its number and that release.
      const release = level.split('-')[0];
      const shown = await text(cluster.row('features', name).getByTestId('cell-finalized'));
      assert.match(shown, new RegExp(`^\\d+ \\(Kafka ${release?.replace('.', '\\.')}\\)$`), shown);
      continue;
    }
    assert.equal(await text(cluster.row('features', name).getByTestId('cell-finalized')), level, name);
  }
  assert.equal(await text(cluster.row('features', 'streams.version').getByTestId('cell-supported')), '0 – 1');
  // Features already at their highest supported level offer no upgrade.
  assert.equal(await cluster.row('features', 'group.version').getByTestId('feature-upgrade').count(), 0);
  await screenshot(page, 'cluster-features');
});

browserTest(
  'upgrading a feature asks for confirmation after Kafka’s dry run, and Cancel changes nothing',
  async (page) => {
    const cluster = new ClusterInfoPage(page);
    await cluster.openFor('main', 'features');
    // kraft.version is finalized at 0 on the stack's static quorum and supported up to 1.
    await cluster.row('features', 'kraft.version').getByTestId('feature-upgrade').click();
    await cluster.dialog.getByTestId('feature-summary').waitFor();
    assert.equal(
      await text(cluster.dialog.getByTestId('feature-summary')),
      'Upgrade kraft.version from level 0 to level 1?',
    );
    const dryRun = cluster.dialog.getByTestId('feature-dry-run');
    await dryRun.waitFor();
    assert.match(
      await text(dryRun),
      /kraft\.version can be upgraded to level 1 \(dry run: nothing changed\)/,
    );
    assert.equal(await cluster.dialog.getByTestId('confirm-ok').isEnabled(), true);
    await screenshot(page, 'cluster-feature-upgrade');
    await cluster.dialog.getByTestId('confirm-cancel').click();
    await cluster.dialog.getByTestId('feature-summary').waitFor({ state: 'hidden' });
    assert.equal((await finalizedLevels()).get('kraft.version'), '0');
    assert.equal(await text(cluster.row('features', 'kraft.version').getByTestId('cell-finalized')), '0');
  },
);
