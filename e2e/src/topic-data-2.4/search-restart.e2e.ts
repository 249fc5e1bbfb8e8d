// Issue 17: a console stopped with SIGTERM (a rolling restart) while a search runs in the data tab.
// The server ends the search's stream with `serverRestart`; the page says the search was cut by
// the restart (its partial results are not final) and, once the next process answers on the same
// address, running the search again reads the whole topic again.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { restartingConsole } from '../restarting-console.ts';

browserTest(
  'a server restart during a search: the page says so, and the search runs again on the next process',
  async (page) => {
    const running = await restartingConsole();
    try {
      const data = new TopicDataPage(page);
      await page.goto(`${running.url}/ui/main/topic/clickstream-1m/data`);
      await page.getByTestId('topic-data-tab').waitFor();
      await data.filter('searchByValue', 'no-such-text-anywhere');
      await page.getByTestId('search-stop').waitFor({ timeout: 30_000 });
      await eventually(async () =>
        assert.ok(Number.parseFloat(await text(page.getByTestId('search-percent'))) > 0, 'no progress yet'),
      );

      await running.stop();
      await eventually(async () =>
        assert.match(await text(page.getByTestId('data-error')), /The server restarted during the search/),
      );
      await screenshot(page, 'topic-data-search-server-restarted');

      // Partial results are not shown as final: the search is over, its counters stay where it was cut.
      assert.equal(await page.getByTestId('search-stop').count(), 0);
      const cutAt = await text(page.getByTestId('search-counters'));

      await running.start();
      await page.getByTestId('data-refresh').click();
      // The same search from the start on the next process: no error, counting again from zero.
      await eventually(async () => assert.equal(await page.getByTestId('data-error').count(), 0));
      await eventually(async () => assert.equal(await page.getByTestId('notification-error').count(), 0));
      await page.getByTestId('search-stop').waitFor({ timeout: 30_000 });
      await eventually(
        async () => {
          const counters = await text(page.getByTestId('search-counters'));
          assert.match(counters, /^[\d,]+ scanned, 0 matches/);
          assert.notEqual(counters, cutAt);
        },
        { timeoutMs: 30_000 },
      );
      await screenshot(page, 'topic-data-search-after-restart');
      // No Stop click here: the scan of 1M records may already be over, and stopping the
      // console below ends it anyway.
    } finally {
      await running.stop();
    }
  },
);
