// Issue 15 "Lists" on the topic list: sortable headers with the sort in the URL (done on the server),
// the page totals row, the only-internal/stream/under-replicated filter, and bulk empty and delete
// with one confirmation naming each topic. Checked against what Kafka's own tools say it holds.
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import {
  commitGroup,
  createTopic,
  deleteGroups,
  deleteTopics,
  produce,
  produceTransactional,
  recordCounts,
  topicNames,
  underReplicatedTopics,
} from '@console/stack/list-kafka';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicPages } from '../pages/topic-pages.ts';
import { kcatRecords } from '../topic-data-2.4/kafka-tools.ts';

const suffix = Math.random().toString(36).slice(2, 8);
const prefix = `e2e-sort-${suffix}`;
// Written to in a transaction so that Kafka has `__transaction_state` (the Internal filter's test);
// not named with the prefix, so the lists of the prefix's topics do not show it.
const transactional = `e2e-txn-${suffix}`;
// name -> [partitions, records per partition]: name order, count order and partition order differ.
const shape: Record<string, [number, number]> = {
  [`${prefix}-a`]: [1, 40],
  [`${prefix}-b`]: [3, 3],
  [`${prefix}-c`]: [2, 100],
};
const topics = Object.keys(shape);
// Two groups read -b and one reads -c: the Consumer Groups order differs from the others.
const groupsOn: Array<[string, string]> = [
  [`${prefix}-g1`, `${prefix}-b`],
  [`${prefix}-g2`, `${prefix}-b`],
  [`${prefix}-g3`, `${prefix}-c`],
];

before(async () => {
  for (const [name, [partitions, records]] of Object.entries(shape)) {
    await createTopic(name, partitions, 1);
    for (let p = 0; p < partitions; p++) await produce(name, p, records, 20);
  }
  for (const [group, topic] of groupsOn) await commitGroup(group, topic, 1);
});
after(async () => {
  await deleteGroups(groupsOn.map(([g]) => g));
  await deleteTopics([...topics, transactional]);
});

const byCount = (counts: Map<string, number>, desc: boolean) =>
  [...counts.entries()].sort(([, x], [, y]) => (desc ? y - x : x - y)).map(([n]) => n);

browserTest(
  'a header click sorts the whole list on the server; the sort is in the URL and the totals add up',
  async (page) => {
    const list = new TopicPages(page);
    await list.openList('main', `?search=${prefix}`);
    const counts = await recordCounts(topics);
    await page.getByTestId('sort-count').click();
    await eventually(async () => assert.match(page.url(), /sort=count/));
    await eventually(async () => assert.deepEqual(await list.column('name'), byCount(counts, false)));
    await page.getByTestId('sort-count').click();
    await eventually(async () => assert.match(page.url(), /order=desc/));
    await eventually(async () => assert.deepEqual(await list.column('name'), byCount(counts, true)));
    assert.equal(await page.getByTestId('sort-count').getAttribute('aria-sort'), 'descending');
    // The totals row: Σ counts and Σ partitions of the shown topics, as Kafka holds them.
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    assert.equal(await text(page.getByTestId('total-count')), `≈ ${total.toLocaleString('en-US')}`);
    assert.equal(await text(page.getByTestId('total-partitions')), '6');
    assert.match(await text(page.getByTestId('total-name')), /Page total \(3 of 3\)/);
    await screenshot(page, 'topics-list-sorted-by-count');
    // A reload (or a shared link) keeps the order.
    await page.reload();
    await eventually(async () => assert.deepEqual(await list.column('name'), byCount(counts, true)));
    // Partitions, descending: the server's order across pages too.
    await page.getByTestId('sort-partitions').click();
    await page.getByTestId('sort-partitions').click();
    await eventually(async () =>
      assert.deepEqual(await list.column('name'), [`${prefix}-b`, `${prefix}-c`, `${prefix}-a`]),
    );
  },
);

