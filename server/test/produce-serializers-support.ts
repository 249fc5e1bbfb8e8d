import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { after, before } from 'node:test';
import { promisify } from 'node:util';
import type { TopicDataPage, TopicRecord } from '@console/contract';
import { endpoints } from '@console/stack';
import { json, present, type RunningServer, startServer } from './helpers.ts';
import { ensureKcat, KCAT } from './kcat.ts';
import { deleteSubjects } from './registry-support.ts';
import { createTopic, deleteTopics, MAIN, uniqueName } from './topic-data-support.ts';

// What the produce-serializer tests share (produce-serializers*.int.ts): a console of their own,
// the bytes Kafka holds as kcat reads them, produce and read-back calls, schemas registered straight
// with the registry, and the topics and subjects to remove afterwards.

export const run = promisify(execFile);
/** Node 21+; TypeScript's lib does not declare it yet. */
export const rawJson = (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON;
let server: RunningServer;
const topics: string[] = [];
/** Subjects to delete (soft, then permanently) after the file. */
export const subjects: string[] = [];

export interface Raw {
  offset: number;
  key: Buffer | undefined;
  value: Buffer | undefined;
}

/** Every record of partition 0 as the bytes Kafka holds: kcat prints lengths, then the raw bytes. */
export async function held(topic: string): Promise<Raw[]> {
  const { stdout } = await run(
    KCAT,
    [
      '-C',
      '-b',
      MAIN.join(','),
      '-t',
      topic,
      '-p',
      '0',
      '-o',
      'beginning',
      '-e',
      '-q',
      '-f',
      '%o %K %S\n%k%s\n',
    ],
    { encoding: 'buffer', timeout: 60_000, maxBuffer: 64 << 20 },
  );
  const out: Raw[] = [];
  let at = 0;
  while (at < stdout.length) {
    const end = stdout.indexOf(0x0a, at);
    const [offset, k, s] = stdout.subarray(at, end).toString('latin1').split(' ').map(Number);
    at = end + 1;
    const part = (length: number) => {
      if (length < 0) return undefined;
      const bytes = Buffer.from(stdout.subarray(at, at + length));
      at += length;
      return bytes;
    };
    const key = part(k as number);
    const value = part(s as number);
    at += 1;
    out.push({ offset: offset as number, key, value });
  }
  return out;
}

export async function produce(topic: string, body: Record<string, unknown>): Promise<Response> {
  return server.get(`/api/main/topic/${topic}/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ partition: 0, ...body }),
  });
}

export async function produced(topic: string, body: Record<string, unknown>): Promise<TopicRecord> {
  const response = await produce(topic, body);
  assert.equal(response.status, 200, await response.clone().text());
  return present((await json<TopicRecord[]>(response))[0], 'produced record');
}

export async function readBack(topic: string, query: string): Promise<TopicRecord[]> {
  const response = await server.get(`/api/main/topic/${topic}/data?sort=Oldest&partition=0&${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return (await json<TopicDataPage>(response)).results ?? [];
}

/** Registers a schema straight with the registry (not through the console); answers its id. */
export async function register(subject: string, schema: string, schemaType = 'AVRO'): Promise<number> {
  subjects.push(subject);
  const response = await fetch(`${endpoints.registry.url}/subjects/${encodeURIComponent(subject)}/versions`, {
    method: 'POST',
    headers: { 'content-type': 'application/vnd.schemaregistry.v1+json' },
    body: JSON.stringify({ schema, ...(schemaType === 'AVRO' ? {} : { schemaType }) }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { id: number }).id;
}

export const framed = (id: number, body: string) => {
  const header = Buffer.alloc(5);
  header.writeUInt32BE(id, 1);
  return Buffer.concat([header, Buffer.from(body.replace(/\s+/g, ''), 'hex')]).toString('hex');
};

/** A new topic of one partition on `main`, removed after the file. */
export async function newTopic(what: string): Promise<string> {
  const topic = uniqueName(what);
  topics.push(topic);
  await createTopic('main', topic, 1);
  return topic;
}

/** Starts the console before the file's tests; removes their topics and subjects after them. */
export function serializerTests(): void {
  before(async () => {
    ensureKcat();
    server = await startServer();
  });

  after(async () => {
    await deleteTopics('main', topics);
    await deleteSubjects(subjects);
    await server.close();
  });
}
