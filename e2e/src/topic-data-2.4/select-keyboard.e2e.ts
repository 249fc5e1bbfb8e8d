// Issue 17: closed Select dropdowns are not kept in the page, yet ArrowDown on a closed Select
// still opens it with the chosen option highlighted (Mantine's own behaviour), the next ArrowDown
// moves to the option after it, and Enter picks that one.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

browserTest('ArrowDown opens a Select on its chosen option and moves on from there', async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'orders', 'partition=1');
  await eventually(async () => assert.ok((await data.rows.count()) > 0));
  const partition = page.getByTestId('data-partition');
  const highlighted = page.locator('[role="listbox"] [data-combobox-selected]');

  await partition.focus();
  await page.keyboard.press('ArrowDown');
  await eventually(async () => assert.equal(await text(highlighted), '1'));
  // Announced too: the input names the highlighted option as its active descendant.
  const highlightedId = await highlighted.getAttribute('id');
  assert.ok(highlightedId, 'the highlighted option has an id');
  assert.equal(await partition.getAttribute('aria-activedescendant'), highlightedId);
  await screenshot(page, 'data-tab-partition-select-keyboard');
  await page.keyboard.press('ArrowDown');
  await eventually(async () => assert.equal(await text(highlighted), '2'));
  await page.keyboard.press('Enter');
  await eventually(async () => assert.match(page.url(), /[?&]partition=2\b/));
  assert.equal(await partition.inputValue(), '2');

  // Closed again, ArrowUp opens it on the new choice.
  await partition.focus();
  await page.keyboard.press('ArrowUp');
  await eventually(async () => assert.equal(await text(highlighted), '2'));
  await page.keyboard.press('Escape');
  await eventually(async () => assert.equal(await highlighted.count(), 0));
});
