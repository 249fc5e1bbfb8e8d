// Where the topic list request's time goes at full size (issue 17: ~410 ms for 10,000 topics): each
// part timed alone on the benchmark's Kafka kept up by up.ts, with the CPU this process spent on it
// (process.cpuUsage: decoding and building; the rest of the wall time is the broker and the wire),
// then the whole request through an in-process console. A pause of BENCH_GAP_MS (default 1100)
// before each run, so the lists the server keeps for a second have expired.
//   node bench/topic-list/up.ts &
//   node --expose-gc bench/topic-list/list-parts.ts   (BENCH_CPU_PROF=<file>: profile of the requests)
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { Admin, metadataV12 } from '@platformatic/kafka';
import { everyGroup } from '../../server/src/services/consumer-group-listing.ts';
import { describeTopics } from '../../server/src/services/topic-describe.ts';
import { topicKinds } from '../../server/src/services/topic-filter.ts';
import { clusterSnapshot } from '../../server/src/services/topic-metadata.ts';
import { decodeMetadata, metadataBytes } from '../../server/src/services/topic-metadata-wire.ts';
import { listedNames } from '../../server/src/services/topic-names.ts';
import { bootstrap } from './brokers.ts';
import { currentConsole, listening } from './consoles.ts';
import { log } from './kafka.ts';
import { mid } from './median.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 1100);
const PAGE = 25;
const admin = new Admin({ clientId: 'bench-parts', bootstrapBrokers: [bootstrap] });
const kinds = topicKinds(['^_.*$'], ['-changelog$', '-repartition$']);

/** Wall and own-CPU milliseconds of `body`. */
async function measured(body: () => Promise<unknown>): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await body();
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return [wall, (used.user + used.system) / 1000];
}

async function connection() {
  const found = (await admin.connectToBrokers(null)).values().next().value;
  if (!found) throw new Error('no connection');
  return found;
}

async function metadataOf(topics: string[] | null) {
  return metadataV12.api.async(await connection(), topics, false, false);
}

const pageNames = listedNames(await clusterSnapshot(admin), kinds, 'HIDE_INTERNAL').slice(0, PAGE);

const parts: Record<string, () => Promise<unknown>> = {
  metadataNoTopics: () => metadataOf([]),
  metadataPage: () => metadataOf(pageNames),
  metadataAll: () => metadataOf(null),
  // The server's own read (topic-metadata-wire.ts): the bytes alone, then decoded as the list does.
  metadataAllBytes: async () => metadataBytes(await connection(), null),
  decodeAll: async () => decodeMetadata(await metadataBytes(await connection(), null)),
  snapshotAll: () => clusterSnapshot(admin),
  namesOfSnapshot: async () => {
    const snapshot = await clusterSnapshot(admin);
    return listedNames(snapshot, kinds, 'HIDE_INTERNAL', undefined, admin);
  },
  listGroups: () => admin.listGroups({ types: ['classic', 'consumer', 'share', 'streams'] }),
  // The server's own (consumer-group-listing.ts): the same map object while the groups are unchanged.
  everyGroup: () => everyGroup(admin),
  describePage: async () => describeTopics(admin, await clusterSnapshot(admin, pageNames), kinds, pageNames),
};

const con = await listening(currentConsole, bootstrap);
const listUrl = `${con.url}/api/bench/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}`;
const page = encodeURIComponent(pageNames.join(','));
const requests: Record<string, string> = {
  request: listUrl,
  groupsOfPageRequest: `${con.url}/api/bench/group/topics?topics=${page}`,
  groupListRequest: `${con.url}/api/bench/group?page=1`,
};
for (const [name, url] of Object.entries(requests)) {
  parts[name] = async () => {
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${name}: ${res.status}`);
  };
}

try {
  // Warm-up, tried again on failure: a fresh console's first requests at full size can meet the
  // Kafka deadline while its overview sampler's first round runs on a loaded machine.
  for (const [name, body] of Object.entries(parts)) {
    for (let i = 0, failed = 0; i < 2; ) {
      try {
        await body();
        i++;
      } catch (error) {
        if (++failed > 10) throw error;
        log(`warm-up of ${name}: ${(error as Error).message.slice(0, 200)}, again`);
        await new Promise((r) => setTimeout(r, 3000));
      }
    }
  }
  const profile = process.env.BENCH_CPU_PROF;
  const session = profile ? new Session() : undefined;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const wall = new Map<string, number[]>();
  const cpu = new Map<string, number[]>();
  for (let i = 0; i < RUNS; i++) {
    for (const [name, body] of Object.entries(parts)) {
      await new Promise((r) => setTimeout(r, GAP_MS));
      const [w, c] = await measured(body);
      wall.set(name, [...(wall.get(name) ?? []), w]);
      cpu.set(name, [...(cpu.get(name) ?? []), c]);
    }
    log(`run ${i + 1}/${RUNS}`);
  }
  if (session && profile) {
    const { profile: data } = await session.post('Profiler.stop');
    writeFileSync(profile, JSON.stringify(data));
    session.disconnect();
  }
  console.log(
    JSON.stringify({
      bench: 'topic-list-parts',
      runs: RUNS,
      gapMs: GAP_MS,
      medianMs: Object.fromEntries(
        [...wall].map(([k, v]) => [k, { wall: mid(v), ownCpu: mid(cpu.get(k) ?? []) }]),
      ),
      loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    }),
  );
} finally {
  await con.app.close();
  await admin.close();
}
