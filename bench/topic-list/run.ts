// Benchmark of spec §9 "topic list": median latency of the first page with all columns (the list
// call, then last records and consumer groups for the page's topics, as the web app does) on a
// cluster with 100 topics and then 10,000 topics; then the same with 5,000 groups, and the group
// screens (a searched page of the group list, the groups of one topic) with 100 vs 5,000 groups, and
// the first page sorted by size (issue 15) at 100 vs 10,000 topics.
// Starts its own single-node Kafka (ports 49092/49093, data in .run/bench-kafka), stops it by pid at
// the end, prints one JSON line.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { buildApp } from '../../server/src/app.ts';
import { parseConfig } from '../../server/src/config/load.ts';
import { overviewMedian, samplerFigures } from './overview.ts';

const repo = resolve(import.meta.dirname, '../..');
const dir = join(repo, '.run/bench-kafka');
const lib = join(repo, '.deps/kafka/lib/*');
const bootstrap = '127.0.0.1:49092';
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TARGET = Number(process.env.BENCH_TOPICS ?? 10_000);
const PAGE = 25;
const GROUPS = Number(process.env.BENCH_GROUPS ?? 5_000);
/** Groups committed before the group screens are first measured, the baseline of their ratio. */
const BASE_GROUPS = Math.min(100, GROUPS);

const props = {
  'process.roles': 'broker,controller',
  'node.id': 1,
  'controller.quorum.voters': '1@127.0.0.1:49093',
  listeners: 'PLAINTEXT://127.0.0.1:49092,CONTROLLER://127.0.0.1:49093',
  'advertised.listeners': 'PLAINTEXT://127.0.0.1:49092',
  'controller.listener.names': 'CONTROLLER',
  'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
  'log.dirs': join(dir, 'data'),
  'num.partitions': 1,
  'offsets.topic.replication.factor': 1,
  'offsets.topic.num.partitions': 5,
  'transaction.state.log.replication.factor': 1,
  'transaction.state.log.min.isr': 1,
  'share.coordinator.state.topic.replication.factor': 1,
  'auto.create.topics.enable': false,
};

const java = (main: string, jvm: string[], args: string[]) => [
  ...jvm,
  '-XX:+UseG1GC',
  '-cp',
  lib,
  main,
  ...args,
];

function startKafka(): ChildProcess {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'server.properties');
  writeFileSync(
    config,
    `${Object.entries(props)
      .map(([k, v]) => `${k}=${v}`)
      .join('\n')}\n`,
  );
  writeFileSync(join(dir, 'log4j2.properties'), 'status = warn\nrootLogger.level = WARN\n');
  const id = Buffer.from(randomUUID().replace(/-/g, ''), 'hex').toString('base64url').slice(0, 22);
  const format = spawnSync(
    'java',
    java('kafka.tools.StorageTool', ['-Xmx256m'], ['format', '-t', id, '-c', config]),
  );
  if (format.status !== 0) throw new Error(`format failed: ${format.stderr}`);
  return spawn(
    'java',
    java(
      'kafka.Kafka',
      ['-Xms512m', '-Xmx2g', `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`],
      [config],
    ),
    { stdio: 'ignore' },
  );
}

async function waitReady(admin: Admin): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      await admin.listTopics();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('bench Kafka did not start');
}

const name = (i: number) => `bench-${String(i).padStart(5, '0')}`;

async function createTopics(admin: Admin, from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += 500) {
    const topics = Array.from({ length: Math.min(500, to - start) }, (_, i) => name(start + i));
    await admin.createTopics({ topics, partitions: 1, replicas: 1 });
  }
}

