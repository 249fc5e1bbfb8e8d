// bench/ui (issue 17, design §9 'browser' and 'web'): Chromium over the demo stack. For the topic
// list, a topic's data tab, the group list and node configs: time from navigation to the first
// table row painted, on a full load with a cold and a warm HTTP cache and on SPA navigation from
// a neighbouring page, beside the floor (a bare page fetching the same API answer and rendering
// the same rows with no framework) in the same run; the JavaScript loaded before that row and the
// initial JavaScript, gzipped; the time to the 1,000th row of the longest list (long-list.ts).
// Figures are printed as one JSON line, never asserted. Goals: full load ≤ 1.5× the floor, SPA
// navigation ≤ 250 ms median, initial JavaScript ≤ 200 KB gzipped.
// BENCH_UI_RUNS (default 7) samples per figure; BENCH_UI_WEB_ROOT measures a given build,
// BENCH_UI_COMPARE another one beside it (see the end of this file).
import type { Browser, Page } from 'playwright-core';
import { startConsole } from '../support.ts';
import { launchBrowser, navigateInApp, watchedContext } from './browser.ts';
import { gzipSize, initialScripts, kb, webRoot } from './bundle.ts';
import { longList } from './long-list.ts';
import { type BenchPage, FLOOR_ROW, floorHtml, PAGES } from './pages.ts';

const RUNS = Number(process.env.BENCH_UI_RUNS ?? 7);
const FLOOR_PATH = '/bench-floor/';

type Seen = Record<string, { dom: number; paint: number }>;

const median = (all: number[]) => {
  const sorted = all.filter(Number.isFinite).sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? Number.NaN);
};
const figures = (all: number[]) => {
  const values = all.filter(Number.isFinite);
  return { ...timing(values), ...(values.length < all.length ? { failed: all.length - values.length } : {}) };
};
const timing = (values: number[]) => ({
  medianMs: median(values),
  minMs: Math.round(Math.min(...values)),
  maxMs: Math.round(Math.max(...values)),
});

/** Milliseconds from the document's navigation start to the row being painted (NaN: not within 60 s). */
async function painted(page: Page, row: string): Promise<number> {
  const shown = await page
    .waitForFunction(
      (s) => Number.isFinite((globalThis as unknown as { benchSeen?: Seen }).benchSeen?.[s]?.paint),
      row,
      { timeout: 60_000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!shown) return Number.NaN;
  return page.evaluate((s) => (globalThis as unknown as { benchSeen: Seen }).benchSeen[s]?.paint ?? 0, row);
}

async function newPage(browser: Browser, base: string, floor = false): Promise<Page> {
  const context = await watchedContext(browser, base);
  // The floor's HTML, answered in the console's origin so its fetch carries the same cookies. Only
  // in the floor's own context: a Playwright route turns the browser's HTTP cache off, and the
  // console's warm loads and SPA navigations were then measured downloading every chunk again.
  if (floor) {
    await context.route(`**${FLOOR_PATH}**`, (route) => {
      const api = new URL(route.request().url()).searchParams.get('api') ?? '';
      return route.fulfill({ body: floorHtml(api), contentType: 'text/html' });
    });
  }
  return context.newPage();
}

/** Cold loads: a new context (empty cache) each; also notes the rows' API URL and the JS loaded. */
async function cold(browser: Browser, base: string, root: string, target: BenchPage) {
  const times: number[] = [];
  let apiUrl = '';
  let jsBytes = 0;
  let scripts = 0;
  for (let i = 0; i < RUNS; i++) {
    const page = await newPage(browser, base);
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!apiUrl && target.api(url)) apiUrl = url.pathname + url.search;
    });
    await page.goto(target.path);
    const at = await painted(page, target.row);
    times.push(at);
    if (i === 0) {
      const js = await page.evaluate(
        (until) =>
          performance
            .getEntriesByType('resource')
            .filter(
              (e) => e.name.endsWith('.js') && (e as unknown as { responseEnd: number }).responseEnd <= until,
            )
            .map((e) => new URL(e.name).pathname),
        at,
      );
      scripts = js.length;
      jsBytes = js.reduce((sum, path) => sum + gzipSize(root, path), 0);
    }
    await page.context().close();
  }
  return { times, apiUrl, jsBytes, scripts };
}

/** Loads in one context after a first one that fills the cache. */
async function warm(
  browser: Browser,
  base: string,
  path: string,
  row: string,
  floor = false,
): Promise<number[]> {
  const page = await newPage(browser, base, floor);
  const times: number[] = [];
  await page.goto(path);
  await painted(page, row);
  for (let i = 0; i < RUNS; i++) {
    await page.goto(path);
    times.push(await painted(page, row));
  }
  await page.context().close();
  return times;
}

