// Spec §2.4 data tab, issue 14 items 3 and 4 and the programmable filters: empty time pickers say
// so and filter nothing, a chosen time is shown as it filters; every active filter is a removable
// chip; CEL filters (matching, matching nothing, a syntax error shown at the input); saved filters.
// What the table shows is compared with what kcat reads from Kafka.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';
import { createTopic, kcatProduce, kcatRecords, produceAt, topicName } from './kafka-tools.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** The picker's text for a time: DD-MM-YYYY HH:mm, with seconds and milliseconds when it has them. */
function pickerText(d: Date): string {
  const base = `${pad(d.getDate())}-${pad(d.getMonth() + 1)}-${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (d.getSeconds() === 0 && d.getMilliseconds() === 0) return base;
  return `${base}:${pad(d.getSeconds())}${d.getMilliseconds() ? `.${pad(d.getMilliseconds(), 3)}` : ''}`;
}

const sortedKeys = (list: Array<{ key: string | null }>) => list.map((r) => r.key ?? '').sort();

browserTest(
  'an empty time picker says so and filters nothing; a chosen time is shown exactly as it filters',
  async (page) => {
    const topic = topicName('time');
    await createTopic(topic);
    const now = Date.now();
    const day = 86_400_000;
    await produceAt(topic, [
      { key: 'old-1', value: '1', timestamp: now - 3 * day },
      { key: 'old-2', value: '2', timestamp: now - 2 * day - 1234 },
      { key: 'old-3', value: '3', timestamp: now - 2 * day + 1000 },
      { key: 'new-1', value: '4', timestamp: now - 1000 },
      { key: 'new-2', value: '5', timestamp: now },
    ]);
    const kafka = await kcatRecords(topic);
    const data = new TopicDataPage(page);
    await data.openData('main', topic);

    // Nothing chosen: both fields are empty and say what that means, and every record is listed.
    const start = page.getByTestId('data-timestamp');
    const end = page.getByTestId('data-end-timestamp');
    assert.equal(await start.inputValue(), '');
    assert.equal(await start.getAttribute('placeholder'), 'Earliest');
    assert.equal(await end.inputValue(), '');
    assert.equal(await end.getAttribute('placeholder'), 'Latest');
    await eventually(async () => assert.deepEqual((await data.column('key')).sort(), sortedKeys(kafka)));
    assert.equal(await data.chips.count(), 0);
    await screenshot(page, 'topic-data-time-empty');

    // Today 00:00 picked in the picker: the field, the chip and the URL say that time, and the rows
    // are the records Kafka holds from then on.
    await start.click();
    await page.getByRole('button', { name: '00:00', exact: true }).click();
    await page.getByTestId('data-timestamp-done').click();
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    assert.equal(await start.inputValue(), pickerText(midnight));
    assert.deepEqual(await data.chipLabels(), [`From ${pickerText(midnight)}`]);
    assert.equal(new URL(page.url()).searchParams.get('timestamp'), midnight.toISOString());
    const fromMidnight = kafka.filter((r) => r.ts >= midnight.getTime());
    await eventually(async () =>
      assert.deepEqual((await data.column('key')).sort(), sortedKeys(fromMidnight)),
    );
    await screenshot(page, 'topic-data-time-chosen');

    // Its chip removes it: empty again, everything listed.
    await data.chip('timestamp').getByTestId('filter-chip-remove').click();
    assert.equal(await start.inputValue(), '');
    await eventually(async () => assert.equal(await data.rows.count(), kafka.length));

    // An end time from a link, to the millisecond: shown to the millisecond, and what filters.
    const cut = new Date(kafka.find((r) => r.key === 'old-2')?.ts ?? 0);
    await data.openData('main', topic, `endTimestamp=${encodeURIComponent(cut.toISOString())}`);
    assert.equal(await end.inputValue(), pickerText(cut));
    assert.deepEqual(await data.chipLabels(), [`To ${pickerText(cut)}`]);
    await eventually(async () =>
      assert.deepEqual(
        (await data.column('key')).sort(),
        sortedKeys(kafka.filter((r) => r.ts <= cut.getTime())),
      ),
    );
  },
);

/** Records whose JSON values a CEL filter can look into: customers c-0..c-4, totals 0..90. */
async function ordersTopic(): Promise<string> {
  const topic = topicName('cel');
  await createTopic(topic, { partitions: 2 });
  for (const partition of [0, 1])
    await kcatProduce(
      topic,
      Array.from({ length: 5 }, (_, i) => ({
        key: `k-${partition}-${i}`,
        value: JSON.stringify({ customer: { id: `c-${i}` }, total: (partition * 5 + i) * 10, note: 'x' }),
      })),
      { partition, headers: [`source=${partition === 0 ? 'pos' : 'web'}`] },
    );
  return topic;
}

type Order = { customer: { id: string }; total: number };
const orderOf = (r: { payload: string | null }) => JSON.parse(r.payload ?? '{}') as Order;

browserTest('filters are chips: each removes only itself, Clear all removes them all', async (page) => {
  const topic = await ordersTopic();
  const kafka = await kcatRecords(topic);
  const data = new TopicDataPage(page);
  await data.openData('main', topic, 'partition=1');
  await data.filter('searchByKey', 'k-1-', 'Contains');
  await data.searchEnded();
  await data.celFilter('value.total >= 70');
  await data.searchEnded();
  assert.deepEqual(await data.chipLabels(), [
    'Partition 1',
    'Key contains k-1-',
    'Filter: value.total >= 70',
  ]);
  const both = kafka.filter((r) => r.partition === 1 && orderOf(r).total >= 70);
  await eventually(async () => assert.deepEqual((await data.column('key')).sort(), sortedKeys(both)));
  await screenshot(page, 'topic-data-filter-chips');

  // Removing the partition chip: both partitions, still both filters.
  await data.chip('partition').getByTestId('filter-chip-remove').click();
  await data.searchEnded();
  assert.deepEqual(await data.chipLabels(), ['Key contains k-1-', 'Filter: value.total >= 70']);
  assert.equal(new URL(page.url()).searchParams.get('partition'), null);
  await eventually(async () =>
    assert.deepEqual(
      (await data.column('key')).sort(),
      sortedKeys(kafka.filter((r) => r.key?.includes('k-1-') && orderOf(r).total >= 70)),
    ),
  );

  // Clear all: no chip, no filter in the URL, every record of the topic.
  await page.getByTestId('filter-chips-clear').click();
  assert.equal(await data.chips.count(), 0);
  const params = [...new URL(page.url()).searchParams.keys()];
  assert.ok(!params.some((p) => p.startsWith('searchBy') || p === 'filter'), params.join());
  await eventually(async () => assert.deepEqual((await data.column('key')).sort(), sortedKeys(kafka)));
});

browserTest(
  'a CEL filter keeps the matching records, says when none match, and shows a syntax error at the input',
  async (page) => {
    const topic = await ordersTopic();
    const kafka = await kcatRecords(topic);
    const data = new TopicDataPage(page);
    await data.openData('main', topic);

    await data.celFilter("value.customer.id == 'c-3' && headers['source'] == 'web'");
    await data.searchEnded();
    const matching = kafka.filter((r) => orderOf(r).customer.id === 'c-3' && r.partition === 1);
    assert.equal(matching.length, 1);
    await eventually(async () => assert.deepEqual(await data.column('key'), sortedKeys(matching)));
    assert.match(await text(page.getByTestId('search-counters')), /10 scanned, 1 matches/);

    await data.celFilter('value.total > 1000');
    await data.searchEnded();
    await data.table.getByTestId('table-empty').waitFor();
    assert.equal(await text(page.getByTestId('data-end')), 'No record of the range matches.');
    assert.equal(await page.getByTestId('data-next-page').count(), 0);

    // A syntax error: the dropdown stays open with the server's message (naming the position) under
    // the input, and the filter shown before stays applied.
    await data.celFilter('value.total >');
    const error = page.getByTestId('filter-form').getByText(/line 1, column/);
    await error.waitFor();
    assert.match(await text(error), /^filter: .*line 1, column \d+/);
    assert.equal(new URL(page.url()).searchParams.get('filter'), 'value.total > 1000');
    await screenshot(page, 'topic-data-cel-syntax-error');
  },
);

browserTest(
  'a saved filter is applied with one click, kept in the browser, and can be deleted',
  async (page) => {
    const topic = await ordersTopic();
    const kafka = await kcatRecords(topic);
    const data = new TopicDataPage(page);
    await data.openData('main', topic);
    await page.getByTestId('data-search-toggle').click();
    await page.getByTestId('filter-cel').fill('value.total < 30');
    await page.getByTestId('filter-save-name').fill('Small orders');
    await page.getByTestId('filter-save').click();
    await page.getByText("Filter 'Small orders' saved").waitFor();
    await page.keyboard.press('Escape');
    assert.equal(await data.chips.count(), 0);

    const saved = page.locator('[data-testid="saved-filter"][data-name="Small orders"]');
    await saved.click();
    await data.searchEnded();
    assert.deepEqual(await data.chipLabels(), ['Filter: value.total < 30']);
    await eventually(async () =>
      assert.deepEqual(
        (await data.column('key')).sort(),
        sortedKeys(kafka.filter((r) => orderOf(r).total < 30)),
      ),
    );
    await screenshot(page, 'topic-data-saved-filter');

    // Kept in this browser: there after a reload, on another topic too; deleted from the menu.
    await data.openData('main', 'orders');
    await saved.waitFor();
    await page.getByTestId('saved-filters-menu').click();
    await page.getByTestId('saved-filter-delete').click();
    await saved.waitFor({ state: 'detached' });
  },
);
