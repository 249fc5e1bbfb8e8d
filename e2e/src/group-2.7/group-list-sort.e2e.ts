// Issue 15 "Lists" on the group list: sort by lag (done on the server, in the URL), the Lag column and
// totals row, and bulk delete with one confirmation naming each group. Checked against Kafka's tools.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  commitGroup,
  createTopic,
  deleteGroups,
  deleteTopics,
  groupIds,
  groupLagOf,
  produce,
} from '@console/stack/list-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';

const prefix = `e2e-gsort-${Math.random().toString(36).slice(2, 8)}`;
const topic = `${prefix}-t`;
const groups = [`${prefix}-a`, `${prefix}-b`, `${prefix}-c`];

before(async () => {
  await createTopic(topic, 1, 1);
  await produce(topic, 0, 50);
  // Lags 20, 50 and 0: id order, lag order and reverse lag order all differ.
  await commitGroup(groups[0] as string, topic, 30);
  await commitGroup(groups[1] as string, topic, 0);
  await commitGroup(groups[2] as string, topic, 50);
});
after(async () => {
  await deleteGroups(groups);
  await deleteTopics([topic]);
});

browserTest('groups sort by lag on the server, show it whole, and bulk delete asks once', async (page) => {
  await page.goto(`/ui/main/group?search=${prefix}`);
  const table = page.getByTestId('group-table');
  const ids = async () =>
    (await table.getByTestId('table-row').getByTestId('cell-id').allInnerTexts()).map((t) => t.trim());
  await eventually(async () => assert.deepEqual(await ids(), groups));
  const lags = new Map<string, number>();
  for (const g of groups) lags.set(g, await groupLagOf(g));
  assert.deepEqual([...lags.values()], [20, 50, 0]);
  await page.getByTestId('sort-lag').click();
  await page.getByTestId('sort-lag').click();
  await eventually(async () => assert.match(page.url(), /sort=lag&order=desc|order=desc&.*sort=lag/));
  const desc = [...lags.entries()].sort(([, x], [, y]) => y - x).map(([g]) => g);
  await eventually(async () => assert.deepEqual(await ids(), desc));
  assert.deepEqual(
    (await table.getByTestId('table-row').getByTestId('cell-lag').allInnerTexts()).map((t) => t.trim()),
    desc.map((g) => String(lags.get(g))),
  );
  assert.equal(await text(page.getByTestId('total-lag')), '70');
  await screenshot(page, 'groups-list-sorted-by-lag');

  const row = (id: string) => table.locator(`[data-testid="table-row"][data-row-id="${id}"]`);
  await row(groups[0] as string)
    .getByTestId('row-select')
    .check();
  await row(groups[2] as string)
    .getByTestId('row-select')
    .check();
  await page.getByTestId('bulk-delete').click();
  await eventually(async () =>
    assert.deepEqual(await page.getByTestId('bulk-confirm-item').allInnerTexts(), [groups[0], groups[2]]),
  );
  await page.getByTestId('confirm-ok').click();
  await eventually(async () => assert.deepEqual(await ids(), [groups[1]]));
  const left = await groupIds();
  assert.ok(
    !left.has(groups[0] as string) && left.has(groups[1] as string) && !left.has(groups[2] as string),
  );
});
