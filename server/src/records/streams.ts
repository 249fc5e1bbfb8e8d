import type { DownloadRecord, SearchEvent, TopicRecord } from '@console/contract';
import type { FastifyReply } from 'fastify';
import type { OpenedScan } from './scan.ts';

// Search as server-sent events (akhq-api.md §4.1) and download as one streamed JSON array (§4.3).
// Both write through the raw response and wait for 'drain', so a slow browser slows the scan
// down (backpressure); both abort the scan when the browser goes away.

const KEEP_ALIVE_MS = 15_000;

/**
 * An AbortController that fires when the client goes away before the answer is complete. The
 * response's 'close' is used: the request's fires as soon as its body has been read.
 */
export function clientGone(reply: FastifyReply): AbortController {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller;
}

async function write(reply: FastifyReply, chunk: string): Promise<void> {
  if (!reply.raw.write(chunk)) {
    await new Promise<void>((resolve) => {
      const done = () => {
        reply.raw.off('drain', done);
        reply.raw.off('close', done);
        resolve();
      };
      reply.raw.on('drain', done);
      reply.raw.on('close', done);
    });
  }
}

function event(name: string, data: SearchEvent): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Streams matches until `limit`; progress events at most every 0.5 % or every 250 ms. */
export async function streamSearch(
  reply: FastifyReply,
  opened: OpenedScan,
  signal: AbortSignal,
): Promise<void> {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // A comment line now and then keeps proxies and the browser's 45 s timeout from closing an idle scan.
  const keepAlive = setInterval(() => reply.raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  let lastPercent = -1;
  let lastSent = 0;
  let lastAfter: string | undefined;
  try {
    for await (const batch of opened.batches) {
      if (signal.aborted) break;
      lastAfter = batch.after ?? lastAfter;
      const data: SearchEvent = {
        percent: Math.floor(batch.percent * 2) / 2,
        scanned: batch.scanned,
        matched: batch.matched,
        bytes: batch.bytes,
        recordsPerSecond: batch.recordsPerSecond,
      };
      if (lastAfter) data.after = lastAfter;
      if (batch.records.length > 0) data.records = batch.records;
      const now = Date.now();
      if (batch.records.length > 0 || data.percent >= lastPercent + 0.5 || now - lastSent > 250) {
        await write(reply, event('searchBody', data));
        lastPercent = data.percent;
        lastSent = now;
      }
      if (batch.done) {
        const end: SearchEvent = { ...data, percent: 100 };
        delete end.records;
        await write(reply, event('searchEnd', end));
        break;
      }
    }
  } catch (error) {
    if (!signal.aborted) {
      await write(
        reply,
        `event: searchError\ndata: ${JSON.stringify({ message: (error as Error).message })}\n\n`,
      );
    }
  } finally {
    clearInterval(keepAlive);
    await opened.batches.return(undefined);
    reply.raw.end();
  }
}

/** `epochMs` saves parsing the ISO text back when the raw record is at hand. */
export function downloadRecord(r: TopicRecord, epochMs = Date.parse(r.timestamp)): DownloadRecord {
  return {
    partition: r.partition,
    offset: r.offset,
    timestamp: epochMs / 1000,
    keySchemaId: r.keySchemaId ?? null,
    valueSchemaId: r.valueSchemaId ?? null,
    headers: r.headers ?? [],
    key: r.key ?? null,
    value: r.value ?? null,
  };
}

/** Every match as one JSON array, written batch by batch. */
export async function streamDownload(
  reply: FastifyReply,
  opened: OpenedScan,
  signal: AbortSignal,
  filename: string,
): Promise<void> {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-disposition': `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}.json"`,
  });
  let first = true;
  try {
    await write(reply, '[');
    for await (const batch of opened.batches) {
      if (signal.aborted) break;
      // Small writes of one JSON.stringify each: a round's records as one string would be megabytes
      // in V8's large-object space, which only a full collection frees; 50 stay in the young
      // generation, and no per-record strings are made only to be joined.
      for (let i = 0; i < batch.records.length; i += 50) {
        const slice = batch.records
          .slice(i, i + 50)
          .map((r, j) => downloadRecord(r, batch.raws[i + j]?.timestamp));
        if (!first) reply.raw.write(',');
        await write(reply, JSON.stringify(slice).slice(1, -1));
        first = false;
      }
    }
    await write(reply, ']');
  } finally {
    await opened.batches.return(undefined);
    reply.raw.end();
  }
}
