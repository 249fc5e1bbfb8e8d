import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOTSTRAP, createTopic, kafkaTool, topicNames } from './list-kafka.ts';

// A real Kafka Streams application on the new protocol (KIP-1071) for the streams-group tests, the
// integration tests' and the browser tests' alike: Kafka's own WordCountDemo from
// kafka-streams-examples (fetched by `npm run stack -- fetch`), with `group.protocol=streams`. It
// reads `streams-plaintext-input` and writes `streams-wordcount-output`; its application id is the
// streams group's id, so each test run gets a group of its own.

const repo = join(import.meta.dirname, '../..');
export const WORDCOUNT_INPUT = 'streams-plaintext-input';
const WORDCOUNT_OUTPUT = 'streams-wordcount-output';

export interface StreamsApp {
  id: string;
  process: ChildProcess;
  /** SIGTERM: the demo's shutdown hook closes Kafka Streams, which commits and leaves the group. */
  stop(): Promise<void>;
}

/** Kafka's StreamsGroupCommand (`kafka-streams-groups.sh`) on main. */
export const groupsTool = (args: string[]) =>
  kafkaTool('org.apache.kafka.tools.streams.StreamsGroupCommand', [
    '--bootstrap-server',
    '127.0.0.1:19092',
    ...args,
  ]);

/** The demo's topics, created when missing (3 partitions, as the demo's README creates them). */
export async function ensureWordCountTopics(): Promise<void> {
  const existing = await topicNames();
  for (const topic of [WORDCOUNT_INPUT, WORDCOUNT_OUTPUT]) {
    if (!existing.has(topic)) await createTopic(topic, 3, 1).catch(() => {}); // another run may win
  }
}

export function startWordCount(id: string): StreamsApp {
  const dir = mkdtempSync(join(tmpdir(), `${id}-`));
  const props = join(dir, 'streams.properties');
  writeFileSync(
    props,
    [
      `application.id=${id}`,
      `bootstrap.servers=${BOOTSTRAP}`,
      'group.protocol=streams',
      `state.dir=${join(dir, 'state')}`,
      'commit.interval.ms=500',
      '',
    ].join('\n'),
  );
  const child = spawn(
    'java',
    [
      '-Xmx256m',
      '-cp',
      join(repo, '.deps/kafka/lib/*'),
      'org.apache.kafka.streams.examples.wordcount.WordCountDemo',
      props,
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    id,
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}
