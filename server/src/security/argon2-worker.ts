import { parentPort } from 'node:worker_threads';
import { argon2Verify } from 'hash-wasm';

// Runs argon2id checks off the main thread: one check holds a thread for ~100 ms of WASM, which
// would otherwise stall every other request (record streams, live tail) while someone logs in.

parentPort?.on('message', async (job: { id: number; password: string; hash: string }) => {
  let ok = false;
  try {
    ok = await argon2Verify({ password: job.password, hash: job.hash });
  } catch {
    ok = false;
  }
  parentPort?.postMessage({ id: job.id, ok });
});
