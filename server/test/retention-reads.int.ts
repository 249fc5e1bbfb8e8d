import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { CopyAnswer, TailEvent, TopicDataPage } from '@console/contract';
import { readEvents, tailEvents } from '@console/contract/events';
import { json, present, type RunningServer, startServer } from './helpers.ts';
import { kcatRecords } from './kcat-records.ts';
import { deleteRecordsBefore, expectedNote, fill, held } from './retention-support.ts';
import { createTopic, deleteTopics, readSearch, uniqueName } from './topic-data-support.ts';

// A read positioned at offset N (the `after` cursor of a page or a search, a tail's resume
// position, a copy's start) after Kafka's log start moved past N (DeleteRecordsCommand, as
// retention does when it deletes segments): the read goes on from the new log start with the
// records Kafka holds there (kcat) and says once which offsets were deleted under it.

let server: RunningServer;
const topic = uniqueName('retention');
const target = uniqueName('retention-copy');

before(async () => {
  server = await startServer();
  await createTopic('main', topic, 5);
  await createTopic('main', target, 5);
  await Promise.all([
    fill(topic, 0, 300),
    fill(topic, 1, 300),
    fill(topic, 2, 300),
    fill(topic, 3, 300),
    fill(topic, 4, 300),
  ]);
});
after(async () => {
  await deleteTopics('main', [topic, target]);
  await server.close();
});

const base = () => `${server.url}/api/main/topic/${topic}`;
const values = (list: Array<{ value?: string | null; payload?: string | null }>) =>
  list.map((r) => r.value ?? r.payload ?? null);

test('a page read on with its after cursor jumps to the new log start, with a note', async () => {
  const first = await json<TopicDataPage>(
    await server.get(`/api/main/topic/${topic}/data?partition=0&sort=OLDEST`),
  );
  assert.equal(first.results?.length, 50);
  assert.equal(first.deletedWhileReading, undefined);
  await deleteRecordsBefore(topic, { 0: 200 });
  const next = present(first.after, 'after link');
  const page = await json<TopicDataPage>(await server.get(next));
  const kafka = (await held(topic, 0)).slice(0, 50);
  assert.equal(kafka[0]?.offset, 200);
  assert.deepEqual(
    page.results?.map((r) => [r.offset, r.value]),
    kafka.map((r) => [r.offset, r.payload]),
  );
  assert.deepEqual(page.deletedWhileReading, [expectedNote(0, 50, 200)]);
  // The next page goes on from there, without the note again.
  const third = await json<TopicDataPage>(await server.get(present(page.after)));
  assert.equal(third.results?.[0]?.offset, 250);
  assert.equal(third.deletedWhileReading, undefined);
});

test('a search continued with its cursor goes on from the new log start, noting the gap once', async () => {
  const query = (after?: string) =>
    `${base()}/data/search?partition=1&sort=OLDEST&searchByValue=p1_C${after ? `&after=${after}` : ''}`;
  const first = await readSearch(query());
  const end = first.events.at(-1);
  assert.equal(end?.event, 'searchEnd');
  const cursor = present(end.event === 'searchEnd' ? end.data.after : undefined, 'cursor');
  assert.equal(cursor, '1-49');
  await deleteRecordsBefore(topic, { 1: 120 });
  const { events } = await readSearch(query(cursor));
  const notes = events.flatMap((e) => (e.event === 'searchBody' ? (e.data.deletedWhileReading ?? []) : []));
  assert.deepEqual(notes, [expectedNote(1, 50, 120)]);
  const records = events.flatMap((e) => (e.event === 'searchBody' ? (e.data.records ?? []) : []));
  const kafka = (await held(topic, 1)).slice(0, 50);
  assert.deepEqual(values(records), values(kafka));
  assert.equal(records[0]?.offset, 120);
});

