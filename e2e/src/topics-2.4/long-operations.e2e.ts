// Issue 15: long operations say what they wait for. Copy and Empty Topic show a line naming what is
// being done (with the seconds spent) while the request runs; the outcome is read back from Kafka's
// GetOffsetShell. The line can be shorter-lived than a poll, so a MutationObserver installed before
// the click records every text it had.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import { createTopic, deleteTopics, produce, recordCounts } from '@console/stack/list-kafka';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicPages } from '../pages/topic-pages.ts';

const suffix = Math.random().toString(36).slice(2, 8);
const source = `e2e-long-src-${suffix}`;
const target = `e2e-long-dst-${suffix}`;

after(async () => {
  await deleteTopics([source, target]);
});

/** Starts recording the texts the element with this test id shows; the returned function reads them. */
async function recordTexts(page: Page, testId: string): Promise<() => Promise<string[]>> {
  await page.evaluate((id) => {
    const seen: string[] = [];
    (window as unknown as { __seen: Record<string, string[]> }).__seen ??= {};
    (window as unknown as { __seen: Record<string, string[]> }).__seen[id] = seen;
    new MutationObserver(() => {
      const now = document.querySelector(`[data-testid="${id}"]`)?.textContent;
      if (now && seen.at(-1) !== now) seen.push(now);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, testId);
  return () =>
    page.evaluate(
      (id) => (window as unknown as { __seen: Record<string, string[]> }).__seen[id] ?? [],
      testId,
    );
}

browserTest('copying a topic says what it copies where while it runs', async (page) => {
  await createTopic(source, 3, 1);
  await createTopic(target, 3, 1);
  for (const p of [0, 1, 2]) await produce(source, p, 200);
  const topics = new TopicPages(page);
  await topics.open(`/ui/main/topic/${source}/copy`);
  await page.getByTestId('copy-partition-row').nth(2).waitFor();
  await page.getByTestId('copy-target-cluster').click();
  await page.getByRole('option', { name: 'main', exact: true }).click();
  await page.getByTestId('copy-target-topic').fill(target);
  const seen = await recordTexts(page, 'copy-pending');
  await page.getByTestId('copy-submit').click();
  await page.getByText(`600 records copied to '${target}' on 'main'`).waitFor();
  const texts = await seen();
  assert.ok(
    texts.some((t) => t === `Copying records from '${source}' on main to '${target}' on main… · 0 s`),
    `the wait was said: ${JSON.stringify(texts)}`,
  );
  await eventually(async () => assert.equal((await recordCounts([target])).get(target), 600));
});

browserTest('emptying a topic says it deletes up to the high watermark of its partitions', async (page) => {
  await eventually(async () => assert.equal((await recordCounts([source])).get(source), 600));
  const topics = new TopicPages(page);
  await topics.open(`/ui/main/topic/${source}/partitions`);
  const empty = page.getByTestId('topic-empty');
  await eventually(async () => assert.ok(await empty.isEnabled()));
  await empty.click();
  const seen = await recordTexts(page, 'topic-empty-pending');
  await topics.confirm();
  await eventually(async () =>
    assert.equal(await text(topics.notification('success')), `Topic '${source}' will be emptied`),
  );
  const texts = await seen();
  assert.ok(
    texts.includes('Deleting records up to the high watermark on 3 partitions… · 0 s'),
    `the wait was said: ${JSON.stringify(texts)}`,
  );
  await eventually(async () => assert.equal((await recordCounts([source])).get(source), 0));
  await screenshot(page, 'topic-emptied');
});
