import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { readEvents, type StreamEvent, searchEvents } from '@console/contract/events';
import { Admin, ProduceAcks, Producer } from '@platformatic/kafka';
import { present } from './helpers.ts';

// Helpers of the topic-data integration tests: own topics on both clusters, Kafka's own console
// producer (a client that is not ours), and a search read to its end.

const repo = join(import.meta.dirname, '../..');
const run = promisify(execFile);

export const MAIN = ['127.0.0.1:19092', '127.0.0.1:29092', '127.0.0.1:39092'];
export const SECOND = {
  bootstrapBrokers: ['127.0.0.1:9192'],
  sasl: { mechanism: 'PLAIN' as const, username: 'admin', password: 'admin-secret' },
};

export const uniqueName = (what: string) => `it-topic-data-${what}-${randomBytes(4).toString('hex')}`;

export function admin(cluster: 'main' | 'second'): Admin {
  return new Admin({
    clientId: 'it-topic-data',
    ...(cluster === 'main' ? { bootstrapBrokers: MAIN } : SECOND),
  });
}

export async function createTopic(
  cluster: 'main' | 'second',
  name: string,
  partitions: number,
  configs: Array<{ name: string; value: string }> = [],
) {
  const a = admin(cluster);
  try {
    await a.createTopics({ topics: [name], partitions, replicas: cluster === 'main' ? 3 : 1, configs });
  } finally {
    await a.close();
  }
}

export async function deleteTopics(cluster: 'main' | 'second', names: string[]) {
  const a = admin(cluster);
  try {
    await a.deleteTopics({ topics: names }).catch(() => {});
  } finally {
    await a.close();
  }
}

/** Lines `h1:v1,h2:v2<TAB>key<TAB>value` through org.apache.kafka.tools.ConsoleProducer. */
export async function consoleProduce(topic: string, codec: string, lines: string[]): Promise<void> {
  const child = run(
    'java',
    [
      '-cp',
      join(repo, '.deps/kafka/lib/*'),
      'org.apache.kafka.tools.ConsoleProducer',
      '--bootstrap-server',
      MAIN[0] as string,
      '--topic',
      topic,
      '--compression-codec',
      codec,
      '--property',
      'parse.key=true',
      '--property',
      'parse.headers=true',
    ],
    { timeout: 60_000 },
  );
  child.child.stdin?.end(`${lines.join('\n')}\n`);
  await child;
}

/** Reads a search's events to its end with the console's one SSE reader (200 asserted first). */
export async function readSearch(url: string): Promise<{ events: Array<StreamEvent<typeof searchEvents>> }> {
  const response = await fetch(url);
  assert.equal(response.status, 200, await response.clone().text());
  const events: Array<StreamEvent<typeof searchEvents>> = [];
  for await (const event of readEvents(present(response.body, 'body'), searchEvents)) events.push(event);
  return { events };
}

/** Raw values through our Kafka client (bytes the console's produce form cannot write). */
export async function produceRaw(topic: string, values: Buffer[]): Promise<void> {
  const producer = new Producer({ clientId: 'it-topic-data', bootstrapBrokers: MAIN });
  try {
    await producer.send({
      acks: ProduceAcks.ALL,
      messages: values.map((value) => ({ topic, value, partition: 0 })),
    });
  } finally {
    await producer.close();
  }
}
