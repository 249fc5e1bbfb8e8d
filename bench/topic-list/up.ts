// Starts the benchmark's Kafka on a kept data dir (BENCH_SIZE, default full) and keeps it up until
// SIGTERM/SIGINT, for looking into a figure by hand: `node bench/topic-list/up.ts &`, then a
// console with connections.bench at 127.0.0.1:49092. Needs BENCH_KEEP=1 on the run that made it.
import { startKafka, stopKafka } from './brokers.ts';
import { log } from './kafka.ts';

const kafka = await startKafka(process.env.BENCH_SIZE ?? 'full', true);
const pids = kafka.processes.map((p) => p.pid).join(', ');
log(`bench Kafka up (pids ${pids}${kafka.reused ? ', reused data dir' : ', new data dir'})`);
const stop = async () => {
  await stopKafka(kafka);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
