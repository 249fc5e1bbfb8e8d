// What each long main-thread task of a cold load does (issue 17): loads a page bench/ui measures
// with an empty cache, traces the main thread and samples it, and prints every task of 20 ms or
// more until the first row is painted as [start ms after the navigation, CPU ms], what started it
// (a script's evaluation, a timer, a fetch's answer, ...), and the source folders, functions and
// components (nearest component-like caller) with the most self time inside it, in sampled ms. Build with
// `vite build --minify false` to read names. SPA=1 measures the SPA navigation from the page's
// neighbour instead (tasks of 8 ms or more, counted from the router's navigation):
//   BENCH_UI_BASE=http://127.0.0.1:8093 [SPA=1] node bench/ui/cold-tasks.ts topicData 3
import { chromium } from 'playwright-core';
import { fileOf, type Profile, sourceAt, sourceMap } from './cpu-profile.ts';
import type { PageGlobals } from './page-globals.ts';
import { PAGES, WATCHED, watchScript } from './pages.ts';

const base = process.env.BENCH_UI_BASE ?? 'http://127.0.0.1:8080';
const target = PAGES.find((p) => p.name === (process.argv[2] ?? 'topicData'));
if (!target) throw new Error(`no page ${process.argv[2]}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
const runs = Number(process.argv[3] ?? 3);
const spa = process.env.SPA === '1';
const shortest = spa ? 8_000 : 20_000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; type?: string } };
}

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

const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 860 } });
    await context.addInitScript(watchScript, WATCHED);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    if (spa) {
      await page.goto(target.from.path);
      await page.waitForFunction(
        (s) => Number.isFinite((globalThis as unknown as PageGlobals).benchSeen?.[s]?.paint),
        target.from.row,
        { timeout: 60_000 },
      );
      await page.waitForTimeout(300);
    }
    await browser.startTracing(page, { categories: ['toplevel', 'blink.user_timing', 'devtools.timeline'] });
    await cdp.send('Profiler.start');
    if (spa)
      await page.evaluate((path) => {
        const w = globalThis as unknown as PageGlobals;
        performance.mark('bench-nav');
        const state = (w.history.state ?? {}) as { __TSR_index?: number };
        w.history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', path);
        w.dispatchEvent(new w.PopStateEvent('popstate', { state: w.history.state }));
      }, target.path);
    else await page.goto(target.path);
    await page.waitForFunction(
      (s) => Number.isFinite((globalThis as unknown as PageGlobals).benchSeen?.[s]?.paint),
      target.row,
      { timeout: 60_000 },
    );
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: Profile & { startTime: number };
    };
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
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    // The nearest caller named like a component, or called by React as one (Mantine's are anonymous).
    const component = (id: number) => {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const f = byId.get(at)?.callFrame;
        const caller = byId.get(parent.get(at) ?? -1)?.callFrame.functionName ?? '';
        if (f?.url && (/^_?[A-Z]/.test(f.functionName) || caller.startsWith('renderWithHooks')))
          return `${f.functionName || '(anonymous)'} ${fileOf(f.url)}:${f.lineNumber + 1}`;
      }
      return '(none)';
    };
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
        fn: `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}`,
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
