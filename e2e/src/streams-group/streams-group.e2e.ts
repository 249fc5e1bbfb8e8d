// Issue 16, streams groups (KIP-1071): the streams-group page over a real Kafka Streams application
// (WordCountDemo, group.protocol=streams), compared with Kafka's StreamsGroupCommand; reset and
// delete once the application stopped, read back with the same tool.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before } from 'node:test';
import { produce } from '@console/stack/list-kafka';
import {
  ensureWordCountTopics,
  groupsTool,
  type StreamsApp,
  startWordCount,
  WORDCOUNT_INPUT,
} from '@console/stack/streams-app';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';

const id = `e2e-streams-${randomUUID().slice(0, 8)}`;
const joins = { timeoutMs: 120_000, intervalMs: 1000, what: 'the streams application in the group' };
let app: StreamsApp;

before(async () => {
  await ensureWordCountTopics();
  await produce(WORDCOUNT_INPUT, 1, 4);
  app = startWordCount(id);
  await eventually(async () => {
    const out = await groupsTool(['--describe', '--group', id, '--members']);
    assert.match(out, /ACTIVE: /);
  }, joins);
});
after(async () => {
  await app?.stop();
  await groupsTool(['--delete', '--group', id, '--delete-all-internal-topics']).catch(() => {});
});

const rowOf = (out: string) =>
  out
    .split('\n')
    .find((l) => l.startsWith(`${id} `))
    ?.trim()
    .split(/\s+/) ?? [];

browserTest(
  'a running streams group shows its topology, members and lag as StreamsGroupCommand does',
  async (page) => {
    const p = new ConsolePage(page);
    await p.open(`/ui/main/streams-group/${id}`);
    await eventually(
      async () => assert.equal(await text(page.getByTestId('streams-group-state')), 'STABLE'),
      joins,
    );
    assert.equal(await text(p.title), `Streams group: ${id}`);
    // WordCountDemo: subtopology 0 reads the input and writes a repartition topic the count reads.
    const store = `${id}-KSTREAM-AGGREGATE-STATE-STORE-0000000003`;
    assert.equal(await page.getByTestId('subtopology').count(), 2);
    assert.equal(await text(page.getByTestId('source-topic')), WORDCOUNT_INPUT);
    assert.equal(await text(page.getByTestId('repartition-sink-topic')), `${store}-repartition`);
    assert.equal(await text(page.getByTestId('changelog-topic')), `${store}-changelog`);
    assert.equal(await page.getByTestId('streams-delete').isDisabled(), true);
    assert.equal(await page.getByTestId('streams-reset').isDisabled(), true);
    await screenshot(page, 'streams-group-topology');

    await page.getByTestId('tab-members').click();
    const member = page.getByTestId('streams-members-table').getByTestId('table-row');
    await member.first().waitFor();
    const [, , processId, clientId] = rowOf(await groupsTool(['--describe', '--group', id, '--members']));
    assert.equal(await text(member.getByTestId('cell-processId')), processId);
    assert.equal(await text(member.getByTestId('cell-clientId')), clientId);
    assert.match(await text(member.getByTestId('cell-active')), /0: 0,1,2\s*1: 0,1,2/);
    await screenshot(page, 'streams-group-members');

    await page.getByTestId('tab-lag').click();
    const lagRows = page.getByTestId('streams-lag-table').getByTestId('table-row');
    await eventually(async () => assert.equal(await lagRows.count(), 6));
    assert.match(page.url(), /\/streams-group\/[^/]+\/lag$/);
    await screenshot(page, 'streams-group-lag');
  },
);

browserTest('once stopped, offsets reset to earliest and the group is deleted', async (page) => {
  await app.stop();
  const p = new ConsolePage(page);
  await p.open(`/ui/main/streams-group/${id}/lag`);
  await eventually(
    async () => assert.equal(await text(page.getByTestId('streams-group-state')), 'EMPTY'),
    joins,
  );
  const reset = page.getByTestId('streams-reset');
  await eventually(async () => assert.equal(await reset.isEnabled(), true));
  await reset.click();
  await page.getByTestId('reset-earliest').click();
  assert.equal(
    await text(page.getByTestId('confirm-message')),
    `Reset the offsets of streams group '${id}' on '${WORDCOUNT_INPUT}' to earliest?`,
  );
  await page.getByTestId('confirm-ok').click();
  await p.notification('success').waitFor();
  // The tool reads an empty group's committed offsets as a dry-run reset to the current ones.
  const committed = await groupsTool([
    '--reset-offsets',
    '--group',
    id,
    '--all-input-topics',
    '--to-current',
    '--dry-run',
  ]);
  const inputRows = committed
    .split('\n')
    .filter((l) => l.startsWith(`${id} `) && l.includes(WORDCOUNT_INPUT));
  assert.equal(inputRows.length, 3);
  for (const row of inputRows) assert.equal(row.trim().split(/\s+/)[3], '0', row);
  // The lag tab shows the records to process again: the 4 written before the start, at least.
  await eventually(async () => {
    const lag = await text(page.getByTestId('streams-lag-table').getByTestId('total-lag'));
    assert.ok(Number(lag) >= 4, `total lag ${lag}`);
  });
  await screenshot(page, 'streams-group-reset');

  await page.getByTestId('streams-delete').click();
  await page.getByTestId('confirm-ok').click();
  await p.waitForPath('/ui/main/group');
  const listed = await groupsTool(['--list']);
  assert.ok(
    !listed
      .split('\n')
      .map((l) => l.trim())
      .includes(id),
  );
});

browserTest('a group that is not a streams group says so', async (page) => {
  const p = new ConsolePage(page);
  await p.open('/ui/main/streams-group/no-such-streams-app');
  await page.getByTestId('not-found-state-text').waitFor();
  assert.match(await text(page.getByTestId('not-found-state-text')), /is not a streams group/);
});
