// What each long main-thread task of a cold load does (issue 17): loads a page bench/ui measures
// with an empty cache, traces the main thread and samples it, and prints every task of 20 ms or
// more until the first row is painted as [start ms after the navigation, CPU ms], what started it
// (a script's evaluation, a timer, a fetch's answer, ...), and the source folders, functions and
// components (nearest component-like caller) with the most self time inside it, in sampled ms. Build with
// `vite build --minify false` to read names. SPA=1 measures the SPA navigation from the page's
// neighbour instead (tasks of 8 ms or more, counted from the router's navigation):
//   BENCH_UI_BASE=http://127.0.0.1:8093 [SPA=1] node bench/ui/cold-tasks.ts topicData 3
import { launchBrowser, navigateInApp, rowPainted, startProfiler, watchedContext } from './browser.ts';
import { componentOf, frameName, parents, sourceAt, sourceMap, type TraceEvent } from './cpu-profile.ts';
import { PAGES } from './pages.ts';

const base = process.env.BENCH_UI_BASE ?? 'http://127.0.0.1:8080';
const target = PAGES.find((p) => p.name === (process.argv[2] ?? 'topicData'));
if (!target) throw new Error(`no page ${process.argv[2]}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
const runs = Number(process.argv[3] ?? 3);
const spa = process.env.SPA === '1';
const shortest = spa ? 8_000 : 20_000;

// What a task is, from the first telling event inside it.
const STARTERS: Record<string, (e: TraceEvent) => string> = {
  EvaluateScript: (e) => `script ${(e.args?.data?.url ?? '').replace(/^.*\/assets\//, '')}`,
  'v8.evaluateModule': () => 'module evaluation',
  TimerFire: () => 'timer',
  FireAnimationFrame: () => 'animation frame',
  ResourceReceivedData: () => 'response data',
  ResourceFinish: () => 'response end',
  ParseHTML: () => 'HTML parse',
  FunctionCall: (e) => `call ${e.args?.data?.functionName || ''}`,
  EventDispatch: (e) => `event ${e.args?.data?.type ?? ''}`,
};

const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');

const browser = await launchBrowser();
try {
  for (let i = 0; i < runs; i++) {
    const context = await watchedContext(browser, base);
    const page = await context.newPage();
    if (spa) {
      await page.goto(target.from.path);
      await rowPainted(page, target.from.row);
      await page.waitForTimeout(300);
    }
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
    const stop = await startProfiler(page);
    if (spa) await navigateInApp(page, target.path);
    else await page.goto(target.path);
    await rowPainted(page, target.row);
    const profile = await stop();
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const events = trace.traceEvents;
    const end = events.find((e) => e.name === `bench-seen ${target.row}`);
    const nav = events.find((e) => e.name === (spa ? 'bench-nav' : 'navigationStart') && e.pid === end?.pid);
    if (!end || !nav) throw new Error('no navigation or row mark in the trace');
    const mine = events.filter((e) => e.pid === end.pid && e.tid === end.tid && e.ph === 'X');
    const tasks = mine.filter(
      (e) =>
        e.name === 'ThreadControllerImpl::RunTask' &&
        e.ts >= nav.ts &&
        e.ts < end.ts &&
        (e.tdur ?? 0) >= shortest,
    );
    // Sample times on the trace's clock.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const urls = [...new Set(profile.nodes.map((n) => n.callFrame.url).filter((u) => u.endsWith('.js')))];
    const starts = new Map(await Promise.all(urls.map(async (u) => [u, await sourceMap(u)] as const)));
    const parent = parents(profile);
    const component = (id: number) => frameName(componentOf(id, byId, parent)) || '(none)';
    const samples: Array<{ ts: number; ms: number; fn: string; source: string; component: string }> = [];
    let t = profile.startTime;
    profile.samples.forEach((id, k) => {
      // Each sample stands for one sampling interval: the delta before it can include a stall.
      const ms = 0.25;
      t += profile.timeDeltas[k] ?? 0;
      const frame = byId.get(id)?.callFrame;
      if (!frame || frame.functionName === '(idle)') return;
      const lines = starts.get(frame.url);
      samples.push({
        ts: t,
        ms,
        fn: frameName(byId.get(id)),
        source: lines ? sourceAt(lines, frame.lineNumber) : '(browser)',
        component: component(id),
      });
    });
    console.log(`run ${i + 1}: first row painted at ${Math.round((end.ts - nav.ts) / 1000)} ms`);
    for (const task of tasks) {
      const stop = task.ts + (task.dur ?? 0);
      const inside = mine.filter((e) => e.ts >= task.ts && e.ts < stop && STARTERS[e.name]);
      const first = inside[0];
      const kind = first ? (STARTERS[first.name] as (e: TraceEvent) => string)(first) : '?';
      const bySource = new Map<string, number>();
      const byFn = new Map<string, number>();
      const byComponent = new Map<string, number>();
      for (const s of samples) {
        if (s.ts < task.ts || s.ts >= stop) continue;
        bySource.set(s.source, (bySource.get(s.source) ?? 0) + s.ms);
        byFn.set(s.fn, (byFn.get(s.fn) ?? 0) + s.ms);
        byComponent.set(s.component, (byComponent.get(s.component) ?? 0) + s.ms);
      }
      console.log(
        `  [${Math.round((task.ts - nav.ts) / 1000)}, ${Math.round((task.tdur ?? 0) / 1000)}] ${kind}\n` +
          `    sources: ${top(bySource, 8)}\n    functions: ${top(byFn, 8)}\n    components: ${top(byComponent, 10)}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
}
