// Starts the benchmark's Kafka on a kept data dir (BENCH_SIZE, default full) and keeps it up until
// SIGTERM/SIGINT, for looking into a figure by hand (first-page.ts): `node bench/topic-list/up.ts &`, then a
// console with connections.bench at 127.0.0.1:49092. Needs BENCH_KEEP=1 on the run that made it.
import { type BenchKafka, BROKERS, killStarted, startKafka, stopKafka } from './brokers.ts';
import { log } from './kafka.ts';

let kafka: BenchKafka | undefined;
// Stopped while the brokers still load (minutes at 100,000 partitions): they are told to stop too.
const stop = async () => {
  if (kafka) await stopKafka(kafka);
  else killStarted();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// run.ts names a size's dir after its broker count (full-b7 with BENCH_BROKERS=7).
kafka = await startKafka(process.env.BENCH_SIZE ?? (BROKERS > 1 ? `full-b${BROKERS}` : 'full'), true);
const pids = kafka.processes.map((p) => p.pid).join(', ');
log(`bench Kafka up (pids ${pids}${kafka.reused ? ', reused data dir' : ', new data dir'})`);
