// Benchmark of issue 17 "Scale" (and spec §9 "topic list", issue 15's overview): the topic list's
// first page, the group list's first page, the overview and one group's detail on a single-node
// cluster of 100 topics / 100 groups, then on one of BENCH_TOPICS x BENCH_PARTITIONS partitions and
// BENCH_GROUPS consumer groups plus share and streams groups (issue 17: 10,000 x 10 and 20,000);
// the medians, their ratios (goal <= 2) and the server's heap at full size (goal < 300 MB). Prints
// one JSON line per bench. Each size runs its own Kafka (brokers.ts: ports from 49092, data in
// .run/bench-kafka/<size>), stopped by pid.
// The goal's single node with 100,000 partitions cannot run here: a broker keeps one open file
// per partition and the hard open-file limit is 20,000 per process (no CAP_SYS_RESOURCE to raise
// it). BENCH_BROKERS=7 spreads the partitions over 7 broker processes (both sizes run on as many),
// each under the limit: the console meets the same metadata and lists, from 7 brokers.
//   node --expose-gc --max-semi-space-size=16 bench/topic-list/run.ts   (the server's own V8 flags, launch.ts)
//   BENCH_REUSE=1   start on the data dirs an earlier run kept and only add what is missing
//   BENCH_KEEP=1    keep .run/bench-kafka at the end (for BENCH_REUSE); deleted otherwise
//   BENCH_RUNS=15   runs per median
//   BENCH_SHARE_GROUPS=1000, BENCH_STREAMS_GROUPS=200   share and streams groups at full size (10 each small)
//   BENCH_BASELINE=<git ref or dir>   also measures that version of the server, side by side (runs
//                   alternate between the two consoles), and prints its figures as "before"
//   BENCH_CPU_PROF=<file>   V8 CPU profile of the current console's heap phase at full size
//   BENCH_GAP_MS=1100   a pause before each timed run: the server's lists kept for 1 s have expired
//   BENCH_BROKERS=7     broker processes sharing the partitions (default 1); BENCH_PORT=49092 the first port
//   BENCH_SETUP_ONLY=1  only create the full size (with BENCH_KEEP=1: made ahead for BENCH_REUSE=1)
//   BENCH_ATTACH=full-b7 BENCH_SMALL_PORT=49300   measure the full size on the brokers up.ts keeps
//                   running (not started or stopped here: 7 brokers take ~12 min to load 100,000
//                   partitions at load 50); the small size then runs on its own ports meanwhile, its
//                   figures taken beside the full size's idle brokers
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import {
  type BenchKafka,
  BROKERS,
  bootstrap,
  checkFileLimit,
  hardFileLimit,
  killStarted,
  PORT,
  root,
  startKafka,
  stopKafka,
} from './brokers.ts';
import { benchConsoles, type Console, listening } from './consoles.ts';
import { ensureGroups, ensureOtherGroups, ensureTopics, fillFirstPage, log } from './kafka.ts';
import { liveGroups, type ScreenTimes, screens, watchHeap } from './measure.ts';
import { samplerFigures } from './overview.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TOPICS = Number(process.env.BENCH_TOPICS ?? 10_000);
const PARTITIONS = Number(process.env.BENCH_PARTITIONS ?? 10);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 20_000);
const SHARE = Number(process.env.BENCH_SHARE_GROUPS ?? 1000);
const STREAMS = Number(process.env.BENCH_STREAMS_GROUPS ?? 200);
const REUSE = process.env.BENCH_REUSE === '1';
const KEEP = process.env.BENCH_KEEP === '1' || REUSE || process.env.BENCH_SETUP_ONLY === '1';
const BASE = 100;
const SETUP_ONLY = process.env.BENCH_SETUP_ONLY === '1';
const SMALL_PORT = Number(process.env.BENCH_SMALL_PORT ?? PORT);
/** A data dir per size and broker count, so runs with different BENCH_BROKERS keep theirs apart. */
const sized = (name: string) => (BROKERS > 1 ? `${name}-b${BROKERS}` : name);

checkFileLimit(TOPICS * PARTITIONS);

interface Sized {
  topics: number;
  groups: number;
  share: number;
  streams: number;
}

interface SizeFigures {
  topics: number;
  partitions: number;
  groups: { consumer: number; share: number; streams: number; live: number };
  setupSeconds: number;
  /** One per console: current, then the baseline when asked. */
  times: ScreenTimes[];
  heap?: Array<{ maxSeenMb: number; afterGcMb?: number }>;
  sampler?: Awaited<ReturnType<typeof samplerFigures>>;
}

const consoles = await benchConsoles();

