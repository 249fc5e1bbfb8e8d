import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTopic, kafkaTool } from '@console/stack/list-kafka';

// (A copy of server/test/streams-group-app.ts for the browser tests, which do not import the server's.)
// Kafka's WordCountDemo (kafka-streams-examples, fetched by the stack) on `group.protocol=streams`:
// a real Kafka Streams application whose application id is the streams group's id.

const repo = join(import.meta.dirname, '../../..');
export const WORDCOUNT_INPUT = 'streams-plaintext-input';

export interface StreamsApp {
  process: ChildProcess;
  stop(): Promise<void>;
}

export const groupsTool = (args: string[]) =>
  kafkaTool('org.apache.kafka.tools.streams.StreamsGroupCommand', [
    '--bootstrap-server',
    '127.0.0.1:19092',
    ...args,
  ]);

export async function ensureWordCountTopics(): Promise<void> {
  const listed = await kafkaTool('org.apache.kafka.tools.TopicCommand', [
    '--bootstrap-server',
    '127.0.0.1:19092',
    '--list',
  ]);
  const existing = new Set(listed.split('\n').map((t) => t.trim()));
  for (const topic of [WORDCOUNT_INPUT, 'streams-wordcount-output']) {
    if (!existing.has(topic)) await createTopic(topic, 3, 1).catch(() => {});
  }
}

export function startWordCount(id: string): StreamsApp {
  const dir = mkdtempSync(join(tmpdir(), `${id}-`));
  const props = join(dir, 'streams.properties');
  writeFileSync(
    props,
    `application.id=${id}\nbootstrap.servers=127.0.0.1:19092\ngroup.protocol=streams\nstate.dir=${join(dir, 'state')}\ncommit.interval.ms=500\n`,
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
    process: child,
    stop: async () => {
      if (child.exitCode === null && child.pid !== undefined) process.kill(child.pid, 'SIGTERM');
      await exited;
    },
  };
}
