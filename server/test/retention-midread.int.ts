import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { DeletedWhileReading, TopicRecord } from '@console/contract';
import { type OpenedScan, parseFilters, recordEngine } from '../src/records/index.ts';
import { present, type RunningServer, startServer } from './helpers.ts';
import { deleteRecordsBefore, expectedNote, fill, held } from './retention-support.ts';
import { createTopic, deleteTopics, uniqueName } from './topic-data-support.ts';

// Retention deleting what a read is at, in the middle of the read: the engine reads one fetch
// round ahead of its reader, so a reader that stops after its first batch holds the scan at an
// offset far behind the partition's end. Moving the log start past that offset
// (DeleteRecordsCommand) makes the next fetch answer OFFSET_OUT_OF_RANGE: the scan jumps to the new
// log start, reads on, and its next batch carries the note. Kafka's records are read back with kcat.

let server: RunningServer;
const topic = uniqueName('retention-mid');
const download = uniqueName('retention-download');
const COUNT = 30_000;
/** 20 MB of records: far more than the socket buffers can hold between the server and a reader that waits. */
const DOWNLOAD_COUNT = 20_000;

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 2);
  await createTopic('main', download, 1);
  await Promise.all([
    // ~13 MB a partition: many 1 MB fetches (records/scan.ts), so the round read ahead of a
    // reader stopped after its first batch is far from the end.
    fill(topic, 0, COUNT, 400),
    fill(topic, 1, COUNT, 400),
    fill(download, 0, DOWNLOAD_COUNT, 1000),
  ]);
});
after(async () => {
  await deleteTopics('main', [topic, download]);
  await server.close();
});

function open(partition: number, sort: 'OLDEST' | 'NEWEST'): Promise<OpenedScan> {
  const engine = recordEngine(server.ctx);
  return engine.open('main', {
    topic,
    selection: { sort, partitions: [partition] },
    filters: parseFilters({}),
    limit: Number.POSITIVE_INFINITY,
    signal: new AbortController().signal,
    maxValueLength: engine.maxValueLength,
  });
}

/** Reads the rest of the scan: its records and its notes. */
async function rest(scan: OpenedScan) {
  const records: TopicRecord[] = [];
  const notes: DeletedWhileReading[] = [];
  for await (const batch of scan.batches) {
    records.push(...batch.records);
    notes.push(...(batch.deleted ?? []));
  }
  return { records, notes };
}

test('oldest first: the scan jumps from where it was to the new log start and reads on to the end', async () => {
  const scan = await open(0, 'OLDEST');
  const first = await scan.batches.next();
  const seen: TopicRecord[] = present(first.value, 'first batch').records;
  assert.ok(seen.length > 0 && seen.length < COUNT, `first batch of ${seen.length}`);
  await deleteRecordsBefore(topic, { 0: 25_000 });
  const { records, notes } = await rest(scan);
  // Every record before the gap is one the scan had fetched already; none is read twice.
  const before = [...seen, ...records].filter((r) => r.offset < 25_000);
  const offsets = before.map((r) => r.offset);
  assert.deepEqual(offsets, [...offsets.keys()], 'the records before the gap run from 0 without a hole');
  assert.equal(notes.length, 1, JSON.stringify(notes));
  const [note] = notes as [DeletedWhileReading];
  assert.equal(note.from, before.length);
  assert.deepEqual(note, expectedNote(0, before.length, 25_000));
  const kafka = await held(topic, 0);
  assert.equal(kafka[0]?.offset, 25_000);
  assert.deepEqual(
    records.filter((r) => r.offset >= 25_000).map((r) => [r.offset, r.value]),
    kafka.map((r) => [r.offset, r.payload]),
  );
});

test('newest first: the scan reads down to the new log start and ends there, naming what was deleted', async () => {
  const scan = await open(1, 'NEWEST');
  const first = await scan.batches.next();
  const seen: TopicRecord[] = present(first.value, 'first batch').records;
  const lowest = Math.min(...seen.map((r) => r.offset));
  assert.ok(lowest > 10_000, `first window down to ${lowest}`);
  const start = lowest - 500;
  await deleteRecordsBefore(topic, { 1: start });
  const { records, notes } = await rest(scan);
  const all = [...seen, ...records].map((r) => r.offset);
  const kafka = await held(topic, 1);
  assert.equal(kafka[0]?.offset, start);
  assert.deepEqual(all, kafka.map((r) => r.offset).reverse(), 'every record Kafka holds, newest first, once');
  assert.deepEqual(notes, [
    {
      partition: 1,
      from: 0,
      to: start,
      message: `Partition 1: records 0–${(start - 1).toLocaleString('en-US')} were deleted by retention while they were being read`,
    },
  ]);
});

test('a download keeps going past records deleted under it, and its file is whole', async () => {
  const response = await server.get(`/api/main/topic/${download}/data/download?format=ndjson`);
  assert.equal(response.status, 200);
  const reader = present(response.body).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  // The first 100 KB; then the reader waits while the log start moves far past what the server can hold.
  while (size < 100_000) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.length;
  }
  await deleteRecordsBefore(download, { 0: 19_000 });
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  const lines = Buffer.concat(chunks)
    .toString('utf8')
    .split('\n')
    .filter((l) => l !== '');
  const offsets = lines.map((line) => (JSON.parse(line) as { offset: number }).offset);
  const before = offsets.filter((o) => o < 19_000);
  assert.ok(before.length > 0 && before.length < 19_000, `${before.length} records before the gap`);
  assert.deepEqual(before, [...before.keys()], 'the records before the gap run from 0 without a hole');
  const kafka = await held(download, 0);
  assert.equal(kafka[0]?.offset, 19_000);
  assert.deepEqual(
    offsets.filter((o) => o >= 19_000),
    kafka.map((r) => r.offset),
  );
});
