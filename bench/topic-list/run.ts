// Benchmark of issue 17 "Scale" (and spec §9 "topic list", issue 15's overview): the topic list's
// first page, the group list's first page, the overview and one group's detail on a single-node
// cluster of 100 topics / 100 groups, then on one of BENCH_TOPICS x BENCH_PARTITIONS partitions and
// BENCH_GROUPS groups (issue 17: 10,000 x 10 and 20,000); the medians, their ratios (goal <= 2) and
// the server's heap at full size (goal < 300 MB). Prints one JSON line per bench.
// Each size runs its own Kafka (ports 49092/49093, data in .run/bench-kafka/<size>), stopped by pid.
//   node --expose-gc --max-semi-space-size=16 bench/topic-list/run.ts   (the server's own V8 flags, launch.ts)
//   BENCH_REUSE=1   start on the data dirs an earlier run kept and only add what is missing
//   BENCH_KEEP=1    keep .run/bench-kafka at the end (for BENCH_REUSE); deleted otherwise
//   BENCH_RUNS=15   runs per median
import { readFileSync, rmSync } from 'node:fs';
import { buildApp } from '../../server/src/app.ts';
import { parseConfig } from '../../server/src/config/load.ts';
import {
  type BenchKafka,
  bootstrap,
  checkFileLimit,
  ensureGroups,
  ensureTopics,
  fillFirstPage,
  hardFileLimit,
  log,
  root,
  startKafka,
  stopKafka,
} from './kafka.ts';
import { liveGroups, type ScreenTimes, screens, watchHeap } from './measure.ts';
import { samplerFigures } from './overview.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TOPICS = Number(process.env.BENCH_TOPICS ?? 10_000);
const PARTITIONS = Number(process.env.BENCH_PARTITIONS ?? 10);
const GROUPS = Number(process.env.BENCH_GROUPS ?? 20_000);
const REUSE = process.env.BENCH_REUSE === '1';
const KEEP = process.env.BENCH_KEEP === '1' || REUSE;
const BASE = 100;

checkFileLimit(TOPICS * PARTITIONS);

interface SizeFigures {
  topics: number;
  partitions: number;
  groups: number;
  setupSeconds: number;
  times: ScreenTimes;
  heap?: { maxSeenMb: number; afterGcMb?: number };
  sampler?: Awaited<ReturnType<typeof samplerFigures>>;
}

/** Starts the size's Kafka, adds what it lacks, measures the screens with a fresh console. */
async function measureSize(
  size: string,
  topics: number,
  groups: number,
  full: boolean,
): Promise<SizeFigures> {
  log(`${size}: starting Kafka`);
  const kafka: BenchKafka = await startKafka(size, REUSE);
  try {
    const setupStart = performance.now();
    await ensureTopics(kafka.admin, topics, PARTITIONS);
    await fillFirstPage(25);
    await ensureGroups(kafka.admin, groups, topics);
    const setupSeconds = Math.round((performance.now() - setupStart) / 100) / 10;
    log(`${size}: ready after ${setupSeconds} s${kafka.reused ? ' (reused data dir)' : ''}, measuring`);
    const stopLive = await liveGroups();
    const config = parseConfig({
      server: { port: 0, 'log-level': 'warn' },
      connections: { bench: { properties: { 'bootstrap.servers': bootstrap } } },
    });
    const { app, ctx } = await buildApp(config);
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const [times, heap] = await watchHeap(() => screens(url, RUNS));
      const sampler = full ? await samplerFigures(ctx, 'bench') : undefined;
      return {
        topics,
        partitions: topics * PARTITIONS,
        groups: groups + 2,
        setupSeconds,
        times,
        ...(full ? { heap, sampler } : {}),
      };
    } finally {
      await app.close();
      await stopLive();
    }
  } finally {
    log(`${size}: stopping Kafka`);
    await stopKafka(kafka);
  }
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

try {
  const small = await measureSize('small', BASE, BASE, false);
  const full = await measureSize('full', TOPICS, GROUPS, true);
  const ratios = Object.fromEntries(
    Object.entries(full.times).map(([screen, ms]) => [
      screen,
      ratio(ms, small.times[screen as keyof ScreenTimes]),
    ]),
  );
  console.log(
    JSON.stringify({
      bench: 'scale',
      runs: RUNS,
      fileLimit: hardFileLimit(),
      small: { ...small, times: undefined },
      full: { ...full, times: undefined, sampler: undefined },
      medianMs: { small: small.times, full: full.times },
      ratios,
      heap: full.heap && {
        ...full.heap,
        what: 'heapUsed of the bench process (the console in-process, plus its Kafka admin and two consumers): maxSeen sampled every 100 ms while the screens ran (garbage not yet collected included), afterGc once they ran',
      },
      goal: { ratio: 2, heapMb: 300, screens: ['topicList', 'groupList', 'overview', 'groupDetail'] },
      loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    }),
  );
  console.log(JSON.stringify({ bench: 'sampler', ...full.sampler }));
} finally {
  // 100,000 partition folders are only worth keeping to run again on them.
  if (!KEEP) rmSync(root, { recursive: true, force: true });
}
