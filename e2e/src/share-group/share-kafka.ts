import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';

// A share group made and read with Kafka's own tools for the share-group screens: the topic and
// its records (TopicCommand, kcat), a share consumer (ConsoleShareConsumer, a child process
// stopped by its pid) and what Kafka holds afterwards (ShareGroupCommand).

const run = promisify(execFile);
const repo = join(import.meta.dirname, '../../..');
const BOOTSTRAP = '127.0.0.1:19092';
const classpath = join(repo, '.deps/kafka/lib/*');

export const uniqueName = () => `e2e-share-${randomBytes(4).toString('hex')}`;

export async function kafkaTool(tool: string, args: string[]): Promise<string> {
  const { stdout } = await run('java', ['-Xmx256m', '-cp', classpath, tool, ...args], { timeout: 120_000 });
  return stdout;
}

/** A topic of `partitions` partitions holding `count` records each, written by kcat. */
export async function topicWithRecords(topic: string, partitions: number, count: number): Promise<void> {
  await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--create',
    '--topic',
    topic,
    '--partitions',
    String(partitions),
    '--replication-factor',
    '1',
  ]);
  for (let p = 0; p < partitions; p++) {
    const child = run('/usr/bin/kcat', ['-P', '-b', BOOTSTRAP, '-t', topic, '-p', String(p)]);
    child.child.stdin?.end(`${Array.from({ length: count }, (_, i) => `r${i}`).join('\n')}\n`);
    await child;
  }
}

export async function deleteTopic(topic: string): Promise<void> {
  await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--delete',
    '--topic',
    topic,
  ]).catch(() => {});
}

/** The group reads from the start of the log (group config share.auto.offset.reset=earliest). */
export async function readFromEarliest(group: string): Promise<void> {
  await kafkaTool('kafka.admin.ConfigCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--alter',
    '--entity-type',
    'groups',
    '--entity-name',
    group,
    '--add-config',
    'share.auto.offset.reset=earliest',
  ]);
}

export interface ShareConsumer {
  lines: () => number;
  stop: () => Promise<void>;
}

export function startShareConsumer(topic: string, group: string): ShareConsumer {
  const child: ChildProcess = spawn(
    'java',
    [
      '-Xmx256m',
      '-cp',
      classpath,
      'org.apache.kafka.tools.consumer.ConsoleShareConsumer',
      '--bootstrap-server',
      BOOTSTRAP,
      '--topic',
      topic,
      '--group',
      group,
    ],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  let count = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    count += chunk.toString().split('\n').length - 1;
  });
  return {
    lines: () => count,
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** ShareGroupCommand --describe --offsets: [partition, start offset] ('-' when not initialised). */
export async function startOffsets(group: string): Promise<Array<[number, string]>> {
  const out = await kafkaTool('org.apache.kafka.tools.consumer.group.ShareGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--describe',
    '--group',
    group,
    '--offsets',
  ]);
  return out
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('GROUP ') && l.startsWith(group))
    .map((l) => l.trim().split(/\s+/))
    .map(([, , partition, start]) => [Number(partition), start ?? '']);
}

export async function shareGroups(): Promise<string[]> {
  const out = await kafkaTool('org.apache.kafka.tools.consumer.group.ShareGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--list',
  ]);
  return out.split('\n').filter(Boolean);
}