/** The screens on one console alone, a fresh one: its heap while they run and after a GC. */
async function heapOf(c: Console, full: boolean, profile?: string) {
  const { app, ctx, url } = await listening(c, bootstrap);
  try {
    const session = profile ? new Session() : undefined;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.start');
    }
    const [, heap] = await watchHeap(() => screens([url], 5));
    if (session && profile) {
      const { profile: data } = await session.post('Profiler.stop');
      writeFileSync(profile, JSON.stringify(data));
      session.disconnect();
    }
    const sampler = full ? await samplerFigures(ctx, 'bench') : undefined;
    return { heap, sampler };
  } finally {
    await app.close();
  }
}

/** Starts the size's Kafka, adds what it lacks, measures the screens with fresh consoles. */
async function measureSize(size: string, want: Sized, full: boolean, port = PORT): Promise<SizeFigures> {
  log(`${size}: starting Kafka`);
  const kafka: BenchKafka = await startKafka(size, REUSE, port);
  try {
    const setupStart = performance.now();
    await ensureTopics(kafka.admin, want.topics, PARTITIONS);
    await fillFirstPage(25);
    await ensureGroups(kafka.admin, want.groups, want.topics);
    await ensureOtherGroups(kafka.admin, want.share, want.streams, want.topics);
    const setupSeconds = Math.round((performance.now() - setupStart) / 100) / 10;
    log(`${size}: ready after ${setupSeconds} s${kafka.reused ? ' (reused data dir)' : ''}`);
    if (SETUP_ONLY)
      return { topics: want.topics, partitions: want.topics * PARTITIONS, setupSeconds } as SizeFigures;
    const stopLive = await liveGroups();
    try {
      const running = [];
      for (const c of consoles) running.push(await listening(c, bootstrap));
      let times: ScreenTimes[];
      try {
        times = await screens(
          running.map((r) => r.url),
          RUNS,
        );
      } finally {
        for (const r of running) await r.app.close();
      }
      const heaps = [];
      let sampler: SizeFigures['sampler'];
      if (full) {
        for (const [k, c] of consoles.entries()) {
          const found = await heapOf(c, k === 0, k === 0 ? process.env.BENCH_CPU_PROF : undefined);
          heaps.push(found.heap);
          sampler ??= found.sampler;
        }
      }
      return {
        topics: want.topics,
        partitions: want.topics * PARTITIONS,
        groups: { consumer: want.groups, share: want.share, streams: want.streams, live: 2 },
        setupSeconds,
        times,
        ...(full ? { heap: heaps, sampler } : {}),
      };
    } finally {
      await stopLive();
    }
  } finally {
    log(`${size}: stopping Kafka`);
    await stopKafka(kafka);
  }
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
const ratios = (full: ScreenTimes, small: ScreenTimes) =>
  Object.fromEntries(
    Object.entries(full).map(([screen, ms]) => [screen, ratio(ms, small[screen as keyof ScreenTimes])]),
  );

async function measureAll() {
  const small = await measureSize(
    sized('small'),
    { topics: BASE, groups: BASE, share: 10, streams: 10 },
    false,
    SMALL_PORT,
  );
  const full = await measureSize(
    sized('full'),
    { topics: TOPICS, groups: GROUPS, share: SHARE, streams: STREAMS },
    true,
  );
  const figures = consoles.map((c, k) => ({
    console: c.name,
    medianMs: { small: small.times[k], full: full.times[k] },
    ratios: ratios(full.times[k] as ScreenTimes, small.times[k] as ScreenTimes),
    heap: full.heap?.[k],
  }));
  console.log(
    JSON.stringify({
      bench: 'scale',
      runs: RUNS,
      gapMs: Number(process.env.BENCH_GAP_MS ?? 0),
      brokers: BROKERS,
      attached: process.env.BENCH_ATTACH,
      fileLimit: hardFileLimit(),
      small: { ...small, times: undefined },
      full: { ...full, times: undefined, heap: undefined, sampler: undefined },
      consoles: figures,
      heapWhat:
        'heapUsed of the bench process with one console in-process (plus the bench Kafka admin and two consumers): maxSeen sampled every 100 ms while the screens ran 5 times after a warm-up (garbage not yet collected included), afterGc once they ran',
      goal: { ratio: 2, heapMb: 300, screens: ['topicList', 'groupList', 'overview', 'groupDetail'] },
      loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    }),
  );
  console.log(JSON.stringify({ bench: 'sampler', ...full.sampler }));
}

// Stopped by a signal: the brokers it started stop too (nothing is left running by pid).
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.once(signal, () => {
    killStarted();
    process.exit(1);
  });

try {
  if (SETUP_ONLY) {
    const want = { topics: TOPICS, groups: GROUPS, share: SHARE, streams: STREAMS };
    const made = await measureSize(sized('full'), want, true);
    console.log(JSON.stringify({ bench: 'scale-setup', brokers: BROKERS, ...made }));
  } else await measureAll();
} finally {
  // 100,000 partition folders are only worth keeping to run again on them.
  if (!KEEP) rmSync(root, { recursive: true, force: true });
}
