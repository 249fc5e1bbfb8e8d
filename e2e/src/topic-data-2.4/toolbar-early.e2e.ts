// Issue 17: the data tab's toolbar and Download menu first show as a light look of themselves
// (toolbar-ghost.tsx) until the rows paint. A click on that look, made before the rows come, does
// what it looks like it does: the real control comes and opens. And with something chosen (the look
// then only holds the toolbar's room), the rows do not move when the toolbar comes, even on a
// narrow screen where it wraps. The rows' answer and the toolbar's code are held back with
// page.route, so the clicks land on the look whatever the machine's speed.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

/** Holds the requests `match` accepts until `release()`; `asked` says whether one came. */
async function hold(page: Page, match: (url: URL) => boolean) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => match(url),
    async (route) => {
      asked = true;
      await gate;
      await route.continue().catch(() => {}); // the page may have gone meanwhile
    },
  );
  return { release, asked: () => asked };
}

const rowsOf = (topic: string) => (url: URL) => url.pathname === `/api/main/topic/${topic}/data`;
const toolbarCode = (url: URL) => /\/assets\/topic-data-toolbar-[^/]*\.js$/.test(url.pathname);
const downloadCode = (url: URL) => /\/assets\/download-menu-[^/]*\.js$/.test(url.pathname);

browserTest("a click on the toolbar's look before the rows come opens the Search dropdown", async (page) => {
  const data = new TopicDataPage(page);
  const rows = await hold(page, rowsOf('orders'));
  const code = await hold(page, toolbarCode);
  await data.openData('main', 'orders');
  await eventually(() => assert.ok(code.asked(), "the toolbar's code is asked for"));
  await page.getByTestId('data-toolbar-ghost').locator('button', { hasText: 'Search' }).click();
  code.release();
  await page.getByTestId('filter-form').waitFor();
  assert.ok(rows.asked(), 'the rows were asked for');
  assert.equal(await data.rows.count(), 0, 'the rows are still held back');
  await screenshot(page, 'topic-data-early-search');
  rows.release();
  await eventually(async () => assert.equal(await data.rows.count(), 50));
  assert.ok(await page.getByTestId('filter-form').isVisible(), 'the dropdown stays open');
});

browserTest("a click on the look's Sort, then on an option, sorts as the real Select does", async (page) => {
  const data = new TopicDataPage(page);
  const rows = await hold(page, rowsOf('orders'));
  const code = await hold(page, toolbarCode);
  await data.openData('main', 'orders', 'partition=0');
  await eventually(() => assert.ok(code.asked(), "the toolbar's code is asked for"));
  await page.getByTestId('data-toolbar-ghost').locator('input').first().click();
  code.release();
  await page.getByRole('option', { name: 'Newest', exact: true }).click();
  await eventually(() => assert.match(page.url(), /[?&]sort=Newest/));
  rows.release();
  await eventually(async () => assert.equal(await data.rows.count(), 50));
});

browserTest("a click on the Download button's look before the rows come opens its menu", async (page) => {
  const data = new TopicDataPage(page);
  const rows = await hold(page, rowsOf('orders'));
  const code = await hold(page, downloadCode);
  await data.openData('main', 'orders');
  await eventually(() => assert.ok(code.asked(), "the Download menu's code is asked for"));
  await page.getByTestId('data-download-ghost').locator('button').click();
  code.release();
  await page.getByTestId('download-all-json').waitFor();
  assert.equal(await data.rows.count(), 0, 'the rows are still held back');
  await screenshot(page, 'topic-data-early-download');
  rows.release();
});

browserTest('on an 800 px screen the rows stay where they are when the toolbar comes', async (page) => {
  await page.setViewportSize({ width: 800, height: 860 });
  const data = new TopicDataPage(page);
  const code = await hold(page, toolbarCode);
  // Something chosen: the toolbar comes at once, and its room stands in while its code loads.
  await data.openData('main', 'orders', 'partition=0&offset=10');
  await page.getByTestId('data-toolbar-room').waitFor({ state: 'attached' });
  await eventually(async () => assert.equal(await data.rows.count(), 50));
  const chips = page.getByTestId('filter-chips');
  const before = await chips.boundingBox();
  await screenshot(page, 'topic-data-narrow-toolbar-room');
  code.release();
  await page.getByTestId('data-toolbar').waitFor();
  const after = await chips.boundingBox();
  await screenshot(page, 'topic-data-narrow-toolbar');
  // The toolbar wraps to more than one line here: the room was as tall.
  const toolbar = await page.getByTestId('data-toolbar').boundingBox();
  assert.ok((toolbar?.height ?? 0) > 60, `the toolbar wraps (${toolbar?.height} px)`);
  assert.equal(after?.y, before?.y, 'the chips (and the rows below them) did not move');
});
