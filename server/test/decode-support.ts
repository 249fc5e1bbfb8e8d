import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { TopicDataPage, TopicRecord } from '@console/contract';
import { confluentProduceScript, confluentPython, fetchConfluent } from '@console/stack';
import { ensureKcat, KCAT } from './kcat.ts';
import { MAIN } from './topic-data-support.ts';

// Writers that are not ours, for the decoding tests: Confluent's Python client with its registry
// serializers (stack/src/confluent/produce.py, in a venv the stack's fetch installs), Kafka's own
// Java serializers (decode-tools/TypedProducer.java, run as a source file on Kafka's classpath) and
// kcat (Debian's package, installed on first use), each writing to partition 0.

const run = promisify(execFile);
const repo = join(import.meta.dirname, '../..');
export const REGISTRY = 'http://127.0.0.1:8085/apis/ccompat/v7';
/** Node 21+; TypeScript's ES2024 lib does not declare it yet. */
const rawJSON = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;

/** A serde of produce.py (see its header). */
export type Serde =
  | { format: 'string' | 'msgpack' | 'base64' }
  | { format: 'avro' | 'json'; schema: string; references?: Reference[] }
  | { format: 'avro-unframed'; schema: string }
  | { format: 'protobuf' | 'protobuf-unframed'; files: Record<string, string>; message: string };
export interface Reference {
  name: string;
  subject: string;
  version: number;
}

export interface ConfluentJob {
  topic: string;
  value: Serde;
  key?: Serde;
  register?: Array<{ subject: string; schema: string; schemaType?: string; references?: Reference[] }>;
  records: Array<{ key?: unknown; value: unknown }>;
}

/** Writes the records with Confluent's client and serializers; answers their offsets. */
export async function confluentProduce(job: ConfluentJob): Promise<number[]> {
  await fetchConfluent();
  const child = run(confluentPython, [confluentProduceScript], { timeout: 120_000 });
  const records = job.records.map((r) => ({ ...r, partition: 0 }));
  // Bigints travel as their digits (JSON.rawJSON): Python reads them back as exact ints.
  const text = JSON.stringify(
    { bootstrap: MAIN[0], registry: REGISTRY, ...job, records },
    (_k, v: unknown) => (typeof v === 'bigint' ? rawJSON(v.toString()) : v),
  );
  child.child.stdin?.end(text);
  const { stdout } = await child;
  return stdout
    .trim()
    .split('\n')
    .map((line) => (JSON.parse(line) as { offset: number }).offset);
}

export type JavaType = 'string' | 'short' | 'int' | 'long' | 'float' | 'double' | 'uuid';

/** A record for Kafka's own serializers: the type and text of its key and of its value. */
export interface TypedRecord {
  key: [JavaType, string];
  value: [JavaType, string];
}

/** Writes the records with Kafka's own serializers (StringSerializer, LongSerializer, ...). */
export async function kafkaSerializersProduce(topic: string, records: TypedRecord[]): Promise<void> {
  const child = run(
    'java',
    [
      '-cp',
      join(repo, '.deps/kafka/lib/*'),
      join(import.meta.dirname, 'decode-tools/TypedProducer.java'),
      MAIN[0] as string,
      topic,
    ],
    { timeout: 120_000 },
  );
  child.child.stdin?.end(`${records.map((r) => [...r.key, ...r.value].join('\t')).join('\n')}\n`);
  await child;
}

/** Writes each value (raw bytes) as one message with kcat, keys as text. */
export async function kcatProduce(
  topic: string,
  records: Array<{ key: string; value: Buffer }>,
): Promise<void> {
  ensureKcat();
  const dir = mkdtempSync(join(tmpdir(), 'decode-kcat-'));
  try {
    // One kcat per record: `-k` is one key for the whole run, and a file is one message.
    for (const [i, r] of records.entries()) {
      const file = join(dir, `value-${i}`);
      writeFileSync(file, r.value);
      await run(KCAT, ['-P', '-b', MAIN[0] as string, '-t', topic, '-p', '0', '-k', r.key, file], {
        timeout: 60_000,
      });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The records of a topic through `GET .../data` (oldest first, up to 1,000), with a query. */
export async function readAll(base: string, topic: string, query = ''): Promise<TopicRecord[]> {
  const params = new URLSearchParams('sort=OLDEST&size=1000');
  for (const [k, v] of new URLSearchParams(query)) params.set(k, v);
  const response = await fetch(`${base}/api/main/topic/${topic}/data?${params}`);
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as TopicDataPage).results ?? [];
}

/** A 400 answer's message. */
export async function refused(base: string, topic: string, query: string): Promise<string> {
  const response = await fetch(`${base}/api/main/topic/${topic}/data?${query}`);
  assert.equal(response.status, 400, await response.clone().text());
  return ((await response.json()) as { message: string }).message;
}
