import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { BOOTSTRAP, kafkaTool } from './list-kafka.ts';

// Share groups (KIP-932) written and read with Kafka's own tools, for the integration and e2e
// tests: kafka-console-share-consumer.sh's class as the share consumer (a child process stopped by
// its pid), kafka-share-groups.sh's class (ShareGroupCommand) to make groups and read back what
// Kafka holds, kafka-configs.sh's class for group configs.

const repo = join(import.meta.dirname, '../..');
const FIRST = '127.0.0.1:19092';

export interface ShareConsumer {
  child: ChildProcess;
  /** Records printed so far (one per line). */
  lines: () => string[];
  stop: () => Promise<void>;
}

/** Starts ConsoleShareConsumer on a topic in a group; it runs until stopped. */
export function startShareConsumer(topic: string, group: string): ShareConsumer {
  const child = spawn(
    'java',
    [
      '-Xmx256m',
      '-cp',
      join(repo, '.deps/kafka/lib/*'),
      'org.apache.kafka.tools.consumer.ConsoleShareConsumer',
      '--bootstrap-server',
      FIRST,
      '--topic',
      topic,
      '--group',
      group,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.resume();
  return {
    child,
    lines: () => out.split('\n').filter(Boolean),
    stop: async () => {
      if (child.exitCode !== null || child.pid === undefined) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(child.pid, 'SIGTERM'); // its shutdown hook closes the consumer: it leaves the group
      await exited;
    },
  };
}

/** Share records from the group's start: the group config share.auto.offset.reset=earliest. */
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

export const shareGroupCommand = (args: string[]) =>
  kafkaTool('org.apache.kafka.tools.consumer.group.ShareGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    ...args,
  ]);

/** The rows of a table ShareGroupCommand prints (header line first), split on whitespace. */
function rows(out: string): string[][] {
  const lines = out.split('\n').filter((l) => l.trim() !== '');
  const header = lines.findIndex((l) => l.startsWith('GROUP '));
  return header < 0 ? [] : lines.slice(header + 1).map((l) => l.trim().split(/\s+/));
}

export async function shareGroupList(): Promise<string[]> {
  return (await shareGroupCommand(['--list'])).split('\n').filter(Boolean);
}

/** `--describe --offsets`: topic, partition, start offset and lag ('-' when not initialised). */
export async function describedOffsets(group: string) {
  const out = await shareGroupCommand(['--describe', '--group', group, '--offsets']);
  return rows(out).map(([, topic, partition, start, lag]) => ({
    topic,
    partition: Number(partition),
    start: start === '-' ? undefined : Number(start),
    lag: lag === '-' ? undefined : Number(lag),
  }));
}

/** `--describe --members`: consumer id, host, client id and assignment (topic:0,1,2). */
export async function describedMembers(group: string) {
  const out = await shareGroupCommand(['--describe', '--group', group, '--members']);
  return rows(out).map(([, id, host, clientId, count, assignment]) => ({
    id,
    host,
    clientId,
    partitions: Number(count),
    assignment: assignment ?? '',
  }));
}

/** `--describe --state`: state and member count. */
export async function describedState(group: string) {
  const out = await shareGroupCommand(['--describe', '--group', group, '--state']);
  const row = rows(out)[0] ?? [];
  return { state: row.at(-2), members: Number(row.at(-1)) };
}

/** The coordinator's node id that `--describe --state` prints as `(id)`, for a share or a classic group. */
export async function coordinatorOf(group: string, share: boolean): Promise<number> {
  const out = share
    ? await shareGroupCommand(['--describe', '--group', group, '--state'])
    : await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
        '--bootstrap-server',
        BOOTSTRAP,
        '--describe',
        '--group',
        group,
        '--state',
      ]);
  const m = new RegExp(`^${group}\\s+\\S+\\s+\\((\\d+)\\)`, 'm').exec(out);
  if (!m) throw new Error(`no coordinator in: ${out}`);
  return Number(m[1]);
}

/** ConsumerGroupCommand --list --type <types>: the groups Kafka lists of those types. */
export async function consumerGroupList(types: string): Promise<string[]> {
  const out = await kafkaTool('org.apache.kafka.tools.consumer.group.ConsumerGroupCommand', [
    '--bootstrap-server',
    BOOTSTRAP,
    '--list',
    '--type',
    types,
  ]);
  return out
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('GROUP '))
    .map((l) => l.trim().split(/\s+/)[0] ?? '');
}

/** A share group with state on `topic` and no member: ShareGroupCommand's reset creates it. */
export async function shareGroupAtEarliest(group: string, topic: string): Promise<void> {
  await shareGroupCommand([
    '--reset-offsets',
    '--group',
    group,
    '--topic',
    topic,
    '--to-earliest',
    '--execute',
  ]);
}

export async function deleteShareGroup(group: string): Promise<void> {
  await shareGroupCommand(['--delete', '--group', group]);
}
