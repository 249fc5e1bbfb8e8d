// bench/scan (design.md §9): a search whose filter matches nothing over ≥ 5,000,000 records of
// ~200 bytes in 12 partitions, through the console's SSE search, against Kafka's own
// ConsumerPerformance on the same topic. The headline is the console as it is configured by
// default (topic-data.scan-workers unset: no workers below 4 cores); beside it, `withWorkers`,
// the same console with BENCH_SCAN_WORKERS scan workers (default 1). Issue 17's goal is
// fetchRatio >= 1.0: the default console against ConsumerPerformance's fetch.nMsg.sec (without
// its group join). Prints one JSON line; deletes its topic.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { benchName, createTopic, deleteTopic, fill, java, startConsole } from '../support.ts';

const RECORDS = Number(process.env.BENCH_SCAN_RECORDS ?? 5_000_000);
const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
const topic = benchName('scan');

async function consoleScan(url: string): Promise<{ seconds: number; scanned: number }> {
  const started = performance.now();
  const response = await fetch(
    `${url}/api/main/topic/${topic}/data/search?searchByValue=no-such-text-anywhere_C`,
  );
  const text = await response.text();
  const end = text.split('\n\n').find((block) => block.startsWith('event: searchEnd'));
  if (!end) throw new Error(`search did not end: ${text.slice(-500)}`);
  const data = JSON.parse(end.split('\n')[1]?.slice(6) ?? '{}') as { scanned: number; matched: number };
  if (data.matched !== 0) throw new Error('the filter matched something');
  return { seconds: (performance.now() - started) / 1000, scanned: data.scanned };
}

async function javaScan(): Promise<{ recordsPerSecond: number; fetchRecordsPerSecond: number }> {
  const out = await java('org.apache.kafka.tools.ConsumerPerformance', [
    '--bootstrap-server',
    '127.0.0.1:19092',
    '--topic',
    topic,
    '--messages',
    String(RECORDS),
    '--timeout',
    '120000',
  ]);
  const lines = out.trim().split('\n');
  const header = (lines.find((l) => l.startsWith('start.time')) ?? '').split(',').map((s) => s.trim());
  const values = (lines.at(-1) ?? '').split(',').map((s) => s.trim());
  const field = (name: string) => Number(values[header.indexOf(name)]);
  return { recordsPerSecond: field('nMsg.sec'), fetchRecordsPerSecond: field('fetch.nMsg.sec') };
}

await createTopic(topic, 12);
// The console as configured by default, and the same console with scan workers.
const WORKERS = process.env.BENCH_SCAN_WORKERS ?? '1';
delete process.env.CONSOLE__TOPIC_DATA__SCAN_WORKERS;
const server = await startConsole();
process.env.CONSOLE__TOPIC_DATA__SCAN_WORKERS = WORKERS;
const workers = await startConsole();
try {
  await fill(topic, RECORDS, 200);
  // Two rounds each, alternating, best of each: the machine is shared, and both sides get a warm
  // JIT and a warm page cache.
  const oursRuns = [];
  const workerRuns = [];
  const theirRuns = [];
  for (let round = 0; round < 2; round++) {
    oursRuns.push(await consoleScan(server.url));
    workerRuns.push(await consoleScan(workers.url));
    theirRuns.push(await javaScan());
  }
  const fastest = (runs: Array<{ seconds: number; scanned: number }>) =>
    runs.reduce((a, b) => (b.scanned / b.seconds > a.scanned / a.seconds ? b : a));
  const ours = fastest(oursRuns);
  const workerBest = fastest(workerRuns);
  const theirs = theirRuns.reduce((a, b) => (b.recordsPerSecond > a.recordsPerSecond ? b : a));
  const oursRps = Math.round(ours.scanned / ours.seconds);
  const workerRps = Math.round(workerBest.scanned / workerBest.seconds);
  console.log(
    JSON.stringify({
      bench: 'scan',
      records: ours.scanned,
      recordBytes: 200,
      partitions: 12,
      consoleSeconds: Number(ours.seconds.toFixed(2)),
      consoleRecordsPerSecond: oursRps,
      javaConsumerPerformanceRecordsPerSecond: Math.round(theirs.recordsPerSecond),
      javaFetchRecordsPerSecond: Math.round(theirs.fetchRecordsPerSecond),
      ratio: Number((oursRps / theirs.recordsPerSecond).toFixed(3)),
      fetchRatio: Number((oursRps / theirs.fetchRecordsPerSecond).toFixed(3)),
      // The server's memory after the scans: worker threads have heaps of their own.
      consoleRssMb: rssMb(server.pid),
      withWorkers: {
        workers: Number(WORKERS),
        recordsPerSecond: workerRps,
        fetchRatio: Number((workerRps / theirs.fetchRecordsPerSecond).toFixed(3)),
        rssMb: rssMb(workers.pid),
        runs: workerRuns.map((r) => Math.round(r.scanned / r.seconds)),
      },
      consoleRuns: oursRuns.map((r) => Math.round(r.scanned / r.seconds)),
      javaRuns: theirRuns.map((r) => Math.round(r.recordsPerSecond)),
      loadAverage: loadavg()[0],
      goal: 'fetchRatio >= 1.0',
    }),
  );
} finally {
  server.stop();
  workers.stop();
  await deleteTopic(topic);
}
