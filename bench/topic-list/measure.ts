// The four screens of issue 17's scale goal, timed as the web app loads them (median of RUNS after
// a warm-up): the topic list's first page (the list, then last records and groups of its topics in
// parallel), the group list's first page, the cluster overview, one group's detail; plus two screens
// of earlier issues kept for comparison (the groups of a topic, the list sorted by size).
import { Consumer } from '@platformatic/kafka';
import { bootstrap } from './brokers.ts';
import { groupName, log, topicName } from './kafka.ts';
import { mid } from './median.ts';
import { overviewOnce } from './overview.ts';

const PAGE = 25;
/**
 * A pause before each timed run (BENCH_GAP_MS): over 1000 the server's whole-cluster lists, kept up
 * to a second (server/src/kafka/coalesce.ts), have expired, so each run is what a lone user who
 * pauses between pages meets; 0 (default) times runs back to back, as users clicking through do.
 */
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 0);

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

/**
 * A warm-up run, tried again on failure: right after a fresh console starts, its first requests at
 * full size can meet the Kafka deadline while the overview sampler's first round runs.
 */
async function warm(once: () => Promise<number>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await once();
      return;
    } catch (error) {
      if (attempt >= 10) throw error;
      log(`warm-up: ${(error as Error).message}, again`);
      await new Promise((r) => setTimeout(r, 3000));
    }
  }
}

/**
 * A timed run, tried again (at most twice) when the server answers an error: on a machine loaded
 * by others the bench broker can miss the server's Kafka deadline (a 504 on the 21k-group lag sort
 * at load 27), which ended the whole bench. Each failure is logged with the screen's URL.
 */
async function timedAgain(once: () => Promise<number>): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= 2) throw error;
      log(`timed run failed (${(error as Error).message}), again`);
    }
  }
}

/**
 * Medians of one screen on each console, runs alternating between them so every console meets the
 * same load (the machine is shared): after a warm-up of each (connections, JIT, caches as a user
 * finds them), run i of console 0, run i of console 1, ...
 */
async function medians(runs: number, onces: Array<() => Promise<number>>): Promise<number[]> {
  for (const once of onces) for (let i = 0; i < 5; i++) await warm(once);
  const times = onces.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, once] of onces.entries()) {
      if (GAP_MS > 0) await new Promise((r) => setTimeout(r, GAP_MS));
      times[k]?.push(await timedAgain(once));
    }
  }
  return times.map(mid);
}

async function topicListFirstPage(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/bench/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}`);
  if (!res.ok) throw new Error(`topic list: ${res.status}`);
  const list = (await res.json()) as { results: { name: string }[] };
  const names = encodeURIComponent(list.results.map((t) => t.name).join(','));
  await Promise.all([
    timed(`${url}/api/bench/topic/last-record?topics=${names}`),
    timed(`${url}/api/bench/group/topics?topics=${names}`),
  ]);
  return performance.now() - started;
}

export interface ScreenTimes {
  topicList: number;
  groupList: number;
  overview: number;
  groupDetail: number;
  liveGroupDetail: number;
  topicGroups: number;
  sortedBySize: number;
  /** A whole-list sort that stays on the server: every group's lag. */
  groupListByLag: number;
}

/** The screens' medians on each console at `urls` (one ScreenTimes per url, in order). */
export async function screens(urls: string[], runs: number): Promise<ScreenTimes[]> {
  const each = async (once: (url: string, api: string) => Promise<number>) =>
    medians(
      runs,
      urls.map((url) => () => once(url, `${url}/api/bench`)),
    );
  const columns: Record<keyof ScreenTimes, number[]> = {
    topicList: await each((url) => topicListFirstPage(url)),
    groupList: await each((_, api) => timed(`${api}/group?page=1`)),
    overview: await each((url) => overviewOnce(url, 'bench')),
    groupDetail: await each((_, api) => timed(`${api}/group/${groupName(0)}`)),
    liveGroupDetail: await each((_, api) => timed(`${api}/group/${LIVE_CLASSIC}`)),
    topicGroups: await each((_, api) => timed(`${api}/topic/${topicName(0)}/groups`)),
    sortedBySize: await each((_, api) =>
      timed(`${api}/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}&sort=size&order=desc`),
    ),
    groupListByLag: await each((_, api) => timed(`${api}/group?page=1&sort=lag&order=desc`)),
  };
  return urls.map((_, k) => {
    const row = {} as ScreenTimes;
    for (const [screen, values] of Object.entries(columns)) row[screen as keyof ScreenTimes] = values[k] ?? 0;
    return row;
  });
}

export const LIVE_CLASSIC = 'bench-live-classic';
const LIVE_CONSUMER = 'bench-live-consumer';

/**
 * Groups of the other kinds, with a member each while the screens are measured: a classic group and
 * a KIP-848 (consumer protocol) group reading the first topic. Returns what stops them.
 */
export async function liveGroups(): Promise<() => Promise<void>> {
  const consumers = [
    new Consumer({ clientId: 'bench-live', bootstrapBrokers: [bootstrap], groupId: LIVE_CLASSIC }),
    new Consumer({
      clientId: 'bench-live',
      bootstrapBrokers: [bootstrap],
      groupId: LIVE_CONSUMER,
      groupProtocol: 'consumer',
    }),
  ];
  const streams: { close: () => Promise<void> }[] = [];
  for (const consumer of consumers) {
    const stream = await consumer.consume({ topics: [topicName(0)], mode: 'earliest', autocommit: true });
    stream.on('data', () => {});
    stream.on('error', (error) => log(`live group: ${error.message}`));
    streams.push(stream);
  }
  return async () => {
    for (const stream of streams) await stream.close();
    for (const consumer of consumers) await consumer.close(true);
  };
}

/** The process's heap: the highest heapUsed seen while `body` runs, and heapUsed after a full GC. */
export async function watchHeap<T>(
  body: () => Promise<T>,
): Promise<[T, { maxSeenMb: number; afterGcMb?: number }]> {
  let max = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    max = Math.max(max, process.memoryUsage().heapUsed);
  }, 100);
  try {
    const result = await body();
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const afterGcMb = gc ? Math.round(process.memoryUsage().heapUsed / 1048576) : undefined;
    return [result, { maxSeenMb: Math.round(max / 1048576), afterGcMb }];
  } finally {
    clearInterval(timer);
  }
}
