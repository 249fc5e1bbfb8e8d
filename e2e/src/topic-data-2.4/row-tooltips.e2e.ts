// Issue 17: a table's row icons and the data tab's times get their tooltip only once
// hovered (web/src/components/lazy-tooltip.tsx). What a user sees must not change: the tooltip
// shows on hover, goes when the pointer leaves, and shows again on the next hover.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

browserTest('row icons and record times show their tooltip on hover', async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'orders', 'partition=0');
  await eventually(async () => assert.equal(await data.rows.count(), 50));
  const tooltip = page.getByRole('tooltip');

  const details = data.rows.nth(1).getByTestId('row-action-details');
  await details.hover();
  await eventually(async () => assert.equal(await tooltip.textContent(), 'Details'));
  await screenshot(page, 'topic-data-row-tooltip');
  await page.getByTestId('data-size').hover();
  await eventually(async () => assert.equal(await tooltip.count(), 0));

  // The relative time's tooltip is the exact time, as the API gives it.
  const time = data.rows.nth(2).getByTestId('cell-timestamp').locator('p');
  await time.hover();
  const { results } = (await (
    await page.request.get('/api/main/topic/orders/data?partition=0&size=3')
  ).json()) as {
    results: Array<{ timestamp: string }>;
  };
  await eventually(async () =>
    assert.match((await tooltip.textContent()) ?? '', new RegExp(`^${results[2]?.timestamp}`)),
  );
  await page.getByTestId('data-size').hover();
  await eventually(async () => assert.equal(await tooltip.count(), 0));

  // A tooltip armed once opens again on the next hover, as any other.
  await details.hover();
  await eventually(async () => assert.equal(await tooltip.textContent(), 'Details'));
  // A click on the hovered icon still runs it: the inspector opens on that record.
  const id = await data.rows.nth(1).getAttribute('data-row-id');
  await details.click();
  await eventually(async () => assert.match(page.url(), new RegExp(`[?&]record=${id}(&|$)`)));

  await page.keyboard.press('Escape');
  await eventually(async () => assert.doesNotMatch(page.url(), /[?&]record=/));

  // A press that began before the tooltip came and ends after it is still a click on the icon.
  const fresh = data.rows.nth(4).getByTestId('row-action-details');
  const freshId = await data.rows.nth(4).getAttribute('data-row-id');
  await fresh.hover();
  await page.mouse.down();
  await eventually(async () => assert.equal(await tooltip.textContent(), 'Details'));
  await page.mouse.up();
  await eventually(async () => assert.match(page.url(), new RegExp(`[?&]record=${freshId}(&|$)`)));
});
