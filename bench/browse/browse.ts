// bench/browse (design.md §9, issue 5): time to the first page of 50 records, oldest and newest
// first, on a topic of ≥ 5,000,000 records in 12 partitions and on a topic with 12 empty
// partitions. Goal: under 300 ms. Prints one JSON line; deletes its topics.
import { benchName, createTopic, deleteTopic, fill, startConsole } from '../support.ts';

const RECORDS = Number(process.env.BENCH_BROWSE_RECORDS ?? 5_000_000);
const full = benchName('browse-full');
const empty = benchName('browse-empty');

async function firstPage(url: string, topic: string, sort: string, expected: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const started = performance.now();
    const page = (await (
      await fetch(`${url}/api/main/topic/${topic}/data?sort=${sort}&partition=All`)
    ).json()) as {
      results?: unknown[];
    };
    times.push(performance.now() - started);
    if ((page.results?.length ?? 0) !== expected)
      throw new Error(`${topic} ${sort}: ${page.results?.length} records`);
  }
  return times;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    firstMs: Math.round(times[0] as number),
    medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] as number),
    maxMs: Math.round(sorted.at(-1) as number),
  };
};

await createTopic(full, 12);
await createTopic(empty, 12);
const server = await startConsole();
try {
  await fill(full, RECORDS, 200);
  const result = {
    bench: 'browse',
    records: RECORDS,
    fullOldest: summary(await firstPage(server.url, full, 'Oldest', 50)),
    fullNewest: summary(await firstPage(server.url, full, 'Newest', 50)),
    emptyOldest: summary(await firstPage(server.url, empty, 'Oldest', 0)),
    emptyNewest: summary(await firstPage(server.url, empty, 'Newest', 0)),
    goal: '< 300 ms',
  };
  console.log(JSON.stringify(result));
} finally {
  server.stop();
  await deleteTopic(full);
  await deleteTopic(empty);
}