browserTest('Last Record and Consumer Groups sort the whole list on the server too', async (page) => {
  const list = new TopicPages(page);
  await list.openList('main', `?search=${prefix}`);
  // Newest record per topic, as kcat reads the records' timestamps.
  const newest = new Map<string, number>();
  for (const t of topics) newest.set(t, Math.max(...(await kcatRecords(t)).map((r) => r.ts)));
  await page.getByTestId('sort-lastRecord').click();
  await page.getByTestId('sort-lastRecord').click();
  await eventually(async () =>
    assert.match(page.url(), /sort=lastRecord&order=desc|order=desc&sort=lastRecord/),
  );
  await eventually(async () => assert.deepEqual(await list.column('name'), byCount(newest, true)));
  await page.getByTestId('sort-groups').click();
  await page.getByTestId('sort-groups').click();
  await eventually(async () => assert.match(page.url(), /sort=groups/));
  await eventually(async () =>
    assert.deepEqual(await list.column('name'), [`${prefix}-b`, `${prefix}-c`, `${prefix}-a`]),
  );
  await screenshot(page, 'topics-list-sorted-by-groups');
  await page.reload();
  await eventually(async () =>
    assert.deepEqual(await list.column('name'), [`${prefix}-b`, `${prefix}-c`, `${prefix}-a`]),
  );
});

browserTest('only under-replicated, internal or stream topics', async (page) => {
  // Kafka creates `__transaction_state` on the cluster's first transactional producer, which a
  // freshly started stack has not seen yet: make one (its topic is ours, removed after).
  await createTopic(transactional, 1, 1);
  await produceTransactional(transactional, transactional, 1);
  const list = new TopicPages(page);
  await list.openList('main', '?topicListView=ALL');
  await page.getByTestId('topic-only').getByText('Under-replicated').click();
  await eventually(async () => assert.match(page.url(), /only=underReplicated/));
  const under = await underReplicatedTopics();
  await eventually(async () => {
    if (under.size === 0) assert.ok(await page.getByTestId('table-empty').isVisible());
    else assert.deepEqual(new Set(await list.column('name')), under);
  });
  await page.getByTestId('topic-only').getByText('Internal').click();
  await eventually(async () => {
    const names = await list.column('name');
    assert.ok(names.includes('__consumer_offsets') && names.includes('__transaction_state'), names.join(','));
  });
  // Kafka's own internal topics and the config's internal patterns (AKHQ's defaults: `_…`, `…_schemas`,
  // Connect's storage topics); no user topic.
  const names = await list.column('name');
  assert.ok(
    names.every((n) => /^_|_schemas$|connect-(configs?|offsets|status)$/.test(n)),
    names.join(','),
  );
  await screenshot(page, 'topics-list-only-internal');
});

browserTest('bulk empty and bulk delete ask once, naming each topic, and Kafka follows', async (page) => {
  const list = new TopicPages(page);
  const [a, b, c] = topics as [string, string, string];
  await list.openList('main', `?search=${prefix}`);
  await list.row(a).getByTestId('row-select').check();
  await list.row(c).getByTestId('row-select').check();
  assert.equal(await text(page.getByTestId('bulk-count')), '2 topics selected');
  await page.getByTestId('bulk-empty').click();
  const items = page.getByTestId('bulk-confirm-item');
  await eventually(async () => assert.deepEqual(await items.allInnerTexts(), [a, c]));
  await screenshot(page, 'topics-bulk-empty-confirm');
  await page.getByTestId('confirm-ok').click();
  await eventually(async () => {
    const counts = await recordCounts(topics);
    assert.deepEqual([counts.get(a), counts.get(b), counts.get(c)], [0, 9, 0]);
  });
  await eventually(async () => assert.equal(await list.cell(a, 'count'), '≈ 0'));
  // The selection was cleared after the action; select again for the delete.
  await list.row(a).getByTestId('row-select').check();
  await list.row(b).getByTestId('row-select').check();
  await page.getByTestId('bulk-delete').click();
  await eventually(async () => assert.deepEqual(await items.allInnerTexts(), [a, b]));
  assert.match(await text(page.getByTestId('bulk-confirm').getByRole('heading')), /Delete these 2 topics\?/);
  await page.getByTestId('confirm-ok').click();
  await eventually(async () => assert.deepEqual(await list.column('name'), [c]));
  const left = await topicNames();
  assert.ok(!left.has(a) && !left.has(b) && left.has(c));
});
