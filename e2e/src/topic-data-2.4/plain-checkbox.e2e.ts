// Issue 17: a row's selection box is plain DOM dressed with Mantine's Checkbox classes and
// variables (web/src/components/data-table/light.tsx), the header's is Mantine's own Checkbox.
// They must look the same, unchecked and checked: this fails when a Mantine upgrade changes what
// the plain one copies (size, radius, colours, the check mark).
import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';
import { browserTest, eventually } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

/** What a user sees of a checkbox: its box and its check mark. */
const look = (input: Locator) =>
  input.evaluate((el) => {
    const box = getComputedStyle(el);
    const mark = el.parentElement?.querySelector('svg');
    const icon = mark ? getComputedStyle(mark) : undefined;
    return {
      width: box.width,
      height: box.height,
      radius: box.borderRadius,
      border: `${box.borderTopWidth} ${box.borderTopStyle} ${box.borderTopColor}`,
      background: box.backgroundColor,
      cursor: box.cursor,
      markColor: icon?.color,
      markWidth: icon?.width,
      markOpacity: icon?.opacity,
    };
  });

browserTest("a row's selection box looks like the header's Mantine checkbox", async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'orders', 'partition=0');
  await eventually(async () => assert.equal(await data.rows.count(), 50));
  const header = data.table.getByTestId('row-select-all');
  const row = data.row(0, 0).getByTestId('row-select');
  assert.deepEqual(await look(row), await look(header));

  await header.check();
  await eventually(async () => assert.equal(await row.isChecked(), true));
  // Mantine's check mark fades in: compare once both have settled.
  await eventually(async () => assert.deepEqual(await look(row), await look(header)));
  const checked = await look(row);
  assert.notEqual(checked.background, 'rgba(0, 0, 0, 0)', 'a checked box is filled');
  assert.equal(checked.markOpacity, '1');
});
