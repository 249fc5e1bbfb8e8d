import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createRecordsBatch } from '@platformatic/kafka';
import { AUTO } from '../decode/decoding.ts';
import type { ScanJob } from './scan-job.ts';
import { scanWorkers } from './scan-parallel.ts';
import { WorkerPool } from './worker-pool.ts';

// The pool behind scan workers: started on first use and reused; a worker that dies fails only
// the jobs it held, with a message, and is replaced; close() ends the workers and what they held.

const script = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from 'node:worker_threads';
    parentPort.on('message', ({ id, job }) => {
      if (job === 'exit') process.exit(7);
      if (job === 'throw') setTimeout(() => { throw new Error('boom'); });
      if (job === 'hang' || job === 'throw') return;
      parentPort.postMessage({ id, result: job * 2 });
    });`)}`,
);

test('jobs run on workers started on first use and reused', async () => {
  const pool = new WorkerPool<number | string, number>(script, 2, 'scan worker');
  assert.equal(pool.started, 0);
  assert.deepEqual(await Promise.all([pool.run(1), pool.run(2), pool.run(3)]), [2, 4, 6]);
  assert.ok(pool.started >= 1 && pool.started <= 2, `${pool.started} workers`);
  await pool.run(4);
  assert.ok(pool.started <= 2);
  await pool.close();
});

test('a worker that dies fails its job with a message, and the next job gets a new worker', async () => {
  const pool = new WorkerPool<number | string, number>(script, 1, 'scan worker');
  await assert.rejects(pool.run('exit'), /The scan worker reading these records stopped \(exit code 7\)/);
  await assert.rejects(pool.run('throw'), /The scan worker reading these records failed: boom/);
  assert.equal(await pool.run(5), 10);
  await pool.close();
});

test('close() ends the workers: a job they held and any later job fail saying the server is closing', async () => {
  const pool = new WorkerPool<number | string, number>(script, 1, 'scan worker');
  const held = assert.rejects(pool.run('hang'), /was stopped: the server is closing/);
  await new Promise((resolve) => setTimeout(resolve, 50));
  await pool.close();
  await held;
  await assert.rejects(pool.run(1), /server is closing/);
  assert.equal(pool.started, 0);
});

function job(data: Buffer, filter: string): ScanJob {
  const buffer = new SharedArrayBuffer(data.length);
  new Uint8Array(buffer).set(data);
  return {
    topic: 't',
    filters: { text: { searchByValue: filter } },
    decoding: AUTO,
    registry: false,
    maxValueLength: 1000,
    limit: Number.POSITIVE_INFINITY,
    slice: 2,
    chunks: [{ partition: 4, from: 0, to: 100, start: 0, length: data.length, aborted: [] }],
    buffer,
  };
}

test('the scan worker answers a job with its matches, and a corrupt answer with the reason', async () => {
  const values = ['apple', 'banana', 'cherry', 'banana split', 'date'];
  const batch = Buffer.from(
    createRecordsBatch(
      values.map((v) => ({ topic: 't', value: Buffer.from(v), timestamp: 1000n })) as never,
      {
        compression: 'lz4',
      } as never,
    ).buffer,
  );
  batch.writeBigInt64BE(10n, 0);
  const pool = scanWorkers(1);
  try {
    const result = await pool.run(job(batch, 'banana_C'));
    assert.equal(result.examined, 5);
    assert.equal(result.complete, true);
    assert.deepEqual(
      result.slices.map((s) => [s.start, s.examined, s.runs]),
      [
        [0, 2, [[4, 11, 2]]],
        [2, 2, [[4, 13, 4]]],
        [4, 1, [[4, 14, 5]]],
      ],
    );
    const matches = result.slices.flatMap((s) =>
      s.items.map((i) => [i.index, i.record?.offset, i.record?.value]),
    );
    assert.deepEqual(matches, [
      [1, 11, 'banana'],
      [3, 13, 'banana split'],
    ]);
    const corrupt = Buffer.from(batch);
    corrupt.writeInt32BE(3, 8); // the batch length
    await assert.rejects(
      pool.run(job(corrupt, 'banana_C')),
      /A record batch claims 3 bytes: the answer is corrupt/,
    );
    // The worker survived the corrupt job.
    assert.equal((await pool.run(job(batch, 'date_C'))).slices.at(-1)?.items[0]?.record?.offset, 14);
  } finally {
    await pool.close();
  }
});
