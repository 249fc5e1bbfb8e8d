// Issue 17: the overview's largest-lag list holds groups of every type, each shown with its type
// and linked to its own page. A share group with state and no member (made by Kafka's
// ShareGroupCommand) lags by every record of its topic; its entry opens the share group's page.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import type { ClusterOverview } from '@console/contract';
import { createTopic, deleteTopics, produce } from '@console/stack/list-kafka';
import { lagToRank } from '@console/stack/overview-lag';
import { deleteShareGroup, describedOffsets, shareGroupAtEarliest } from '@console/stack/share-kafka';
import { baseUrl, browserTest, eventually, screenshot, text } from '../harness.ts';
import { ConsolePage } from '../pages/console-page.ts';

const suffix = randomBytes(4).toString('hex');
const topic = `e2e-overview-lag-${suffix}`;
const group = `e2e-overview-lag-${suffix}-share`;
// Records of the topic, all lag: set in before() so the entry is in the top 10 whatever lag the
// shared cluster's other groups (the demo's, other tests') have.
let RECORDS = 2000;

before(async () => {
  // The list is from the server's last sampling round.
  const { topLag } = (await (await fetch(`${baseUrl}/api/main/overview`)).json()) as ClusterOverview;
  RECORDS = Math.max(RECORDS, lagToRank(topLag, [group]));
  await createTopic(topic, 1, 1);
  await produce(topic, 0, RECORDS);
  await shareGroupAtEarliest(group, topic);
});
after(async () => {
  await deleteShareGroup(group).catch(() => {});
  await deleteTopics([topic]).catch(() => {});
});

browserTest(
  "a share group's largest-lag entry shows its type and opens the share group's page",
  async (page) => {
    // What Kafka counts: every record of the topic, none delivered.
    const lag = (await describedOffsets(group)).reduce((sum, row) => sum + (row.lag ?? 0), 0);
    assert.equal(lag, RECORDS);
    const app = new ConsolePage(page);
    await app.open('/ui/main/overview');
    const entry = page.getByTestId(`top-lag-${group}`);
    // The group appears in the server's next sampling round (every 30 s).
    await eventually(
      async () => {
        await page.reload();
        await entry.waitFor({ timeout: 5000 });
      },
      { timeoutMs: 80_000, intervalMs: 5000, what: "the share group's entry in the largest lag" },
    );
    assert.equal(await text(entry.getByTestId('group-type')), 'Share');
    assert.match(await text(entry), new RegExp(`${RECORDS.toLocaleString('en-US')}$`));
    await entry.scrollIntoViewIfNeeded();
    await screenshot(page, 'overview-top-lag-share');
    await entry.getByRole('link', { name: group }).click();
    await app.waitForPath(`/ui/main/share-group/${group}`);
    await eventually(async () => assert.equal(await text(app.title), `Share group: ${group}`));
    // The group's page says the same lag.
    const facts = page.getByTestId('share-facts');
    await facts.waitFor();
    assert.match(await text(facts), new RegExp(`Lag: ${RECORDS.toLocaleString('en-US')}\\b`));
    await screenshot(page, 'overview-top-lag-share-opened');
  },
);
