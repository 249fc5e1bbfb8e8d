import { Producer, stringSerializers } from '@platformatic/kafka';
import type { Browser, Page } from 'playwright-core';
import { BOOTSTRAP, benchName, createTopic, deleteTopic } from '../support.ts';
import type { PageGlobals } from './page-globals.ts';

// The longest list of the app: a live tail kept at 2,500 records (the other lists are paged at
// 25–50 rows). 1,000 records are sent at once to a topic of the bench's own; figures: from the
// send to the table holding all 1,000 (`allRowsMs`), then from scrolling to the bottom to the
// 1,000th row (the oldest, `k0`) painted (`scrollToLastMs`), and how many rows the DOM holds.

const COUNT = 1000;

/** Date.now() at the first animation frame where the tail's count reads `count /` (in the page). */
const allShown = (page: Page) =>
  page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const w = globalThis as unknown as PageGlobals;
        const tick = () =>
          (w.document.querySelector('[data-testid="tail-count"]')?.textContent ?? '').startsWith(`${count} /`)
            ? resolve(Date.now())
            : w.requestAnimationFrame(tick);
        tick();
      }),
    COUNT,
  );

/** Scrolls to the bottom; answers the time it took until the row keyed `k0` is painted. */
const scrollToOldest = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const w = globalThis as unknown as PageGlobals;
        const started = Date.now();
        w.scrollTo(0, w.document.documentElement.scrollHeight);
        const tick = () =>
          Array.from(w.document.querySelectorAll('[data-testid="tail-table"] [data-testid="cell-key"]')).some(
            (cell) => cell.textContent === 'k0',
          )
            ? resolve(Date.now() - started)
            : w.requestAnimationFrame(tick);
        tick();
      }),
  );

export async function longList(browser: Browser, base: string) {
  const topic = benchName('ui-long');
  await createTopic(topic, 1);
  const producer = new Producer({
    clientId: 'bench-ui',
    bootstrapBrokers: BOOTSTRAP.split(','),
    serializers: stringSerializers,
    acks: 1,
  });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 860 } });
  try {
    const page = await context.newPage();
    await page.goto(`/ui/main/tail?topicId=${topic}`);
    await page.getByTestId('tail-max').click();
    await page.getByRole('option', { name: '2500', exact: true }).click();
    await page.getByTestId('tail-toggle').click();
    await page
      .getByTestId('tail-state')
      .filter({ hasText: /^STARTED$/ })
      .waitFor();
    const messages = Array.from({ length: COUNT }, (_, i) => ({
      topic,
      key: `k${i}`,
      value: JSON.stringify({ i, pad: 'x'.repeat(80) }),
    }));
    const sent = Date.now();
    await producer.send({ messages });
    const all = await allShown(page);
    const domRows = await page.locator('[data-testid="tail-table"] [data-testid="table-row"]').count();
    const scrollToLastMs = await scrollToOldest(page);
    return {
      list: 'live tail, max 2,500 records',
      rows: COUNT,
      domRows,
      allRowsMs: all - sent,
      scrollToLastMs,
    };
  } finally {
    await context.close();
    await producer.close();
    await deleteTopic(topic);
  }
}
