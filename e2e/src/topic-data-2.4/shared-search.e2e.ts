// Two tabs opening the same search at the same time (the server may run it once for both,
// routes/shared-search.ts): each shows every match and the whole scan's counters, as a search of
// its own would. Whether the second joined the first's scan is the server tests' business
// (server/test/shared-search.int.ts counts the scans); this is what each user sees either way.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

browserTest(
  'two tabs searching clickstream-1m for the same key at once each show all 7 needle-7 records',
  async (page) => {
    const second = await page.context().newPage();
    const tabs = [new TopicDataPage(page), new TopicDataPage(second)];
    // The server shares a scan between identical requests: both tabs ask the same URL.
    const asked: string[] = [];
    page.context().on('request', (r) => {
      if (r.url().includes('/data/search')) asked.push(r.url());
    });
    // The second tab opens while the first one's search is running.
    await tabs[0]?.openData('main', 'clickstream-1m', 'searchByKey=needle-7_E');
    await tabs[1]?.openData('main', 'clickstream-1m', 'searchByKey=needle-7_E');
    for (const [i, tab] of tabs.entries()) {
      await tab.searchEnded();
      await eventually(async () => assert.equal(await tab.rows.count(), 7));
      assert.match(await tab.page.getByTestId('search-counters').innerText(), /1,000,000 scanned, 7 matches/);
      assert.deepEqual(await tab.column('key'), Array(7).fill('needle-7'));
      await screenshot(tab.page, `topic-data-shared-search-tab-${i + 1}`);
    }
    assert.deepEqual(await tabs[1]?.rowIds(), await tabs[0]?.rowIds());
    assert.equal(asked.length, 2);
    assert.equal(asked[1], asked[0]);
  },
);