/** In-app navigation: the neighbouring page is loaded, then the router is sent to the target. */
async function spa(browser: Browser, base: string, target: BenchPage): Promise<number[]> {
  const page = await newPage(browser, base);
  const times: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    await page.goto(target.from.path);
    await painted(page, target.from.row);
    const started = await navigateInApp(page, target.path);
    const at = await painted(page, target.row);
    if (i > 0) times.push(at - started); // the first one fills the cache
  }
  await page.context().close();
  return times;
}

async function warmUp(browser: Browser, base: string, targets: BenchPage[]): Promise<void> {
  const page = await newPage(browser, base);
  for (const target of targets) {
    await page.goto(target.path);
    await painted(page, target.row);
  }
  await page.context().close();
}

async function apiTimes(base: string, apiUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await (await fetch(base + apiUrl)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return times;
}

async function ready(base: string): Promise<void> {
  for (let i = 0; i < 180; i++) {
    const up = await fetch(`${base}/api/cluster`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`the console at ${base} did not start within 3 minutes`);
}

/** Every figure of one page for one build, against that build's console. */
async function measure(browser: Browser, base: string, root: string, target: BenchPage) {
  const c = await cold(browser, base, root, target);
  const floorPath = `${FLOOR_PATH}${target.name}?api=${encodeURIComponent(c.apiUrl)}`;
  const floor = await warm(browser, base, floorPath, FLOOR_ROW, true);
  const warmTimes = await warm(browser, base, target.path, target.row);
  const floorMs = median(floor);
  return {
    api: c.apiUrl,
    apiMs: median(await apiTimes(base, c.apiUrl)),
    floor: figures(floor),
    cold: figures(c.times),
    warm: figures(warmTimes),
    spa: figures(await spa(browser, base, target)),
    coldRatio: Math.round((median(c.times) / floorMs) * 100) / 100,
    warmRatio: Math.round((median(warmTimes) / floorMs) * 100) / 100,
    jsBeforeRowGzipKB: kb(c.jsBytes),
    scriptsBeforeRow: c.scripts,
  };
}

const initialKB = (root: string) => {
  const initial = initialScripts(root);
  return {
    initialJsGzipKB: kb(initial.reduce((sum, path) => sum + gzipSize(root, path), 0)),
    initialScripts: initial.length,
  };
};

/** The long list, given up after 3 minutes (a tail that never shows its records must not hang the run). */
const boundedLongList = (browser: Browser, base: string) =>
  Promise.race([
    longList(browser, base),
    new Promise<{ failed: string }>((resolve) =>
      setTimeout(() => resolve({ failed: 'not shown within 3 minutes' }), 180_000).unref(),
    ),
  ]);

// BENCH_UI_COMPARE names a second build (e.g. the one before a change): each page is measured on
// both, one after the other, each beside its own floor, so the two are compared in the same
// conditions. BENCH_UI_PAGES (comma-separated names) measures only some pages.
const roots = [await webRoot(), ...(process.env.BENCH_UI_COMPARE ? [process.env.BENCH_UI_COMPARE] : [])];
const servers: Awaited<ReturnType<typeof startConsole>>[] = [];
for (const root of roots) {
  process.env.CONSOLE__SERVER__WEB_ROOT = root;
  servers.push(await startConsole());
}
// startConsole gives up waiting after 30 s; on a loaded machine a console may take longer to start.
for (const server of servers) await ready(server.url);
const only = process.env.BENCH_UI_PAGES?.split(',');
const browser = await launchBrowser();
try {
  const builds = roots.map((root) => ({ root, ...initialKB(root), pages: {} as Record<string, unknown> }));
  const targets = PAGES.filter((p) => !only || only.includes(p.name));
  // Each console shows every page once before anything is timed: the build measured first would
  // otherwise meet a server still making its Kafka connections and compiling its hot code.
  for (const server of servers) await warmUp(browser, server.url, targets);
  for (const [n, target] of targets.entries()) {
    // Every other page the other build goes first, so a machine's load drifting over the run
    // does not always favour the same one.
    const order = n % 2 ? [...builds.entries()].reverse() : [...builds.entries()];
    for (const [i, build] of order) {
      build.pages[target.name] = await measure(browser, servers[i]!.url, build.root, target);
      console.error(
        JSON.stringify({ build: build.root, page: target.name, ...(build.pages[target.name] as object) }),
      );
    }
  }
  const [main, ...compared] = builds;
  console.log(
    JSON.stringify({
      bench: 'ui',
      runs: RUNS,
      ...main,
      longList: only ? undefined : await boundedLongList(browser, servers[0]!.url),
      ...(compared.length ? { compared: compared[0] } : {}),
      goals: { fullLoadVsFloor: 1.5, spaMedianMs: 250, initialJsGzipKB: 200 },
    }),
  );
} finally {
  await browser.close();
  for (const server of servers) server.stop();
}
