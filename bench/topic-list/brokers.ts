// The topic-list benchmark's own Kafka: BENCH_BROKERS processes (default 1), data in
// .run/bench-kafka/<size>/node-<i>. Node 1 is a combined controller+broker (the only voter: static
// quorum), nodes 2..N are brokers only. Ports from BENCH_PORT (default 49092): node i's broker
// listener on BENCH_PORT + 2(i-1), node 1's controller on BENCH_PORT + 1.
//
// Why more than one process: issue 17's goal is a single node with 100,000 partitions, which is not
// possible here. Kafka keeps every partition's active segment open, so a broker needs about one
// file handle per partition, and the hard open-file limit in this container is 20,000 per process
// (raising it needs CAP_SYS_RESOURCE, which we do not have). Spread over N brokers, each holds
// ~partitions/N: the console then meets the same 100,000-partition metadata and lists, from N
// brokers instead of one.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Admin } from '@platformatic/kafka';

const repo = resolve(import.meta.dirname, '../..');
export const root = join(repo, '.run/bench-kafka');
export const lib = join(repo, '.deps/kafka/lib/*');
export const BROKERS = Math.max(1, Number(process.env.BENCH_BROKERS ?? 1));
export const PORT = Number(process.env.BENCH_PORT ?? 49092);
/**
 * The running size's first broker. A live binding: startKafka sets it, since a size may run on
 * its own ports (BENCH_SMALL_PORT, while up.ts keeps the full size up for BENCH_ATTACH).
 */
export let bootstrap = `127.0.0.1:${PORT}`;

const props = (dir: string, node: number, port: number) => ({
  'process.roles': node === 1 ? 'broker,controller' : 'broker',
  'node.id': node,
  'controller.quorum.voters': `1@127.0.0.1:${port + 1}`,
  listeners:
    node === 1
      ? `PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${port + 1}`
      : `PLAINTEXT://127.0.0.1:${port + 2 * (node - 1)}`,
  'advertised.listeners': `PLAINTEXT://127.0.0.1:${port + 2 * (node - 1)}`,
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
  // A broker that has not registered within this time exits, and the time includes loading its
  // logs: 7 brokers restarted on 100,000 partitions at load 40-60 took ~25 minutes to load their
  // ~16,700 each, and those past 15 minutes exited one after the other.
  'initial.broker.registration.timeout.ms': 3_600_000,
});

/** The hard limit on open files a child may raise itself to (one per partition's open segment). */
export function hardFileLimit(): number {
  const out = spawnSync('bash', ['-c', 'ulimit -Hn'], { encoding: 'utf8' }).stdout.trim();
  return out === 'unlimited' ? Number.POSITIVE_INFINITY : Number(out);
}

/**
 * Each broker needs a file handle per partition it leads (replication factor 1, partitions spread
 * evenly): a cluster whose share per broker exceeds the hard limit cannot start. Said before
 * anything runs.
 */
export function checkFileLimit(partitions: number): void {
  const limit = hardFileLimit();
  const perBroker = Math.ceil(partitions / BROKERS);
  const needed = perBroker + 1500; // jars, sockets, the internal topics
  if (needed > limit) {
    throw new Error(
      `${partitions} partitions on ${BROKERS} broker(s) need about ${needed} open files per broker, but ` +
        `the hard limit here is ${limit} (ulimit -Hn; raising it needs CAP_SYS_RESOURCE): raise ` +
        'BENCH_BROKERS or lower BENCH_TOPICS x BENCH_PARTITIONS',
    );
  }
}

export interface BenchKafka {
  processes: ChildProcess[];
  admin: Admin;
  /** True when the data dirs were made by an earlier run. */
  reused: boolean;
}

/** Writes node `node`'s config, at every start: a kept data dir runs with this version's settings. */
function writeConfig(dir: string, node: number, port: number): string {
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'server.properties');
  const lines = Object.entries(props(dir, node, port)).map(([k, v]) => `${k}=${v}`);
  writeFileSync(config, `${lines.join('\n')}\n`);
  writeFileSync(join(dir, 'log4j2.properties'), 'status = warn\nrootLogger.level = WARN\n');
  return config;
}

