// The four screens of issue 17's scale goal, timed as the web app loads them (median of RUNS after
// a warm-up): the topic list's first page (the list, then last records and groups of its topics in
// parallel), the group list's first page, the cluster overview, one group's detail; plus two screens
// of earlier issues kept for comparison (the groups of a topic, the list sorted by size).
import { Consumer } from '@platformatic/kafka';
import { bootstrap, groupName, log, topicName } from './kafka.ts';
import { overviewMedian } from './overview.ts';

const PAGE = 25;

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

const mid = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

async function median(runs: number, once: () => Promise<number>): Promise<number> {
  for (let i = 0; i < 5; i++) await once(); // warm-up: connections, JIT, caches as a user finds them
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  return mid(times);
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
}

export async function screens(url: string, runs: number): Promise<ScreenTimes> {
  const api = `${url}/api/bench`;
  return {
    topicList: await median(runs, () => topicListFirstPage(url)),
    groupList: await median(runs, () => timed(`${api}/group?page=1`)),
    overview: await overviewMedian(url, 'bench', runs),
    groupDetail: await median(runs, () => timed(`${api}/group/${groupName(0)}`)),
    liveGroupDetail: await median(runs, () => timed(`${api}/group/${LIVE_CLASSIC}`)),
    topicGroups: await median(runs, () => timed(`${api}/topic/${topicName(0)}/groups`)),
    sortedBySize: await median(runs, () =>
      timed(`${api}/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}&sort=size&order=desc`),
    ),
  };
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
