import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { before, test } from 'node:test';
import { promisify } from 'node:util';
import type { TopicDataPage } from '@console/contract';
import { answerStats } from '../src/routes/shared-answer.ts';
import { securedWithTopics } from './auth-helpers.ts';
import { KCAT } from './kcat.ts';
import { kcatProduce } from './kcat-records.ts';
import { MAIN, produceRaw } from './topic-data-support.ts';

// Identical data page requests at the same time share one answer (routes/topic-data.ts through
// shared-answer.ts, fresh), between callers with the same permissions only, and never one whose
// build began before the request arrived: a record written before the page was asked for is on it.

const { server, visible } = securedWithTopics('it-shared-page');
const { orders, admin } = server.as;
const RECORDS = 200_000;

before(async () => {
  // Enough records that a page with a filter matching none reads for a while: a later request
  // then arrives while the first is still being built.
  const lines = Array.from({ length: RECORDS }, (_, i) => `k-${i}\thay ${i} ${'x'.repeat(40)}`);
  await kcatProduce(visible, lines, { partition: 0 });
});

const pagePath = (query: string) => `/api/main/topic/${visible}/data?${query}`;

async function page(path: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers });
  assert.equal(response.status, 200, await response.clone().text());
  return response.text();
}

test('many users on one page at once share answers, each the newest 50 records as kcat reads them', async () => {
  const path = pagePath('sort=NEWEST');
  // The newest 50 offsets as kcat reads them (-o -50: the last 50 of the partition).
  const { stdout } = await promisify(execFile)(KCAT, [
    '-C',
    '-b',
    MAIN.join(','),
    '-t',
    visible,
    '-o',
    '-50',
    '-e',
    '-q',
    '-f',
    '%o\n',
  ]);
  const expected = stdout.split('\n').filter(Boolean).map(Number);
  assert.equal(expected.length, 50);
  const shared = answerStats.shared;
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => page(path, i % 3 === 2 ? admin : orders)),
  );
  assert.ok(answerStats.shared > shared, 'some pages were shared');
  for (const text of answers) {
    const offsets = ((JSON.parse(text) as TopicDataPage).results ?? [])
      .map((r) => r.offset)
      .sort((a, b) => a - b);
    assert.deepEqual(offsets, expected);
  }
});

test('a page asked for while an identical one is being built still shows a record written before it', async () => {
  // An attempt decides only when the first page began reading before the write (it lacks the
  // record) and was still being built once the write was acknowledged; the write waits a little
  // longer each attempt for the first page to have begun (at most 6 attempts).
  let decisive = 0;
  for (let attempt = 0; attempt < 6 && decisive === 0; attempt++) {
    const needle = `needle-${attempt}`;
    const path = pagePath(`sort=NEWEST&searchByValue=${needle}`);
    let firstDone = false;
    const first = page(path, orders).then((text) => {
      firstDone = true;
      return JSON.parse(text) as TopicDataPage;
    });
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    await produceRaw(visible, [Buffer.from(needle)]);
    const inFlight = !firstDone;
    const second = JSON.parse(await page(path, orders)) as TopicDataPage;
    assert.deepEqual(
      (second.results ?? []).map((r) => r.value),
      [needle],
      `the page asked for after ${needle} was written shows it (first page in flight: ${inFlight})`,
    );
    if (inFlight && (await first).results === undefined) decisive += 1;
    await first;
  }
  assert.equal(decisive, 1, 'a page was asked for while one begun before the write was in flight');
});

test('a queued request that leaves before its turn hands the next page to the others, who still share', async () => {
  // The first page reads every record (a filter matching none); those asked meanwhile wait for the
  // next build, which the first of them was to make. It leaves: the rest still share (the first
  // retrier builds at once and those behind it share its next build: fresh, never an older one).
  // An attempt decides only when the first page was still being built once the queued one left.
  const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
  let decisive = 0;
  for (let attempt = 0; attempt < 20 && decisive === 0; attempt++) {
    const path = pagePath(`sort=OLDEST&searchByValue=nothing-like-it-${attempt}`);
    let firstDone = false;
    const first = page(path, orders).then(() => {
      firstDone = true;
    });
    await pause();
    const leaving = new AbortController();
    const queued = fetch(`${server.url}${path}`, { headers: orders, signal: leaving.signal }).catch(() => {});
    await pause();
    const shared = answerStats.shared;
    const rest = Array.from({ length: 4 }, () => page(path, orders));
    await pause();
    leaving.abort();
    const inFlight = !firstDone;
    const answers = await Promise.all(rest);
    await Promise.all([first, queued]);
    assert.equal(new Set(answers).size, 1);
    if (!inFlight) continue;
    decisive += 1;
    assert.ok(answerStats.shared > shared, `the others shared an answer (${answerStats.shared - shared})`);
  }
  assert.equal(decisive, 1, 'the first page was still being built when the queued one left');
});
