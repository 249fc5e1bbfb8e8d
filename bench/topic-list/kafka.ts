// The topic-list benchmark's own single-node Kafka (ports 49092/49093), one data dir per size under
// .run/bench-kafka/<size>. Everything here is idempotent ("ensure"), so with BENCH_REUSE=1 a run
// starts the broker on the data dir an earlier run left and only adds what is missing: creating
// 100,000 partitions takes far longer than measuring them.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Admin, Producer, stringSerializers } from '@platformatic/kafka';

const repo = resolve(import.meta.dirname, '../..');
export const root = join(repo, '.run/bench-kafka');
const lib = join(repo, '.deps/kafka/lib/*');
export const bootstrap = '127.0.0.1:49092';

export const topicName = (i: number) => `bench-${String(i).padStart(5, '0')}`;
export const groupName = (i: number) => `bench-group-${String(i).padStart(5, '0')}`;

const props = (dir: string) => ({
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
  // 100,000 nearly empty partitions must fit on disk and in memory: no preallocated segments,
  // small index files (sparse, but mapped at their full size when a partition is read).
  'log.preallocate': false,
  'log.segment.bytes': 1_048_576,
  'log.index.size.max.bytes': 16_384,
  'num.recovery.threads.per.data.dir': 2,
});

/** The hard limit on open files a child may raise itself to (one per partition's open segment). */
export function hardFileLimit(): number {
  const out = spawnSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
}

/**
 * Kafka keeps each partition's active segment open: a single broker needs a file handle per
 * partition, so a cluster larger than the hard limit cannot start here. Said before anything runs.
 */
export function checkFileLimit(partitions: number): void {
  const limit = hardFileLimit();
  const needed = partitions + 1500; // jars, sockets, the internal topics
  if (needed > limit) {
    throw new Error(
      `${partitions} partitions need about ${needed} open files in one broker, but the hard limit ` +
        `here is ${limit} (ulimit -Hn; raising it needs CAP_SYS_RESOURCE): lower BENCH_TOPICS x BENCH_PARTITIONS`,
    );
  }
}

export interface BenchKafka {
  process: ChildProcess;
  admin: Admin;
  /** True when the data dir was made by an earlier run. */
  reused: boolean;
}

