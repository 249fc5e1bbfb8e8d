// Where an SPA navigation's time goes (issue 17): loads the neighbour of a page bench/ui measures,
// then sends the router to the page, and prints the time to its first row beside the renderer
// main thread's CPU time until then (from the performance trace's thread durations: on a machine
// shared with other work, wall time mostly measures the others, CPU time much less). Several
// consoles (comma-separated BENCH_UI_BASE, e.g. two builds) are measured in turn, run by run, so
// they are compared in the same conditions. PROFILE=1 also prints the functions with the most self
// time (Chromium's sampling profiler; build with `vite build --minify false` to read names);
// REQUESTS=1 the requests each navigation made, with when they started and ended; BREAKDOWN=1 the
// main thread's time by kind of work (style, layout, paint, script, GC) until the row, summed from
// the trace's devtools.timeline events (a forced layout inside a script counts as layout); TASKS=1
// the main thread's tasks of 4 ms or more, as [start ms after the navigation, CPU ms].
//   BENCH_UI_BASE=http://127.0.0.1:8093,http://127.0.0.1:8193 node bench/ui/spa-profile.ts topicData 7
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, navigateInApp, rowPainted, startProfiler, watchedPage } from './browser.ts';
import { componentOf, frameName, type Profile, parents, type TraceEvent } from './cpu-profile.ts';
import { type BenchPage, PAGES } from './pages.ts';

const bases = (process.env.BENCH_UI_BASE ?? 'http://127.0.0.1:8080').split(',');
const target = PAGES.find((p) => p.name === (process.argv[2] ?? 'topicData'));
if (!target) throw new Error(`no page ${process.argv[2]}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
const runs = Number(process.argv[3] ?? 5);
const profiling = process.env.PROFILE === '1' || process.env.PROFILE === 'component';
// PROFILE=component: self time summed per component (nearest component-like caller) instead.
const byComponent = process.env.PROFILE === 'component';
const breakdown = process.env.BREAKDOWN === '1';
// The trace events whose durations BREAKDOWN=1 sums, by the kind of work they are.
const KINDS: Record<string, string> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'compile',
  V8GCEvent: 'gc',
  MinorGC: 'gc',
  MajorGC: 'gc',
  ParseHTML: 'parse',
};

const median = (all: number[]) => [...all].sort((a, b) => a - b)[Math.floor(all.length / 2)] ?? Number.NaN;

/**
 * Milliseconds of CPU the renderer's main thread spent in top-level tasks from the navigation's
 * mark to the row's (pages.ts marks when it saw the row painted).
 */
function mainThreadCpu(events: TraceEvent[], row: string): number {
  const start = events.find((e) => e.name === 'bench-nav');
  const end = events.find((e) => e.name === `bench-seen ${row}`);
  if (!start || !end) return Number.NaN;
  let total = 0;
  for (const e of events) {
    if (
      e.ph !== 'X' ||
      e.name !== 'ThreadControllerImpl::RunTask' ||
      e.tid !== start.tid ||
      e.pid !== start.pid
    )
      continue;
    if (e.ts + (e.dur ?? 0) > start.ts && e.ts < end.ts) total += (e.tdur ?? 0) / 1000;
  }
  return total;
}

function addProfile(profile: Profile, self: Map<string, number>) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = parents(profile);
  const name = (id: number | undefined) => frameName(id === undefined ? undefined : byId.get(id));
  profile.samples.forEach((id, k) => {
    const frame = byId.get(id)?.callFrame;
    if (!frame) return;
    // A browser function (no script) is named with its callers, which say who asked for it.
    let key = name(id);
    if (byComponent) key = frameName(componentOf(id, byId, parent)) || '(not in a component)';
    else if (!frame.url && frame.functionName && !frame.functionName.startsWith('('))
      key += ` < ${name(parent.get(id))} < ${name(parent.get(parent.get(id) ?? -1))}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[k] ?? 0) / 1000 / runs);
  });
}

interface Measured {
  base: string;
  page: Page;
  wall: number[];
  cpu: number[];
  self: Map<string, number>;
  kinds: Map<string, number>;
}

async function open(browser: Browser, base: string): Promise<Measured> {
  return {
    base,
    page: await watchedPage(browser, base),
    wall: [],
    cpu: [],
    self: new Map(),
    kinds: new Map(),
  };
}