/** Commits offset 0 as a group; retried while Kafka creates __consumer_offsets (no coordinator yet). */
async function commit(admin: Admin, groupId: string, topic: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.alterConsumerGroupOffsets({
        groupId,
        topics: [{ name: topic, partitionOffsets: [{ partition: 0, offset: 0n }] }],
      });
      return;
    } catch (error) {
      if (attempt >= 40) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** The first page as the web app loads it: the list, then last records and groups in parallel. */
async function timed(url: string): Promise<[number, Response]> {
  const started = performance.now();
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  await res.arrayBuffer();
  return [performance.now() - started, res];
}

interface PageTimes {
  total: number;
  list: number;
  lastRecord: number;
  groups: number;
}

async function firstPage(url: string): Promise<PageTimes> {
  const started = performance.now();
  const listUrl = `${url}/api/bench/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}`;
  const listStart = performance.now();
  const list = (await (await fetch(listUrl)).json()) as { results: { name: string }[] };
  const listMs = performance.now() - listStart;
  const names = encodeURIComponent(list.results.map((t) => t.name).join(','));
  const [[lastRecord], [groups]] = await Promise.all([
    timed(`${url}/api/bench/topic/last-record?topics=${names}`),
    timed(`${url}/api/bench/group/topics?topics=${names}`),
  ]);
  return { total: performance.now() - started, list: listMs, lastRecord, groups };
}

/** The first page sorted by size, largest first: the server sorts every topic, so it reads every size. */
async function sortedBySize(url: string): Promise<number> {
  const list = `${url}/api/bench/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}&sort=size&order=desc`;
  for (let i = 0; i < 3; i++) await timed(list); // warm-up
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) runs.push((await timed(list))[0]);
  return mid(runs);
}

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

const mid = (values: number[]) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

interface GroupTimes {
  /** Page 3 of the group list searched by a prefix all groups share. */
  list: number;
  /** The groups of a topic that few groups read, found among all of them. */
  topicGroups: number;
}

async function groupTimes(url: string): Promise<GroupTimes> {
  const list = `${url}/api/bench/group?search=bench-group&page=3`;
  const topicGroups = `${url}/api/bench/topic/${name(0)}/groups`;
  for (let i = 0; i < 3; i++) await Promise.all([timed(list), timed(topicGroups)]); // warm-up
  const runs: GroupTimes[] = [];
  for (let i = 0; i < RUNS; i++)
    runs.push({ list: (await timed(list))[0], topicGroups: (await timed(topicGroups))[0] });
  return { list: mid(runs.map((r) => r.list)), topicGroups: mid(runs.map((r) => r.topicGroups)) };
}

/** Commits groups bench-group-<from..to-1>, one in a thousand on a first-page topic. */
async function commitGroups(from: number, to: number): Promise<void> {
  for (let start = from; start < to; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, to - start) }, (_, i) => start + i).map((g) =>
        commit(admin, `bench-group-${g}`, g % 1000 === 0 ? name(0) : name(TARGET - 1)),
      ),
    );
  }
}

async function median(url: string): Promise<PageTimes> {
  for (let i = 0; i < 5; i++) await firstPage(url); // warm-up: connections, JIT
  const runs: PageTimes[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await firstPage(url));
  return {
    total: mid(runs.map((r) => r.total)),
    list: mid(runs.map((r) => r.list)),
    lastRecord: mid(runs.map((r) => r.lastRecord)),
    groups: mid(runs.map((r) => r.groups)),
  };
}