export async function startKafka(size: string, reuse: boolean): Promise<BenchKafka> {
  const dir = join(root, size);
  const reused = reuse && existsSync(join(dir, 'data', 'meta.properties'));
  const config = join(dir, 'server.properties');
  if (!reused) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      config,
      `${Object.entries(props(dir))
        .map(([k, v]) => `${k}=${v}`)
        .join('\n')}\n`,
    );
    writeFileSync(join(dir, 'log4j2.properties'), 'status = warn\nrootLogger.level = WARN\n');
    const id = Buffer.from(randomUUID().replace(/-/g, ''), 'hex').toString('base64url').slice(0, 22);
    const format = spawnSync('java', [
      '-Xmx256m',
      '-cp',
      lib,
      'kafka.tools.StorageTool',
      'format',
      '-t',
      id,
      '-c',
      config,
    ]);
    if (format.status !== 0) throw new Error(`format failed: ${format.stderr}`);
  }
  const java = [
    'java',
    '-Xms512m',
    '-Xmx3g',
    '-XX:+UseG1GC',
    `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`,
    '-cp',
    `'${lib}'`,
    'kafka.Kafka',
    config,
  ].join(' ');
  // The soft limit is raised to the hard one in the child only (exec keeps the pid: stop by pid).
  const child = spawn('bash', ['-c', `ulimit -n "$(ulimit -Hn)"; exec ${java}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const admin = new Admin({ clientId: 'bench', bootstrapBrokers: [bootstrap] });
  await waitReady(admin, child);
  return { process: child, admin, reused };
}

async function waitReady(admin: Admin, child: ChildProcess): Promise<void> {
  // Loading 100,000 partitions from disk takes minutes on a busy machine.
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`bench Kafka exited with ${child.exitCode}`);
    try {
      await admin.listTopics();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error('bench Kafka did not start');
}

/** Stops the broker by pid and waits for a clean shutdown, so a reused data dir needs no recovery. */
export async function stopKafka(kafka: BenchKafka): Promise<void> {
  await kafka.admin.close();
  if (kafka.process.exitCode !== null) return;
  const exited = new Promise((r) => kafka.process.once('exit', r));
  kafka.process.kill('SIGTERM');
  const timer = setTimeout(() => kafka.process.kill('SIGKILL'), 180_000);
  await exited;
  clearTimeout(timer);
}

/** Creates the topics of 0..count-1 that do not exist yet, in batches the controller accepts. */
export async function ensureTopics(admin: Admin, count: number, partitions: number): Promise<number> {
  const existing = new Set(await admin.listTopics());
  const missing = Array.from({ length: count }, (_, i) => topicName(i)).filter((t) => !existing.has(t));
  const batch = Math.max(1, Math.floor(5000 / partitions));
  for (let start = 0; start < missing.length; start += batch) {
    const topics = missing.slice(start, start + batch);
    await retry(() => admin.createTopics({ topics, partitions, replicas: 1 }));
    if (start % (batch * 10) === 0) log(`topics: ${existing.size + start + topics.length}/${count}`);
  }
  return missing.length;
}

/**
 * Commits groups 0..count-1 that do not exist yet, group g on topic g mod topics, so the groups
 * spread over every topic (and every first-page topic is read by a few).
 */
export async function ensureGroups(admin: Admin, count: number, topics: number): Promise<number> {
  const existing = new Set((await admin.listGroups()).keys());
  const missing = Array.from({ length: count }, (_, i) => i).filter((g) => !existing.has(groupName(g)));
  for (let start = 0; start < missing.length; start += 100) {
    await Promise.all(
      missing.slice(start, start + 100).map((g) =>
        retry(() =>
          admin.alterConsumerGroupOffsets({
            groupId: groupName(g),
            topics: [{ name: topicName(g % topics), partitionOffsets: [{ partition: 0, offset: 0n }] }],
          }),
        ),
      ),
    );
    if (start % 2000 === 0) log(`groups: ${existing.size + start}/${count}`);
  }
  return missing.length;
}

export const shareGroupName = (i: number) => `bench-share-${String(i).padStart(5, '0')}`;
export const streamsGroupName = (i: number) => `bench-streams-${String(i).padStart(5, '0')}`;

/**
 * Share and streams groups 0..count-1 of each kind that do not exist yet, made by Groups.java (a
 * member joins and leaves: neither kind can be made by committing offsets). Group i of a kind reads
 * topic i mod topics, as consumer groups do, so no topic holds more than a handful of groups.
 */
export async function ensureOtherGroups(
  admin: Admin,
  share: number,
  streams: number,
  topics: number,
): Promise<number> {
  const log4j = join(root, 'clients-log4j2.properties');
  writeFileSync(log4j, 'status = warn\nrootLogger.level = ERROR\n');
  let made = 0;
  for (const [kind, count, name] of [
    ['share', share, shareGroupName],
    ['streams', streams, streamsGroupName],
  ] as const) {
    // Again for the groups that did not stay: a member may not have joined before it left.
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = new Set((await admin.listGroups({ types: ['share', 'streams'] })).keys());
      const missing = Array.from({ length: count }, (_, i) => i)
        .filter((i) => !existing.has(name(i)))
        .map((i) => `${name(i)}=${topicName(i % topics)}`);
      if (missing.length === 0) break;
      made += runGroups(kind, missing, log4j);
    }
  }
  return made;
}

/**
 * Groups.java over `<id>=<topic>` pairs, 200 per JVM; spawned synchronously: nothing else runs
 * during setup.
 */
function runGroups(kind: string, ids: string[], log4j: string): number {
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200);
    const java = spawnSync(
      'java',
      [
        '-Xmx512m',
        `-Dlog4j2.configurationFile=${log4j}`,
        '-cp',
        lib,
        join(import.meta.dirname, 'Groups.java'),
        bootstrap,
        kind,
        ...batch,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
    if (java.status !== 0) throw new Error(`${kind} groups failed: ${java.stderr.slice(-2000)}`);
    log(`${kind} groups: ${start + batch.length}/${ids.length} missing ones made`);
  }
  return ids.length;
}

/** One record in each first-page topic, so the Last Record column has something to fetch. */
export async function fillFirstPage(page: number): Promise<void> {
  const producer = new Producer({
    clientId: 'bench',
    bootstrapBrokers: [bootstrap],
    serializers: stringSerializers,
  });
  try {
    await retry(() =>
      producer.send({
        messages: Array.from({ length: page }, (_, i) => ({ topic: topicName(i), value: `v${i}` })),
      }),
    );
  } finally {
    await producer.close();
  }
}

/** Retried: right after creation a partition or the group coordinator may not be ready yet. */
async function retry<T>(body: () => Promise<T>, attempts = 40): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await body();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export const log = (line: string) => process.stderr.write(`[bench ${new Date().toISOString()}] ${line}\n`);
