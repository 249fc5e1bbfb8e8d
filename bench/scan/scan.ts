// bench/scan (design.md §9): a search whose filter matches nothing over ≥ 5,000,000 records of
// ~200 bytes in 12 partitions, through the console's SSE search, against Kafka's own
// ConsumerPerformance on the same topic. Prints one JSON line; deletes its topic.
import { loadavg } from 'node:os';
import { benchName, createTopic, deleteTopic, fill, java, startConsole } from '../support.ts';

const RECORDS = Number(process.env.BENCH_SCAN_RECORDS ?? 5_000_000);
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
const server = await startConsole();
try {
  await fill(topic, RECORDS, 200);
  // Two rounds each, alternating, best of each: the machine is shared, and both sides get a warm
  // JIT and a warm page cache.
  const oursRuns = [];
  const theirRuns = [];
  for (let round = 0; round < 2; round++) {
    oursRuns.push(await consoleScan(server.url));
    theirRuns.push(await javaScan());
  }
  const ours = oursRuns.reduce((a, b) => (b.scanned / b.seconds > a.scanned / a.seconds ? b : a));
  const theirs = theirRuns.reduce((a, b) => (b.recordsPerSecond > a.recordsPerSecond ? b : a));
  const oursRps = Math.round(ours.scanned / ours.seconds);
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
      consoleRuns: oursRuns.map((r) => Math.round(r.scanned / r.seconds)),
      javaRuns: theirRuns.map((r) => Math.round(r.recordsPerSecond)),
      loadAverage: loadavg()[0],
      goal: '>= 0.7',
    }),
  );
} finally {
  server.stop();
  await deleteTopic(topic);
}
