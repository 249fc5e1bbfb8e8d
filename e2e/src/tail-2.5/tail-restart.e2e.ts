// Issue 17: a console stopped with SIGTERM (a rolling restart) tells the open tail so; the page
// says "The server is restarting; reconnecting…", reconnects at once to the next process on the
// same address and goes on from its last offsets (the stack's producer writes ~1 record/s into
// live-events). And the per-user cap on streams: a tail over the cap shows the server's 429 message.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { restartingConsole } from '../restarting-console.ts';

const TOPIC = 'live-events';
const rows = (page: Page) => page.getByTestId('tail-table').getByTestId('table-row');

/** Partition,offset of every row shown. */
async function shown(page: Page): Promise<string[]> {
  const partitions = await rows(page).getByTestId('cell-partition').allInnerTexts();
  const offsets = await rows(page).getByTestId('cell-offset').allInnerTexts();
  return partitions.map((p, i) => `${p},${offsets[i]}`);
}

browserTest(
  'a server restart: the tail says so, reconnects to the next process and loses nothing',
  async (page) => {
    // One stream per user on the second process, to see the cap's answer in a second tab.
    const running = await restartingConsole();
    try {
      await page.goto(`${running.url}/ui/main/tail?topicId=${TOPIC}`);
      await eventually(async () => assert.equal(await text(page.getByTestId('tail-state')), 'STARTED'));
      await eventually(async () => assert.ok((await rows(page).count()) >= 2, 'no records yet'), {
        timeoutMs: 15_000,
      });
      const before = await shown(page);

      await running.stop();
      await eventually(async () =>
        assert.equal(await text(page.getByTestId('tail-notice')), 'The server is restarting; reconnecting…'),
      );
      await screenshot(page, 'tail-server-restarting');
      assert.equal(await text(page.getByTestId('tail-state')), 'STARTED');
      assert.equal(await page.getByTestId('tail-error').count(), 0);

      await running.start({ env: { CONSOLE__SERVER__STREAMS_PER_USER: '1' } });
      await eventually(async () => assert.equal(await page.getByTestId('tail-notice').count(), 0), {
        timeoutMs: 15_000,
      });
      // Records written while no server ran and after are shown: the next offsets, none twice.
      await eventually(
        async () => {
          const now = await shown(page);
          assert.ok(now.length >= before.length + 3, `only ${now.length} rows`);
          assert.equal(new Set(now).size, now.length, 'a record shown twice');
          const offsets = now.map((r) => Number(r.split(',')[1])).sort((a, b) => a - b);
          for (let i = 1; i < offsets.length; i++)
            assert.equal(offsets[i], (offsets[i - 1] ?? 0) + 1, 'a gap');
        },
        { timeoutMs: 20_000 },
      );
      assert.equal(await text(page.getByTestId('tail-state')), 'STARTED');
      await screenshot(page, 'tail-after-restart');

      // The same user (same address) opening a second tail is over the cap of one: the page says why.
      const second = await page.context().newPage();
      await second.goto(`${running.url}/ui/main/tail?topicId=${TOPIC}`);
      await eventually(async () =>
        assert.equal(
          await text(second.getByTestId('tail-error')),
          'You already have a search or stream open (at most 1 at once); close one and try again',
        ),
      );
      assert.equal(await text(second.getByTestId('tail-state')), 'STOPPED');
      await screenshot(second, 'tail-over-stream-cap');
    } finally {
      await running.stop();
    }
  },
);
