// Benchmark of issue 17 "Load": 100 concurrent simulated users browsing the demo stack's lists,
// data pages and searches (autocannon, loopback only, bounded in time), printed beside the
// single-user median of the same pages in the same run. For each page and for the mix: req/s,
// p50, p99, errors, the server's Kafka connections per cluster (before, highest during, after)
// and its RSS growth. Runs two consoles side by side by default, with shared Kafka reads off
// ("before", the console without server/src/kafka/coalesce.ts) and on ("after"); BENCH_MODES=on
// runs one. During the mix a 101st user reads a data page again and again (`pageUser`): a
// page's own p50 and p99 behind the searches. BENCH_BASELINE=<git revision or folder> runs that
// revision's server (baseline.ts) beside the working tree's instead, both with shared reads on and
// each with its own node flags (launch.ts); name modes twice (BENCH_MODES=on,baseline,baseline,on)
// to even out a load that drifts during the run. A mode may also be a folder holding a server/
// (a copy of the tree with a change undone, or other flags in its launch.ts), shared reads on.
// Figures are printed as JSON, never asserted.
//   node bench/load/run.ts   BENCH_SECONDS=60 (the mix), BENCH_PAGE_SECONDS=15 (each page; 0: the mix only)
//   BENCH_BASELINE=HEAD~3 node bench/load/run.ts
//   BENCH_MEMORY=<dir>: each server's memory by part (V8's spaces, Buffers, the rest) over time (server-probe.ts)
// Identical requests at the same time are answered once (lists, data pages) and identical searches
// share one scan; BENCH_DISTINCT=1 makes every data page and search request ask its own (a page
// from its own cursor, a search for its own text), so the figures show what sharing does not cover.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { baselineRoot, serverRoot } from './baseline.ts';
import { connectionsByCluster, heapSnapshot, memoryMb, memorySeries, rssMb, startServer } from './server.ts';

const USERS = Number(process.env.BENCH_USERS ?? 100);
const MIX_SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const PAGE_SECONDS = Number(process.env.BENCH_PAGE_SECONDS ?? 15);
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 20);
const BASELINE = process.env.BENCH_BASELINE;
const MODES = (process.env.BENCH_MODES ?? (BASELINE ? 'baseline,on' : 'off,on')).split(',');

/** What the web app asks for on each screen (the first request of the screen); BENCH_PAGES=topicData,search picks some. */
const ALL_PAGES: Record<string, string> = {
  topicList: '/api/main/topic?page=1&pageSize=25',
  groupList: '/api/main/group?page=1&pageSize=25',
  topicData: '/api/main/topic/orders/data?sort=NEWEST',
  search: '/api/main/topic/orders/data/search?sort=OLDEST&searchByValue=no-such-value-anywhere',
};
const DISTINCT = process.env.BENCH_DISTINCT === '1';
let asked = 0;
/** The orders topic's 6 partitions hold about 100 records each: a cursor below 60 in each is a page. */
const cursor = () => [0, 1, 2, 3, 4, 5].map((p) => `${p}-${Math.floor(Math.random() * 60)}`).join('_');
/** BENCH_DISTINCT=1: a path per request, no two alike. */
const DISTINCT_PAGES: Record<string, () => string> = {
  topicData: () => `/api/main/topic/orders/data?sort=OLDEST&after=${cursor()}`,
  search: () => `/api/main/topic/orders/data/search?sort=OLDEST&searchByValue=no-such-value-${++asked}`,
};
/** Each page's path for one request. */
const PAGES: Record<string, () => string> = Object.fromEntries(
  Object.entries(ALL_PAGES)
    .filter(([name]) => (process.env.BENCH_PAGES?.split(',') ?? [name]).includes(name))
    .map(([name, path]) => [name, (DISTINCT && DISTINCT_PAGES[name]) || (() => path)]),
);

/** The page a 101st user reads during the mix (`pageUser` in the figures): a data page. */
const PROBE = (DISTINCT && DISTINCT_PAGES.topicData) || (() => ALL_PAGES.topicData as string);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function singleUser(url: string, pathOf: () => string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SINGLE_RUNS; i++) {
    const path = pathOf();
    const started = performance.now();
    const response = await fetch(`${url}${path}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 10) / 10;
}

/**
 * One more user reading `path` again and again while the load runs: what a page read waits for
 * behind everyone else's work (the mix's searches) in the same process. Its figures are those of
 * pages alone, where autocannon's mix blends pages with the searches' long answers.
 */
function probe(url: string, pathOf: () => string) {
  const times: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}${pathOf()}`).catch(() => undefined);
      await response?.arrayBuffer();
      if (response?.ok) times.push(performance.now() - started);
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
    return { path: pathOf(), answers: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
  };
}

