import { parentPort } from 'node:worker_threads';
import type { ScanJob } from './scan-job.ts';
import { runJob } from './scan-job-run.ts';

// A scan worker thread (worker-pool.ts starts it): runs one job at a time and answers with its
// result or its error's message. A job's failure (a corrupt answer) is that read's, not the worker's.

parentPort?.on('message', ({ id, job }: { id: number; job: ScanJob }) => {
  try {
    parentPort?.postMessage({ id, result: runJob(job) });
  } catch (error) {
    parentPort?.postMessage({ id, error: (error as Error).message ?? String(error) });
  }
});