test('a live tail resumed from an offset behind the new log start reads on from it, with a note', async () => {
  await deleteRecordsBefore(topic, { 2: 250 });
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/main/tail/sse?topics=${topic}&after=${topic},2,100`, {
    signal: controller.signal,
  });
  assert.equal(response.status, 200);
  const got: TailEvent[] = [];
  try {
    for await (const { event, data } of readEvents(present(response.body), tailEvents)) {
      if (event !== 'tailBody') continue;
      got.push(data);
      if (got.flatMap((d) => d.records ?? []).length >= 50) break;
    }
  } finally {
    controller.abort();
  }
  const notes = got.flatMap((d) => d.deletedWhileReading ?? []);
  assert.deepEqual(notes, [
    {
      ...expectedNote(2, 100, 250),
      topic,
      message: expectedNote(2, 100, 250).message.replace('Partition 2', `Topic ${topic}, partition 2`),
    },
  ]);
  const records = got.flatMap((d) => d.records ?? []).filter((r) => r.partition === 2);
  const kafka = await held(topic, 2);
  assert.deepEqual(values(records), values(kafka));
  assert.equal(records[0]?.offset, 250);
});

test('a copy from a cursor behind the new log start copies what Kafka holds from it and says what was deleted', async () => {
  await deleteRecordsBefore(topic, { 3: 280 });
  const response = await server.get(`/api/main/topic/${topic}/copy/main/topic/${target}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify([{ partition: 3, offset: 10 }]),
  });
  assert.equal(response.status, 200, await response.clone().text());
  const answer = await json<CopyAnswer>(response);
  assert.equal(answer.records, 20);
  assert.deepEqual(answer.deletedWhileReading, [expectedNote(3, 10, 280)]);
  const copied = (await kcatRecords(target)).filter((r) => r.partition === 3);
  assert.deepEqual(values(copied), values(await held(topic, 3)));
});

test('a newest-first page read on after the older records were deleted is empty and says so', async () => {
  const first = await json<TopicDataPage>(
    await server.get(`/api/main/topic/${topic}/data?partition=4&sort=NEWEST`),
  );
  assert.deepEqual(
    first.results?.map((r) => r.offset),
    Array.from({ length: 50 }, (_, i) => 299 - i),
  );
  await deleteRecordsBefore(topic, { 4: 260 });
  const page = await json<TopicDataPage>(await server.get(present(first.after, 'after link')));
  assert.equal(page.results, undefined);
  assert.equal(page.after, undefined);
  assert.deepEqual(page.deletedWhileReading, [
    {
      partition: 4,
      to: 250,
      message:
        'Partition 4: the records before offset 250 were deleted by retention while they were being read',
    },
  ]);
  assert.equal((await held(topic, 4))[0]?.offset, 260);
});

test('newest first, a partition read down to a log start above 0 is not a gap on the next pages', async () => {
  // Partition 0 ends first (its log start moved to 5 before any read); partition 1 needs more pages.
  const trimmed = uniqueName('retention-trimmed');
  await createTopic('main', trimmed, 2);
  try {
    await Promise.all([fill(trimmed, 0, 10), fill(trimmed, 1, 120)]);
    await deleteRecordsBefore(trimmed, { 0: 5 });
    const seen: string[] = [];
    let next: string | undefined = `/api/main/topic/${trimmed}/data?sort=NEWEST`;
    for (let pages = 0; next && pages < 10; pages++) {
      const page: TopicDataPage = await json<TopicDataPage>(await server.get(next));
      assert.equal(page.deletedWhileReading, undefined, `page ${pages + 1} notes no gap`);
      seen.push(...(page.results ?? []).map((r) => `${r.partition}-${r.offset}`));
      next = page.after;
    }
    const kafka = (await kcatRecords(trimmed)).map((r) => `${r.partition}-${r.offset}`);
    assert.equal(kafka.length, 125);
    assert.deepEqual([...seen].sort(), [...kafka].sort());
  } finally {
    await deleteTopics('main', [trimmed]);
  }
});
