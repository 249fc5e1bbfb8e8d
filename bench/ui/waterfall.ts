// Where a full load's time goes (issue 17): one cold load of each page bench/ui measures (or of
// the paths given as arguments), printing every request with when it started and ended, the main
// thread's long tasks, and when the first row was painted, in milliseconds since navigation.
// Against a running console: BENCH_UI_BASE (default http://127.0.0.1:8080).
//   node bench/ui/waterfall.ts [/ui/main/topic ...]
import { launchBrowser, rowPainted, watchedContext } from './browser.ts';
import type { PageGlobals } from './page-globals.ts';
import { PAGES, WATCHED } from './pages.ts';

const base = process.env.BENCH_UI_BASE ?? 'http://127.0.0.1:8080';
const given = process.argv.slice(2);
const targets = given.length
  ? given.map((path) => ({ name: path, path, row: '[data-testid="table-row"]' }))
  : PAGES.map((p) => ({ name: p.name, path: p.path, row: p.row }));

interface Entry {
  name: string;
  startTime: number;
  responseStart: number;
  responseEnd: number;
  transferSize: number;
  duration: number;
}

const browser = await launchBrowser();
try {
  for (const target of targets) {
    const context = await watchedContext(browser, base, [...new Set([...WATCHED, target.row])]);
    await context.addInitScript(() => {
      const w = globalThis as unknown as { benchLong: number[][] };
      w.benchLong = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries())
          w.benchLong.push([Math.round(e.startTime), Math.round(e.duration)]);
      }).observe({ type: 'longtask' as never, buffered: true });
    });
    const page = await context.newPage();
    await page.goto(target.path);
    await rowPainted(page, target.row);
    const report = await page.evaluate((row) => {
      const w = globalThis as unknown as PageGlobals & { benchLong: number[][] };
      const nav = performance.getEntriesByType('navigation' as never)[0] as unknown as Entry;
      const entries = performance.getEntriesByType('resource') as unknown as Entry[];
      return {
        row: w.benchSeen?.[row],
        document: [Math.round(nav.responseStart), Math.round(nav.responseEnd)],
        longTasks: w.benchLong,
        requests: entries.map((e) => ({
          at: Math.round(e.startTime),
          firstByte: Math.round(e.responseStart),
          end: Math.round(e.responseEnd),
          kb: Math.round(e.transferSize / 102.4) / 10,
          name: new URL(e.name).pathname.replace(/^\/ui\/assets\//, '') + new URL(e.name).search,
        })),
      };
    }, target.row);
    const row = report.row ? `dom ${Math.round(report.row.dom)} paint ${Math.round(report.row.paint)}` : '?';
    console.log(
      `\n== ${target.name} ${target.path}: first row ${row}; document ${report.document.join('–')}`,
    );
    for (const r of report.requests) {
      console.log(
        `${String(r.at).padStart(6)} ${String(r.firstByte).padStart(6)} ${String(r.end).padStart(6)}  ${String(r.kb).padStart(6)} KB  ${r.name}`,
      );
    }
    console.log(`long tasks [start, ms]: ${JSON.stringify(report.longTasks)}`);
    await context.close();
  }
} finally {
  await browser.close();
}
