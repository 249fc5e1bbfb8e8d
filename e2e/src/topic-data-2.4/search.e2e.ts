// Spec §4 search states and §5 filters over server-sent events: complete results, phrases,
// Not Contains, Stop.
import assert from 'node:assert/strict';
import { browserTest, eventually, screenshot, text } from '../harness.ts';
import { TopicDataPage } from '../pages/topic-data-pages.ts';

browserTest(
  'a key search over clickstream-1m finds all 7 needle-7 records and ends at 100 %',
  async (page) => {
    const data = new TopicDataPage(page);
    await data.openData('main', 'clickstream-1m');
    await data.filter('searchByKey', 'needle-7', 'Equals');
    await data.searchEnded();
    await eventually(async () => assert.equal(await data.rows.count(), 7));
    assert.match(await page.getByTestId('search-counters').innerText(), /1,000,000 scanned, 7 matches/);
    await screenshot(page, 'topic-data-search-needle');
  },
);

browserTest('a quoted phrase and Not Contains over two patterns filter values', async (page) => {
  const data = new TopicDataPage(page);
  await data.openData('main', 'logs-app');
  const first = (await (await page.request.get('/api/main/topic/logs-app/data?size=1')).json()) as {
    results: Array<{ value: string }>;
  };
  const phrase = (first.results[0]?.value ?? '').split(' ').slice(0, 2).join(' ');
  await data.filter('searchByValue', `"${phrase}"`);
  await data.searchEnded();
  await eventually(async () => assert.ok((await data.rows.count()) >= 1));
  for (const v of await data.column('value')) assert.ok(v.toLowerCase().includes(phrase.toLowerCase()), v);

  await data.openData('main', 'orders', 'partition=1');
  await data.filter('searchByValue', 'headset mouse', 'Not Contains');
  await data.searchEnded();
  const values = await data.column('value');
  assert.ok(values.length > 0);
  for (const v of values) assert.ok(!/headset|mouse/i.test(v), v);
});

browserTest('Stop ends a running search before 100 %', async (page) => {
  const data = new TopicDataPage(page);
  // A scan of 1,000,000 records takes a second or two, so on a busy machine it can end before the
  // click lands. Such a try proves nothing either way and is made again; a click that lands must
  // stop the search short of 100 %.
  for (let attempt = 1; ; attempt++) {
    await data.openData('main', 'clickstream-1m');
    await data.filter('searchByValue', `no-such-text-anywhere-${attempt}`);
    const landed = await page
      .getByTestId('search-stop')
      .click({ timeout: 10_000 })
      .then(() => true)
      .catch(async (error: unknown) => {
        const ended = (await page.getByTestId('search-percent').innerText()).startsWith('100.0');
        if (!ended || attempt === 5) throw error;
        return false;
      });
    if (landed) break;
  }
  await page.getByTestId('search-stop').waitFor({ state: 'detached' });
  const percent = Number.parseFloat(await page.getByTestId('search-percent').innerText());
  assert.ok(percent < 100, `stopped at ${percent} %`);
  await screenshot(page, 'topic-data-search-stopped');
});

browserTest(
  'a search the server refuses, or that fails on the way, shows the server’s message',
  async (page) => {
    const data = new TopicDataPage(page);
    // Refused before the stream starts: a malformed cursor answers 400 with a message naming it.
    await data.openData('main', 'orders', 'searchByKey=x_C&after=zz');
    await eventually(async () => assert.match(await text(data.notification('warning')), /after: must be/));

    // Failed during the stream: the searchError event's message is shown, and the search stops.
    await page.route(
      (url) => url.pathname.endsWith('/data/search'),
      (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/event-stream',
          body:
            'event: searchBody\ndata: {"percent":10}\n\n' +
            'event: searchError\ndata: {"message":"Kafka refused reading orders: broker gone"}\n\n',
        }),
    );
    await data.openData('main', 'orders', 'searchByKey=y_C');
    await eventually(async () =>
      assert.equal(await text(data.notification('error')), 'Kafka refused reading orders: broker gone'),
    );
    await page.getByTestId('search-stop').waitFor({ state: 'detached' });
    await screenshot(page, 'topic-data-search-error');
  },
);
