// bench/download (design.md §9): the server's memory growth (RSS) while one client downloads
// ≥ 2 GB of records as JSON. Goal: < 100 MB. Prints one JSON line; deletes its topic.
// BENCH_BASELINE=<git revision or folder> also downloads from that revision's server, with its own
// node flags (as bench/load: ../load/baseline.ts), one download after the other in the order of
// BENCH_MODES (default on,baseline,baseline,on; a mode may be a folder holding a server/), each
// from a server of its own; the line then holds each download's figures by mode.
import { readFileSync } from 'node:fs';
import { baselineRoot, serverRoot } from '../load/baseline.ts';
import { startServer } from '../load/server.ts';
import { benchName, createTopic, deleteTopic, fill } from '../support.ts';

const RECORDS = Number(process.env.BENCH_DOWNLOAD_RECORDS ?? 2_100_000);
const SIZE = 1000;
// BENCH_DOWNLOAD_TOPIC reuses a filled topic (and keeps it), to iterate on the server quickly.
const reuse = process.env.BENCH_DOWNLOAD_TOPIC;
const topic = reuse ?? benchName('download');
const BASELINE = process.env.BENCH_BASELINE;
const MODES = (process.env.BENCH_MODES ?? (BASELINE ? 'on,baseline,baseline,on' : 'on')).split(',');

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

/** One download of the whole topic from a server of its own: time, speed and RSS growth. */
async function download(server: { url: string; pid: number }) {
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
  return {
    downloadedBytes: bytes,
    seconds: Number(seconds.toFixed(1)),
    megabytesPerSecond: Math.round(bytes / 1e6 / seconds),
    baselineRssMb: Math.round(baseline),
    peakRssMb: Math.round(peak),
    rssGrowthMb: Math.round(peak - baseline),
  };
}

if (!reuse) await createTopic(topic, 12);
const base = BASELINE ? baselineRoot(BASELINE) : undefined;
try {
  if (!reuse) await fill(topic, RECORDS, SIZE);
  const loadavg = () => readFileSync('/proc/loadavg', 'utf8').trim();
  const runs: Array<Record<string, unknown>> = [];
  for (const mode of MODES) {
    const server = await startServer(true, serverRoot(mode, base));
    try {
      runs.push({ mode, loadavg: loadavg(), ...(await download(server)) });
    } finally {
      await server.stop();
    }
  }
  const figures = MODES.length > 1 ? { baseline: BASELINE, runs } : runs[0];
  console.log(JSON.stringify({ bench: 'download', records: RECORDS, ...figures, goal: '< 100 MB' }));
} finally {
  base?.remove();
  if (!reuse) await deleteTopic(topic);
}