const kafka = startKafka();
const admin = new Admin({ clientId: 'bench', bootstrapBrokers: [bootstrap] });
const config = parseConfig({
  server: { port: 0, 'log-level': 'warn' },
  connections: { bench: { properties: { 'bootstrap.servers': bootstrap } } },
});
const { app, ctx } = await buildApp(config);
try {
  await waitReady(admin);
  await createTopics(admin, 0, 100);
  // One record in each first-page topic, so the Last Record column has something to fetch.
  const producer = new Producer({
    clientId: 'bench',
    bootstrapBrokers: [bootstrap],
    serializers: stringSerializers,
  });
  // Retried: right after creation a partition may not have its leader yet (NOT_LEADER_OR_FOLLOWER).
  for (let attempt = 0; ; attempt++) {
    try {
      await producer.send({
        messages: Array.from({ length: PAGE }, (_, i) => ({ topic: name(i), value: `v${i}` })),
      });
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  await producer.close();
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const small = await median(url);
  const overviewSmall = await overviewMedian(url, 'bench', RUNS);
  const smallSorted = await sortedBySize(url);
  const createStart = performance.now();
  await createTopics(admin, 100, TARGET);
  const createSeconds = Math.round((performance.now() - createStart) / 100) / 10;
  const large = await median(url);
  const overviewLarge = await overviewMedian(url, 'bench', RUNS);
  const largeSorted = await sortedBySize(url);
  // Groups with committed offsets, a few on a first-page topic and the rest elsewhere: the groups
  // column must not make the page slow on a cluster with thousands of groups.
  const groupStart = performance.now();
  if (GROUPS > 0) await commit(admin, 'bench-group-first', name(0));
  await commitGroups(0, BASE_GROUPS);
  const baseGroupTimes = GROUPS > 0 ? await groupTimes(url) : undefined;
  await commitGroups(BASE_GROUPS, GROUPS);
  const groupSeconds = Math.round((performance.now() - groupStart) / 100) / 10;
  const withGroups = GROUPS > 0 ? await median(url) : undefined;
  const allGroupTimes = GROUPS > 0 ? await groupTimes(url) : undefined;
  const overviewWithGroups = await overviewMedian(url, 'bench', RUNS);
  const sampler = await samplerFigures(ctx, 'bench');
  console.log(
    JSON.stringify({
      bench: 'topic-list',
      pageSize: PAGE,
      runs: RUNS,
      firstPageMs100: small.total,
      [`firstPageMs${TARGET}`]: large.total,
      ratio: Math.round((large.total / small.total) * 100) / 100,
      parts100: small,
      [`parts${TARGET}`]: large,
      goal: { ratio: 2, maxMs: 1000 },
      // Issue 15: the list sorted by size (server-side, over every topic), first page only.
      sortedBySizeMs100: smallSorted,
      [`sortedBySizeMs${TARGET}`]: largeSorted,
      sortedBySizeRatio: ratio(largeSorted, smallSorted),
      createSecondsFor: { topics: TARGET - 100, seconds: createSeconds },
      ...(withGroups
        ? {
            groups: GROUPS,
            firstPageMsWithGroups: withGroups.total,
            partsWithGroups: withGroups,
            groupSeconds,
          }
        : {}),
      ...(baseGroupTimes && allGroupTimes
        ? {
            groupScreensMs: {
              [`groups${BASE_GROUPS + 1}`]: baseGroupTimes,
              [`groups${GROUPS + 1}`]: allGroupTimes,
            },
            groupScreensRatio: {
              list: ratio(allGroupTimes.list, baseGroupTimes.list),
              topicGroups: ratio(allGroupTimes.topicGroups, baseGroupTimes.topicGroups),
            },
          }
        : {}),
    }),
  );
  // Issue 15: the cluster overview at 100 vs TARGET topics, and the sampler's cost at TARGET topics.
  console.log(
    JSON.stringify({
      bench: 'overview',
      runs: RUNS,
      overviewMs100: overviewSmall,
      [`overviewMs${TARGET}`]: overviewLarge,
      overviewRatio: Math.round((overviewLarge / overviewSmall) * 100) / 100,
      [`overviewMs${TARGET}WithGroups`]: overviewWithGroups,
      groups: GROUPS,
      goal: { ratio: 2 },
      sampler,
    }),
  );
} finally {
  await app.close();
  await admin.close();
  kafka.kill('SIGTERM');
  await new Promise((r) => kafka.once('exit', r));
  // 10,000 topic folders are only worth keeping while the benchmark runs.
  rmSync(dir, { recursive: true, force: true });
}
