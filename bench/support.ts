import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverArgs } from '@console/server/launch';
import { Admin } from '@platformatic/kafka';

// Shared by the topic-data benchmarks: a topic of their own filled by Kafka's ProducerPerformance,
// a console server of their own, Kafka's Java tools.

export const repo = join(import.meta.dirname, '..');
export const BOOTSTRAP = '127.0.0.1:19092,127.0.0.1:29092,127.0.0.1:39092';
const run = promisify(execFile);

export const benchName = (what: string) => `bench-${what}-${randomBytes(4).toString('hex')}`;

export async function java(tool: string, args: string[], timeoutMs = 600_000): Promise<string> {
  const { stdout } = await run('java', ['-Xmx1g', '-cp', join(repo, '.deps/kafka/lib/*'), tool, ...args], {
    timeout: timeoutMs,
    maxBuffer: 64 << 20,
  });
  return stdout;
}

export async function withAdmin<T>(body: (admin: Admin) => Promise<T>): Promise<T> {
  const admin = new Admin({ clientId: 'bench-topic-data', bootstrapBrokers: BOOTSTRAP.split(',') });
  try {
    return await body(admin);
  } finally {
    await admin.close();
  }
}

export async function createTopic(
  name: string,
  partitions: number,
  configs: Array<{ name: string; value: string }> = [],
) {
  await withAdmin((a) => a.createTopics({ topics: [name], partitions, replicas: 1, configs }));
}

export async function deleteTopic(name: string) {
  await withAdmin((a) => a.deleteTopics({ topics: [name] })).catch(() => {});
}

/** Fills a topic with `count` records of `size` bytes through Kafka's own producer tool. */
export async function fill(topic: string, count: number, size: number): Promise<void> {
  await java('org.apache.kafka.tools.ProducerPerformance', [
    '--topic',
    topic,
    '--num-records',
    String(count),
    '--record-size',
    String(size),
    '--throughput',
    '-1',
    '--producer-props',
    `bootstrap.servers=${BOOTSTRAP}`,
    'acks=1',
    'linger.ms=20',
    'batch.size=524288',
  ]);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts the console server (demo config) on a free port; `stop()` ends it. */
export async function startConsole(): Promise<{ url: string; pid: number; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    join(repo, 'node_modules/.bin/node'),
    serverArgs(join(repo, 'server/config/demo.yml')),
    {
      env: { ...process.env, CONSOLE__SERVER__PORT: String(port), CONSOLE__SERVER__LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${url}/health`).then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, pid: child.pid as number, stop: () => child.kill('SIGTERM') };
}