/** Formats node `node`'s data dir with the cluster's id. */
function format(dir: string, node: number, clusterId: string, port: number): void {
  const config = writeConfig(dir, node, port);
  const run = spawnSync('java', [
    '-Xmx256m',
    '-cp',
    lib,
    'kafka.tools.StorageTool',
    'format',
    '-t',
    clusterId,
    '-c',
    config,
  ]);
  if (run.status !== 0) throw new Error(`format of node ${node} failed: ${run.stderr}`);
}

/** Broker processes started and not exited: a run stopped while brokers load leaves none behind. */
const started = new Set<ChildProcess>();

/** SIGTERM to every broker this process started (each shuts itself down), for a signal handler. */
export function killStarted(): void {
  for (const child of started) child.kill('SIGTERM');
}

function startNode(dir: string, node: number): ChildProcess {
  // One broker holds the whole cluster: a large heap. Several share a loaded 2-core machine: small
  // ones (the controller's image of 100,000 partitions is tens of MB).
  const heap = BROKERS === 1 ? ['-Xms512m', '-Xmx3g'] : [node === 1 ? '-Xmx1g' : '-Xmx640m'];
  const java = [
    'java',
    ...heap,
    '-XX:+UseG1GC',
    `-Dlog4j2.configurationFile=${join(dir, 'log4j2.properties')}`,
    '-cp',
    `'${lib}'`,
    'kafka.Kafka',
    join(dir, 'server.properties'),
  ].join(' ');
  // The soft limit is raised to the hard one in the child only (exec keeps the pid: stop by pid).
  const child = spawn('bash', ['-c', `ulimit -n "$(ulimit -Hn)"; exec ${java}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

/**
 * Starts a size's brokers on `port` and on (a size's data dir keeps the ports it was made with).
 * With BENCH_ATTACH=<size> that size is the one up.ts keeps running on BENCH_PORT: it is neither
 * started nor stopped here, which spares the ~12 minutes 7 brokers take to load 100,000 partitions
 * on this loaded machine.
 */
export async function startKafka(size: string, reuse: boolean, port = PORT): Promise<BenchKafka> {
  const dir = join(root, size);
  const nodeDir = (node: number) => join(dir, `node-${node}`);
  const nodes = Array.from({ length: BROKERS }, (_, i) => i + 1);
  const attached = process.env.BENCH_ATTACH === size;
  bootstrap = `127.0.0.1:${attached ? PORT : port}`;
  const reused =
    attached || (reuse && nodes.every((n) => existsSync(join(nodeDir(n), 'data', 'meta.properties'))));
  if (!reused) {
    rmSync(dir, { recursive: true, force: true });
    const id = Buffer.from(randomUUID().replace(/-/g, ''), 'hex').toString('base64url').slice(0, 22);
    for (const n of nodes) format(nodeDir(n), n, id, port);
  }
  if (reused && !attached) for (const n of nodes) writeConfig(nodeDir(n), n, port);
  const processes = attached ? [] : nodes.map((n) => startNode(nodeDir(n), n));
  const admin = new Admin({ clientId: 'bench', bootstrapBrokers: [bootstrap] });
  try {
    await waitReady(admin, processes, nodes.length);
  } catch (error) {
    await stopKafka({ processes, admin, reused });
    throw error;
  }
  return { processes, admin, reused };
}

/** Ready once every broker is registered: partitions created earlier would miss the late ones. */
async function waitReady(admin: Admin, processes: ChildProcess[], count: number): Promise<void> {
  // Loading 100,000 partitions from disk takes minutes on a busy machine (12 at load 50).
  const until = Date.now() + 30 * 60_000;
  while (Date.now() < until) {
    const exited = processes.findIndex((p) => p.exitCode !== null);
    if (exited >= 0)
      throw new Error(`bench Kafka node ${exited + 1} exited with ${processes[exited]?.exitCode}`);
    try {
      const { brokers } = await admin.metadata({ topics: [], forceUpdate: true });
      if (brokers.size >= count) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('bench Kafka did not start');
}

/** Stops the brokers by pid, then the controller, each shut down cleanly so a reused dir needs no recovery. */
export async function stopKafka(kafka: BenchKafka): Promise<void> {
  await kafka.admin.close();
  // Brokers before the controller node: a broker stopping cleanly tells the controller.
  for (const child of [...kafka.processes].reverse()) {
    if (child.exitCode !== null) continue;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    await exited;
    clearTimeout(timer);
  }
}
