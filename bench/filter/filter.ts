// bench/filter (issue 14, design.md §9): bench/scan's topic (12 partitions, 5,000,000 records by
// default) with JSON values of ~200 bytes, scanned through the console's SSE search with filters
// that match nothing:
//   plain       a text filter matched in the undecoded bytes (bench/scan's search), the reference;
//   cel         a CEL filter on a nested field, `value.customer.id == 'c-none'` (its literal is in
//               no value, so the byte pre-check rules every record out without decoding it);
//   celField    a CEL filter on a field whose literal is in every value (`currency` is 'EUR'):
//               `value.customer.tier == 'EUR'`, so every value is decoded, parsed and its field
//               compared: issue 17's "search that decodes JSON values and matches a field";
//   celEvaluated a CEL filter with no string literal to pre-check, `value.amount > 1000000.0`, so
//               every value is decoded, parsed and evaluated;
//   textDecoded a value-contains text filter with a non-ASCII pattern, which decodes every value;
// beside Kafka's ConsumerPerformance on the same topic in the same run. The headline figures are
// the console as configured by default (topic-data.scan-workers unset: no workers below 4 cores);
// beside them, `withWorkers`: plain and celField on the same console with BENCH_FILTER_WORKERS
// scan workers (default 1). Goals: cel >= 0.5 x plain; issue 17: celField >= 0.6 x
// ConsumerPerformance's fetch.nMsg.sec (celFieldToJavaFetch).
// Prints one JSON line; deletes its topic. BENCH_FILTER_RECORDS changes the size.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOTSTRAP, benchName, createTopic, deleteTopic, java, startConsole } from '../support.ts';
import { payloads } from './payloads.ts';

const RECORDS = Number(process.env.BENCH_FILTER_RECORDS ?? 5_000_000);
const topic = benchName('filter');

const SCANS = {
  plain: 'searchByValue=no-such-text-anywhere_C',
  cel: `filter=${encodeURIComponent("value.customer.id == 'c-none'")}`,
  celField: `filter=${encodeURIComponent("value.customer.tier == 'EUR'")}`,
  celEvaluated: `filter=${encodeURIComponent('value.amount > 1000000.0')}`,
  textDecoded: `searchByValue=${encodeURIComponent('ño-such-tëxt_C')}`,
} as const;
type Scan = keyof typeof SCANS;

async function fillJson(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-filter-'));
  const file = join(dir, 'payloads.txt');
  const text = payloads();
  writeFileSync(file, text);
  try {
    await java('org.apache.kafka.tools.ProducerPerformance', [
      '--topic',
      topic,
      '--num-records',
      String(RECORDS),
      '--payload-file',
      file,
      '--throughput',
      '-1',
      '--producer-props',
      `bootstrap.servers=${BOOTSTRAP}`,
      'acks=1',
      'linger.ms=20',
      'batch.size=524288',
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const lines = text.split('\n');
  return Math.round(lines.reduce((sum, l) => sum + l.length, 0) / lines.length);
}

async function consoleScan(url: string, scan: Scan): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/main/topic/${topic}/data/search?${SCANS[scan]}`);
  const text = await response.text();
  const end = text.split('\n\n').find((block) => block.startsWith('event: searchEnd'));
  if (!end) throw new Error(`${scan}: search did not end: ${text.slice(-500)}`);
  const data = JSON.parse(end.split('\n')[1]?.slice(6) ?? '{}') as { scanned: number; matched: number };
  if (data.matched !== 0) throw new Error(`${scan}: the filter matched something`);
  if (data.scanned !== RECORDS) throw new Error(`${scan}: scanned ${data.scanned} of ${RECORDS}`);
  return Math.round(data.scanned / ((performance.now() - started) / 1000));
}

async function javaScan(): Promise<{ all: number; fetch: number }> {
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
  return { all: field('nMsg.sec'), fetch: field('fetch.nMsg.sec') };
}

await createTopic(topic, 12);
// The console as configured by default, and the same console with scan workers.
const WORKERS = process.env.BENCH_FILTER_WORKERS ?? '1';
delete process.env.CONSOLE__TOPIC_DATA__SCAN_WORKERS;
const server = await startConsole();
process.env.CONSOLE__TOPIC_DATA__SCAN_WORKERS = WORKERS;
const workers = await startConsole();
try {
  const recordBytes = await fillJson();
  // Two rounds, alternating, best of each: the machine is shared, and every scan gets a warm JIT
  // and a warm page cache.
  const runs: Record<Scan | 'java' | 'javaFetch' | 'plainWithWorkers' | 'celFieldWithWorkers', number[]> = {
    plain: [],
    cel: [],
    celField: [],
    celEvaluated: [],
    textDecoded: [],
    plainWithWorkers: [],
    celFieldWithWorkers: [],
    java: [],
    javaFetch: [],
  };
  for (let round = 0; round < 2; round++) {
    for (const scan of Object.keys(SCANS) as Scan[]) runs[scan].push(await consoleScan(server.url, scan));
    runs.plainWithWorkers.push(await consoleScan(workers.url, 'plain'));
    runs.celFieldWithWorkers.push(await consoleScan(workers.url, 'celField'));
    const java = await javaScan();
    runs.java.push(Math.round(java.all));
    runs.javaFetch.push(Math.round(java.fetch));
  }
  const best = (list: number[]) => Math.max(...list);
  const ratio = (a: number, b: number) => Number((a / b).toFixed(3));
  const plain = best(runs.plain);
  const java = best(runs.java);
  const javaFetch = best(runs.javaFetch);
  console.log(
    JSON.stringify({
      bench: 'filter',
      records: RECORDS,
      recordBytes,
      partitions: 12,
      plainRecordsPerSecond: plain,
      celRecordsPerSecond: best(runs.cel),
      celFieldRecordsPerSecond: best(runs.celField),
      celEvaluatedRecordsPerSecond: best(runs.celEvaluated),
      textDecodedRecordsPerSecond: best(runs.textDecoded),
      javaConsumerPerformanceRecordsPerSecond: java,
      javaFetchRecordsPerSecond: javaFetch,
      plainToJavaFetch: ratio(plain, javaFetch),
      celFieldToJavaFetch: ratio(best(runs.celField), javaFetch),
      withWorkers: {
        workers: Number(WORKERS),
        plainRecordsPerSecond: best(runs.plainWithWorkers),
        celFieldRecordsPerSecond: best(runs.celFieldWithWorkers),
        plainToJavaFetch: ratio(best(runs.plainWithWorkers), javaFetch),
        celFieldToJavaFetch: ratio(best(runs.celFieldWithWorkers), javaFetch),
      },
      celToPlain: ratio(best(runs.cel), plain),
      celEvaluatedToPlain: ratio(best(runs.celEvaluated), plain),
      textDecodedToPlain: ratio(best(runs.textDecoded), plain),
      plainToJava: ratio(plain, java),
      celToJava: ratio(best(runs.cel), java),
      filters: {
        cel: "value.customer.id == 'c-none'",
        celField: "value.customer.tier == 'EUR'",
        celEvaluated: 'value.amount > 1000000.0',
        textDecoded: 'searchByValue=ño-such-tëxt_C',
      },
      runs,
      loadAverage: loadavg()[0],
      goal: 'celToPlain >= 0.5; celFieldToJavaFetch >= 0.6',
    }),
  );
} finally {
  server.stop();
  workers.stop();
  await deleteTopic(topic);
}