async function once(browser: Browser, m: Measured, to: BenchPage, measured: boolean) {
  const { page } = m;
  await page.goto(to.from.path);
  await rowPainted(page, to.from.row);
  await page.waitForTimeout(300);
  let stop: (() => Promise<Profile>) | undefined;
  if (measured) {
    const categories = ['toplevel', 'blink.user_timing', ...(breakdown ? ['devtools.timeline', 'v8'] : [])];
    await browser.startTracing(page, { categories });
    if (profiling) stop = await startProfiler(page, 500);
  }
  const started = await navigateInApp(page, to.path);
  const at = await rowPainted(page, to.row);
  if (!measured) return;
  m.wall.push(Math.round(at - started));
  if (process.env.REQUESTS === '1') {
    const loaded = await page.evaluate(
      (from) =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.startTime >= from)
          .map((e) => {
            const end = (e as unknown as { responseEnd: number }).responseEnd;
            return `${Math.round(e.startTime - from)}-${Math.round(end - from)} ${new URL(e.name).pathname.split('/').at(-1)}`;
          }),
      started,
    );
    console.log(`${m.base} requests [start-end ms after the navigation]: ${loaded.join('; ')}`);
  }
  if (stop) addProfile(await stop(), m.self);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  m.cpu.push(Math.round(mainThreadCpu(trace.traceEvents, to.row)));
  if (breakdown) addKinds(trace.traceEvents, to.row, m.kinds);
  if (process.env.TASKS === '1')
    console.log(`${m.base} tasks: ${JSON.stringify(tasks(trace.traceEvents, to.row))}`);
}

/** The main thread's tasks of 4 ms or more until the row: [start ms after the navigation, CPU ms]. */
function tasks(events: TraceEvent[], row: string): number[][] {
  const start = events.find((e) => e.name === 'bench-nav');
  const end = events.find((e) => e.name === `bench-seen ${row}`);
  if (!start || !end) return [];
  return events
    .filter((e) => e.name === 'ThreadControllerImpl::RunTask' && e.tid === start.tid && e.pid === start.pid)
    .filter((e) => e.ts + (e.dur ?? 0) > start.ts && e.ts < end.ts && (e.tdur ?? 0) >= 4000)
    .map((e) => [Math.round((e.ts - start.ts) / 1000), Math.round((e.tdur ?? 0) / 1000)]);
}

/**
 * Adds per kind of work the main thread's milliseconds between the navigation's mark and the
 * row's, counting only the outermost event of each kind (a nested one of the same kind is in it).
 */
function addKinds(events: TraceEvent[], row: string, kinds: Map<string, number>) {
  const start = events.find((e) => e.name === 'bench-nav');
  const end = events.find((e) => e.name === `bench-seen ${row}`);
  if (!start || !end) return;
  const open = new Map<string, number>(); // kind -> end of its outermost event so far
  const mine = events
    .filter((e) => e.ph === 'X' && e.tid === start.tid && e.pid === start.pid && KINDS[e.name])
    .filter((e) => e.ts >= start.ts && e.ts < end.ts)
    .sort((a, b) => a.ts - b.ts);
  for (const e of mine) {
    const kind = KINDS[e.name] as string;
    if ((open.get(kind) ?? 0) > e.ts) continue;
    open.set(kind, e.ts + (e.dur ?? 0));
    kinds.set(kind, (kinds.get(kind) ?? 0) + (e.dur ?? 0) / 1000 / runs);
  }
}

const browser = await launchBrowser();
try {
  const all = await Promise.all(bases.map((base) => open(browser, base)));
  // The first navigation of each fills the HTTP cache.
  for (let i = 0; i <= runs; i++) for (const m of all) await once(browser, m, target, i > 0);
  for (const m of all) {
    console.log(
      `${target.name} SPA from ${target.from.path} on ${m.base}: first row median ${median(m.wall)} ms [${m.wall.join(', ')}]; main-thread CPU until then median ${median(m.cpu)} ms [${m.cpu.join(', ')}]`,
    );
    if (breakdown)
      console.log(
        `  per navigation (ms, wall; script includes the style and layout it forced): ${[...m.kinds]
          .sort((a, b) => b[1] - a[1])
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join(', ')}`,
      );
    if (!profiling) continue;
    console.log('  self time per navigation (ms):');
    for (const [k, v] of [...m.self].sort((a, b) => b[1] - a[1]).slice(0, 40))
      console.log(`  ${v.toFixed(1).padStart(7)}  ${k}`);
  }
} finally {
  await browser.close();
}
