import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type * as Launch from '@console/server/launch';

// The console under load: a server process of its own (demo config, the running stack), and what
// it holds as seen from outside: its RSS and its TCP connections to each cluster's brokers.

const repo = join(import.meta.dirname, '../..');
/** Broker ports of the demo stack's clusters (server/config/demo.yml). */
const CLUSTERS: Record<string, number[]> = { main: [19092, 29092, 39092], second: [9192] };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A console of the working tree, or of `root` (an earlier server/ laid out by baseline.ts), on the
 * working tree's demo config.
 */
export async function startServer(sharedReads: boolean, root = repo) {
  const port = await freePort();
  // The root's own launch: its main.ts with its node flags (a baseline may have other flags).
  const launch = (await import(join(root, 'server/src/launch.ts'))) as typeof Launch;
  const args = launch.serverArgs(join(repo, 'server/config/demo.yml'));
  const memory = memoryFile(port);
  const child = spawn(join(repo, 'node_modules/.bin/node'), [...profileFlags(), ...memory.flags, ...args], {
    env: {
      ...process.env,
      BENCH_MEMORY: memory.file,
      CONSOLE__SERVER__PORT: String(port),
      CONSOLE__SERVER__LOG_LEVEL: 'warn',
      CONSOLE__SERVER__KAFKA_COALESCE_READS: String(sharedReads),
      // The load is the benchmark: no per-user cap on the searches of its 100 simulated users.
      CONSOLE__SERVER__STREAMS_PER_USER: '1000',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  // A server that never answers (a busy loop at start) fails the run instead of hanging it.
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    up = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) {
    child.kill('SIGKILL');
    throw new Error(`the console at ${url} did not answer /health`);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid as number, stop, memoryFile: memory.file };
}

/**
 * BENCH_MEMORY=<dir>: the server loads server-probe.ts, which writes what its memory is made of
 * each second to a file of its own there (memorySeries() reads it back).
 */
function memoryFile(port: number): { flags: string[]; file: string } {
  const dir = process.env.BENCH_MEMORY;
  if (!dir) return { flags: [], file: '' };
  return {
    flags: ['--import', join(import.meta.dirname, 'server-probe.ts')],
    file: join(dir, `memory-${port}.jsonl`),
  };
}

/**
 * The probe's samples between `from` and `to` (epoch ms), one every `everyS` seconds, each with
 * its second since `from`: RSS over time and its parts.
 */
export function memorySeries(file: string, from: number, to: number, everyS = 5) {
  if (!file || !existsSync(file)) return undefined;
  const samples = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { at: number } & Record<string, number>)
    .filter((s) => s.at >= from && s.at <= to);
  const series = [];
  let next = from;
  for (const { at, ...rest } of samples) {
    if (at < next) continue;
    series.push({ s: Math.round((at - from) / 1000), ...rest });
    next = at + everyS * 1000 - 500;
  }
  return series;
}

/**
 * BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in DevTools).
 * BENCH_HEAP=<dir>: it writes a heap snapshot there on SIGUSR2 (heapSnapshot(), before and after the mix).
 */
function profileFlags(): string[] {
  const cpu = process.env.BENCH_CPU_PROF;
  const heap = process.env.BENCH_HEAP;
  return [
    ...(cpu ? ['--cpu-prof', `--cpu-prof-dir=${cpu}`] : []),
    ...(heap ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${heap}`] : []),
  ];
}

/**
 * BENCH_HEAP: asks the server for a heap snapshot and waits until it is written (its size stops
 * growing); the file's path, or undefined without the knob. Compare two with heap-diff.ts.
 */
export async function heapSnapshot(pid: number): Promise<string | undefined> {
  const dir = process.env.BENCH_HEAP;
  if (!dir) return undefined;
  const before = new Set(readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  let size = -1;
  for (;;) {
    await new Promise((r) => setTimeout(r, 1000));
    const name = readdirSync(dir).find((f) => !before.has(f) && f.endsWith('.heapsnapshot'));
    if (!name) continue;
    const now = statSync(join(dir, name)).size;
    if (now > 0 && now === size) return join(dir, name);
    size = now;
  }
}

/** Established TCP connections from `pid` to each cluster's brokers (`ss`, seen from outside). */
export function connectionsByCluster(pid: number): Record<string, number> {
  const lines = execFileSync('ss', ['-tnpH', 'state', 'established'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(`pid=${pid},`));
  const result: Record<string, number> = {};
  for (const [cluster, ports] of Object.entries(CLUSTERS)) {
    result[cluster] = lines.filter((line) => ports.some((p) => line.includes(`127.0.0.1:${p} `))).length;
  }
  return result;
}

export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/**
 * The server's memory as it reports it (its /metrics, prom-client's process defaults), in MB:
 * RSS, the V8 heap's committed size and live part, its old space, and memory outside the heap
 * (Buffers, sockets). RSS grown while the heap's live part did not is garbage and capacity, not a leak.
 */
export async function memoryMb(url: string): Promise<Record<string, number>> {
  const text = await fetch(`${url}/metrics`).then((r) => r.text());
  const value = (name: string) => {
    const line = text.split('\n').find((l) => l.startsWith(name));
    return Math.round(Number(line?.split(' ').at(-1) ?? Number.NaN) / 2 ** 20);
  };
  return {
    rss: value('process_resident_memory_bytes '),
    heapTotal: value('nodejs_heap_size_total_bytes '),
    heapUsed: value('nodejs_heap_size_used_bytes '),
    oldSpace: value('nodejs_heap_space_size_total_bytes{space="old"}'),
    external: value('nodejs_external_memory_bytes '),
  };
}
