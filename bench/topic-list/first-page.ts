// What the topic list's first page costs, read by read, on the benchmark's Kafka kept up by up.ts
// (issue 17: the 10k-topic page's ~400 ms for a lone user). The web asks three things: the list
// (Metadata of every topic, and ListGroups started beside it), then the Last Record column and
// the Consumer Groups column of the 25 shown topics in parallel. Each is timed alone here, a pause
// of BENCH_GAP_MS (default 1100) before each run so the lists kept for a second have expired, as a
// lone user who pauses meets them; with BENCH_BASELINE another version of the server is timed
// beside this one, runs alternating (consoles.ts).
//   BENCH_BROKERS=7 node bench/topic-list/up.ts &   (BENCH_SIZE=full-b7 by default when 7 brokers)
//   BENCH_BROKERS=7 node --expose-gc bench/topic-list/first-page.ts
import { readFileSync } from 'node:fs';
import { bootstrap } from './brokers.ts';
import { benchConsoles, listening } from './consoles.ts';
import { log } from './kafka.ts';
import { mid } from './median.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const GAP_MS = Number(process.env.BENCH_GAP_MS ?? 1100);
const PAGE = 25;

const consoles = await benchConsoles();

async function timed(url: string): Promise<[number, unknown]> {
  const started = performance.now();
  const res = await fetch(url);
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
  return [performance.now() - started, body];
}

/** One first page: the list, then both columns at once (as the web asks them), each timed. */
async function firstPage(url: string) {
  const started = performance.now();
  const [list, body] = await timed(
    `${url}/api/bench/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}`,
  );
  const names = encodeURIComponent(
    (body as { results: { name: string }[] }).results.map((t) => t.name).join(','),
  );
  const [[lastRecord], [groups]] = await Promise.all([
    timed(`${url}/api/bench/topic/last-record?topics=${names}`),
    timed(`${url}/api/bench/group/topics?topics=${names}`),
  ]);
  return { list, lastRecord, groups, page: performance.now() - started };
}

/** Each column alone, after the list (the list's kept answers expired too). */
async function alone(url: string, which: 'last-record' | 'groups') {
  const [, body] = await timed(`${url}/api/bench/topic?search=&show=HIDE_INTERNAL&page=1&uiPageSize=${PAGE}`);
  const names = encodeURIComponent(
    (body as { results: { name: string }[] }).results.map((t) => t.name).join(','),
  );
  await new Promise((r) => setTimeout(r, GAP_MS));
  const path = which === 'groups' ? 'group/topics' : 'topic/last-record';
  return (await timed(`${url}/api/bench/${path}?topics=${names}`))[0];
}

/**
 * A timed run tried again (at most twice) when the server answers an error: on a machine loaded by
 * others the bench broker can miss the server's Kafka deadline. Each failure is logged.
 */
async function again<T>(once: () => Promise<T>, name = ''): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await once();
    } catch (error) {
      if (attempt >= 2) throw error;
      log(`${name}: timed run failed (${(error as Error).message.slice(-120)}), again`);
    }
  }
}

const running = [];
for (const c of consoles) running.push(await listening(c, bootstrap));
try {
  const rows = running.map(() => ({
    list: [] as number[],
    lastRecord: [] as number[],
    groups: [] as number[],
    page: [] as number[],
    lastRecordAlone: [] as number[],
    groupsAlone: [] as number[],
  }));
  // Warm-up, tried again on failure: a fresh console's first requests at full size can meet the
  // Kafka deadline while its overview sampler's first round runs on a loaded machine.
  for (const r of running) {
    for (let i = 0, failed = 0; i < 3; ) {
      try {
        await firstPage(r.url);
        i++;
      } catch (error) {
        if (++failed > 10) throw error;
        log(`warm-up: ${(error as Error).message.slice(0, 200)}, again`);
        await new Promise((res) => setTimeout(res, 3000));
      }
    }
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [k, r] of running.entries()) {
      const row = rows[k];
      if (!row) continue;
      await new Promise((res) => setTimeout(res, GAP_MS));
      const t = await again(() => firstPage(r.url), consoles[k]?.name);
      row.list.push(t.list);
      row.lastRecord.push(t.lastRecord);
      row.groups.push(t.groups);
      row.page.push(t.page);
      await new Promise((res) => setTimeout(res, GAP_MS));
      row.lastRecordAlone.push(await again(() => alone(r.url, 'last-record'), consoles[k]?.name));
      await new Promise((res) => setTimeout(res, GAP_MS));
      row.groupsAlone.push(await again(() => alone(r.url, 'groups'), consoles[k]?.name));
    }
    log(`run ${i + 1}/${RUNS}`);
  }
  console.log(
    JSON.stringify({
      bench: 'topic-list-first-page',
      runs: RUNS,
      gapMs: GAP_MS,
      consoles: consoles.map((c, k) => ({
        console: c.name,
        medianMs: Object.fromEntries(Object.entries(rows[k] ?? {}).map(([key, v]) => [key, mid(v)])),
      })),
      loadavg: readFileSync('/proc/loadavg', 'utf8').trim(),
    }),
  );
} finally {
  for (const r of running) await r.app.close();
}
