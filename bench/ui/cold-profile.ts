// Where a cold load's main-thread time goes (issue 17): loads a page bench/ui measures with an
// empty cache, with Chromium's sampling profiler on from the navigation to the first row painted,
// and prints the self time per script file and the functions with the most self time, summed over
// the runs' average, and per source folder (node_modules package or app folder, read from the
// `// ../path` comments an unminified build keeps). Against a running console (build with `vite build --minify false` to read
// names; CALLERS=<function name> also prints who called that function): BENCH_UI_BASE=http://127.0.0.1:8093 node bench/ui/cold-profile.ts topicData 5
import { launchBrowser, rowPainted, startProfiler, watchedContext } from './browser.ts';
import { fileOf, frameName, parents, sourceAt, sourceMap } from './cpu-profile.ts';
import { PAGES } from './pages.ts';

const base = process.env.BENCH_UI_BASE ?? 'http://127.0.0.1:8080';
const target = PAGES.find((p) => p.name === (process.argv[2] ?? 'topicData'));
if (!target) throw new Error(`no page ${process.argv[2]}; pages: ${PAGES.map((p) => p.name).join(', ')}`);
const runs = Number(process.argv[3] ?? 5);

const byFile = new Map<string, number>();
const bySource = new Map<string, number>();
const byFunction = new Map<string, number>();
const callers = new Map<string, number>();
const asked = process.env.CALLERS;
const add = (map: Map<string, number>, key: string, ms: number) =>
  map.set(key, (map.get(key) ?? 0) + ms / runs);

const browser = await launchBrowser();
const rows: number[] = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await watchedContext(browser, base);
    const page = await context.newPage();
    const stop = await startProfiler(page);
    await page.goto(target.path);
    rows.push(Math.round(await rowPainted(page, target.row)));
    const profile = await stop();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = parents(profile);
    const chain = (id: number) => {
      const names: string[] = [];
      for (let at = parent.get(id); at !== undefined && names.length < 8; at = parent.get(at)) {
        const f = byId.get(at)?.callFrame;
        if (f) names.push(`${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`);
      }
      return names.join(' < ');
    };
    const urls = [...new Set(profile.nodes.map((n) => n.callFrame.url).filter((u) => u.endsWith('.js')))];
    const starts = new Map(await Promise.all(urls.map(async (u) => [u, await sourceMap(u)] as const)));
    profile.samples.forEach((id, k) => {
      const frame = byId.get(id)?.callFrame;
      const ms = (profile.timeDeltas[k] ?? 0) / 1000;
      if (!frame || frame.functionName === '(idle)') return;
      add(byFile, fileOf(frame.url), ms);
      const lines = starts.get(frame.url);
      add(bySource, lines ? sourceAt(lines, frame.lineNumber) : '(browser)', ms);
      if (asked && frame.functionName === asked) add(callers, chain(id), ms);
      add(byFunction, frameName(byId.get(id)), ms);
    });
    await context.close();
  }
} finally {
  await browser.close();
}
const top = (map: Map<string, number>, n: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${v.toFixed(1).padStart(7)}  ${k}`)
    .join('\n');
console.log(`${target.name} cold on ${base}: first row painted at [${rows.join(', ')}] ms`);
console.log(`self time per load by file (ms, until the profile stopped):\n${top(byFile, 15)}`);
console.log(`by source:\n${top(bySource, 20)}`);
console.log(`by function:\n${top(byFunction, 30)}`);
if (asked) console.log(`callers of ${asked}:\n${top(callers, 10)}`);
