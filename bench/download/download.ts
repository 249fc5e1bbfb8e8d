// bench/download (design.md §9): the server's memory growth (RSS) while one client downloads
// ≥ 2 GB of records as JSON. Goal: < 100 MB. Prints one JSON line; deletes its topic.
import { readFileSync } from 'node:fs';
import { benchName, createTopic, deleteTopic, fill, startConsole } from '../support.ts';

const RECORDS = Number(process.env.BENCH_DOWNLOAD_RECORDS ?? 2_100_000);
const SIZE = 1000;
// BENCH_DOWNLOAD_TOPIC reuses a filled topic (and keeps it), to iterate on the server quickly.
const reuse = process.env.BENCH_DOWNLOAD_TOPIC;
const topic = reuse ?? benchName('download');

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

if (!reuse) await createTopic(topic, 12);
const server = await startConsole();
try {
  if (!reuse) await fill(topic, RECORDS, SIZE);
  // Warm up (clients, registry, JIT) so the baseline is the server at work, not at start.
  await (await fetch(`${server.url}/api/main/topic/${topic}/data`)).text();
  const baseline = rssMb(server.pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 100);
  const started = performance.now();
  const response = await fetch(`${server.url}/api/main/topic/${topic}/data/download`);
  let bytes = 0;
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  console.log(
    JSON.stringify({
      bench: 'download',
      records: RECORDS,
      downloadedBytes: bytes,
      seconds: Number(seconds.toFixed(1)),
      megabytesPerSecond: Math.round(bytes / 1e6 / seconds),
      baselineRssMb: Math.round(baseline),
      peakRssMb: Math.round(peak),
      rssGrowthMb: Math.round(peak - baseline),
      goal: '< 100 MB',
    }),
  );
} finally {
  server.stop();
  if (!reuse) await deleteTopic(topic);
}
