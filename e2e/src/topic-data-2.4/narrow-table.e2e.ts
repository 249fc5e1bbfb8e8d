// The data tab in a narrow window (800 px, the sidebar open): the records table keeps room for the
// key and the value and scrolls sideways, instead of giving them nothing under their neighbours'
// headers (the fixed layout shared only what the sized columns left, which was nothing).
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

browserTest(
  'in an 800 px window the key and value columns keep their room; the table scrolls sideways',
  async (page) => {
    await page.setViewportSize({ width: 800, height: 900 });
    const data = new TopicDataPage(page);
    await data.openData('main', 'orders');
    await eventually(async () => assert.ok((await data.rows.count()) > 0));
    const box = async (id: string) => {
      const found = await page.getByTestId(`header-${id}`).boundingBox();
      assert.ok(found, `header ${id}`);
      return found;
    };
    const key = await box('key');
    const value = await box('value');
    const timestamp = await box('timestamp');
    assert.ok(key.width >= 60, `key column ${key.width} px wide`);
    assert.ok(value.width >= 100, `value column ${value.width} px wide`);
    // Side by side, not on top of each other.
    assert.ok(
      key.x + key.width <= value.x + 1,
      `key ends at ${key.x + key.width}, value starts at ${value.x}`,
    );
    assert.ok(value.x + value.width <= timestamp.x + 1, 'value overlaps the timestamp');
    // The first row's key is readable text, as wide as its column allows.
    assert.match(await data.column('key').then((keys) => keys[0] ?? ''), /\S/);
    const scroller = page.getByTestId('records-table').locator('xpath=..');
    const [scrollWidth, clientWidth] = await scroller.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    assert.ok(scrollWidth > clientWidth, `the table scrolls sideways (${scrollWidth} > ${clientWidth})`);
    await screenshot(page, 'topic-data-narrow-window');
  },
);