/** Runs autocannon; samples the server's connections while it runs. */
async function load(
  { url, pid, memoryFile }: { url: string; pid: number; memoryFile: string },
  paths: Array<() => string>,
  seconds: number,
  probePath?: () => string,
) {
  const connections = {
    before: connectionsByCluster(pid),
    lowest: {} as Record<string, number>,
    highest: {} as Record<string, number>,
  };
  const sampler = setInterval(() => {
    for (const [cluster, n] of Object.entries(connectionsByCluster(pid))) {
      connections.lowest[cluster] = Math.min(connections.lowest[cluster] ?? n, n);
      connections.highest[cluster] = Math.max(connections.highest[cluster] ?? 0, n);
    }
  }, 500);
  const started = Date.now();
  const rssBefore = rssMb(pid);
  const memoryBefore = await memoryMb(url);
  const stopProbe = probePath ? probe(url, probePath) : undefined;
  const result = await autocannon({
    url,
    connections: USERS,
    duration: seconds,
    // A path asked once per request (setupRequest) when it varies, else built once.
    requests: paths.map((pathOf) =>
      DISTINCT
        ? { method: 'GET' as const, setupRequest: (request: object) => ({ ...request, path: pathOf() }) }
        : { method: 'GET' as const, path: pathOf() },
    ),
  });
  clearInterval(sampler);
  const pageUser = await stopProbe?.();
  // Requests cut off by the end of the load are still being answered: count once they are done.
  await new Promise((r) => setTimeout(r, 3000));
  return {
    reqPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(pageUser ? { pageUser } : {}),
    kafkaConnections: { ...connections, after: connectionsByCluster(pid) },
    rssMb: { before: rssBefore, after: rssMb(pid) },
    memoryMb: { before: memoryBefore, after: await memoryMb(url) },
    // BENCH_MEMORY: RSS and its parts every 5 s of this load (server-probe.ts).
    memoryOverTime: memorySeries(memoryFile, started, Date.now()),
  };
}

const figures: Record<string, unknown> = {
  users: USERS,
  distinct: DISTINCT,
  mixSeconds: MIX_SECONDS,
  pageSeconds: PAGE_SECONDS,
  cpus: readFileSync('/proc/cpuinfo', 'utf8').match(/^processor/gm)?.length,
  // A shared machine: its load says how far the figures of two runs compare.
  loadavgAtStart: readFileSync('/proc/loadavg', 'utf8').trim(),
};
const baseline = BASELINE ? baselineRoot(BASELINE) : undefined;
const LABELS: Record<string, string> = {
  off: 'before (shared reads off)',
  on: 'after (shared reads on)',
  baseline: `baseline ${BASELINE} (shared reads on)`,
};
// Every console is up at once and each page is loaded on one, then the next, before the next
// page: the machine's load drifts, so the figures of two consoles are taken as close in time as
// possible.
const servers = await Promise.all(
  MODES.map((mode) => startServer(mode !== 'off', serverRoot(mode, baseline))),
);
try {
  const runs = [];
  for (const server of servers) {
    const single: Record<string, number> = {};
    for (const [name, path] of Object.entries(PAGES)) single[name] = await singleUser(server.url, path);
    runs.push({
      server,
      single,
      started: Date.now(),
      rssStart: rssMb(server.pid),
      // The readers and admin clients the single-user pages opened: what a quiet console holds.
      connectionsAtStart: connectionsByCluster(server.pid),
      pages: {} as Record<string, unknown>,
      mix: {} as Record<string, unknown>,
    });
  }
  // BENCH_PAGE_SECONDS=0: the mix only.
  for (const [name, path] of PAGE_SECONDS > 0 ? Object.entries(PAGES) : []) {
    for (const run of runs) {
      const result = await load(run.server, [path], PAGE_SECONDS);
      run.pages[name] = {
        singleUserMedianMs: run.single[name],
        ...result,
        p99OverSingle: ratio(result.p99Ms, run.single[name]),
      };
    }
  }
  for (const run of runs) {
    const mixSingle = median(Object.values(run.single));
    // BENCH_HEAP=<dir>: heap snapshots of the server before and after the mix (heap-diff.ts compares them).
    const heapBefore = await heapSnapshot(run.server.pid);
    const mix = await load(run.server, Object.values(PAGES), MIX_SECONDS, PROBE);
    const heapAfter = await heapSnapshot(run.server.pid);
    run.mix = {
      singleUserMedianMs: mixSingle,
      ...mix,
      p99OverSingle: ratio(mix.p99Ms, mixSingle),
      ...(heapBefore ? { heapSnapshots: [heapBefore, heapAfter] } : {}),
    };
  }
  runs.forEach((run, i) => {
    // A mode named twice (BENCH_MODES=baseline,on,baseline,on) is run twice: its second is #2.
    const label = LABELS[MODES[i] as string] ?? (MODES[i] as string);
    figures[figures[label] ? `${label} #2` : label] = {
      // BENCH_CPU_PROF names each profile after its server's pid.
      pid: run.server.pid,
      pages: run.pages,
      connectionsAtStart: run.connectionsAtStart,
      connectionsAtEnd: connectionsByCluster(run.server.pid),
      mix: run.mix,
      rssGrowthMb: rssMb(run.server.pid) - run.rssStart,
      // BENCH_MEMORY: RSS and its parts every 15 s of the whole run, from the end of the single-user reads.
      memoryOverRun: memorySeries(run.server.memoryFile, run.started, Date.now(), 15),
    };
  });
} finally {
  await Promise.all(servers.map((s) => s.stop()));
  baseline?.remove();
}
figures.loadavgAtEnd = readFileSync('/proc/loadavg', 'utf8').trim();
console.log(JSON.stringify(figures, null, 2));

function ratio(a: number, b: number | undefined) {
  return b ? Math.round((a / b) * 10) / 10 : undefined;
}
