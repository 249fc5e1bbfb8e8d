// The Chromium side every bench/ui script shares: the browser launched the same way, a page that
// notes when the watched rows are painted (pages.ts `watchScript`), the wait for a row, an in-app
// navigation as a link makes it, and Chromium's sampling profiler around a piece of work.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import type { Profile } from './cpu-profile.ts';
import type { PageGlobals } from './page-globals.ts';
import { WATCHED, watchScript } from './pages.ts';

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });

/** A new context (empty cache) on the console at `base`, watching the rows bench/ui measures. */
export async function watchedContext(
  browser: Browser,
  base: string,
  watched: string[] = WATCHED,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 860 } });
  await context.addInitScript(watchScript, watched);
  return context;
}

export async function watchedPage(browser: Browser, base: string, watched?: string[]): Promise<Page> {
  return (await watchedContext(browser, base, watched)).newPage();
}

/** Waits until the row is painted; answers when, in ms since the document's navigation started. */
export async function rowPainted(page: Page, row: string, timeout = 60_000): Promise<number> {
  await page.waitForFunction(
    (s) => Number.isFinite((globalThis as unknown as PageGlobals).benchSeen?.[s]?.paint),
    row,
    { timeout },
  );
  return page.evaluate((s) => (globalThis as unknown as PageGlobals).benchSeen?.[s]?.paint ?? 0, row);
}

/**
 * Sends the router to `path` as a link does (a history entry it reads on popstate), marking
 * `bench-nav` in the trace; answers performance.now() at the start.
 */
export const navigateInApp = (page: Page, path: string): Promise<number> =>
  page.evaluate((to) => {
    const w = globalThis as unknown as PageGlobals;
    const now = performance.now();
    performance.mark('bench-nav');
    const state = (w.history.state ?? {}) as { __TSR_index?: number };
    w.history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
    return now;
  }, path);

/** Starts Chromium's sampling profiler on the page; the answer stops it and gives the profile. */
export async function startProfiler(
  page: Page,
  intervalMicros = 250,
): Promise<() => Promise<Profile & { startTime: number }>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: intervalMicros });
  await cdp.send('Profiler.start');
  return async () =>
    ((await cdp.send('Profiler.stop')) as unknown as { profile: Profile & { startTime: number } }).profile;
}
