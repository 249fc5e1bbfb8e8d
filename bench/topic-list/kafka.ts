// What the topic-list benchmark puts in its own Kafka (brokers.ts): topics, groups, a record per
// first-page topic. Everything here is idempotent ("ensure"), so with BENCH_REUSE=1 a run starts
// the brokers on the data dirs an earlier run left and only adds what is missing: creating 100,000
// partitions takes far longer than measuring them.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Admin, Producer, stringSerializers } from '@platformatic/kafka';
import { bootstrap, lib, root } from './brokers.ts';

export const topicName = (i: number) => `bench-${String(i).padStart(5, '0')}`;
export const groupName = (i: number) => `bench-group-${String(i).padStart(5, '0')}`;

/** Creates the topics of 0..count-1 that do not exist yet, in batches the controller accepts. */
export async function ensureTopics(admin: Admin, count: number, partitions: number): Promise<number> {
  const existing = new Set(await admin.listTopics());
  const missing = Array.from({ length: count }, (_, i) => topicName(i)).filter((t) => !existing.has(t));
  const batch = Math.max(1, Math.floor(5000 / partitions));
  for (let start = 0; start < missing.length; start += batch) {
    const topics = missing.slice(start, start + batch);
    // Again with the batch's topics still missing: a request that timed out on a loaded machine
    // may have created them all the same, and creating them again fails as TOPIC_ALREADY_EXISTS.
    await retry(async () => {
      const listed = new Set(await admin.listTopics());
      const left = topics.filter((t) => !listed.has(t));
      if (left.length > 0) await admin.createTopics({ topics: left, partitions, replicas: 1 });
    });
    if (start % (batch * 10) === 0) log(`topics: ${existing.size + start + topics.length}/${count}`);
  }
  return missing.length;
}

/**
 * Commits groups 0..count-1 that do not exist yet, group g on topic g mod topics, so the groups
 * spread over every topic (and every first-page topic is read by a few).
 */
export async function ensureGroups(admin: Admin, count: number, topics: number): Promise<number> {
  const existing = new Set((await admin.listGroups()).keys());
  const missing = Array.from({ length: count }, (_, i) => i).filter((g) => !existing.has(groupName(g)));
  for (let start = 0; start < missing.length; start += 100) {
    await Promise.all(
      missing.slice(start, start + 100).map((g) =>
        // Up to 2 minutes: the first commits create __consumer_offsets, whose coordinators take
        // that long to load on a loaded machine with 100,000 partitions.
        retry(
          () =>
            admin.alterConsumerGroupOffsets({
              groupId: groupName(g),
              topics: [{ name: topicName(g % topics), partitionOffsets: [{ partition: 0, offset: 0n }] }],
            }),
          240,
        ),
      ),
    );
    if (start % 2000 === 0) log(`groups: ${existing.size + start}/${count}`);
  }
  return missing.length;
}

export const shareGroupName = (i: number) => `bench-share-${String(i).padStart(5, '0')}`;
export const streamsGroupName = (i: number) => `bench-streams-${String(i).padStart(5, '0')}`;

/**
 * Share and streams groups 0..count-1 of each kind that do not exist yet, made by Groups.java (a
 * member joins and leaves: neither kind can be made by committing offsets). Group i of a kind reads
 * topic i mod topics, as consumer groups do, so no topic holds more than a handful of groups.
 */
export async function ensureOtherGroups(
  admin: Admin,
  share: number,
  streams: number,
  topics: number,
): Promise<number> {
  const log4j = join(root, 'clients-log4j2.properties');
  writeFileSync(log4j, 'status = warn\nrootLogger.level = ERROR\n');
  let made = 0;
  for (const [kind, count, name] of [
    ['share', share, shareGroupName],
    ['streams', streams, streamsGroupName],
  ] as const) {
    // Again for the groups that did not stay: a member may not have joined before it left.
    for (let attempt = 0; attempt < 3; attempt++) {
      const existing = new Set((await admin.listGroups({ types: ['share', 'streams'] })).keys());
      const missing = Array.from({ length: count }, (_, i) => i)
        .filter((i) => !existing.has(name(i)))
        .map((i) => `${name(i)}=${topicName(i % topics)}`);
      if (missing.length === 0) break;
      made += runGroups(kind, missing, log4j);
    }
  }
  return made;
}

/**
 * Groups.java over `<id>=<topic>` pairs, 200 per JVM; spawned synchronously: nothing else runs
 * during setup.
 */
function runGroups(kind: string, ids: string[], log4j: string): number {
  for (let start = 0; start < ids.length; start += 200) {
    const batch = ids.slice(start, start + 200);
    const java = spawnSync(
      'java',
      [
        '-Xmx512m',
        `-Dlog4j2.configurationFile=${log4j}`,
        '-cp',
        lib,
        join(import.meta.dirname, 'Groups.java'),
        bootstrap,
        kind,
        ...batch,
      ],
      { encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
    );
    if (java.status !== 0) throw new Error(`${kind} groups failed: ${java.stderr.slice(-2000)}`);
    log(`${kind} groups: ${start + batch.length}/${ids.length} missing ones made`);
  }
  return ids.length;
}

/** One record in each first-page topic, so the Last Record column has something to fetch. */
export async function fillFirstPage(page: number): Promise<void> {
  const producer = new Producer({
    clientId: 'bench',
    bootstrapBrokers: [bootstrap],
    serializers: stringSerializers,
  });
  try {
    await retry(() =>
      producer.send({
        messages: Array.from({ length: page }, (_, i) => ({ topic: topicName(i), value: `v${i}` })),
      }),
    );
  } finally {
    await producer.close();
  }
}

/** Retried: right after creation a partition or the group coordinator may not be ready yet. */
async function retry<T>(body: () => Promise<T>, attempts = 40): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await body();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

export const log = (line: string) => process.stderr.write(`[bench ${new Date().toISOString()}] ${line}\n`);
