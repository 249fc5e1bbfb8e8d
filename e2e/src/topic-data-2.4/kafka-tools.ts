// What Kafka holds, written and read with Debian's kcat (librdkafka), a client that is not ours:
// the data-tab tests compare what the browser shows with it (reading is shared with the server's
// tests: @console/stack/records-kafka). Topics are created and removed through the console's API.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after } from 'node:test';
import { promisify } from 'node:util';
import type { TopicRecord } from '@console/contract';
import { BOOTSTRAP } from '@console/stack/list-kafka';
import { ensureKcat, KCAT, type KcatRecord, kcatRecords } from '@console/stack/records-kafka';
import type { APIRequestContext } from 'playwright-core';
import { baseUrl } from '../harness.ts';

const run = promisify(execFile);

export { type KcatRecord, kcatRecords };

const KEY_END = Buffer.from('#~K~#');
const RECORD_END = Buffer.from('|~R~|');

/**
 * Writes records with kcat to one partition; keys and values may be bytes (binary numbers, ...).
 * Byte strings must not contain the delimiters `#~K~#` and `|~R~|`.
 */
export async function kcatProduce(
  topic: string,
  records: Array<{ key: string | Buffer; value: string | Buffer }>,
  options: { partition?: number; headers?: string[] } = {},
): Promise<void> {
  ensureKcat();
  const args = ['-P', '-b', BOOTSTRAP, '-t', topic, '-K', KEY_END.toString(), '-D', RECORD_END.toString()];
  if (options.partition !== undefined) args.push('-p', String(options.partition));
  for (const header of options.headers ?? []) args.push('-H', header);
  const input = Buffer.concat(
    records.flatMap((r) => [Buffer.from(r.key), KEY_END, Buffer.from(r.value), RECORD_END]),
  );
  const child = run(KCAT, args, { timeout: 60_000 });
  child.child.stdin?.end(input);
  await child;
}

/**
 * Writes records with explicit timestamps through the console's produce call (kcat cannot set a
 * timestamp); what Kafka then holds is read back with kcat by the tests.
 */
export async function produceAt(
  topic: string,
  records: Array<{ key: string; value: string; timestamp: number; partition?: number }>,
): Promise<void> {
  for (const r of records) {
    const response = await fetch(`${baseUrl}/api/main/topic/${topic}/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({
        key: r.key,
        value: r.value,
        partition: r.partition ?? 0,
        timestamp: new Date(r.timestamp).toISOString(),
        headers: [],
      }),
    });
    assert.ok(response.ok, await response.text());
  }
}

const created: Array<[string, string]> = [];

export const topicName = (what: string) => `e2e-data-${what}-${randomBytes(4).toString('hex')}`;

/** Creates a topic through the console's API; it is deleted after the test file. */
export async function createTopic(
  topic: string,
  options: { cluster?: string; partitions?: number; configs?: Record<string, string> } = {},
): Promise<void> {
  const cluster = options.cluster ?? 'main';
  const response = await fetch(`${baseUrl}/api/${cluster}/topic`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({
      name: topic,
      partition: options.partitions ?? 1,
      replication: cluster === 'main' ? 3 : 1,
      configs: options.configs ?? {},
    }),
  });
  assert.ok(response.ok, await response.text());
  created.push([cluster, topic]);
}

after(async () => {
  for (const [cluster, topic] of created)
    await fetch(`${baseUrl}/api/${cluster}/topic/${topic}`, {
      method: 'DELETE',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
});

/** A data page of the topic as the console's API answers it (`query`: size, deserializers, ...). */
export async function apiRecords(
  request: APIRequestContext,
  cluster: string,
  topic: string,
  query: string,
): Promise<TopicRecord[]> {
  const response = await request.get(`/api/${cluster}/topic/${topic}/data?${query}`);
  assert.ok(response.ok(), await response.text());
  return ((await response.json()) as { results?: TopicRecord[] }).results ?? [];
}
