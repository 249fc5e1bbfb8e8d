import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { after, before, test } from 'node:test';
import { readEvents, searchEvents, tailEvents } from '@console/contract/events';
import { ProduceAcks, Producer } from '@platformatic/kafka';
import { serverArgs } from '../src/launch.ts';
import { demoConfigFile } from './helpers.ts';
import { createTopic, deleteTopics, MAIN, uniqueName } from './topic-data-support.ts';

// A browser that stops reading a server-sent event stream must not make the server buffer what it
// would have sent (design.md §6 "Backpressure"). The server runs as a process of its own, so its
// memory is its own: read from its /metrics (prom-client's process and heap gauges). A stream is
// opened with a raw HTTP request whose socket is then paused, ~200 MB of records go through the
// stream's topic, and the server's resident memory must grow by far less than that; once the
// client reads again, the stream goes on and delivers the records it held back.

const RECORD_BYTES = 10_000;
const RECORDS = 20_000; // 200 MB
/** Well under the data volume: what a server that buffered for the stalled client would exceed. */
const BOUND = 60 << 20;

const topic = uniqueName('backpressure');
let server: ChildProcess;
let url = '';
/** Streams opened by the tests, closed at the end whatever happened (the server waits for them). */
const opened: IncomingMessage[] = [];

before(async () => {
  await createTopic('main', topic, 3);
  server = spawn(process.execPath, serverArgs(demoConfigFile), {
    env: { ...process.env, CONSOLE__SERVER__PORT: '0', CONSOLE__SERVER__LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (address) resolve(address);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
  });
  server.stdout?.resume();
});

after(async () => {
  for (const response of opened) response.destroy();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  const hard = setTimeout(() => server.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(hard);
  await deleteTopics('main', [topic]);
});

/** The server's resident set and V8 heap in use, as its /metrics reports them. */
async function memory(): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const gauge = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);
  return { rss: gauge('process_resident_memory_bytes'), heap: gauge('nodejs_heap_size_used_bytes') };
}

/** Opens a stream and stops reading once its first bytes are in: the socket is no longer read. */
async function stalledStream(path: string): Promise<IncomingMessage> {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    httpRequest(`${url}${path}`, { headers: { accept: 'text/event-stream' } }, resolve)
      .on('error', reject)
      .end();
  });
  opened.push(response);
  assert.equal(response.statusCode, 200);
  await new Promise<void>((resolve) =>
    response.once('data', (chunk: Buffer) => {
      response.pause();
      response.unshift(chunk); // kept for the reader once it reads again
      resolve();
    }),
  );
  return response;
}

const value = (n: number) => JSON.stringify({ n, pad: 'x'.repeat(RECORD_BYTES - 30) });

async function produceAll(): Promise<void> {
  const producer = new Producer({ clientId: 'it-sse-backpressure', bootstrapBrokers: MAIN });
  try {
    for (let n = 0; n < RECORDS; n += 200) {
      await producer.send({
        acks: ProduceAcks.LEADER,
        messages: Array.from({ length: 200 }, (_, i) => ({
          topic,
          key: Buffer.from(String(n + i)),
          value: Buffer.from(value(n + i)),
        })),
      });
    }
  } finally {
    await producer.close();
  }
}

/** The highest resident set over a few samples (GC and the socket make single samples noisy). */
async function peak(samples: number): Promise<{ rss: number; heap: number }> {
  let top = { rss: 0, heap: 0 };
  for (let i = 0; i < samples; i++) {
    const m = await memory();
    top = { rss: Math.max(top.rss, m.rss), heap: Math.max(top.heap, m.heap) };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return top;
}

test('a stalled tail keeps the server memory bounded while 200 MB arrive, then delivers them', async () => {
  const stream = await stalledStream(`/api/main/tail/sse?topics=${topic}`);
  const before = await peak(4);
  await produceAll();
  const during = await peak(8);
  const growth = during.rss - before.rss;
  assert.ok(growth < BOUND, `RSS grew by ${(growth / 2 ** 20).toFixed(0)} MB while the client read nothing`);
  assert.ok(during.heap - before.heap < BOUND, 'heap grew with the stalled stream');

  // Reading again: the held-back records come, up to the last one produced.
  const seen = new Set<string>();
  const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  for await (const e of readEvents(body, tailEvents)) {
    assert.equal(e.event, 'tailBody');
    for (const r of e.event === 'tailBody' ? (e.data.records ?? []) : []) seen.add(r.key ?? '');
    if (seen.has(String(RECORDS - 1))) break;
  }
  assert.ok(seen.has(String(RECORDS - 1)));
});

test('a stalled search holds its scan: memory bounded, then it goes on to its end', async () => {
  // Every record matches, up to 10,000 of them (100 MB).
  const stream = await stalledStream(`/api/main/topic/${topic}/data/search?searchByValue=pad_C&size=10000`);
  const before = await peak(4);
  // Time for an unbounded scan to have read it all; the assertion is on memory only.
  const during = await peak(12);
  const growth = during.rss - before.rss;
  assert.ok(growth < BOUND, `RSS grew by ${(growth / 2 ** 20).toFixed(0)} MB while the client read nothing`);

  let matched = 0;
  let ended = false;
  const body = Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  for await (const e of readEvents(body, searchEvents)) {
    assert.notEqual(e.event, 'searchError');
    if (e.event === 'searchBody') matched += e.data.records?.length ?? 0;
    if (e.event === 'searchEnd') ended = true;
  }
  assert.equal(matched, 10_000);
  assert.equal(ended, true);
});
